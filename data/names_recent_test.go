package data

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRecentNames (issue 22): names typed in earlier plays come back newest
// first, once each whatever the case, without bots, at most the limit.
func TestRecentNames(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	names, err := s.RecentNames(ctx, 10)
	require.NoError(t, err)
	assert.Empty(t, names)
	day := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	save := func(a, b string, bot bool) {
		_, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: day, Results: []Result{
			{Seat: 0, Name: a, Score: 10, Winner: true}, {Seat: 1, Name: b, Score: 5, Bot: bot}}})
		require.NoError(t, err)
	}
	save("Zoé", "Ben", false)
	save("ana", "Tom", true)
	save("Ben", "Cy", false)
	names, err = s.RecentNames(ctx, 10)
	require.NoError(t, err)
	assert.Equal(t, []string{"Cy", "Ben", "ana", "Zoé"}, names)
	names, err = s.RecentNames(ctx, 2)
	require.NoError(t, err)
	assert.Equal(t, []string{"Cy", "Ben"}, names)
}
