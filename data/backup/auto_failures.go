package backup

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"time"

	"hearth/data"
)

// AutoFailure is what a player is told of automatic backups that failed:
// the days since the last one was made on which making one failed, and the
// last reason.
type AutoFailure struct {
	Days   []string `json:"days"` // 2026-11-24, oldest first
	Kind   string   `json:"kind"` // AutoDiskFull, AutoReadOnly or "" (see Reason)
	Reason string   `json:"reason"`
}

// Kinds of failure a screen words itself.
const (
	AutoDiskFull = "disk_full"
	AutoReadOnly = "read_only"
)

// failuresPath keeps the failures of the automatic backups of the database
// at dbPath beside them (a name AutoList never lists).
func failuresPath(dbPath string) string {
	return filepath.Join(AutoDir(dbPath), autoPrefix(dbPath)+"failures.json")
}

// AutoFailures reads the failures noted since the last automatic backup of
// the database at dbPath; none when the last one succeeded.
func AutoFailures(dbPath string) AutoFailure {
	var f AutoFailure
	if b, err := os.ReadFile(failuresPath(dbPath)); err == nil {
		_ = json.Unmarshal(b, &f)
	}
	return f
}

// noteFailure notes that today's backup failed with err (best effort: on a
// full disk the note may fail too, and the caller still has err), and
// returns err.
func noteFailure(dbPath string, now time.Time, err error) error {
	f := AutoFailures(dbPath)
	last := FailureOf(err, now)
	if !slices.Contains(f.Days, last.Days[0]) {
		f.Days = append(f.Days, last.Days[0])
	}
	f.Reason, f.Kind = last.Reason, last.Kind
	if b, jerr := json.Marshal(f); jerr == nil {
		_ = os.WriteFile(failuresPath(dbPath), b, 0o600)
	}
	return err
}

// FailureOf is the failure of one automatic backup, at now, with err.
func FailureOf(err error, now time.Time) AutoFailure {
	f := AutoFailure{Days: []string{now.Format(autoBackupLayout)}, Reason: err.Error()}
	switch why := data.Explain(err); {
	case errors.Is(why, data.ErrDiskFull):
		f.Kind = AutoDiskFull
	case errors.Is(why, data.ErrReadOnly):
		f.Kind = AutoReadOnly
	}
	return f
}

// clearFailures forgets the failures once a backup is made.
func clearFailures(dbPath string) { _ = os.Remove(failuresPath(dbPath)) }
