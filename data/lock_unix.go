//go:build unix

package data

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

// tryLock takes an flock on f without waiting (shared or exclusive); ok is
// false when another process holds a conflicting one. The lock goes with
// the open file: the kernel drops it when the process dies.
func tryLock(f *os.File, exclusive bool) (ok bool, err error) {
	how := syscall.LOCK_SH
	if exclusive {
		how = syscall.LOCK_EX
	}
	for {
		err = syscall.Flock(int(f.Fd()), how|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return false, nil
	}
	return err == nil, err
}

func unlock(f *os.File) error { return syscall.Flock(int(f.Fd()), syscall.LOCK_UN) }

// canWrite tells whether this process may write the file at path and its
// folder (SQLite's -wal and -shm go there), without creating anything.
func canWrite(path string) bool {
	const wOK = 2
	return syscall.Access(path, wOK) == nil && syscall.Access(filepath.Dir(path), wOK) == nil
}
