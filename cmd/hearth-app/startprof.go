//go:build startprof

package main

// With -tags startprof, HEARTH_CPUPROFILE=FILE writes a CPU profile of
// the app's start-up (internal/startprof).
import _ "hearth/internal/startprof"
