package data

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
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
// disk (ErrDiskFull), a permission refused (ErrReadOnly); other errors
// pass as they are.
func Explain(err error) error {
	if err == nil {
		return nil
	}
	s := strings.ToLower(err.Error())
	switch {
	case errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EDQUOT) || strings.Contains(s, "disk is full") || strings.Contains(s, "no space left"):
		return fmt.Errorf("%w: free some space and try again", ErrDiskFull)
	case errors.Is(err, fs.ErrPermission) || strings.Contains(s, "permission denied") || strings.Contains(s, "readonly") || strings.Contains(s, "read-only"):
		return fmt.Errorf("%w (check its permissions)", ErrReadOnly)
	case strings.Contains(s, "disk i/o error"):
		return fmt.Errorf("the disk refused the write (it may be full or removed): %w", err)
	}
	return err
}
