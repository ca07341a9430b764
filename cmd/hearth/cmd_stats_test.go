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
	assert.Equal(t, data.GameStats{Plays: 1, Scored: 1, Best: 40, Average: 40}, board[0].GameStats, "the app's leaderboard says the same")
	code, out, _ = runEnv(nil, "--db", path, "stats", "lueur")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "Lueur\n  solo\n")
}

// Issue 32: `hearth score insula --save` of testdata/insula_purple.json
// then a nightfall play gave Ana an average strength of 3 (one battle at 6)
// and Cy, who never fought, "best 0, average 0". Only the battles fought
// count; a player without one has no strength.
func TestStatsInsulaAveragesTheBattlesFought(t *testing.T) {
	db := filepath.Join(t.TempDir(), "h.db")
	code, _, errs := hearth("", "--db", db, "score", "insula", "--save", "../../testdata/insula_purple.json")
	require.Equal(t, exitOK, code, errs)
	nightfall := `{"variant": "purple", "ending": "nightfall", "players": [{"name": "Ana", "in_final_battle": false},
		{"name": "Ben", "in_final_battle": false}, {"name": "Cy", "in_final_battle": false}]}`
	code, _, errs = hearth(nightfall, "--db", db, "score", "insula", "--save", "-")
	require.Equal(t, exitOK, code, errs)

	code, out, errs := hearth("", "--db", db, "stats", "insula", "--json")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, `[{"game":"insula","players":[`+
		`{"name":"Ben","plays":2,"wins":1,"best":6,"average":6},`+
		`{"name":"Ana","plays":2,"wins":0,"best":6,"average":6},`+
		`{"name":"Cy","plays":2,"wins":0,"best":null,"average":null}]}]`+"\n", out)
	code, out, _ = hearth("", "--db", db, "stats", "insula")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "best strength  average strength")
	assert.Regexp(t, `Ana +2 +0 +6 +6\.0`, out)
	assert.Regexp(t, `Cy +2 +0 +no battle`, out)
}

// Issue 33 §4: `--db /nonexistent/dir/x.db stats` printed "no plays yet"
// with status 0, and `stats bonfire lueur` showed Lueur alone.
func TestStatsSaysWhatItCannotRead(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "nonexistent", "x.db")
	code, out, errs := runEnv(nil, "--db", missing, "stats")
	assert.Equal(t, exitFail, code)
	assert.Empty(t, out)
	assert.Equal(t, "hearth: there is no database at "+missing+" (check --db or HEARTH_DB)\n", errs)
	code, out, errs = runEnv(map[string]string{"HEARTH_DB": missing}, "stats", "bonfire")
	assert.Equal(t, exitFail, code)
	assert.Empty(t, out)
	assert.Contains(t, errs, "there is no database at")

	db := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(db)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	code, out, errs = runEnv(nil, "--db", db, "stats", "bonfire", "lueur")
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, out)
	assert.Equal(t, "hearth: stats takes one game or none, got bonfire and lueur (hearth stats [bonfire|lueur|insula] [--json])\n", errs)
}
