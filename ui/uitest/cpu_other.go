//go:build !linux

package uitest

import "time"

var cpuStart = time.Now()

// ThreadCPU falls back to wall time where the thread's CPU time is not
// available.
func ThreadCPU() time.Duration { return time.Since(cpuStart) }
