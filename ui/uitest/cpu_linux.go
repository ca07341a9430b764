package uitest

import (
	"syscall"
	"time"
	"unsafe"
)

// ThreadCPU is the CPU time the calling OS thread has used
// (CLOCK_THREAD_CPUTIME_ID), for the tap benchmarks: a tap's cost measured
// this way does not depend on how busy the machine is. Lock the goroutine to
// its thread (runtime.LockOSThread) around the measure.
func ThreadCPU() time.Duration {
	var ts syscall.Timespec
	const clockThreadCPUTime = 3
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
