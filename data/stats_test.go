package data

import (
	"context"
	"hearth/data/game"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStatsPerPlayerAndGame(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	save := func(game game.Game, results ...Result) {
		_, err := s.SavePlay(ctx, Play{Game: game, Mode: ModeMulti, Results: results})
		require.NoError(t, err)
	}
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 61, Winner: true}, Result{Seat: 1, Name: "ben", Score: 50})
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 40}, Result{Seat: 1, Name: "Ben", Score: 70, Winner: true})
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 55}, Result{Seat: 1, Name: "Tom", Bot: true, Score: 50, Winner: true})
	save(GameLueur, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 72, Winner: true})

	players, err := s.StatPlayers(ctx)
	require.NoError(t, err)
	require.Len(t, players, 2, "Ana by profile, Ben by name; Tom is a bot")
	assert.Equal(t, Player{ProfileID: ana.ID, Name: "Ana"}, players[0])
	assert.Equal(t, int64(0), players[1].ProfileID)
	assert.Equal(t, "Ben", players[1].Name[:1]+"en")

	st, err := s.Stats(ctx, GameBonfire, players[0])
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 3, Wins: 1, Best: 61, Average: 52}, st)
	st, err = s.Stats(ctx, GameBonfire, Player{Name: "BEN"})
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 2, Wins: 1, Best: 70, Average: 60}, st, "names match case-insensitively")
	st, err = s.Stats(ctx, GameInsula, players[0])
	require.NoError(t, err)
	assert.Equal(t, GameStats{}, st)
}
