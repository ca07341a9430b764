package data

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// One writer at a time (issue 33). Every read-write store holds a lock on a
// file beside its database (lockPath) for as long as it is open:
// shared while it only reads and writes rows (SQLite serialises those
// itself), exclusive while it creates the database, finishes a restore or
// removes what killed creations left; a restore holds it exclusive from its
// first copy to its last rename. So a restore never swaps a database that
// another process has open, two processes never create the same database,
// and a creation or restore file seen under the exclusive lock belongs to
// no live process. The operating system drops the lock when its process
// dies, so a killed process never leaves it held.

// ErrBusy: another Hearth process holds the database for longer than
// lockWait (a restore, a creation, or, for a restore, any open store).
var ErrBusy = errors.New("Hearth is writing to this database in another window; try again when it is done")

// lockWait bounds how long an open or a restore waits for the lock. A
// variable so that tests need not wait.
var lockWait = 10 * time.Second

// lockPoll is how often a waiting process tries the lock again.
const lockPoll = 15 * time.Millisecond

// lockPath is the lock file of the database at path, hidden beside it
// (".hearth.db.lock"), never removed: a lock file removed while another
// process waits on it would let two processes lock two files.
func lockPath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".lock")
}

// dbLock is a held lock on a database's lock file; nil locks nothing.
type dbLock struct {
	f         *os.File
	exclusive bool
}

// openLockFile opens (creating it 0600) the lock file of path.
func openLockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(lockPath(path), os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		f, err = os.Open(lockPath(path)) // flock needs no write access
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, Explain(err))
	}
	return f, nil
}

// busy is the refusal after lockWait.
func busy(path string) error { return fmt.Errorf("%s: %w", path, ErrBusy) }

// lockFor takes the lock of path, exclusive when exclusive(path) says so at
// the moment it is taken (asked again at each try: what a waiting open
// needs changes as the other process finishes), and waits at most lockWait.
func lockFor(path string, exclusive func() bool) (*dbLock, error) {
	f, err := openLockFile(path)
	if err != nil {
		return nil, err
	}
	deadline := time.Now().Add(lockWait)
	for {
		ex := exclusive()
		ok, err := tryLock(f, ex)
		if err != nil {
			f.Close()
			return nil, fmt.Errorf("%s: cannot lock the database: %w", path, err)
		}
		if ok && (ex || !exclusive()) {
			return &dbLock{f: f, exclusive: ex}, nil
		}
		if ok {
			_ = unlock(f)
		}
		if time.Now().After(deadline) {
			f.Close()
			return nil, busy(path)
		}
		time.Sleep(lockPoll)
	}
}

// LockExclusive takes the lock of the database at path exclusive, waiting
// at most lockWait for every other store on it to close (ErrBusy), for a
// restore; release gives it back.
func LockExclusive(path string) (release func(), err error) {
	l, err := lockFor(path, func() bool { return true })
	if err != nil {
		return nil, err
	}
	return l.release, nil
}

// share turns an exclusive lock into a shared one.
func (l *dbLock) share() error {
	if l == nil || !l.exclusive {
		return nil
	}
	if _, err := tryLock(l.f, false); err != nil {
		return err
	}
	l.exclusive = false
	return nil
}

// release gives the lock back.
func (l *dbLock) release() {
	if l == nil || l.f == nil {
		return
	}
	_ = unlock(l.f)
	l.f.Close()
	l.f = nil
}

// tidyLock is the exclusive lock of path when what killed creations left
// lies beside it and no other process has the database open (then nothing
// there is live, and prepare removes it); nil otherwise, without waiting.
func tidyLock(path string) *dbLock {
	if m, _ := filepath.Glob(path + creatingSuffix + "*"); len(m) == 0 {
		return nil
	}
	f, err := openLockFile(path)
	if err != nil {
		return nil
	}
	if ok, _ := tryLock(f, true); !ok {
		f.Close()
		return nil
	}
	return &dbLock{f: f, exclusive: true}
}

// SetLockWait sets how long an open or a restore waits for the lock, and
// returns what puts it back: for tests that meet another window without
// waiting ten seconds.
func SetLockWait(d time.Duration) (restore func()) {
	old := lockWait
	lockWait = d
	return func() { lockWait = old }
}

// waitForWriters waits (at most lockWait) while another process holds the
// lock of path exclusive: a read then sees a restore or a creation done,
// not half done. It takes nothing: a read never blocks a writer, and a
// database with no lock file beside it has no writer that takes one.
func waitForWriters(path string) error {
	f, err := os.Open(lockPath(path))
	if err != nil {
		return nil
	}
	defer f.Close()
	deadline := time.Now().Add(lockWait)
	for {
		ok, err := tryLock(f, false)
		if err != nil || ok {
			_ = unlock(f)
			return nil
		}
		if time.Now().After(deadline) {
			return busy(path)
		}
		time.Sleep(lockPoll)
	}
}
