package data

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Why a database file was refused, each with a sentence naming the file.
var (
	// ErrNotHearth: the file is not a Hearth database (another program's
	// SQLite database, or not SQLite at all).
	ErrNotHearth = errors.New("not a Hearth database")
	// ErrDamaged: the file is a Hearth database that fails SQLite's check.
	ErrDamaged = errors.New("the database is damaged")
	// ErrLocked: another program holds the database.
	ErrLocked = errors.New("the database is locked by another program")
	// ErrReadOnly: the file or its folder cannot be written.
	ErrReadOnly = errors.New("the database cannot be written")
	// ErrNotAFile: the path names a folder or something else than a file.
	ErrNotAFile = errors.New("not a file")
	// ErrUnreadable: the file exists but may not be read.
	ErrUnreadable = errors.New("the file cannot be read")
)

// creatingSuffix marks a database being built: a kill during creation
// leaves only such a file, which the next open removes.
const creatingSuffix = ".creating-"

// probe is what the read-only look at an existing file found.
type probe struct {
	version int
	empty   bool // an empty SQLite database: no tables, no ids
}

// inspect looks at an existing database file without changing it: no
// journal, no -wal or -shm left behind, the WAL header untouched. A file
// with a WAL is read through it (mode=ro); one without is read immutable,
// which creates nothing. When the WAL is not empty the last shutdown was not
// clean, so the file is checked (quick_check) before it is used.
func inspect(path string) (probe, error) {
	if err := readableFile(path); err != nil {
		return probe{}, err
	}
	wal, walErr := os.Stat(path + "-wal")
	unclean := walErr == nil && wal.Size() > 0
	dsn := uri(path, "immutable=1")
	if walErr == nil {
		dsn = uri(path, "mode=ro&_pragma=busy_timeout(3000)")
	}
	db, err := openURI(dsn)
	if err != nil {
		return probe{}, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer db.Close()
	p, err := probeHeader(db, path)
	if err != nil {
		return probe{}, err
	}
	if unclean {
		var verdict string
		if err := db.QueryRow("PRAGMA quick_check").Scan(&verdict); err != nil {
			return probe{}, describe(path, err)
		}
		if verdict != "ok" {
			return probe{}, fmt.Errorf("%s: %w (%s); restore a backup", path, ErrDamaged, verdict)
		}
	}
	return p, nil
}

// readableFile checks that path is a regular file this process may read.
func readableFile(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return fmt.Errorf("%s is %w: give the path of a database file", path, ErrNotAFile)
	}
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%s: %w (check its permissions)", path, ErrUnreadable)
	}
	return f.Close()
}

// probeHeader reads the schema version and application id: a Hearth
// database no newer than this build, or an empty SQLite file.
func probeHeader(db *sql.DB, path string) (probe, error) {
	var p probe
	var appID, tables int
	err := db.QueryRow("PRAGMA user_version").Scan(&p.version)
	if err == nil {
		err = db.QueryRow("PRAGMA application_id").Scan(&appID)
	}
	if err == nil {
		err = db.QueryRow("SELECT count(*) FROM sqlite_master").Scan(&tables)
	}
	if err != nil {
		return probe{}, describe(path, err)
	}
	switch {
	case appID == applicationID:
	case appID == 0 && p.version == 0 && tables == 0:
		p.empty = true
	default:
		return probe{}, fmt.Errorf("%s is %w: Hearth leaves it as it is", path, ErrNotHearth)
	}
	if want := SchemaVersion(); p.version > want {
		return probe{}, fmt.Errorf("%w: %s has schema version %d but this Hearth knows only up to %d; update Hearth to open it (the file was not changed)", ErrTooNew, path, p.version, want)
	}
	return p, nil
}

// describe turns an SQLite error met while reading a file into the reason a
// player can act on.
func describe(path string, err error) error {
	s := strings.ToLower(err.Error())
	switch {
	case strings.Contains(s, "not a database") || strings.Contains(s, "file is encrypted"):
		return fmt.Errorf("%s is %w (not an SQLite database file): Hearth leaves it as it is", path, ErrNotHearth)
	case strings.Contains(s, "malformed") || strings.Contains(s, "corrupt"):
		return fmt.Errorf("%s: %w; restore a backup", path, ErrDamaged)
	case strings.Contains(s, "disk is full") || strings.Contains(s, "no space left"):
		return fmt.Errorf("%s: %w: free some space and try again", path, ErrDiskFull)
	case strings.Contains(s, "disk i/o error"):
		return fmt.Errorf("%s: the disk refused a read or write (it may be full or removed): %w", path, err)
	case strings.Contains(s, "locked") || strings.Contains(s, "busy"):
		return fmt.Errorf("%s: %w; close it there and try again", path, ErrLocked)
	case strings.Contains(s, "readonly") || strings.Contains(s, "permission denied") || strings.Contains(s, "unable to open"):
		return fmt.Errorf("%s: %w (check its permissions)", path, ErrReadOnly)
	}
	return fmt.Errorf("cannot read %s: %w", path, err)
}

