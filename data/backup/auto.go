package backup

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"hearth/data"
)

// AutoKeep is how many daily automatic backups are kept: a crash or a
// bad import can be undone up to a week back without the player having
// thought of backing up (issue 22).
const AutoKeep = 7

// Auto is one automatic backup: its file and the day it was made.
type Auto struct {
	Path string
	Day  time.Time
}

// autoBackupPrefix and autoBackupLayout name an automatic backup:
// hearth-auto-2026-11-24.db.
const (
	autoBackupPrefix = "hearth-auto-"
	autoBackupLayout = "2006-01-02"
)

// AutoDir is the folder of the automatic backups of the database at
// dbPath: beside it, in the app's own storage.
func AutoDir(dbPath string) string {
	return filepath.Join(filepath.Dir(dbPath), "backups")
}

// AutoList lists the automatic backups in dir, newest first; a missing
// folder has none.
func AutoList(dir string) ([]Auto, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Auto
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, autoBackupPrefix) || !strings.HasSuffix(name, ".db") {
			continue
		}
		day, err := time.ParseInLocation(autoBackupLayout, strings.TrimSuffix(strings.TrimPrefix(name, autoBackupPrefix), ".db"), time.Local)
		if err != nil {
			continue
		}
		out = append(out, Auto{Path: filepath.Join(dir, name), Day: day})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Day.After(out[j].Day) })
	return out, nil
}

// Daily makes today's automatic backup of s in dir unless there is one
// already, then keeps only the newest AutoKeep. It tells whether it made
// one. The backup is written whole or not at all (Write).
func Daily(ctx context.Context, s *data.Store, dir string, now time.Time) (bool, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return false, err
	}
	path := filepath.Join(dir, autoBackupPrefix+now.Format(autoBackupLayout)+".db")
	if _, err := os.Lstat(path); err == nil {
		return false, nil
	}
	if err := Write(ctx, s, path); err != nil {
		return false, err
	}
	all, err := AutoList(dir)
	if err != nil {
		return true, err
	}
	for _, old := range all[min(len(all), AutoKeep):] {
		if err := os.Remove(old.Path); err != nil {
			return true, err
		}
	}
	return true, nil
}
