//go:build !linux

package shell_test

import "time"

var cpuStart = time.Now()

// processCPU falls back to wall time where the process's CPU time is not
// read.
func processCPU() time.Duration { return time.Since(cpuStart) }
