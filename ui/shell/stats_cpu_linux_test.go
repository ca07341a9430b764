package shell_test

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the whole test process has used, the garbage
// collector's work included: a ratio of two such times moves less with
// the machine's load than one of wall times.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
