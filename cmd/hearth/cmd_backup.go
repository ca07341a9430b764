package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/backup"
	"hearth/data/names"
)

const (
	backupUsage  = "hearth backup FILE"
	restoreUsage = "hearth restore FILE"
)

func init() {
	register("backup", command{usage: backupUsage, about: "write a consistent copy of the database to a new FILE (- writes to standard output)", run: runBackup})
	register("restore", command{usage: restoreUsage, about: "replace the database with a backup FILE, keeping the current one aside; close the app first (- reads standard input)", run: runRestore})
}

// oneFile is the single FILE argument of backup and restore ("-" for a
// standard stream).
func (e *env) oneFile(args []string, usage string) (string, bool) {
	if len(args) != 1 || (args[0] != "-" && strings.HasPrefix(args[0], "-")) || strings.TrimSpace(args[0]) == "" {
		e.usageError("give exactly one FILE (" + usage + ")")
		return "", false
	}
	return args[0], true
}

// runBackup copies the live database (backup.Write); it never overwrites.
func runBackup(e *env, args []string) int {
	file, ok := e.oneFile(args, backupUsage)
	if !ok {
		return exitUsage
	}
	store, err := openForBackup(e.dbPath())
	if err != nil {
		return e.fail(err)
	}
	defer store.Close()
	if file == "-" {
		if err := backup.Stream(context.Background(), store, e.stdout); err != nil {
			return e.fail(err)
		}
		return exitOK
	}
	if err := backup.Write(context.Background(), store, file); err != nil {
		return e.fail(err)
	}
	fmt.Fprintf(e.stdout, "Backup written to %s.\n", names.Printable(file))
	return exitOK
}

// runRestore puts a checked backup in place of the database and says where
// the database it replaced was kept.
func runRestore(e *env, args []string) int {
	file, ok := e.oneFile(args, restoreUsage)
	if !ok {
		return exitUsage
	}
	var kept string
	var err error
	if file == "-" {
		kept, err = backup.RestoreFrom(e.stdin, e.dbPath(), time.Now())
	} else {
		kept, err = backup.Restore(file, e.dbPath(), time.Now())
	}
	if err != nil {
		return e.fail(err)
	}
	if file == "-" {
		file = "the backup from standard input"
	}
	fmt.Fprintf(e.stdout, "Restored %s.\n", names.Printable(file))
	if kept != "" {
		fmt.Fprintf(e.stdout, "The database it replaced is kept as %s.\n", names.Printable(kept))
	}
	return exitOK
}

// openForBackup opens the database read-write, which finishes a restore or
// a killed write first; a database this process may not write (a 0444
// file, a read-only folder) it only reads (issue 33 §4).
func openForBackup(path string) (*data.Store, error) {
	s, err := data.Open(path)
	if errors.Is(err, data.ErrReadOnly) {
		if st, serr := os.Stat(path); serr == nil && st.Mode().IsRegular() {
			return data.OpenReadOnly(path)
		}
	}
	return s, err
}
