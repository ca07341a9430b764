package data

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlayFilterFindsAPlay(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	all, err := s.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	require.Len(t, all, 6)
	require.NoError(t, s.EditPlay(ctx, all[4].ID, "", "Chez 50% Ben_"))
	day := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)

	count := func(f PlayFilter) int {
		t.Helper()
		ps, err := s.Plays(ctx, f)
		require.NoError(t, err)
		n, err := s.CountMatching(ctx, f)
		require.NoError(t, err)
		assert.Equal(t, len(ps), n, "the count agrees with the rows")
		return n
	}
	assert.Equal(t, 3, count(PlayFilter{Search: "be"}), "Ben's three plays by part of his name, any case")
	assert.Equal(t, 3, count(PlayFilter{Search: "BEN"}), "the place 'Chez 50% Ben_' is one of them")
	assert.Equal(t, 1, count(PlayFilter{Search: "50%"}), "% is matched as itself")
	assert.Equal(t, 0, count(PlayFilter{Search: "5_%"}))
	assert.Equal(t, 2, count(PlayFilter{Search: "Tom"}), "a bot's name finds its plays too")
	assert.Equal(t, 3, count(PlayFilter{Player: &Player{Name: "ben"}}))
	assert.Equal(t, 6, count(PlayFilter{Player: &Player{ProfileID: ana.ID}}))
	assert.Equal(t, 0, count(PlayFilter{Player: &Player{Name: "Ana"}}), "Ana plays with her profile, not as a bare name")
	assert.Equal(t, 2, count(PlayFilter{From: day.AddDate(0, 0, 1), To: day.AddDate(0, 0, 3)}), "days 1 and 2, To excluded")
	assert.Equal(t, 1, count(PlayFilter{Location: "chez"}))
	assert.Equal(t, 1, count(PlayFilter{Game: GameLueur, Player: &Player{ProfileID: ana.ID}}))
	page, err := s.Plays(ctx, PlayFilter{Search: "Ben", Limit: 2, Offset: 1})
	require.NoError(t, err)
	require.Len(t, page, 2)
	assert.Equal(t, day.AddDate(0, 0, 1).Add(20*time.Hour), page[0].PlayedAt, "newest first, from the offset")

	places, err := s.Locations(ctx)
	require.NoError(t, err)
	assert.Equal(t, []string{"Chez 50% Ben_"}, places)
}

// FuzzPlayFilterSearch: whatever is typed in the search box, the query runs
// and the count agrees with the rows.
func FuzzPlayFilterSearch(f *testing.F) {
	for _, seed := range []string{"ben", "%", "_", `\`, "'; DROP TABLE plays; --", "é", ""} {
		f.Add(seed)
	}
	s := openTemp(f)
	ctx := context.Background()
	_, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, Location: "x", Results: []Result{{Name: "Ben 100%", Score: 1}}})
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, q string) {
		ps, err := s.Plays(ctx, PlayFilter{Search: q, Location: q, Limit: 10})
		require.NoError(t, err)
		n, err := s.CountMatching(ctx, PlayFilter{Search: q, Location: q})
		require.NoError(t, err)
		assert.Equal(t, len(ps), n)
	})
}
