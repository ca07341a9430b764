package main

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Start-up runs without collecting, and resuming gives the collector back
// as it was, once however often it is called.
func TestPauseGCResumesAsBefore(t *testing.T) {
	before := debug.SetGCPercent(137)
	defer debug.SetGCPercent(before)
	resume := pauseGC()
	assert.Equal(t, -1, debug.SetGCPercent(-1), "collection is off while paused")
	resume()
	assert.Equal(t, 137, debug.SetGCPercent(137), "resume restores GOGC as it was")
	debug.SetGCPercent(55)
	resume()
	assert.Equal(t, 55, debug.SetGCPercent(55), "a second resume changes nothing")
}
