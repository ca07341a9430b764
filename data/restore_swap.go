package data

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// A restore swaps files: the live database (and its WAL) is renamed aside,
// the checked copy renamed into its place. A kill between those renames
// would leave no database at its path (the next start an empty history), so
// the swap is written down first, in a small journal beside the database,
// and finishRestore, run by Restore and by every Open, carries out whatever
// of it is left. Each step looks at the files before it acts, so running it
// again after any kill is harmless.

// swapJournal is what a restore is about to do, with names relative to the
// database's folder.
type swapJournal struct {
	// Tmp is the checked copy of the backup, to become the database.
	Tmp string `json:"tmp"`
	// Kept is where the current database (and its WAL) go; "" when there
	// is none.
	Kept string `json:"kept,omitempty"`
}

// sane tells whether the journal names two files of its own beside dst:
// never dst itself (or its sidecars), which the swap would move aside and
// then look for, losing the database (issue 33 §3).
func (j swapJournal) sane(dst string) bool {
	base := filepath.Base(dst)
	mine := func(name string) bool {
		return name != "" && filepath.Base(name) == name && name != "." && name != ".." && name != base && !strings.HasPrefix(name, base+"-")
	}
	return mine(j.Tmp) && (j.Kept == "" || mine(j.Kept) && j.Kept != j.Tmp)
}

// journalPath is where the journal of a restore of dst lives.
func journalPath(dst string) string { return dst + ".restore-journal" }

// writeJournal writes the journal whole (temporary name, synced, renamed).
func writeJournal(dst string, j swapJournal) error {
	b, err := json.Marshal(j)
	if err != nil {
		return err
	}
	tmp := journalPath(dst) + partInfix + randomHex()
	defer os.Remove(tmp)
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return fmt.Errorf("cannot prepare the restore: %w", Explain(err))
	}
	if err := syncFile(tmp); err != nil {
		return fmt.Errorf("cannot prepare the restore: %w", Explain(err))
	}
	if err := os.Rename(tmp, journalPath(dst)); err != nil {
		return fmt.Errorf("cannot prepare the restore: %w", Explain(err))
	}
	return syncFile(filepath.Dir(dst))
}

// restoreStep lets a test stop a restore between two of its renames, as a
// kill would; nil outside tests.
var restoreStep func(step int) error

func step(n int) error {
	if restoreStep == nil {
		return nil
	}
	return restoreStep(n)
}

// finishRestore carries out what the journal of a restore of dst says is
// left to do, then removes the journal. Without a journal it does nothing.
func finishRestore(dst string) error {
	b, err := os.ReadFile(journalPath(dst))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("cannot finish the restore of %s: %w", dst, Explain(err))
	}
	var j swapJournal
	if err := json.Unmarshal(b, &j); err != nil || !j.sane(dst) {
		return fmt.Errorf("%s: the note of an unfinished restore cannot be read; move it away to open the database", journalPath(dst))
	}
	dir := filepath.Dir(dst)
	lost, err := carryOut(dst, j)
	if err != nil {
		return err
	}
	if err := os.Remove(journalPath(dst)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("cannot finish the restore of %s: %w", dst, Explain(err))
	}
	if err := syncFile(dir); err != nil {
		return err
	}
	return lost
}

// carryOut does what is left of the swap j of dst. lost says the restore
// did not happen and left dst as it was (the journal may go); err that
// the journal must stay.
func carryOut(dst string, j swapJournal) (lost, err error) {
	dir := filepath.Dir(dst)
	tmp := filepath.Join(dir, j.Tmp)
	switch {
	case exists(tmp):
		if err := swapIn(dst, tmp, j.Kept); err != nil {
			return nil, fmt.Errorf("cannot finish the restore of %s: %w", dst, Explain(err))
		}
	case !exists(dst):
		// Not put in place, and not there to put.
		return nil, fmt.Errorf("cannot finish the restore of %s: %w; move %s away to open the database", dst, ErrRestoreLost, journalPath(dst))
	case j.Kept != "" && !exists(filepath.Join(dir, j.Kept)):
		// Never moved aside: the swap did not begin.
		return fmt.Errorf("the restore of %s did not happen: %w; the database is as it was, restore the backup again", dst, ErrRestoreLost), nil
	}
	return nil, nil
}

// ErrRestoreLost: the checked copy a restore was putting in place is gone
// (removed by hand, or by an older Hearth opening the database meanwhile).
var ErrRestoreLost = errors.New("the checked copy of the backup is missing")

// swapIn moves the database and its WAL aside (as kept) and the checked copy
// into place; every rename first checks it is still to be done.
func swapIn(dst, tmp, kept string) error {
	if kept != "" {
		kept = filepath.Join(filepath.Dir(dst), kept)
		if exists(dst) {
			if err := os.Rename(dst, kept); err != nil {
				return err
			}
		}
		if err := step(1); err != nil {
			return err
		}
		// The WAL follows its database: it may hold acknowledged plays.
		if exists(dst+"-wal") && !exists(kept+"-wal") {
			if err := os.Rename(dst+"-wal", kept+"-wal"); err != nil {
				return err
			}
		}
		if err := step(2); err != nil {
			return err
		}
	}
	// A WAL left at dst now could only be the kept database's; it never
	// meets the restored file.
	if exists(dst + "-wal") {
		return fmt.Errorf("%s has a WAL but no database", dst)
	}
	_ = os.Remove(dst + "-shm")
	if err := syncFile(filepath.Dir(dst)); err != nil {
		return err
	}
	if err := step(3); err != nil {
		return err
	}
	return os.Rename(tmp, dst)
}

// keptName is a new name beside dst for the database a restore replaces:
// the moment (to the nanosecond) and a random tail, never an existing file.
func keptName(dst string, now time.Time) string {
	for {
		k := dst + ".before-restore-" + now.UTC().Format("20060102-150405.000000000") + "-" + randomHex()[:6]
		if !exists(k) && !exists(k+"-wal") {
			return k
		}
	}
}
