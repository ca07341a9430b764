package data

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	sqlite "modernc.org/sqlite"
)

// maxBackupBytes bounds a backup Restore accepts: far above any real
// history (100k plays take about 60 MB), checked before a byte is copied.
// A variable so that tests need not write gigabytes.
var maxBackupBytes int64 = 2 << 30

// ErrTooLarge: a file is larger than Hearth accepts for what it claims to be.
var ErrTooLarge = errors.New("the file is too large")

// Backup writes a consistent copy of the live database to path (SPEC §7),
// while the store stays in use (copyTo). It refuses to overwrite a
// file. The copy is built under a temporary name in the same folder, 0600,
// synced and renamed, so a failed or killed backup leaves no file at path
// and nothing SQLite could mistake for its journal.
func (s *Store) Backup(ctx context.Context, path string) error {
	if path == "" {
		return errors.New("give the path of the backup file")
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists: choose a new file for the backup", path)
	}
	return writeWhole(path, func(tmp string) error { return s.copyTo(ctx, tmp) })
}

// onlineBackup is what the SQLite driver's connection offers for SQLite's
// online backup.
type onlineBackup interface {
	NewBackup(dstURI string) (*sqlite.Backup, error)
}

// copyTo writes a consistent copy of the database to a new file at tmp:
// the database file's bytes at one moment (copyFolded), else SQLite's
// online backup. The copy is left in rollback-journal mode, 0600.
func (s *Store) copyTo(ctx context.Context, tmp string) error {
	err := s.copyFolded(ctx, tmp)
	if !errors.Is(err, errNoFastCopy) {
		return err
	}
	backupFallbacks.Add(1)
	removeCreation(tmp)
	if err := s.onlineBackupTo(ctx, tmp); err != nil {
		return err
	}
	db, err := sql.Open("sqlite", "file:"+escapePath(tmp)+"?_pragma=journal_mode(DELETE)")
	if err == nil {
		err = db.PingContext(ctx)
		db.Close()
	}
	if err != nil {
		return err
	}
	return os.Chmod(tmp, 0o600)
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
		ob, ok := dc.(onlineBackup)
		if !ok {
			_, err := s.db.ExecContext(ctx, "VACUUM INTO ?", tmp)
			return err
		}
		b, err := ob.NewBackup("file:" + escapePath(tmp))
		if err != nil {
			return err
		}
		_, err = b.Step(-1)
		if ferr := b.Finish(); err == nil {
			err = ferr
		}
		return err
	})
}

// CheckBackup tells whether path is a Hearth database this app can open, no
// newer than it, passing PRAGMA integrity_check and with exactly the schema
// Hearth's migrations make for its version. It changes nothing.
func CheckBackup(path string) error {
	p, err := inspect(path)
	if err != nil {
		return err
	}
	if p.empty {
		return fmt.Errorf("%s is an empty database, not a Hearth backup", path)
	}
	db, err := sql.Open("sqlite", "file:"+escapePath(path)+"?immutable=1")
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer db.Close()
	ctx := context.Background()
	// The schema first: integrity_check reads what the schema says.
	if err := checkSchema(ctx, db, path, p.version); err != nil {
		return err
	}
	var verdict string
	if err := db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&verdict); err != nil {
		return describe(path, err)
	}
	if verdict != "ok" {
		return fmt.Errorf("%s: %w (%s)", path, ErrDamaged, verdict)
	}
	return nil
}

// Restore replaces the database at dst with the backup at src and keeps
// the current database aside (returned as kept, "" when there was none),
// with its WAL, so that nothing acknowledged is lost. src is copied first
// (with its own WAL folded in, when it has one), the copy is checked
// (CheckBackup), and the swap is journaled: a start after a kill between
// its renames completes it (see finishRestore). dst should not be open.
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
	if err := replaceable(dst); err != nil {
		return "", err
	}
	if err := finishRestore(dst); err != nil {
		return "", err
	}
	tmp := dst + creatingSuffix + "restore-" + randomHex()
	journaled := false
	defer func() {
		if !journaled { // once journaled, the copy is the next open's to put in place
			removeCreation(tmp)
		}
	}()
	if err := stage(src, tmp); err != nil {
		return "", err
	}
	if err := CheckBackup(tmp); err != nil {
		return "", renamed{err, tmp, src}
	}
	j := swapJournal{Tmp: filepath.Base(tmp)}
	if exists(dst) || exists(dst+"-wal") {
		foldLive(dst)
		kept = keptName(dst, now)
		j.Kept = filepath.Base(kept)
	}
	if err := writeJournal(dst, j); err != nil {
		return "", err
	}
	journaled = true
	if err := finishRestore(dst); err != nil {
		return "", fmt.Errorf("cannot put the backup in place (the next start finishes it): %w", err)
	}
	return kept, nil
}

// checkSource refuses a backup that is not a regular file or is larger
// than maxBackupBytes, before reading it.
func checkSource(src string) error {
	st, err := os.Stat(src)
	if err != nil {
		return fmt.Errorf("%s cannot be read: %w", src, errors.Unwrap(err))
	}
	if f, err := os.Open(src); err != nil {
		return fmt.Errorf("%s: %w (check its permissions)", src, ErrUnreadable)
	} else {
		f.Close()
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is %w: give the path of a backup file", src, ErrNotAFile)
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

// replaceable refuses to restore over a database Hearth may not replace: a
// read-only file, or a folder it cannot write.
func replaceable(dst string) error {
	if st, err := os.Stat(dst); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is %w: give the path of a database file", dst, ErrNotAFile)
		}
		if err := writable(dst); err != nil {
			return err
		}
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".hearth-write-check-*")
	if err != nil {
		return fmt.Errorf("%s: %w: its folder is read-only", dst, ErrReadOnly)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}

// stage copies src (and its WAL, folded in) to tmp, synced.
func stage(src, tmp string) error {
	if err := copyFile(src, tmp); err != nil {
		return fmt.Errorf("cannot copy %s: %w", src, explain(err))
	}
	if st, err := os.Stat(src + "-wal"); err != nil || st.Size() == 0 {
		return nil
	}
	if err := copyFile(src+"-wal", tmp+"-wal"); err != nil {
		return fmt.Errorf("cannot copy %s: %w", src+"-wal", explain(err))
	}
	db, err := sql.Open("sqlite", "file:"+escapePath(tmp)+"?_pragma=journal_mode(DELETE)")
	if err == nil {
		err = db.Ping()
		db.Close()
	}
	if err != nil {
		return renamed{describe(tmp, err), tmp, src}
	}
	if exists(tmp + "-wal") {
		return fmt.Errorf("%s: %w (its WAL cannot be folded in)", src, ErrDamaged)
	}
	return syncFile(tmp)
}

// foldLive folds the live database's WAL into it when it can; what it
// cannot fold (another connection reading) is carried with the file.
func foldLive(dst string) {
	if st, err := os.Stat(dst + "-wal"); err != nil || st.Size() == 0 {
		return
	}
	// A reader holding the WAL is waited for one second at most; what it
	// holds is carried anyway.
	db, err := sql.Open("sqlite", "file:"+escapePath(dst)+"?_pragma=busy_timeout(1000)")
	if err != nil {
		return
	}
	defer db.Close()
	var busy, logged, folded int
	_ = db.QueryRow("PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &folded)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(in, maxBackupBytes+1)); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
