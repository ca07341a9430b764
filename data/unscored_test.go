package data

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// insulaResult is a result as Record a game (ui/insula) and `hearth score
// insula --save` write it: the strength line only for a fighter, the
// entered player kept as input.
func insulaResult(seat int, name string, fought bool, strength *int, winner bool) Result {
	in := map[string]any{"variant": "purple", "ending": "kingosh_defeated", "name": name, "in_final_battle": fought}
	lines := []map[string]any{}
	score := 0
	if strength != nil {
		in["strength"] = *strength
		score = *strength
	}
	if fought {
		lines = append(lines, map[string]any{"key": "strength", "label": "Strength in the final battle", "points": score})
	}
	b, _ := json.Marshal(map[string]any{"lines": lines, "input": in})
	return Result{Seat: seat, Name: name, Score: score, Winner: winner, Breakdown: b}
}

func strength(n int) *int { return &n }

// Seed 004 E.2: who did not fight the final battle has no strength; the
// rule reads the breakdown each way of saving an Insula play writes, and
// leaves any other game and any other shape scored.
func TestUnscoredReadsTheBreakdown(t *testing.T) {
	solo := func(input string) json.RawMessage {
		return json.RawMessage(`{"lines":[{"key":"strength","label":"Strength in the final battle","points":0}],"input":` + input + `}`)
	}
	cases := []struct {
		name     string
		game     Play
		result   Result
		unscored bool
	}{
		{"fighter with strength", Play{Game: GameInsula, Mode: ModeMulti}, insulaResult(0, "Ana", true, strength(6), false), false},
		{"fighter with strength 0", Play{Game: GameInsula, Mode: ModeMulti}, insulaResult(0, "Ana", true, strength(0), false), false},
		{"did not fight", Play{Game: GameInsula, Mode: ModeMulti}, insulaResult(0, "Cy", false, nil, false), true},
		{"blue fighter, no strength entered", Play{Game: GameInsula, Mode: ModeMulti}, insulaResult(0, "Ana", true, nil, true), true},
		{"expedition won", Play{Game: GameInsula, Mode: ModeSolo}, Result{Breakdown: solo(`{"ending":"kingosh_defeated","won":true,"rounds":9,"final_strength":9}`)}, false},
		{"expedition lost to Kingosh", Play{Game: GameInsula, Mode: ModeSolo}, Result{Breakdown: solo(`{"ending":"nightfall","won":false,"rounds":12,"final_strength":4}`)}, false},
		{"expedition that never met Kingosh", Play{Game: GameInsula, Mode: ModeSolo}, Result{Breakdown: solo(`{"ending":"nightfall","won":false,"rounds":12,"final_strength":0}`)}, true},
		{"said so by the caller", Play{Game: GameBonfire, Mode: ModeMulti}, Result{Unscored: true}, true},
		{"another game", Play{Game: GameLueur, Mode: ModeMulti}, Result{Breakdown: json.RawMessage(`{"input":{"in_final_battle":false}}`)}, false},
		{"a bot", Play{Game: GameInsula, Mode: ModeMulti}, Result{Bot: true, Breakdown: json.RawMessage(`{"input":{"in_final_battle":false}}`)}, false},
		{"no breakdown", Play{Game: GameInsula, Mode: ModeMulti}, Result{}, false},
		{"not JSON", Play{Game: GameInsula, Mode: ModeMulti}, Result{Breakdown: json.RawMessage(`{"input":`)}, false},
		{"no input", Play{Game: GameInsula, Mode: ModeMulti}, Result{Breakdown: json.RawMessage(`{"lines":[]}`)}, false},
		{"input of another shape", Play{Game: GameInsula, Mode: ModeMulti}, Result{Breakdown: json.RawMessage(`{"input":{"in_final_battle":"yes"}}`)}, false},
		{"solo input without an ending", Play{Game: GameInsula, Mode: ModeSolo}, Result{Breakdown: json.RawMessage(`{"input":{"final_strength":0}}`)}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.unscored, unscored(c.game, c.result))
		})
	}
}

// savePurpleThenNightfall saves issue 32's two plays: testdata/
// insula_purple.json (Ana and Ben fight at 6, Ben arrived first; Cy stays
// out), then a nightfall where nobody fought.
func savePurpleThenNightfall(t *testing.T, s *Store) (purple, nightfall Play) {
	t.Helper()
	ctx := context.Background()
	purple, err := s.SavePlay(ctx, Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{
		insulaResult(0, "Ana", true, strength(6), false), insulaResult(1, "Ben", true, strength(6), true), insulaResult(2, "Cy", false, nil, false)}})
	require.NoError(t, err)
	nightfall, err = s.SavePlay(ctx, Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{
		insulaResult(0, "Ana", false, nil, false), insulaResult(1, "Ben", false, nil, false), insulaResult(2, "Cy", false, nil, false)}})
	require.NoError(t, err)
	return purple, nightfall
}

// standingsOf maps a leaderboard by name.
func standingsOf(t *testing.T, s *Store) map[string]GameStats {
	t.Helper()
	board, err := s.Leaderboard(context.Background(), GameInsula, false)
	require.NoError(t, err)
	out := map[string]GameStats{}
	for _, st := range board {
		out[st.Name] = st.GameStats
	}
	return out
}

