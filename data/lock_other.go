//go:build !unix

package data

import "os"

// tryLock always succeeds where there is no flock (Windows, the browser):
// there the store runs without the lock, as one process per database (a
// phone app, a browser tab); a LockFileEx version is left for a Windows
// build that needs it.
func tryLock(*os.File, bool) (bool, error) { return true, nil }

func unlock(*os.File) error { return nil }

// canWrite tells whether this process may write the file at path (its
// folder is taken as writable where access(2) is missing).
func canWrite(path string) bool {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return false
	}
	return f.Close() == nil
}
