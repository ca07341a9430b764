//go:build unix

package data

import (
	"runtime"
	"sync"
	"sync/atomic"
	"syscall"
)

// besideThread runs one job at a time on a goroutine that waits for it in
// a blocking read of a pipe, which the kernel wakes at once when the caller
// writes a byte; the caller then waits for the job's end the same way. It
// starts on its first job, and close ends it.
type besideThread struct {
	mu      sync.Mutex
	started bool
	ok      bool // the pipes exist and the goroutine waits on them
	closed  bool
	wakeR   int
	wakeW   int
	doneR   int
	doneW   int
	job     atomic.Pointer[func()]
	ended   sync.WaitGroup // the goroutine, until it has closed its ends
	// ran counts finished jobs: the caller reads it after the job, which
	// orders the job's writes before the caller's reads for the memory
	// model (the race detector does not see through the pipe).
	ran atomic.Uint64
}

// run runs job on the thread while fn runs on the caller's goroutine, and
// returns once both have. Without the thread (no pipes, or closed), or
// while it is busy, it runs job on a new goroutine instead: a job started
// from within another's fn (a redraw that stores a move of its own) must
// not wait for the thread the outer job holds until fn returns.
func (t *besideThread) run(job, fn func()) {
	if !t.mu.TryLock() {
		besideGoroutine(job, fn)
		return
	}
	defer t.mu.Unlock()
	if !t.started {
		t.started = true
		t.ok = t.start()
	}
	if !t.ok || t.closed {
		besideGoroutine(job, fn)
		return
	}
	before := t.ran.Load()
	t.job.Store(&job)
	if n, err := writeFD(t.wakeW, []byte{1}); n != 1 || err != nil {
		job()
		if fn != nil {
			fn()
		}
		return
	}
	// Waited for even when fn panics: the next job must not take this
	// one's end for its own.
	defer t.wait(before)
	if fn != nil {
		fn()
	}
}

// wait waits for the end of the job started when ran was before.
func (t *besideThread) wait(before uint64) {
	if n, err := readFD(t.doneR, []byte{0}); n != 1 || err != nil {
		t.ok = false // the next jobs go to goroutines; this one is waited for below
	}
	for t.ran.Load() == before {
		runtime.Gosched()
	}
}

// start makes the pipes and the goroutine; false when the system refused
// a pipe.
func (t *besideThread) start() bool {
	var wake, done [2]int
	if syscall.Pipe(wake[:]) != nil {
		return false
	}
	if syscall.Pipe(done[:]) != nil {
		syscall.Close(wake[0])
		syscall.Close(wake[1])
		return false
	}
	for _, fd := range []int{wake[0], wake[1], done[0], done[1]} {
		syscall.CloseOnExec(fd)
	}
	t.wakeR, t.wakeW, t.doneR, t.doneW = wake[0], wake[1], done[0], done[1]
	t.ended.Add(1)
	go t.loop()
	return true
}

// loop runs each job the pipe wakes it for, until the pipe is closed.
func (t *besideThread) loop() {
	b := []byte{0}
	for {
		if n, err := readFD(t.wakeR, b); n != 1 || err != nil {
			syscall.Close(t.wakeR)
			syscall.Close(t.doneW)
			t.ended.Done()
			return
		}
		(*t.job.Load())()
		t.ran.Add(1)
		writeFD(t.doneW, b)
	}
}

// close ends the thread and returns once its descriptors are closed.
func (t *besideThread) close() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.ok && !t.closed {
		syscall.Close(t.wakeW)
		t.ended.Wait()
		syscall.Close(t.doneR)
	}
	t.closed = true
}

// readFD reads from a blocking descriptor, again when a signal
// interrupted it.
func readFD(fd int, b []byte) (int, error) {
	for {
		n, err := syscall.Read(fd, b)
		if err != syscall.EINTR {
			return n, err
		}
	}
}

// writeFD writes to a blocking descriptor, again when a signal
// interrupted it.
func writeFD(fd int, b []byte) (int, error) {
	for {
		n, err := syscall.Write(fd, b)
		if err != syscall.EINTR {
			return n, err
		}
	}
}
