// Package data is Hearth's SQLite store: opening and migrating the database,
// profiles, plays and their results, event-sourced sessions, settings.
//
// Game reference data lives in the subpackages data/bonfire, data/lueur and
// data/insula; data/msg holds the player-readable error type.
package data

import (
	"context"
	"crypto/rand"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
)

//go:embed migrations/*.sql
var migrationFiles embed.FS

// applicationID marks a database as Hearth's ("HRTH") in its header.
const applicationID = 0x48525448

// ErrTooNew is returned by Open for a database written by a newer Hearth.
var ErrTooNew = errors.New("database is newer than this app")

// ErrNotFound is returned when a row asked for by id does not exist.
var ErrNotFound = errors.New("not found")

// Store is an open Hearth database. It is safe for concurrent use.
type Store struct {
	db   *sql.DB
	path string
	now  func() time.Time
	// readOnly stores come from OpenReadOnly; cleanup removes what they
	// made to read an older schema.
	readOnly bool
	cleanup  func()
	cp       *checkpointer
	// file is the database file, open for reading as long as the store:
	// a backup copies its bytes (copyFolded). Never closed before the
	// store's connections are, as closing any descriptor of a file drops
	// every POSIX lock this process holds on it, SQLite's included.
	file   *os.File
	fileMu sync.Mutex
	// beside is the thread the Beside methods store on.
	beside besideThread
	// lock is held from Open to Close (lock.go); nil for read-only stores.
	lock *dbLock
	// prepared keeps the statements of the queries read most (prepared.go).
	prepared prepared
}

var timeNow = time.Now

// migration is one numbered schema step.
type migration struct {
	version int
	name    string
	sql     string
}

func migrations() ([]migration, error) {
	entries, err := fs.ReadDir(migrationFiles, "migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		n, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(n)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: name must start with its number", e.Name())
		}
		b, err := migrationFiles.ReadFile("migrations/" + e.Name())
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: e.Name(), sql: string(b)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	for i, m := range out {
		if m.version != i+1 {
			return nil, fmt.Errorf("migration %s: expected number %d", m.name, i+1)
		}
	}
	return out, nil
}

// migrationAfter is what a migration (by its file name after the number)
// needs done in Go after its SQL, in its transaction: the derived tables
// rebuilt from the results it changed (the handicap chain is computed in
// Go).
var migrationAfter = map[string]func(context.Context, *sql.Tx) error{
	"profile_links.sql": linkedByMigration, // issue 35 §1 (identity.go)
}

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int {
	ms, err := migrations()
	if err != nil {
		return 0
	}
	return len(ms)
}

// Open opens the database at path for reading and writing, creating it
// atomically when it does not exist, and migrates it to the current schema.
// A file that is not an empty or Hearth database, a database from a newer
// Hearth, a damaged, locked or read-only one is refused with a sentence
// saying which, and left untouched. Files are created 0600 in a 0700 folder.
func Open(path string) (*Store, error) {
	return open(path, "FULL")
}

func open(path, synchronous string) (*Store, error) {
	if s, ok, err := openKept(path, synchronous); ok {
		return s, err
	}
	return openFile(path, synchronous)
}

// openFile opens the database file at path (open).
func openFile(path, synchronous string) (*Store, error) {
	if path == "" {
		return nil, errors.New("no database path given (set HEARTH_DB or --db, or HOME for the default place)")
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("cannot create the folder for %s: %w", path, err)
	}
	// Before the lock file is made beside it: a folder or a read-only
	// database is refused for what it is.
	if st, err := os.Stat(path); err == nil {
		if !st.Mode().IsRegular() {
			return nil, fmt.Errorf("%s is %w: give the path of a database file", path, ErrNotAFile)
		}
		if _, err := inspect(path); err != nil {
			return nil, err
		}
		if err := writable(path); err != nil {
			return nil, err
		}
	}
	lock := tidyLock(path)
	if lock == nil {
		var err error
		if lock, err = lockFor(path, func() bool { return toPrepare(path) }); err != nil {
			return nil, err
		}
	}
	s, err := openLocked(path, synchronous, lock)
	if err != nil {
		lock.release()
		return nil, err
	}
	s.lock = lock
	return s, nil
}

// toPrepare tells whether opening path needs the exclusive lock: a restore
// to finish, or no database yet.
func toPrepare(path string) bool {
	if exists(journalPath(path)) {
		return true
	}
	st, err := os.Stat(path)
	return errors.Is(err, os.ErrNotExist) || (err == nil && st.Mode().IsRegular() && st.Size() == 0 && !exists(path+"-wal"))
}

// prepare does, under the exclusive lock, what no other process may see
// half done: it finishes a restore, removes what killed creations left (no
// live process owns them: creations and restores hold this lock) and
// creates the database when there is none.
func prepare(path string) error {
	if err := finishRestore(path); err != nil {
		return err
	}
	removeStaleCreations(path)
	if toPrepare(path) {
		return create(path)
	}
	return nil
}

