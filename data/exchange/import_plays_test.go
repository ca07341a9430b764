package data

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"hearth/data/msg"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// An import writes many rows to a statement (import_plays.go): into a
// database that already has every third play of the file, the plays it
// adds are the others, with the ids one by one would give (after the
// database's, in the file's order), each with its own results linked to
// the right profiles: the export afterwards has the file's plays (in
// another order where two were played at the same moment: the database
// had some first). 308 plays and
// 616 results fill several whole batches of plays, results and uid
// look-ups, and leave a part of one of each.
func TestImportWritesManyRowsAsOneByOneWould(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	seedPlays(t, f.s, 300)
	file := export(t, f.s)
	var doc exportDoc
	require.NoError(t, json.Unmarshal(file, &doc))
	require.Len(t, doc.Plays, 308)
	require.Greater(t, len(doc.Plays), uidRows)

	part := doc
	part.Plays, part.Sessions, part.Ledger = nil, []exportSession{}, []exportLedger{}
	for i := 0; i < len(doc.Plays); i += 3 {
		part.Plays = append(part.Plays, doc.Plays[i])
	}
	partFile, err := json.Marshal(part)
	require.NoError(t, err)

	s := openTemp(t)
	_, err = s.ImportJSON(ctx, bytes.NewReader(partFile))
	require.NoError(t, err)
	rep, err := s.ImportJSON(ctx, bytes.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, ImportReport{Plays: 308 - len(part.Plays), Sessions: 3, Unchanged: 2 + len(part.Plays)}, rep)

	var want []string
	for _, p := range part.Plays {
		want = append(want, p.UID)
	}
	for i, p := range doc.Plays {
		if i%3 != 0 {
			want = append(want, p.UID)
		}
	}
	assert.Equal(t, want, playUIDsByID(t, s), "ids in the order the plays were added")
	var last int
	require.NoError(t, s.db.QueryRow(`SELECT max(id) FROM plays`).Scan(&last))
	assert.Equal(t, 308, last, "each id one more than the one before")
	var got exportDoc
	require.NoError(t, json.Unmarshal(export(t, s), &got))
	byUID := func(a, b exportPlay) int { return strings.Compare(a.UID, b.UID) }
	slices.SortFunc(got.Plays, byUID)
	slices.SortFunc(doc.Plays, byUID)
	assert.Equal(t, doc.Plays, got.Plays, "every play with its own results and profiles")
	assert.Equal(t, doc.Profiles, got.Profiles)
	assert.Equal(t, doc.Sessions, got.Sessions)
}

// The import's connection keeps its statement journals in memory only
// while it imports: the connection it gives back is as it was.
func TestImportGivesTheConnectionBackAsItWas(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	file := export(t, f.s)
	s := openTemp(t)
	s.db.SetMaxOpenConns(1) // the import's connection is the one read below
	var before, after int
	require.NoError(t, s.db.QueryRow(`PRAGMA temp_store`).Scan(&before))
	require.NotEqual(t, 2, before, "the store's default is not already memory")
	rep, err := s.ImportJSON(ctx, bytes.NewReader(file))
	require.NoError(t, err)
	require.Equal(t, 8, rep.Plays)
	require.NoError(t, s.db.QueryRow(`PRAGMA temp_store`).Scan(&after))
	assert.Equal(t, before, after)
}

// A database whose play ids are used up (a play numbered the largest id
// SQLite has) takes no more plays: the import says so in a sentence the
// app translates, and adds nothing.
func TestImportIntoADatabaseWithNoIDsLeft(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	seedPlays(t, f.s, 3)
	file := export(t, f.s)

	s := openTemp(t)
	_, err := s.db.Exec(`INSERT INTO plays (id, uid, game, mode, played_at, created_at) VALUES (9223372036854775807, 'last', 'bonfire', 'multi', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')`)
	require.NoError(t, err)
	before := playUIDsByID(t, s)
	_, err = s.ImportJSON(ctx, bytes.NewReader(file))
	m, ok := msg.As(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "This database has no room for more plays: its play numbers are used up. Nothing was imported.", m.Text)
	assert.Equal(t, before, playUIDsByID(t, s))
}
