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
