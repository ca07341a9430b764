// Package startprof writes a CPU profile of a program's start-up, for
// builds with the startprof tag: the app and the bare Fyne window it is
// measured against import it for its init, so that their profiles can be
// diffed (go tool pprof -diff_base; README, "Measuring start-up").
package startprof

import (
	"os"
	"runtime/pprof"
	"time"
)

// HEARTH_CPUPROFILE=FILE writes a CPU profile of the
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
