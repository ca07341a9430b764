// Command bare is the yardstick for Hearth's start-up time: a Fyne window
// with one label, built the same way, opened the same way. tools/startup.sh
// times both.
//
// To check that the timing can see a difference, BARE_DELAY (a Go duration,
// e.g. 100ms) sleeps that long before the window is made, which adds wall
// time only, and BARE_SPIN busies a CPU until that much CPU time is spent, which adds
// CPU time (and wall time, by as much when a core is free).
package main

import (
	"os"
	"syscall"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

// profileStarted runs at the first frame: a start-up profile ends there
// (with -tags startprof, startprof.go). The app sets the same hook.
var profileStarted = func() {}

func main() {
	if d, err := time.ParseDuration(os.Getenv("BARE_DELAY")); err == nil {
		time.Sleep(d)
	}
	if d, err := time.ParseDuration(os.Getenv("BARE_SPIN")); err == nil {
		spin(d)
	}
	a := app.NewWithID("app.hearth.bare")
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Bare"))
	w.Resize(fyne.NewSize(420, 820))
	a.Lifecycle().SetOnStarted(profileStarted)
	w.ShowAndRun()
}

// spin keeps a CPU busy until the process has used d more CPU time (not
// wall time: on a loaded machine that would be less CPU).
func spin(d time.Duration) {
	end := cpuTime() + d
	for cpuTime() < end {
	}
}

// cpuTime is the process's user + system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 1 << 62 // no clock: stop spinning
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
