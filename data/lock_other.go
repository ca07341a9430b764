//go:build !unix

package data

import "os"

// tryLock always succeeds where there is no flock (Windows, the browser):
// there the store runs without the lock, as one process per database (a
// phone app, a browser tab); a LockFileEx version is left for a Windows
// build that needs it.
func tryLock(*os.File, bool) (bool, error) { return true, nil }

func unlock(*os.File) error { return nil }
