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
	s := strings.ToLower(err.Error())
	switch {
	case errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || strings.Contains(s, "disk is full") || strings.Contains(s, "no space left"):
		return fmt.Errorf("%w: free some space and try again", ErrDiskFull)
	case errors.Is(err, fs.ErrPermission) || strings.Contains(s, "permission denied") || strings.Contains(s, "readonly") || strings.Contains(s, "read-only"):
		return fmt.Errorf("%w (check its permissions)", ErrReadOnly)
	case strings.Contains(s, "database is locked") || strings.Contains(s, "sqlite_busy") || strings.Contains(s, "sqlite_locked") || strings.Contains(s, "database table is locked"):
		return fmt.Errorf("%w; close it there and try again", ErrLocked)
	case strings.Contains(s, "disk i/o error") || errors.Is(err, syscall.EIO):
		return errors.New("the disk refused a read or write (it may be full or removed)")
	}
	var pe *fs.PathError
	if strings.Contains(s, partInfix) || strings.Contains(s, creatingSuffix) || strings.Contains(s, "-journal") {
		if errors.As(err, &pe) {
			return pe.Err
		}
		var le *os.LinkError
		if errors.As(err, &le) {
			return le.Err
		}
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
