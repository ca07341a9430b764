package data

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"
)

// CopyTo writes a consistent copy of the live database to a new file at
// path (it refuses an existing one), while the store stays in use: the
// database file's bytes at one moment (copyFolded), else SQLite's online
// backup. The copy is left in rollback-journal mode, 0600. data/backup
// writes it whole under its final name.
func (s *Store) CopyTo(ctx context.Context, path string) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists: an existing file is never overwritten", path)
	}
	err := s.copyFolded(ctx, path)
	if !errors.Is(err, errNoFastCopy) {
		return err
	}
	backupFallbacks.Add(1)
	removeCreation(path)
	if err := s.onlineBackupTo(ctx, path); err != nil {
		return err
	}
	db, err := openURI(uri(path, "_pragma=journal_mode(DELETE)"))
	if err == nil {
		err = db.PingContext(ctx)
		db.Close()
	}
	if err != nil {
		return err
	}
	return os.Chmod(path, 0o600)
}

// onlineBackupTo writes the copy with SQLite's online backup: every page in
// one step, under one read transaction, through both pagers (2.9–4.9× a
// file copy at 100k plays), or VACUUM INTO on a driver without it.
func (s *Store) onlineBackupTo(ctx context.Context, tmp string) error {
	if err := os.WriteFile(tmp, nil, 0o600); err != nil {
		return err
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	return conn.Raw(func(dc any) error {
		if sc, ok := dc.(snapConn); ok {
			// A read-only store's one connection, inside its read
			// transaction: the copy is of that moment.
			dc = sc.inner
		}
		if ok, err := onlineBackup(dc, tmp); ok {
			return err
		}
		_, err := s.db.ExecContext(ctx, "VACUUM INTO ?", tmp)
		return err
	})
}

// errNoFastCopy: the WAL could not be folded into the database file whole
// (another program reads an older moment, or the store has no file of its
// own); the backup takes SQLite's online backup instead.
var errNoFastCopy = errors.New("the database file cannot be copied as it is")

// Test hooks, nil in use: afterCheckpoint runs between the checkpoint and
// the start of the read transaction, afterFold between that start and the
// copy.
var afterCheckpoint, afterFold func()

// backupFallbacks counts the backups that took the online backup: a test
// fails when the fast path is silently lost.
var backupFallbacks atomic.Int64

// copyFolded writes a consistent copy of the database to a new file at tmp
// by copying the database file's bytes (BenchmarkBackup100kVsFileCopy:
// about a plain file copy; the online backup writes every page through a
// second pager). The WAL is folded into the file whole and a read
// transaction starts on that very state (holdFolded); writers are never
// held off. While a transaction reads the file alone, no checkpoint may write to it
// (SQLite's WAL design: a checkpoint never writes past a reader's end mark
// nor while a reader has the WAL ignored), so the file holds exactly that
// moment until the copy is done, while writers carry on in the WAL.
func (s *Store) copyFolded(ctx context.Context, tmp string) error {
	if s.file == nil || s.readOnly {
		return errNoFastCopy
	}
	// One backup at a time: the descriptor's offset is the copy's.
	s.fileMu.Lock()
	defer s.fileMu.Unlock()
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	size, err := s.holdFolded(ctx, conn)
	if err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), "RELEASE hearth_backup")
	if afterFold != nil {
		afterFold()
	}
	if _, err := s.file.Seek(0, io.SeekStart); err != nil {
		return err
	}
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, io.LimitReader(s.file, size)) // copy_file_range on Linux
	if err == nil && (n != size || n < 100) {
		err = fmt.Errorf("the database file has %d bytes of %d", n, size)
	}
	if err == nil {
		// The header's file format versions: 1, rollback journal, as the
		// copy is one file (what PRAGMA journal_mode = DELETE writes).
		_, err = out.WriteAt([]byte{1, 1}, 18)
	}
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	return err
}

// holdFolded folds the whole WAL into the database file and starts a read
// transaction (savepoint hearth_backup) on conn at that very state: no
// commit in between, as PRAGMA data_version on conn says (it changes when
// another connection commits). It returns the database's size in bytes as
// the transaction sees it. A commit or a checkpoint elsewhere in between,
// or a reader of an older moment holding frames in the WAL, and it tries
// again for a few milliseconds, then says errNoFastCopy. Writers are never
// held off.
func (s *Store) holdFolded(ctx context.Context, conn *sql.Conn) (int64, error) {
	for try := range foldTries {
		size, err := foldThenRead(ctx, conn)
		if !errors.Is(err, errMoved) {
			return size, err
		}
		time.Sleep(time.Duration(try%4) * time.Millisecond)
	}
	return 0, errNoFastCopy
}

// foldTries is how many times holdFolded tries for a quiet moment.
const foldTries = 24

// errMoved: the database moved on between the checkpoint and the read.
var errMoved = errors.New("the database moved on")

// foldThenRead is one try of holdFolded.
func foldThenRead(ctx context.Context, conn *sql.Conn) (int64, error) {
	var before, after int64
	if err := conn.QueryRowContext(ctx, "PRAGMA data_version").Scan(&before); err != nil {
		return 0, err
	}
	var busy, logged, folded int
	if err := conn.QueryRowContext(ctx, "PRAGMA wal_checkpoint(PASSIVE)").Scan(&busy, &logged, &folded); err != nil {
		return 0, err
	}
	switch {
	case busy != 0: // another checkpoint under way: no numbers
		return 0, errMoved
	case logged < 0: // not in WAL mode
		return 0, errNoFastCopy
	case logged != folded:
		return 0, errMoved
	}
	if afterCheckpoint != nil {
		afterCheckpoint()
	}
	if _, err := conn.ExecContext(ctx, "SAVEPOINT hearth_backup"); err != nil {
		return 0, err
	}
	var size int64
	err := conn.QueryRowContext(ctx, "PRAGMA data_version").Scan(&after)
	if err == nil && after != before {
		err = errMoved
	}
	if err == nil {
		err = conn.QueryRowContext(ctx, "SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()").Scan(&size)
	}
	if err != nil {
		_, _ = conn.ExecContext(context.WithoutCancel(ctx), "RELEASE hearth_backup")
		return 0, err
	}
	return size, nil
}