// Issue 32: Insula's average strength counted 0 for every play without a
// battle (Ana 3 after one fight at 6 and a nightfall; Cy, who never
// fought, "best 0, average 0"). Only the battles fought count, in the kept
// sums, after a deletion, in head-to-head and in the score chart.
func TestInsulaAveragesOnlyTheBattlesFought(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	purple, nightfall := savePurpleThenNightfall(t, s)
	assert.False(t, purple.Results[0].Unscored)
	assert.True(t, purple.Results[2].Unscored, "the saved play says who has no strength")
	again, err := s.Play(ctx, nightfall.ID)
	require.NoError(t, err)
	assert.True(t, again.Results[0].Unscored, "and so does the play read back")

	st := standingsOf(t, s)
	assert.Equal(t, GameStats{Plays: 2, Wins: 0, Scored: 1, Best: 6, Average: 6}, st["Ana"])
	assert.Equal(t, GameStats{Plays: 2, Wins: 1, Scored: 1, Best: 6, Average: 6}, st["Ben"])
	assert.Equal(t, GameStats{Plays: 2}, st["Cy"], "no battle: no best, no average")
	one, err := s.TableStats(ctx, GameInsula, Player{Name: "ana"})
	require.NoError(t, err)
	assert.Equal(t, st["Ana"], one.GameStats, "the player page reads the same")

	pts, _, err := s.ScoreHistory(ctx, GameInsula, Player{Name: "Ana"}, false, 10)
	require.NoError(t, err)
	require.Len(t, pts, 1, "the nightfall is no point of the chart")
	assert.Equal(t, 6, pts[0].Best)
	assert.Equal(t, purple.PlayedAt.UTC(), pts[0].From.UTC())
	rivals, err := s.HeadToHead(ctx, GameInsula, Player{Name: "Ana"})
	require.NoError(t, err)
	for _, r := range rivals {
		if r.Name == "Cy" {
			assert.Equal(t, 0, r.Ahead, "Ana is not ahead of who did not fight")
		}
	}
	pb, err := s.IsPersonalBest(ctx, nightfall, again.Results[0])
	require.NoError(t, err)
	assert.False(t, pb)

	require.NoError(t, s.DeletePlay(ctx, purple.ID))
	st = standingsOf(t, s)
	assert.Equal(t, GameStats{Plays: 1}, st["Ana"], "her only battle deleted, she has none")
}

// Migration 0012 marks the results saved before it and rebuilds the sums:
// an existing database gives the right averages.
func TestMigrationMarksOldInsulaResults(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	savePurpleThenNightfall(t, s)
	// Solo: an expedition lost without meeting Kingosh, and one won.
	for _, e := range []struct {
		final int
		input string
	}{
		{0, `{"ending":"nightfall","won":false,"rounds":12,"final_strength":0}`},
		{8, `{"ending":"kingosh_defeated","won":true,"rounds":10,"final_strength":8}`},
	} {
		_, err := s.SavePlay(ctx, Play{Game: GameInsula, Mode: ModeSolo, Results: []Result{{Name: "Ana", Score: e.final, Winner: e.final > 0,
			Breakdown: json.RawMessage(`{"lines":[],"input":` + e.input + `}`)}}})
		require.NoError(t, err)
	}
	// As version 11 had it: every result counted, the sums over them all.
	undoNameKeys(t, s)
	_, err := s.db.ExecContext(ctx, `ALTER TABLE play_results DROP COLUMN scored; ALTER TABLE player_stats DROP COLUMN scored; PRAGMA user_version = 11`)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	s, err = Open(filepath.Join(filepath.Dir(s.Path()), "hearth.db"))
	require.NoError(t, err)
	defer s.Close()

	st := standingsOf(t, s)
	assert.Equal(t, GameStats{Plays: 2, Wins: 0, Scored: 1, Best: 6, Average: 6}, st["Ana"])
	assert.Equal(t, GameStats{Plays: 2}, st["Cy"])
	solo, err := s.SoloStats(ctx, GameInsula, Player{Name: "Ana"})
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 2, Scored: 1, Best: 8, Average: 8}, solo.GameStats, "the expedition that never met Kingosh has no strength")
}

// An import marks the results it adds by the same rule: the sums it keeps
// are those of the database it came from.
func TestImportKeepsTheBattlesFoughtApart(t *testing.T) {
	from := openTemp(t)
	ctx := context.Background()
	savePurpleThenNightfall(t, from)
	into := openTemp(t)
	copyRows(t, from, into, copyOpts{})
	assert.Equal(t, standingsOf(t, from), standingsOf(t, into))
	assert.Equal(t, GameStats{Plays: 2}, standingsOf(t, into)["Cy"])
	rivals, err := into.HeadToHead(ctx, GameInsula, Player{Name: "Ana"})
	require.NoError(t, err)
	for _, r := range rivals {
		assert.Zero(t, r.Ahead+r.Behind, "Ana against %s: one battle together at 6 each, and a nightfall", r.Name)
	}
}
