package data

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"
)

// What a restore (data/backup) does with database files: check a file is
// a Hearth database (CheckFile), copy it beside the database with its own
// WAL folded in (Stage), and put the copy in place, journaled so that a
// kill midway is finished by the next Open (Replace, restore_swap.go).

// CheckFile tells whether path is a Hearth database this app can open, no
// newer than it, passing PRAGMA integrity_check and with exactly the schema
// Hearth's migrations make for its version. It changes nothing.
func CheckFile(path string) error {
	p, err := inspect(path)
	if err != nil {
		return err
	}
	if p.empty {
		return fmt.Errorf("%s is an empty database, not a Hearth backup", path)
	}
	db, err := openURI(uri(path, "immutable=1"))
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

// StagingPath is a new name beside the database at dst for a copy to put
// in its place (Stage, then Replace); a copy left there by a killed
// restore is removed by the next Open.
func StagingPath(dst string) string { return dst + creatingSuffix + "restore-" + randomHex() }

// Stage prepares the restore of src over the database at dst: it checks
// that dst may be replaced (a writable file or folder), finishes a restore
// of dst left unfinished, copies src (and its WAL, folded in; at most limit
// bytes each) to tmp, synced, and checks the copy (CheckFile). tmp is
// removed when Stage fails; its errors may name tmp.
func Stage(src, dst, tmp string, limit int64) error {
	if err := replaceable(dst); err != nil {
		return err
	}
	if err := finishRestore(dst); err != nil {
		return err
	}
	err := stage(src, tmp, limit)
	if err == nil {
		err = CheckFile(tmp)
	}
	if err != nil {
		removeCreation(tmp)
	}
	return err
}

// Replace puts the checked copy at tmp (Stage) in place of the
// database at dst and keeps the current database aside (returned as kept,
// "" when there was none), with its WAL, so that nothing acknowledged is
// lost. The swap is journaled: a start after a kill between its renames
// completes it (finishRestore). dst should not be open, and its exclusive
// lock held (LockExclusive).
func Replace(dst, tmp string, now time.Time) (kept string, err error) {
	j := swapJournal{Tmp: filepath.Base(tmp)}
	if exists(dst) || exists(dst+"-wal") {
		foldLive(dst)
		kept = keptName(dst, now)
		j.Kept = filepath.Base(kept)
	}
	if err := writeJournal(dst, j); err != nil {
		removeCreation(tmp)
		return "", err
	}
	// Once journaled, the copy is the next open's to put in place.
	if err := finishRestore(dst); err != nil {
		if errors.Is(err, ErrRestoreLost) {
			return "", err
		}
		return "", fmt.Errorf("cannot put the backup in place (the next start finishes it): %w", err)
	}
	return kept, nil
}

// replaceable refuses to restore over a database Hearth may not replace: a
// read-only file, or a folder it cannot write.
func replaceable(dst string) error {
	if st, err := os.Stat(dst); err == nil {
		if !st.Mode().IsRegular() {
			return fmt.Errorf("%s is %w: give the path of a database file", dst, ErrNotAFile)
		}
		return writable(dst)
	}
	tmp, err := os.CreateTemp(filepath.Dir(dst), ".hearth-write-check-*")
	if err != nil {
		return fmt.Errorf("%s: %w: its folder is read-only", dst, ErrReadOnly)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}

// stage copies src (and its WAL, folded in) to tmp, synced.
func stage(src, tmp string, limit int64) error {
	if err := copyFile(src, tmp, limit); err != nil {
		return fmt.Errorf("cannot copy %s: %w", src, Explain(err))
	}
	if st, err := os.Stat(src + "-wal"); err != nil || st.Size() == 0 {
		return nil
	}
	if err := copyFile(src+"-wal", tmp+"-wal", limit); err != nil {
		return fmt.Errorf("cannot copy %s: %w", src+"-wal", Explain(err))
	}
	db, err := openURI(uri(tmp, "_pragma=journal_mode(DELETE)"))
	if err == nil {
		err = db.Ping()
		db.Close()
	}
	if err != nil {
		return describe(tmp, err)
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
	db, err := openURI(uri(dst, "_pragma=busy_timeout(1000)"))
	if err != nil {
		return
	}
	defer db.Close()
	var busy, logged, folded int
	_ = db.QueryRow("PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &folded)
}

// copyFile copies at most limit bytes of src to a new file dst, synced.
func copyFile(src, dst string, limit int64) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, io.LimitReader(in, limit+1)); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
