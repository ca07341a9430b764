//go:build !js

package data

// The SQLite driver, and everything the store asks of it by name: the one
// file that does, so that a second driver (a browser build on
// github.com/ncruces/go-sqlite3, which builds for js/wasm where
// modernc.org/sqlite does not) is a file beside this one behind the js
// build tag, with the same functions.

import (
	"database/sql"
	"database/sql/driver"
	"strings"

	"modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
)

// driverName is the database/sql name of the driver.
const driverName = "sqlite"

func init() {
	if err := sqlite.RegisterDeterministicScalarFunction("hearth_fold", 1, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		return foldSQL(args[0]), nil
	}); err != nil {
		panic(err)
	}
}

// dsn is the verified connection string (see TOOLCHAIN.md) with durable
// commits: in WAL mode synchronous(FULL) syncs the log on every commit, so an
// event survives a power cut, not only a killed process.
func dsn(path, synchronous string) string {
	return uri(path, "_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_pragma=synchronous("+synchronous+")&_pragma=wal_autocheckpoint(0)&_txlock=immediate")
}

// uri is the driver's name for the database file at path opened with
// params (":memory:" for a database in memory).
func uri(path, params string) string {
	return "file:" + escapePath(path) + "?" + params
}

// escapePath keeps SQLite's URI parser from reading ?, # or % in a file name.
func escapePath(path string) string {
	return strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}

// openURI opens a database by its driver's name for it (uri, dsn).
func openURI(name string) (*sql.DB, error) { return sql.Open(driverName, name) }

// theDriver is the driver itself, for connections the store makes (openSnapshot).
func theDriver() (driver.Driver, error) {
	probe, err := sql.Open(driverName, "")
	if err != nil {
		return nil, err
	}
	defer probe.Close()
	return probe.Driver(), nil
}

// onlineBackup copies the database of the driver connection dc to a new
// file at path with SQLite's online backup: every page in one step, under
// one read transaction, through both pagers. ok is false when the
// connection offers none.
func onlineBackup(dc any, path string) (ok bool, err error) {
	ob, ok := dc.(interface {
		NewBackup(dstURI string) (*sqlite.Backup, error)
	})
	if !ok {
		return false, nil
	}
	b, err := ob.NewBackup("file:" + escapePath(path))
	if err != nil {
		return true, err
	}
	_, err = b.Step(-1)
	if ferr := b.Finish(); err == nil {
		err = ferr
	}
	return true, err
}

// openKept opens the database where the driver keeps it when that is not
// the file at path (the browser build's IndexedDB, driver_js.go); ok is
// false here, where it is that file.
func openKept(path, synchronous string) (s *Store, ok bool, err error) { return nil, false, nil }