// writable checks that the file and its folder can be written, as SQLite
// needs for its -wal and -shm files.
func writable(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return fmt.Errorf("%s: %w (%v)", path, ErrReadOnly, errors.Unwrap(err))
	}
	f.Close()
	tmp, err := os.CreateTemp(filepath.Dir(path), ".hearth-write-check-*")
	if err != nil {
		return fmt.Errorf("%s: %w: its folder is read-only", path, ErrReadOnly)
	}
	tmp.Close()
	return os.Remove(tmp.Name())
}

// create builds a new database atomically: under a temporary name in the
// same folder, migrated and closed, then linked into place. A kill at any
// moment leaves either no database or a whole one. It runs under the
// exclusive lock (prepare), and still never replaces a file at path: one
// there (an empty one) is removed first and a link, unlike a rename, fails
// on a file that came meanwhile.
func create(path string) error {
	tmp := path + creatingSuffix + randomHex()
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, Explain(err))
	}
	f.Close()
	defer removeCreation(tmp)
	// The file is synced once, before the link that makes it the
	// database; until then a kill leaves only a temporary file that the
	// next open removes. So no journal on disk and no sync per commit.
	db, err := openURI(uri(tmp, "_pragma=journal_mode(MEMORY)&_pragma=synchronous(OFF)"))
	if err != nil {
		return err
	}
	db.SetMaxOpenConns(1)
	s := &Store{db: db, path: tmp}
	err = s.migrateIn(true)
	if err == nil {
		// Written in WAL mode, so that the processes opening it together
		// need not convert it: converting takes an exclusive lock, and
		// SQLite answers "database is locked" at once, without waiting, to
		// the opener that holds a read lock while another converts (a CI
		// run of TestConcurrentFirstSavesLoseNoPlay refused 1 of 18 saves).
		_, err = db.Exec(`PRAGMA journal_mode = WAL`)
	}
	if cerr := db.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("cannot create %s: %w", path, err)
	}
	if err := syncFile(tmp); err != nil {
		return err
	}
	if err := placeNew(tmp, path); err != nil {
		return fmt.Errorf("cannot create %s: %w", path, Explain(err))
	}
	return syncFile(filepath.Dir(path))
}

// placeNew puts the new database tmp at path, never over a database: an
// empty file at path is removed, and a database that appears at path
// meanwhile is kept (the caller opens it).
func placeNew(tmp, path string) error {
	if st, err := os.Stat(path); err == nil && st.Mode().IsRegular() && st.Size() == 0 {
		_ = os.Remove(path)
	}
	err := os.Link(tmp, path)
	switch {
	case err == nil, errors.Is(err, os.ErrExist):
		return nil
	case exists(path):
		return nil
	}
	// Folders without hard links (some phone storage): a rename, which the
	// exclusive lock keeps from meeting another creation.
	return os.Rename(tmp, path)
}

func removeCreation(tmp string) {
	for _, p := range []string{tmp, tmp + "-journal", tmp + "-wal", tmp + "-shm"} {
		_ = os.Remove(p)
	}
}

// removeStaleCreations deletes what a killed creation left beside path.
func removeStaleCreations(path string) {
	matches, _ := filepath.Glob(path + creatingSuffix + "*")
	for _, m := range matches {
		_ = os.Remove(m)
	}
}

func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}

