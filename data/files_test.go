package data

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 23 item 8: a full disk said "disk I/O error", a lock and an
// unreadable file "cannot be written". Each now has its own sentence.
func TestErrorsSayWhatHappened(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want error
		says string
	}{
		{"full disk (file system)", &os.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}, ErrDiskFull, "the disk is full"},
		{"full disk (SQLite)", errors.New("database or disk is full (13)"), ErrDiskFull, "the disk is full"},
		{"lock", errors.New("database is locked (5) (SQLITE_BUSY)"), ErrLocked, "locked by another program"},
		{"permission", &os.PathError{Op: "open", Path: "x", Err: syscall.EACCES}, ErrReadOnly, "cannot be written"},
	}
	sentences := map[string]bool{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := describe("h.db", c.err)
			if !errors.Is(err, c.want) {
				err = Explain(c.err)
			}
			require.ErrorIs(t, err, c.want)
			assert.Contains(t, err.Error(), c.says)
			sentences[c.want.Error()] = true
		})
	}
	assert.Len(t, sentences, 3, "three different sentences")
	assert.Contains(t, describe("h.db", errors.New("disk I/O error (10)")).Error(), "it may be full or removed")
}

// A read command after a restore a kill interrupted does not read an empty
// history: it says to open Hearth first, which finishes the restore.
func TestReadOnlyWaitsForAnInterruptedRestore(t *testing.T) {
	dst, _ := liveDatabase(t)
	require.NoError(t, writeJournal(dst, swapJournal{Tmp: "gone"}))
	_, err := OpenReadOnly(dst)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "a restore was interrupted")
	s, err := Open(dst)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	r, err := OpenReadOnly(dst)
	require.NoError(t, err)
	require.NoError(t, r.Close())
}

// Issue 33 §4: "database is locked (5) (SQLITE_BUSY)", "database or disk is
// full (13)" and the names of Hearth's own files (".b.db.part-…",
// "….creating-…") reached the player. Explain words the first two and keeps
// of the others what the system said.
func TestExplainLeavesNoRawSentence(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{fmt.Errorf("cannot create /d/h.db: migration 0014_name_keys.sql: %w", errors.New("database or disk is full (13)")), "the disk is full: free some space and try again"},
		{fmt.Errorf("begin: %w", errors.New("database is locked (5) (SQLITE_BUSY)")), "the database is locked by another program; close it there and try again"},
		{&os.PathError{Op: "rename", Path: "/d/.b.db.part-0a1b2c3d4e5f", Err: syscall.EXDEV}, syscall.EXDEV.Error()},
		{fmt.Errorf("cannot create /d/h.db: %w", &os.LinkError{Op: "rename", Old: "/d/h.db.creating-0a1b2c", New: "/d/h.db", Err: syscall.ENOTDIR}), syscall.ENOTDIR.Error()},
		{errors.New("disk I/O error (10)"), "the disk refused a read or write (it may be full or removed)"},
	}
	for _, c := range cases {
		got := Explain(c.err).Error()
		assert.Equal(t, c.want, got, "%v", c.err)
		for _, raw := range []string{"(13)", "(5)", "SQLITE_", ".part-", ".creating-"} {
			assert.NotContains(t, got, raw)
		}
	}
	worded := fmt.Errorf("cannot write /d/b.db: %w", Explain(syscall.ENOSPC))
	assert.Same(t, worded, Explain(worded), "an error in the store's words passes as it is")
}
