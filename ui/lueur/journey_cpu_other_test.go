//go:build !linux

package lueur

import "time"

var cpuStart = time.Now()

// threadCPU falls back to wall time where the thread's CPU time is not
// available.
func threadCPU() time.Duration { return time.Since(cpuStart) }
