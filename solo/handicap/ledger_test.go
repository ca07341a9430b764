package handicap

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

func saveSolo(t *testing.T, s *data.Store, profile int64, you, tom int, at time.Time) data.Play {
	t.Helper()
	p, err := s.SavePlay(context.Background(), data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: at, Results: []data.Result{
		{Seat: 0, Name: "Ana", ProfileID: profile, Score: you},
		{Seat: 1, Name: "Tom", Bot: true, Score: tom},
	}})
	require.NoError(t, err)
	return p
}

// TestLedgerRebuildsWhenAPlayIsDeleted follows seed 000 "CHALLENGE 1 : MODE
// HANDICAP": win, loss, loss, tie, win from −10 → −5, −7, −9, −9, −4; deleting
// the first loss recomputes the rest of the chain.
func TestLedgerRebuildsWhenAPlayIsDeleted(t *testing.T) {
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	scores := [][2]int{{80, 70}, {60, 70}, {65, 71}, {70, 70}, {90, 60}}
	var plays []data.Play
	for i, sc := range scores {
		plays = append(plays, saveSolo(t, s, ana.ID, sc[0], sc[1], base.Add(time.Duration(i)*24*time.Hour)))
	}
	h, err := CurrentFor(ctx, s, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, -4, h)
	entries, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	var after []int
	for _, e := range entries {
		after = append(after, e.After)
	}
	assert.Equal(t, []int{-5, -7, -9, -9, -4}, after)
	assert.Equal(t, "tie", entries[3].Outcome)

	require.NoError(t, s.DeletePlay(ctx, plays[1].ID))
	rebuilt, err := Rebuild(ctx, s, ana.ID)
	require.NoError(t, err)
	after = nil
	for _, e := range rebuilt {
		after = append(after, e.After)
	}
	assert.Equal(t, []int{-5, -7, -7, -2}, after, "win, loss, tie, win")
	assert.Equal(t, []int{1, 2, 3, 4}, []int{rebuilt[0].Position, rebuilt[1].Position, rebuilt[2].Position, rebuilt[3].Position})

	none, err := CurrentFor(ctx, s, 999)
	require.NoError(t, err)
	assert.Equal(t, Start, none, "a profile's first solo game starts at −10")
}

// TestRebuildWritesOnlyWhenTheLedgerChanged: reading a current ledger leaves
// the table alone; a stale one (here, emptied behind its back) is rewritten.
func TestRebuildWritesOnlyWhenTheLedgerChanged(t *testing.T) {
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	saveSolo(t, s, ana.ID, 80, 70, time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC))
	first, err := Rebuild(ctx, s, ana.ID)
	require.NoError(t, err)
	assert.True(t, sameRows(first, first))

	stored, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	assert.True(t, sameRows(stored, first), "the first rebuild stored the chain")

	require.NoError(t, s.ReplaceLedger(ctx, ana.ID, nil))
	again, err := Rebuild(ctx, s, ana.ID)
	require.NoError(t, err)
	stored, err = s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	assert.True(t, sameRows(stored, again), "a stale table is rewritten")
	assert.False(t, sameRows(stored, nil))
	changed := append([]data.LedgerEntry(nil), stored...)
	changed[0].After++
	assert.False(t, sameRows(stored, changed))
}
