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

// Auto is one automatic backup: its file, the day its name gives and the
// moment it was written (the file's modification time).
type Auto struct {
	Path string
	Day  time.Time
	Made time.Time
}

// autoBackupLayout dates an automatic backup's name:
// hearth-auto-2026-11-24.db.
const autoBackupLayout = "2006-01-02"

// AutoDir is the folder of the automatic backups of the database at
// dbPath: beside it, in the app's own storage. Databases in one folder
// share it; each has backups of its own name (autoPrefix).
func AutoDir(dbPath string) string {
	return filepath.Join(filepath.Dir(dbPath), "backups")
}

// autoPrefix begins the names of the automatic backups of the database at
// dbPath: "hearth-auto-" for hearth.db (the names of issue 22), and the
// file's whole name then ".auto-" for any other, so that two databases in
// one folder never take each other's backups (issue 33 §2).
func autoPrefix(dbPath string) string {
	base := filepath.Base(dbPath)
	if base == "hearth.db" {
		return "hearth-auto-"
	}
	return base + ".auto-"
}

// AutoList lists the automatic backups of the database at dbPath, the
// last written first; a missing folder has none. A name dated after now (a
// clock that ran ahead, a stray file) and a file that is not a Hearth
// database are left out: they are never counted, offered or removed.
func AutoList(dbPath string, now time.Time) ([]Auto, error) {
	dir, prefix := AutoDir(dbPath), autoPrefix(dbPath)
	entries, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	today := dayOf(now)
	var out []Auto
	for _, e := range entries {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasPrefix(name, prefix) || !strings.HasSuffix(name, ".db") {
			continue
		}
		day, err := time.ParseInLocation(autoBackupLayout, strings.TrimSuffix(strings.TrimPrefix(name, prefix), ".db"), now.Location())
		if err != nil || day.After(today) {
			continue
		}
		path := filepath.Join(dir, name)
		info, err := e.Info()
		if err != nil || !data.IsHearthFile(path) {
			continue
		}
		out = append(out, Auto{Path: path, Day: day, Made: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Made.Equal(out[j].Made) {
			return out[i].Made.After(out[j].Made)
		}
		return out[i].Day.After(out[j].Day)
	})
	return out, nil
}

// dayOf is the start of t's day, where t is.
func dayOf(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// autoWrite writes one automatic backup: Write, or a test's stand-in (a
// full disk).
var autoWrite = Write

// Daily makes today's automatic backup of s unless there is one already,
// and keeps the AutoKeep last written (AutoList). It first removes what
// killed backups of s left in the folder, and the backups beyond
// AutoKeep-1, so that the new one has room; when the disk is full all the
// same, it removes the oldest one by one (never the last) and tries again.
// A failure is noted (AutoFailures) until a backup is made. It tells
// whether it made one.
func Daily(ctx context.Context, s *data.Store, now time.Time) (bool, error) {
	db := s.Path()
	dir := AutoDir(db)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return false, noteFailure(db, now, err)
	}
	removeStaleParts(filepath.Join(dir, "."+autoPrefix(db)))
	all, err := AutoList(db, now)
	if err != nil {
		return false, noteFailure(db, now, err)
	}
	path := filepath.Join(dir, autoPrefix(db)+now.Format(autoBackupLayout)+".db")
	if slicesHasPath(all, path) {
		return false, nil
	}
	// A file at today's name that AutoList does not count is no backup of
	// today's (not a Hearth database): the name is Hearth's own.
	_ = os.Remove(path)
	all = removeOldest(all, AutoKeep-1)
	err = autoWrite(ctx, s, path)
	for errors.Is(data.Explain(err), data.ErrDiskFull) && len(all) > 1 {
		all = removeOldest(all, len(all)-1)
		err = autoWrite(ctx, s, path)
	}
	if err != nil {
		return false, noteFailure(db, now, err)
	}
	_ = os.Chtimes(path, now, now)
	clearFailures(db)
	return true, nil
}

// slicesHasPath tells whether one of the backups is at path.
func slicesHasPath(all []Auto, path string) bool {
	for _, b := range all {
		if b.Path == path {
			return true
		}
	}
	return false
}

// removeOldest removes the backups of all (the last written first) beyond
// the first keep, and returns those kept.
func removeOldest(all []Auto, keep int) []Auto {
	for len(all) > max(keep, 0) {
		last := all[len(all)-1]
		if err := os.Remove(last.Path); err != nil && !errors.Is(err, os.ErrNotExist) {
			break
		}
		all = all[:len(all)-1]
	}
	return all
}
