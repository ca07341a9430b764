package bonfire

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling OS thread has used: a tap's cost
// measured this way does not depend on how busy the machine is.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
