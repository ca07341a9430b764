package data

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A session's log is written many events to a statement: a log of 300
// events, two whole batches and part of a third, comes back whole and in
// order, next to the fixture's short logs, and a second import adds none.
func TestImportWritesALongLogWhole(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	long, err := f.s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "tom", Seed: 7})
	require.NoError(t, err)
	for i := range 300 {
		_, err := f.s.Append(ctx, long.ID, "tom.turn", map[string]any{"turn": i, "note": "a piece of the log"})
		require.NoError(t, err)
	}
	file := export(t, f.s)
	s := openTemp(t)
	rep, err := s.ImportJSON(ctx, bytes.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, 4, rep.Sessions)
	assert.Equal(t, withoutStamp(file), withoutStamp(export(t, s)))
	var n int
	require.NoError(t, s.db.QueryRow(`SELECT count(*) FROM session_events e JOIN sessions s ON s.id = e.session_id WHERE s.uid = ?`, long.UID).Scan(&n))
	assert.Equal(t, 300, n)

	rep, err = s.ImportJSON(ctx, bytes.NewReader(file))
	require.NoError(t, err)
	assert.Equal(t, ImportReport{Unchanged: 2 + 8 + 4}, rep)
}
