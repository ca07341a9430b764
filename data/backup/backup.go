// Package backup writes and restores whole copies of Hearth's database: a
// backup to a new file or a stream, written whole or not at all; a restore
// from a file or a stream, which keeps the database it replaces; and the
// automatic daily backups. What is done to database files themselves (the
// consistent copy, the check, the journaled swap an Open finishes) is the
// store's: data.Store.CopyTo, data.CheckFile, data.Stage, data.Replace.
package backup

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"hearth/data"
	"hearth/data/exchange"
)

// maxBackupBytes bounds a backup Restore accepts: far above any real
// history (100k plays take about 60 MB), checked before a byte is copied.
// A variable so that tests need not write gigabytes.
var maxBackupBytes int64 = 2 << 30

// ErrTooLarge: a file is larger than Hearth accepts for what it claims to be.
var ErrTooLarge = errors.New("the file is too large")

// Write writes a consistent copy of the live database to path (SPEC §7),
// while the store stays in use (data.Store.CopyTo). It refuses to overwrite
// a file. The copy is built under a temporary name in the same folder,
// 0600, synced and renamed, so a failed or killed backup leaves no file at
// path and nothing SQLite could mistake for its journal.
func Write(ctx context.Context, s *data.Store, path string) error {
	if path == "" {
		return errors.New("give the path of the backup file")
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists: choose a new file for the backup", path)
	}
	return writeWhole(path, func(tmp string) error { return s.CopyTo(ctx, tmp) })
}

// Restore replaces the database at dst with the backup at src and keeps
// the current database aside (returned as kept, "" when there was none),
// with its WAL, so that nothing acknowledged is lost. src is copied first
// (with its own WAL folded in, when it has one), the copy is checked
// (data.CheckFile), its rows are checked as an import checks them
// (exchange.CheckRows) and the tables kept from the plays rebuilt
// (data.CheckStaged), and the swap is journaled: a start after a kill
// between its renames completes it (data.Replace). It waits (10 s at most)
// for every store open on dst to close, else refuses with data.ErrBusy.
func Restore(src, dst string, now time.Time) (kept string, err error) {
	if dst == "" {
		return "", errors.New("no database path given (set HEARTH_DB or --db, or HOME for the default place)")
	}
	if err := checkSource(src); err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return "", fmt.Errorf("cannot create the folder for %s: %w", dst, err)
	}
	// No other process may have dst open from the copy to the swap.
	release, err := data.LockExclusive(dst)
	if err != nil {
		return "", err
	}
	defer release()
	tmp := data.StagingPath(dst)
	if err := data.Stage(src, dst, tmp, maxBackupBytes); err != nil {
		return "", renamed{err, tmp, src}
	}
	if err := data.CheckStaged(context.Background(), tmp, func(s *data.Store) error {
		return exchange.CheckRows(context.Background(), s, now)
	}); err != nil {
		return "", renamed{fmt.Errorf("%s cannot be restored: %w", tmp, err), tmp, src}
	}
	return data.Replace(dst, tmp, now)
}

// checkSource refuses a backup that is not a regular file or is larger
// than maxBackupBytes, before reading it.
func checkSource(src string) error {
	st, err := os.Stat(src)
	if err != nil {
		return fmt.Errorf("%s cannot be read: %w", src, errors.Unwrap(err))
	}
	if f, err := os.Open(src); err != nil {
		return fmt.Errorf("%s: %w (check its permissions)", src, data.ErrUnreadable)
	} else {
		f.Close()
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is %w: give the path of a backup file", src, data.ErrNotAFile)
	}
	size := st.Size()
	if w, err := os.Stat(src + "-wal"); err == nil {
		size += w.Size()
	}
	if size > maxBackupBytes {
		return fmt.Errorf("%s: %w (%d MB; a Hearth backup is at most %d MB)", src, ErrTooLarge, size>>20, maxBackupBytes>>20)
	}
	return nil
}