// OpenReadOnly opens a database for reading only, as read commands do: it
// never writes to the database and never creates one. A missing database
// reads as empty; an older schema is read from a migrated copy in a
// temporary folder, removed on Close. Everything the store returns comes
// from one read transaction, held until Close: one consistent moment even
// while the app saves plays (a WAL reader never blocks a writer). SQLite's
// reader needs the WAL's shared index, so an empty -wal and a -shm may
// appear beside a database that had none, unless this process may not
// write the file or its folder: then nothing is made beside it (a file
// with a WAL or a hot journal is read through a copy). A hot journal left
// by a killed writer is rolled back first.
func OpenReadOnly(path string) (*Store, error) {
	if path == "" {
		return nil, errors.New("no database path given (set HEARTH_DB or --db, or HOME for the default place)")
	}
	if err := waitForWriters(path); err != nil {
		return nil, err
	}
	if exists(journalPath(path)) {
		return nil, fmt.Errorf("%s: a restore was interrupted; open Hearth (or run hearth backup) to finish it first", path)
	}
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		return openMemory()
	}
	s, params, err := readWay(path)
	if s != nil || err != nil {
		return s, err
	}
	db, err := openSnapshot(uri(path, params))
	if err != nil {
		return nil, describe(path, err)
	}
	var v int
	if err := db.QueryRow("PRAGMA user_version").Scan(&v); err != nil || v != SchemaVersion() {
		db.Close()
		if err == nil {
			err = fmt.Errorf("%s changed while it was opened (schema version %d); try again", path, v)
		}
		return nil, err
	}
	return &Store{db: db, path: path, now: timeNow, readOnly: true}, nil
}

// openSnapshot opens dsn as one connection that holds one read transaction
// from its first read to Close; the store's own transactions inside it are
// no-ops, so every query, in a transaction or not, sees the same moment.
func openSnapshot(dsn string) (*sql.DB, error) {
	drv, err := theDriver()
	if err != nil {
		return nil, err
	}
	db := sql.OpenDB(snapConnector{dsn: dsn, drv: drv})
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	if err := db.Ping(); err != nil {
		db.Close()
		return nil, err
	}
	return db, nil
}

type snapConnector struct {
	dsn string
	drv driver.Driver
}

func (c snapConnector) Driver() driver.Driver { return c.drv }

// Connect opens the connection and starts its read transaction.
func (c snapConnector) Connect(ctx context.Context) (driver.Conn, error) {
	inner, err := c.drv.Open(c.dsn)
	if err != nil {
		return nil, err
	}
	sc := snapConn{inner}
	if _, err := sc.ExecContext(ctx, "BEGIN", nil); err != nil {
		inner.Close()
		return nil, err
	}
	rows, err := sc.QueryContext(ctx, "SELECT count(*) FROM sqlite_master", nil)
	if err == nil {
		err = rows.Next(make([]driver.Value, 1))
		rows.Close()
	}
	if err != nil {
		inner.Close()
		return nil, err
	}
	return sc, nil
}

// snapConn is a connection inside its read transaction.
type snapConn struct{ inner driver.Conn }

func (c snapConn) Prepare(q string) (driver.Stmt, error) { return c.inner.Prepare(q) }
func (c snapConn) Close() error                          { return c.inner.Close() }
func (c snapConn) Begin() (driver.Tx, error)             { return noTx{}, nil }
func (c snapConn) BeginTx(context.Context, driver.TxOptions) (driver.Tx, error) {
	return noTx{}, nil
}

func (c snapConn) PrepareContext(ctx context.Context, q string) (driver.Stmt, error) {
	return c.inner.(driver.ConnPrepareContext).PrepareContext(ctx, q)
}

func (c snapConn) ExecContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Result, error) {
	return c.inner.(driver.ExecerContext).ExecContext(ctx, q, args)
}

func (c snapConn) QueryContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Rows, error) {
	return c.inner.(driver.QueryerContext).QueryContext(ctx, q, args)
}

// noTx is a transaction inside the snapshot: nothing to commit or undo.
type noTx struct{}

func (noTx) Commit() error   { return nil }
func (noTx) Rollback() error { return nil }

// openMemory is an empty store in memory.
func openMemory() (*Store, error) {
	db, err := openURI(uri(":memory:", "_pragma=foreign_keys(1)"))
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(1)
	s := &Store{db: db, path: ":memory:", now: timeNow, readOnly: true}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// openCopy reads an older database through a migrated copy.
func openCopy(path string) (*Store, error) {
	dir, err := os.MkdirTemp("", "hearth-read-")
	if err != nil {
		return nil, err
	}
	src, err := openURI(uri(path, "mode=ro&_pragma=busy_timeout(5000)"))
	if err == nil {
		_, err = src.ExecContext(context.Background(), "VACUUM INTO ?", filepath.Join(dir, "copy.db"))
		src.Close()
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, describe(path, err)
	}
	s, err := open(filepath.Join(dir, "copy.db"), "OFF")
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s.readOnly = true
	s.cleanup = func() { os.RemoveAll(dir) }
	return s, nil
}
