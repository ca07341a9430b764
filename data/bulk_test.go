package data

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// playUIDsByID lists the plays' uids in the order of their ids.
func playUIDsByID(t *testing.T, s *Store) []string {
	t.Helper()
	rows, err := s.db.Query(`SELECT uid FROM plays ORDER BY id`)
	require.NoError(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var uid string
		require.NoError(t, rows.Scan(&uid))
		out = append(out, uid)
	}
	require.NoError(t, rows.Err())
	return out
}

// A Bulk writes many rows to a statement (bulk_rows.go): into a
// database that already has every third play, the plays it adds are the
// others, with the ids one by one would give (after the database's, in
// the order given), each with its own results linked to the right
// profiles: the rows afterwards are the source's. 308 plays and 616
// results fill several whole batches of plays, results and uid look-ups,
// and leave a part of one of each.
func TestBulkWritesManyRowsAsOneByOneWould(t *testing.T) {
	f := newFixture(t)
	seedPlays(t, f.s, 300)
	doc := rowsOf(t, f.s)
	require.Len(t, doc.plays, 308)
	require.Greater(t, len(doc.plays), uidRows)

	s := openTemp(t)
	var want []string
	n := 0
	copyRows(t, f.s, s, copyOpts{noSessions: true, keep: func(p *PlayRow) bool {
		n++
		if (n-1)%3 == 0 {
			want = append(want, p.UID)
			return true
		}
		return false
	}})
	part := len(want)
	rep := copyRows(t, f.s, s, copyOpts{})
	assert.Equal(t, BulkReport{Plays: 308 - part, Sessions: 3, Unchanged: 2 + part}, rep)
	for i, p := range doc.plays {
		if i%3 != 0 {
			want = append(want, p.UID)
		}
	}
	assert.Equal(t, want, playUIDsByID(t, s), "ids in the order the plays were added")
	var last int
	require.NoError(t, s.db.QueryRow(`SELECT max(id) FROM plays`).Scan(&last))
	assert.Equal(t, 308, last, "each id one more than the one before")
	got := rowsOf(t, s)
	byUID := func(a, b PlayRow) int { return strings.Compare(a.UID, b.UID) }
	slices.SortFunc(got.plays, byUID)
	slices.SortFunc(doc.plays, byUID)
	assert.Equal(t, doc.plays, got.plays, "every play with its own results and profiles")
	assert.Equal(t, doc.profiles, got.profiles)
	assert.Equal(t, doc.sessions, got.sessions)
}

// A Bulk's connection keeps its statement journals in memory only while
// it writes: the connection it gives back is as it was.
func TestBulkGivesTheConnectionBackAsItWas(t *testing.T) {
	f := newFixture(t)
	s := openTemp(t)
	s.db.SetMaxOpenConns(1) // the import's connection is the one read below
	var before, after int
	require.NoError(t, s.db.QueryRow(`PRAGMA temp_store`).Scan(&before))
	require.NotEqual(t, 2, before, "the store's default is not already memory")
	require.Equal(t, 8, copyRows(t, f.s, s, copyOpts{}).Plays)
	require.NoError(t, s.db.QueryRow(`PRAGMA temp_store`).Scan(&after))
	assert.Equal(t, before, after)
}

// A database whose play ids are used up (a play numbered the largest id
// SQLite has) takes no more plays: the Bulk says so in a sentence the app
// translates, and adds nothing.
func TestBulkIntoADatabaseWithNoIDsLeft(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	seedPlays(t, f.s, 3)

	s := openTemp(t)
	_, err := s.db.Exec(`INSERT INTO plays (id, uid, game, mode, played_at, created_at) VALUES (9223372036854775807, 'last', 'bonfire', 'multi', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`)
	require.NoError(t, err)
	before := playUIDsByID(t, s)
	bulk, err := s.BeginBulk(ctx)
	require.NoError(t, err)
	err = f.s.Snapshot(ctx, func(r *Snapshot) error {
		return r.Plays(func(p PlayRow) error { return bulk.Play(&p) })
	})
	if err == nil {
		_, err = bulk.Commit()
	}
	bulk.Close()
	m, ok := msg.As(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "This database has no room for more plays: its play numbers are used up. Nothing was imported.", m.Text)
	assert.Equal(t, before, playUIDsByID(t, s))
}

// A session's log is written many events to a statement: a log of 300
// events, two whole batches and part of a third, comes back whole and in
// order, next to the fixture's short logs, and a second copy adds none.
func TestBulkWritesALongLogWhole(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	long, err := f.s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 7})
	require.NoError(t, err)
	for i := range 300 {
		_, err := f.s.Append(ctx, long.ID, "tom.turn", map[string]any{"turn": i, "note": "a piece of the log"})
		require.NoError(t, err)
	}
	s := openTemp(t)
	assert.Equal(t, 4, copyRows(t, f.s, s, copyOpts{}).Sessions)
	assert.Equal(t, rowsOf(t, f.s).sessions, rowsOf(t, s).sessions)
	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM session_events e JOIN sessions s ON s.id = e.session_id WHERE s.uid = ?`, long.UID).Scan(&n))
	assert.Equal(t, 300, n)

	assert.Equal(t, BulkReport{Unchanged: 2 + 8 + 4}, copyRows(t, f.s, s, copyOpts{}))
}

// ledgerRows are every profile's handicap ledger, in a stable order.
func ledgerRows(t *testing.T, s *Store) [][6]int64 {
	t.Helper()
	rows, err := s.db.Query(`SELECT profile_id, position, play_id, before, after, length(outcome) FROM handicap_ledger ORDER BY profile_id, position`)
	require.NoError(t, err)
	defer rows.Close()
	var out [][6]int64
	for rows.Next() {
		var r [6]int64
		require.NoError(t, rows.Scan(&r[0], &r[1], &r[2], &r[3], &r[4], &r[5]))
		out = append(out, r)
	}
	require.NoError(t, rows.Err())
	return out
}

// A Bulk recomputes the ledgers of the profiles its solo games belong to,
// from the first of them on, and leaves the others: what rebuilding every
// ledger gives. The database's Ana (matched by name) has solo games
// before, between and after the copied ones; its Zed has games of his own.
func TestBulkRecomputesTheLedgersItChanges(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	s := openTemp(t)
	ana, err := s.CreateProfile(ctx, "ANA")
	require.NoError(t, err)
	zed, err := s.CreateProfile(ctx, "Zed")
	require.NoError(t, err)
	base := f.solo.PlayedAt.Add(-24 * time.Hour)
	for i, h := range []int{0, 36, 200} {
		_, err := s.SavePlay(ctx, soloPlay(ana.ID, 55+10*i, 60, base.Add(time.Duration(h)*time.Hour)))
		require.NoError(t, err)
		_, err = s.SavePlay(ctx, soloPlay(zed.ID, 70-10*i, 60, base.Add(time.Duration(h+1)*time.Hour)))
		require.NoError(t, err)
	}
	require.Equal(t, 8, copyRows(t, f.s, s, copyOpts{}).Plays)
	got := ledgerRows(t, s)
	require.Len(t, got, 3+4+3, "Ana's own three and the file's four, Zed's three")

	require.NoError(t, s.inTx(ctx, func(tx *sql.Tx) error { return rebuildLedgers(ctx, tx) }))
	assert.Equal(t, ledgerRows(t, s), got)
}
