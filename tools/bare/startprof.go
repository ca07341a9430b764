//go:build startprof

package main

import (
	"os"
	"runtime/pprof"
	"time"
)

// With -tags startprof, HEARTH_CPUPROFILE=FILE (as cmd/hearth-app) writes a CPU profile of the
// first HEARTH_PROFILE_MS (default 1500) milliseconds: what start-up spends.
func init() {
	path := os.Getenv("HEARTH_CPUPROFILE")
	if path == "" {
		return
	}
	f, err := os.Create(path)
	if err != nil {
		return
	}
	_ = pprof.StartCPUProfile(f)
	d, err := time.ParseDuration(os.Getenv("HEARTH_PROFILE_MS") + "ms")
	if err != nil {
		d = 1500 * time.Millisecond
	}
	go func() {
		time.Sleep(d)
		pprof.StopCPUProfile()
		f.Close()
		os.Exit(0)
	}()
}
