// Package startprof writes a CPU profile of a program's start-up, for
// builds with the startprof tag: the app and the bare Fyne window it is
// measured against import it for its init, so that their profiles can be
// diffed (go tool pprof -diff_base; docs/measuring.md, "Measuring start-up").
package startprof

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"sync"
	"syscall"
	"time"
)

// stop ends the profile and the program; nil when not profiling.
var stop func()

// HEARTH_CPUPROFILE=FILE writes a CPU profile of the first
// HEARTH_PROFILE_MS (default 1500) milliseconds: what start-up spends.
// HEARTH_PROFILE_MS=first ends it at the first frame instead (Started),
// so that nothing drawn or done after it blurs the diff.
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
	stop = sync.OnceFunc(func() {
		pprof.StopCPUProfile()
		f.Close()
		report(os.Stderr)
		os.Exit(0)
	})
	ms := os.Getenv("HEARTH_PROFILE_MS")
	if ms == "first" {
		ms = "5000" // the first frame never came: stop anyway
	}
	d, err := time.ParseDuration(ms + "ms")
	if err != nil {
		d = 1500 * time.Millisecond
	}
	time.AfterFunc(d, stop)
}

// Started is the programs' started hook (Fyne runs it once the first
// frame is drawn): with HEARTH_PROFILE_MS=first it ends the profile and
// the program there.
func Started() {
	if stop != nil && os.Getenv("HEARTH_PROFILE_MS") == "first" {
		stop()
	}
}

// report writes what start-up cost besides CPU: the heap it grew to, the
// collections it ran and the page faults (each a fresh page the kernel
// zeroes) up to now.
func report(w io.Writer) {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	fmt.Fprintf(w, "startprof: heap %d MB (sys %d MB), %d collections, %d minor page faults, cpu user %d ms sys %d ms\n",
		m.HeapAlloc>>20, m.Sys>>20, m.NumGC, ru.Minflt, ru.Utime.Nano()/1e6, ru.Stime.Nano()/1e6)
}
