package data

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"

	"hearth/data/msg"
)

// ErrBadRows: a backup has Hearth's schema but rows Hearth would never
// write (a link to a row that is not there, a date that cannot be read, a
// score no game gives).
var ErrBadRows = errors.New("it holds rows Hearth would never write")

// CheckStaged checks the rows of the copy a restore staged at tmp (Stage),
// beyond the schema CheckFile checks, and repairs what is kept from them:
// it brings the copy to the current schema, refuses links to missing rows
// (PRAGMA foreign_key_check) and whatever checkRows refuses (the import's
// checks of every row, which live above the store, in data/exchange), then
// rebuilds the tables kept from the plays (statistics, head-to-head,
// handicap ledgers): a file's own are never trusted. The copy is private
// to the restore (no other process opens it). tmp is removed when
// CheckStaged fails.
func CheckStaged(ctx context.Context, tmp string, checkRows func(*Store) error) (err error) {
	defer func() {
		if err != nil {
			removeCreation(tmp)
		}
	}()
	db, err := openURI(uri(tmp, "_pragma=foreign_keys(1)&_pragma=journal_mode(DELETE)&_pragma=synchronous(FULL)"))
	if err != nil {
		return describe(tmp, err)
	}
	db.SetMaxOpenConns(1)
	s := &Store{db: db, path: tmp, now: timeNow}
	defer db.Close()
	if err := s.migrate(); err != nil {
		return describe(tmp, err)
	}
	if err := foreignKeysHold(ctx, s); err != nil {
		return err
	}
	if err := checkRows(s); err != nil {
		if m, ok := msg.As(err); ok {
			return fmt.Errorf("%w (%s): %w", ErrBadRows, m.Field, err)
		}
		return fmt.Errorf("%w: %w", ErrBadRows, err)
	}
	if err := s.inTx(ctx, func(tx *sql.Tx) error {
		// rebuildStats rebuilds head_to_head too.
		for _, rebuild := range []func(context.Context, *sql.Tx) error{rebuildStats, rebuildLedgers} {
			if err := rebuild(ctx, tx); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		return describe(tmp, err)
	}
	if err := db.Close(); err != nil {
		return describe(tmp, err)
	}
	return syncFile(tmp)
}

// foreignKeysHold refuses a database with a row whose link names a row
// that is not there (a result of a missing play).
func foreignKeysHold(ctx context.Context, s *Store) error {
	var table, parent string
	var rowid, fk any
	err := s.db.QueryRowContext(ctx, "PRAGMA foreign_key_check").Scan(&table, &rowid, &parent, &fk)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	return fmt.Errorf("%w: a row of %s (%v) names a row of %s that is not there", ErrBadRows, table, rowid, parent)
}

// IsHearthFile tells, from its first 100 bytes only, whether path is a
// SQLite database marked as Hearth's: cheap enough to sort a folder of
// backups (a file that passes may still be refused by CheckFile).
func IsHearthFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil {
		return false
	}
	return string(h[:16]) == "SQLite format 3\x00" && binary.BigEndian.Uint32(h[68:72]) == applicationID
}