// openLocked opens the database at path once lock is held, sharing the
// lock once the database is prepared.
func openLocked(path, synchronous string, lock *dbLock) (*Store, error) {
	if lock.exclusive {
		if err := prepare(path); err != nil {
			return nil, err
		}
		if err := lock.share(); err != nil {
			return nil, fmt.Errorf("%s: cannot lock the database: %w", path, err)
		}
		// What is at path now may be another file than open looked at.
		if _, err := inspect(path); err != nil {
			return nil, err
		}
	}
	st, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	case toPrepare(path):
		// Between the exclusive lock and the shared one a restore began.
		return nil, busy(path)
	case !st.Mode().IsRegular():
		return nil, fmt.Errorf("%s is %w: give the path of a database file", path, ErrNotAFile)
	}
	if err := writable(path); err != nil {
		return nil, err
	}
	_ = os.Chmod(path, 0o600)
	db, err := openURI(dsn(path, synchronous))
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	db.SetMaxOpenConns(4)
	s := &Store{db: db, path: path, now: timeNow}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, fmt.Errorf("cannot prepare %s: %w", path, describe(path, err))
	}
	s.file, _ = os.Open(path) // none: backups take the online backup
	s.startCheckpoints()
	return s, nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

func (s *Store) migrate() error { return s.migrateIn(false) }

// migrateIn brings the schema to the current version: each migration in
// its own transaction, or, when together, all of them in one (a new
// database: one commit instead of one per migration).
func (s *Store) migrateIn(together bool) error {
	ms, err := migrations()
	if err != nil {
		return err
	}
	var current int
	if err := s.db.QueryRow("PRAGMA user_version").Scan(&current); err != nil {
		return err
	}
	if current > len(ms) {
		return fmt.Errorf("%w: schema version %d, this Hearth knows up to %d", ErrTooNew, current, len(ms))
	}
	steps := [][]migration{ms[current:]}
	if !together {
		steps = steps[:0]
		for i := current; i < len(ms); i++ {
			steps = append(steps, ms[i:i+1])
		}
	}
	for _, step := range steps {
		if err := s.migrateTx(step); err != nil {
			return err
		}
	}
	return nil
}

// migrateTx runs migrations in one transaction, leaving user_version at the
// last one's number.
func (s *Store) migrateTx(step []migration) error {
	if len(step) == 0 {
		return nil
	}
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Another process may have migrated since user_version was read (two
	// stores share an older database): its write lock is ours now.
	var current int
	if err := tx.QueryRow("PRAGMA user_version").Scan(&current); err != nil {
		return err
	}
	if current >= step[len(step)-1].version {
		return nil
	}
	for _, m := range step {
		if m.version <= current {
			continue
		}
		if _, err := tx.Exec(m.sql); err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
		if _, named, _ := strings.Cut(m.name, "_"); migrationAfter[named] != nil {
			after := migrationAfter[named]
			if err := after(context.Background(), tx); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d; PRAGMA application_id = %d", m.version, applicationID)); err != nil {
			return fmt.Errorf("migration %s: %w", m.name, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("migration %s: %w", step[len(step)-1].name, err)
	}
	return nil
}

// Close closes the database (and removes what a read-only store made).
func (s *Store) Close() error {
	s.stopCheckpoints()
	s.beside.close()
	s.closeStatements()
	err := s.db.Close()
	s.closeFile()
	s.lock.release()
	if s.cleanup != nil {
		s.cleanup()
	}
	return err
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Now is the store's clock (SetClock): the time it stamps what it saves.
func (s *Store) Now() time.Time { return s.now() }

// Version is the database's schema version.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&v)
	return v, err
}

// IntegrityCheck runs SQLite's integrity check and returns its verdict ("ok" when sound).
func (s *Store) IntegrityCheck(ctx context.Context) (string, error) {
	rows, err := s.db.QueryContext(ctx, "PRAGMA integrity_check")
	if err != nil {
		return "", err
	}
	defer rows.Close()
	var lines []string
	for rows.Next() {
		var l string
		if err := rows.Scan(&l); err != nil {
			return "", err
		}
		lines = append(lines, l)
	}
	return strings.Join(lines, "\n"), rows.Err()
}

// SetClock replaces the store's clock; tests use it for stable timestamps.
func (s *Store) SetClock(now func() time.Time) { s.now = now }

func (s *Store) stamp() string { return formatTime(s.now()) }

const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func formatTime(t time.Time) string { return t.UTC().Format(timeLayout) }

func parseTime(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}
	}
	return t
}

// newUID is a stable id: 32 lower-case hex digits, the bits of a random
// (version 4) UUID.
func newUID() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	return hex.EncodeToString(b[:])
}

// inTx runs fn in one immediate (write-locking) transaction.
func (s *Store) inTx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// closeFile closes the store's own descriptor of the database file, once
// its connections are closed.
func (s *Store) closeFile() {
	if s.file != nil {
		s.file.Close()
		s.file = nil
	}
}
