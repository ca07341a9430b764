package backup

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// tamper runs statements on the database file at path as another program
// would, without Hearth's checks (foreign keys off, as SQLite's default).
func tamper(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(DELETE)")
	require.NoError(t, err)
	defer db.Close()
	for _, q := range stmts {
		_, err := db.Exec(q)
		require.NoError(t, err, q)
	}
}

// restoreNow is the moment the restores of these tests run at: after the
// fixture's plays, so that none is dated ahead of it.
var restoreNow = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// TestRestoreRefusesHostileRows (issue 33 §3): a file with Hearth's exact
// schema whose rows Hearth would never write is refused, and the database
// it was to replace stays as it was; each kind of row is one the import
// refuses too, or a link to a row that is not there (foreign_key_check).
func TestRestoreRefusesHostileRows(t *testing.T) {
	firstPlay := `(SELECT min(id) FROM plays)`
	cases := []struct{ name, sql string }{
		{"a play with no results", `DELETE FROM play_results WHERE play_id = ` + firstPlay},
		{"a date that is not one", `UPDATE plays SET played_at = 'garbage' WHERE id = ` + firstPlay},
		{"the year 0000", `UPDATE plays SET played_at = '0000' || substr(played_at, 5) WHERE id = ` + firstPlay},
		{"the year 99999", `UPDATE plays SET played_at = '99999' || substr(played_at, 5) WHERE id = ` + firstPlay},
		{"a play dated years ahead", `UPDATE plays SET played_at = '2031' || substr(played_at, 5) WHERE id = ` + firstPlay},
		{"a score of 2^63-1", `UPDATE play_results SET score = 9223372036854775807 WHERE play_id = ` + firstPlay + ` AND seat = 0`},
		{"a result of a missing play", `INSERT INTO play_results (play_id, seat, name, score) VALUES (999, 0, 'Ghost', 1)`},
		{"a session cursor past its events", `UPDATE sessions SET cursor = 99999`},
		{"a session of a missing play", `UPDATE sessions SET play_id = 999`},
		{"events with a gap", `UPDATE session_events SET seq = 9 WHERE seq = 3`},
		{"a profile's name with a control character", `UPDATE profiles SET name = 'A' || char(27) || '[31mna'`},
		{"a mode that is not a word", `UPDATE plays SET mode = 'multi; DROP' WHERE id = ` + firstPlay},
		{"a play's creation date that is not one", `UPDATE plays SET created_at = 'yesterday' WHERE id = ` + firstPlay},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t)
			src := craftedBackup(t, f.s)
			tamper(t, src, c.sql)
			require.NoError(t, data.CheckFile(src), "the schema is Hearth's: only the rows are hostile")
			dst, state := liveDatabase(t)
			_, err := Restore(src, dst, restoreNow)
			require.Error(t, err)
			assert.True(t, errors.Is(err, data.ErrBadRows), "%v", err)
			assert.Contains(t, err.Error(), src, "the refusal names the file given")
			assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"), "the database is untouched")
			leftovers, _ := filepathGlob(dst + ".*")
			assert.Empty(t, leftovers, "no staged copy is left behind")
		})
	}
}

// TestRestoreRebuildsWhatIsKeptFromThePlays (issue 33 §3): statistics,
// head-to-head sums and handicap ledgers that lie in a backup are rebuilt
// from its plays, never taken from the file.
func TestRestoreRebuildsWhatIsKeptFromThePlays(t *testing.T) {
	for name, lie := range map[string]string{
		"no Bonfire statistics": `DELETE FROM player_stats`,
		"head-to-head sums":     `UPDATE head_to_head SET won = won + 40, plays = plays + 40`,
		"a handicap ledger":     `UPDATE handicap_ledger SET after = after + 5`,
		"no handicap ledger":    `DELETE FROM handicap_ledger`,
	} {
		t.Run(name, func(t *testing.T) {
			f := newFixture(t)
			src := craftedBackup(t, f.s)
			tamper(t, src, lie)
			dst, _ := liveDatabase(t)
			_, err := Restore(src, dst, restoreNow)
			require.NoError(t, err)
			s, err := data.Open(dst)
			require.NoError(t, err)
			defer s.Close()
			assert.NoError(t, s.VerifyDerived(context.Background()))
			assert.Equal(t, withoutStamp(export(t, f.s)), withoutStamp(export(t, s)), "what is restored is what was backed up")
		})
	}
}

// TestRestoreRefusesAJournalNamingTheDatabase (issue 33 §3): a restore's
// journal whose copy or kept name is the database itself (or its WAL) is
// refused, and the database stays where it is.
func TestRestoreRefusesAJournalNamingTheDatabase(t *testing.T) {
	for _, j := range []string{
		`{"tmp":"hearth.db"}`,
		`{"tmp":"hearth.db-wal"}`,
		`{"tmp":"x.creating-restore-1","kept":"hearth.db"}`,
		`{"tmp":"x","kept":"x"}`,
	} {
		t.Run(j, func(t *testing.T) {
			dst, state := liveDatabase(t)
			require.NoError(t, writeFile(dst+".restore-journal", j))
			_, err := data.Open(dst)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "cannot be read")
			assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"), "the database is where it was")
		})
	}
}
