package data

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFewestRoundsHolderAcrossPlayers (issue 35 §2, a game's records): of
// every player's Insula expeditions, the won one with fewest rounds, the
// first to do it in that few, held by the profile's present name; a lost
// one with fewer rounds is no record; none before a win.
func TestFewestRoundsHolderAcrossPlayers(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	_, ok, err := s.FewestRoundsHolder(ctx, GameInsula)
	require.NoError(t, err)
	assert.False(t, ok)
	cleo, err := s.CreateProfile(ctx, "Cleo")
	require.NoError(t, err)
	save := func(day int, name string, profile int64, rounds int, won bool) int64 {
		b, _ := json.Marshal(map[string]any{"lines": []map[string]any{{"key": "rounds", "label": "Rounds played", "points": rounds}}})
		p, err := s.SavePlay(ctx, Play{Game: GameInsula, Mode: ModeSolo, PlayedAt: time.Date(2026, 4, day, 20, 0, 0, 0, time.UTC),
			Results: []Result{{Name: name, ProfileID: profile, Score: 20, Winner: won, Breakdown: b}}})
		require.NoError(t, err)
		return p.ID
	}
	save(1, "Ana", 0, 14, true)
	first := save(2, "Cleo", cleo.ID, 11, true)
	save(3, "Ana", 0, 11, true)
	save(4, "Ben", 0, 9, false)
	require.NoError(t, s.RenameProfile(ctx, cleo.ID, "Cléo"))
	h, ok, err := s.FewestRoundsHolder(ctx, GameInsula)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, FewestRounds, h.Kind)
	assert.Equal(t, 11, h.Value)
	assert.Equal(t, first, h.PlayID, "the first to win in 11 rounds")
	assert.Equal(t, Player{ProfileID: cleo.ID, Name: "Cléo"}, h.Player)
	assert.Equal(t, 2, h.At.Day())
}

// TestBestHandicapHolderAcrossProfiles: the highest handicap any profile
// reached against Tom, after the game that gave it (leaderboardFixture's
// Ana is the only one with games against Tom).
func TestBestHandicapHolderAcrossProfiles(t *testing.T) {
	empty := openTemp(t)
	_, ok, err := empty.BestHandicapHolder(context.Background())
	require.NoError(t, err)
	assert.False(t, ok)

	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	best, at, ok, err := s.BestHandicap(ctx, ana.ID)
	require.NoError(t, err)
	require.True(t, ok)
	h, ok, err := s.BestHandicapHolder(ctx)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, BestHandicap, h.Kind)
	assert.Equal(t, best, h.Value)
	assert.Equal(t, at.UTC(), h.At.UTC())
	assert.Equal(t, ana.ID, h.Player.ProfileID)
}
