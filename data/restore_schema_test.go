package data

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// craftedBackup is a real backup of the fixture, then changed by stmts run
// on it as a hostile sender would (keeping Hearth's ids and version).
func craftedBackup(t testing.TB, s *Store, stmts ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, s.CopyTo(context.Background(), path))
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer db.Close()
	for _, q := range stmts {
		_, err := db.Exec(q)
		require.NoError(t, err, q)
	}
	return path
}

// liveDatabase is a database at a fresh path with one play, closed, and the
// hashes of its files.
func liveDatabase(t *testing.T) (dst, state string) {
	t.Helper()
	dst = filepath.Join(t.TempDir(), "hearth.db")
	live, err := Open(dst)
	require.NoError(t, err)
	_, err = live.SavePlay(context.Background(), samplePlay("Zed", 3))
	require.NoError(t, err)
	require.NoError(t, live.Close())
	return dst, fileHash(t, dst) + "/" + fileHash(t, dst+"-wal")
}

// Issue 23 item 1: CheckBackup looked at the ids, the version and
// integrity_check, never the schema, so 20 of 36 crafted backups were
// restored, among them triggers that deleted plays. Each of these is now
// refused with one sentence; the live database stays byte-identical and
// nothing is left beside it.
func TestRestoreRefusesASchemaHearthDidNotMake(t *testing.T) {
	f := newFixture(t)
	crafted := map[string][]string{
		"trigger deleting plays": {"CREATE TRIGGER wipe AFTER INSERT ON plays BEGIN DELETE FROM plays; END"},
		"trigger zeroing scores": {"CREATE TRIGGER zero AFTER INSERT ON play_results BEGIN UPDATE play_results SET score = 0; END"},
		"extra table":            {"CREATE TABLE spy (x)"},
		"missing column":         {"ALTER TABLE plays DROP COLUMN location"},
		"view":                   {"CREATE VIEW everything AS SELECT * FROM plays"},
		"missing index":          {"DROP INDEX plays_by_date"},
		"changed index":          {"DROP INDEX plays_by_date", "CREATE INDEX plays_by_date ON plays (played_at)"},
		"missing table":          {"DROP TABLE settings"},
		"escape in a name":       {"CREATE TABLE \"\x1b[31mred\" (x)"},
	}
	for name, stmts := range crafted {
		t.Run(name, func(t *testing.T) {
			src := craftedBackup(t, f.s, stmts...)
			dst, state := liveDatabase(t)
			before, _ := os.ReadDir(filepath.Dir(dst))
			err := CheckFile(src)
			require.ErrorIs(t, err, ErrForeignSchema)
			_, err = restoreFile(src, dst, time.Now())
			require.ErrorIs(t, err, ErrForeignSchema)
			assert.False(t, strings.ContainsAny(err.Error(), "\n") || strings.Contains(err.Error(), ". "), "one sentence: %s", err)
			assert.NotContains(t, err.Error(), "\x1b", "a name from the file is printed inert")
			assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"), "the live database is byte-identical")
			after, _ := os.ReadDir(filepath.Dir(dst))
			assert.Equal(t, len(before), len(after), "nothing is left beside it")
		})
	}
}

// A backup made by this Hearth, and one made by an older Hearth (an older
// schema version, built by the migrations up to it), are restored.
func TestRestoreAcceptsHearthsOwnSchemaAtEveryVersion(t *testing.T) {
	f := newFixture(t)
	require.NoError(t, CheckFile(craftedBackup(t, f.s)))
	for v := 1; v <= SchemaVersion(); v++ {
		t.Run(fmt.Sprint("version ", v), func(t *testing.T) {
			src := filepath.Join(t.TempDir(), "old.db")
			db, err := sql.Open("sqlite", "file:"+src)
			require.NoError(t, err)
			ms, err := migrations()
			require.NoError(t, err)
			for _, m := range ms[:v] {
				_, err := db.Exec(m.sql)
				require.NoError(t, err)
			}
			_, err = db.Exec(fmt.Sprintf("PRAGMA user_version = %d; PRAGMA application_id = %d", v, applicationID))
			require.NoError(t, err)
			require.NoError(t, db.Close())
			dst, _ := liveDatabase(t)
			_, err = restoreFile(src, dst, time.Now())
			require.NoError(t, err)
			s, err := Open(dst)
			require.NoError(t, err, "the restored database opens and migrates")
			_, err = s.SavePlay(context.Background(), samplePlay("Ana", 1))
			require.NoError(t, err)
			require.NoError(t, s.Close())
		})
	}
}
