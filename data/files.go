package data

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
)

// ErrDiskFull: the disk (or the folder's quota) has no room left.
var ErrDiskFull = errors.New("the disk is full")

// partInfix marks a file being written in place of another: hidden, in
// the same folder (so that the rename cannot cross disks).
const partInfix = ".part-"

// randomHex is a random tail for a temporary file's name.
func randomHex() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// Explain words a file-system or SQLite error by what happened: a full
// disk (ErrDiskFull), a permission refused (ErrReadOnly), another program
// holding the database (ErrLocked: SQLite's "database is locked (5)
// (SQLITE_BUSY)"), a disk that refused a read or write. An error already
// worded so passes as it is; any other loses the name of a file of
// Hearth's own it carries (".b.db.part-…", "….creating-…"), which the
// player never made, and keeps what the system said.
func Explain(err error) error {
	if err == nil || worded(err) {
		return err
	}
	if x := explainCause(err); x != nil {
		return x
	}
	return withoutOwnFiles(err)
}

// explainCause is the sentence for a cause Explain names, or nil.
func explainCause(err error) error {
	s := strings.ToLower(err.Error())
	has := func(subs ...string) bool {
		for _, sub := range subs {
			if strings.Contains(s, sub) {
				return true
			}
		}
		return false
	}
	switch {
	case errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || has("disk is full", "no space left"):
		return fmt.Errorf("%w: free some space and try again", ErrDiskFull)
	case errors.Is(err, fs.ErrPermission) || has("permission denied", "readonly", "read-only"):
		return fmt.Errorf("%w (check its permissions)", ErrReadOnly)
	case has("database is locked", "sqlite_busy", "sqlite_locked", "database table is locked"):
		return fmt.Errorf("%w; close it there and try again", ErrLocked)
	case errors.Is(err, syscall.EIO) || has("disk i/o error"):
		return errors.New("the disk refused a read or write (it may be full or removed)")
	}
	return nil
}

// withoutOwnFiles is err, or what the system said without the name of a
// file of Hearth's own it carries.
func withoutOwnFiles(err error) error {
	s := err.Error()
	if !strings.Contains(s, partInfix) && !strings.Contains(s, creatingSuffix) && !strings.Contains(s, "-journal") {
		return err
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// worded tells an error the store has already put in a player's words.
func worded(err error) bool {
	for _, w := range []error{ErrDiskFull, ErrReadOnly, ErrLocked, ErrDamaged, ErrNotHearth, ErrNotAFile, ErrUnreadable, ErrTooNew, ErrForeignSchema} {
		if errors.Is(err, w) {
			return true
		}
	}
	return false
}
