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
)

// Backup writes a consistent copy of the live database to path (SPEC §7:
// VACUUM INTO), while the store stays in use. It refuses to overwrite a file.
func (s *Store) Backup(ctx context.Context, path string) error {
	if path == "" {
		return errors.New("give the path of the backup file")
	}
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists: choose a new file for the backup", path)
	}
	if _, err := s.db.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		_ = os.Remove(path)
		return fmt.Errorf("cannot write the backup %s: %w", path, err)
	}
	_ = os.Chmod(path, 0o600)
	return syncFile(path)
}

// CheckBackup tells whether path is a Hearth database this app can open, no
// newer than it and passing PRAGMA integrity_check. It changes nothing.
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
	var verdict string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&verdict); err != nil {
		return describe(path, err)
	}
	if verdict != "ok" {
		return fmt.Errorf("%s: %w (%s)", path, ErrDamaged, verdict)
	}
	return nil
}

// Restore replaces the database at dst with the backup at src, after
// CheckBackup, and keeps the current database aside (returned as kept, ""
// when there was none) so that nothing is lost. The copy is written under a
// temporary name and renamed into place. dst must not be open.
func Restore(src, dst string, now time.Time) (kept string, err error) {
	if err := CheckBackup(src); err != nil {
		return "", err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return "", err
	}
	_, statErr := os.Stat(dst)
	if statErr == nil {
		// Fold the current WAL in before keeping the file aside (opening
		// also clears stale temporary files, so it comes before the copy).
		if s, err := Open(dst); err == nil {
			_ = s.Close()
		}
	}
	tmp := dst + creatingSuffix + "restore"
	if err := copyFile(src, tmp); err != nil {
		_ = os.Remove(tmp)
		return "", fmt.Errorf("cannot copy %s: %w", src, err)
	}
	if statErr == nil {
		kept = dst + ".before-restore-" + now.Format("20060102-150405")
		if err := os.Rename(dst, kept); err != nil {
			_ = os.Remove(tmp)
			return "", fmt.Errorf("cannot keep the current database aside: %w", err)
		}
		for _, suffix := range []string{"-wal", "-shm"} {
			_ = os.Remove(dst + suffix)
		}
	}
	if err := os.Rename(tmp, dst); err != nil {
		return kept, fmt.Errorf("cannot put the backup in place: %w", err)
	}
	return kept, nil
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
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}
