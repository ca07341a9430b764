package main

import (
	"runtime/debug"
	"sync"
	"time"
)

// gcPauseLimit bounds how long start-up runs without collecting, should the
// app never report it started.
const gcPauseLimit = 3 * time.Second

// pauseGC stops garbage collection until the returned func is called (at
// the latest after gcPauseLimit): start-up allocates tens of megabytes that
// stay alive (fonts, translations, the first page), and collecting them five
// times over before the first frame is drawn cost ~30 ms of CPU for nothing
// the window needs. The func restores the collector as it was (GOGC).
func pauseGC() (resume func()) {
	before := debug.SetGCPercent(-1)
	resume = sync.OnceFunc(func() { debug.SetGCPercent(before) })
	time.AfterFunc(gcPauseLimit, resume)
	return resume
}
