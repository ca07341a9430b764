//go:build startprof

package main

// With -tags startprof, HEARTH_CPUPROFILE=FILE writes a CPU profile of
// the bare window's start-up (internal/startprof), to its first frame when
// HEARTH_PROFILE_MS=first.
import "hearth/internal/startprof"

func init() { profileStarted = startprof.Started }
