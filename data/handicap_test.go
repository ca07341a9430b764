package data

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func soloPlay(profile int64, you, tom int, at time.Time) Play {
	return Play{Game: GameBonfire, Mode: ModeSolo, PlayedAt: at, Results: []Result{
		{Seat: 0, Name: "Ana", ProfileID: profile, Score: you, Winner: you > tom},
		{Seat: 1, Name: "Tom", Bot: true, Score: tom, Winner: you <= tom},
	}}
}

func TestSoloGamesAndLedgerRows(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	base := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	p2, err := s.SavePlay(ctx, soloPlay(ana.ID, 50, 60, base.Add(2*time.Hour)))
	require.NoError(t, err)
	p1, err := s.SavePlay(ctx, soloPlay(ana.ID, 70, 60, base.Add(time.Hour)))
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, soloPlay(ben.ID, 1, 2, base))
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, samplePlay("Ana", 10)) // multi-player: not in the ledger
	require.NoError(t, err)

	games, err := s.SoloGames(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, games, 2)
	assert.Equal(t, p1.ID, games[0].PlayID, "play order, not insertion order")
	assert.Equal(t, SoloGame{PlayID: p1.ID, PlayedAt: base.Add(time.Hour), You: 70, Tom: 60}, games[0])

	// The store kept the ledger as the plays were saved (seed 000
	// "CHALLENGE 1 : MODE HANDICAP": −10, win +5, loss −2).
	got, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, LedgerEntry{PlayID: p1.ID, Position: 1, Before: -10, Outcome: "win", After: -5, You: 70, Tom: 60, PlayedAt: base.Add(time.Hour)}, got[0])
	assert.Equal(t, -7, got[1].After)
	assert.Equal(t, base.Add(2*time.Hour), got[1].PlayedAt)

	// Deleting the first play recomputes the second from −10: a loss, −12.
	require.NoError(t, s.DeletePlay(ctx, p1.ID))
	got, err = s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, LedgerEntry{PlayID: p2.ID, Position: 1, Before: -10, Outcome: "loss", After: -12, You: 50, Tom: 60, PlayedAt: base.Add(2 * time.Hour)}, got[0])

	// A repair rebuilds the same rows.
	require.NoError(t, s.RebuildLedgers(ctx))
	again, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, got, again)
}
