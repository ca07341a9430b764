package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

func TestStatsCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	for _, score := range []int{72, 61} {
		_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: score, Winner: score == 72}, {Seat: 1, Name: "Ben", Score: 65, Winner: score == 61}}})
		require.NoError(t, err)
	}
	require.NoError(t, s.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	code, out, errs := runEnv(nil, "--db", path, "stats", "lueur", "--json")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, `[{"game":"lueur","players":[{"name":"Ana","plays":2,"wins":1,"best":72,"average":66.5},{"name":"Ben","plays":2,"wins":1,"best":65,"average":65}]}]`+"\n", out)

	code, out, _ = runEnv(nil, "--db", path, "stats")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Bonfire\n  no plays yet")
	assert.Contains(t, out, "Ana      2     1    72     66.5")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "stats never writes")

	code, _, errs = runEnv(nil, "--db", path, "stats", "chess")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errs, `unknown game "chess"`)
	code, _, _ = runEnv(nil, "--db", path, "stats", "--yaml")
	assert.Equal(t, exitUsage, code)
}

// TestStatsCommandKeepsSoloApart: a solo journey is a score, never a win,
// even on an older row marked won; it is listed apart, as in the app.
func TestStatsCommandKeepsSoloApart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeSolo, Results: []data.Result{{Seat: 0, Name: "Ana", Score: 40, Winner: true}}})
	require.NoError(t, err)
	board, err := s.Leaderboard(ctx, data.GameLueur, true)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	code, out, errs := runEnv(nil, "--db", path, "stats", "lueur", "--json")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, `[{"game":"lueur","players":[],"solo":[{"name":"Ana","plays":1,"wins":0,"best":40,"average":40}]}]`+"\n", out)
	require.Len(t, board, 1)
	assert.Equal(t, data.GameStats{Plays: 1, Best: 40, Average: 40}, board[0].GameStats, "the app's leaderboard says the same")
	code, out, _ = runEnv(nil, "--db", path, "stats", "lueur")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Lueur\n  solo\n")
}
