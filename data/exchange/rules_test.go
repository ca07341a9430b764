package exchange

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/msg"
)

// Tests of what the store's rules of issue 32 mean for the files: a play
// dated ahead, the CSV of unscored results, profiles of one folded name,
// the tie-break.

// An import refuses a file with a play dated ahead, naming the play, and
// writes nothing; the preview says the same.
func TestImportOfAPlayDatedAheadIsRefused(t *testing.T) {
	from := openTemp(t)
	ctx := context.Background()
	p := samplePlay("Ana", 61)
	p.PlayedAt = time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	_, err := from.SavePlay(ctx, p)
	require.NoError(t, err)
	p.PlayedAt = time.Date(2026, 11, 2, 12, 0, 0, 0, time.UTC)
	_, err = from.SavePlay(ctx, p)
	require.NoError(t, err)
	var file bytes.Buffer
	require.NoError(t, ExportJSON(ctx, from, &file))
	// Oldest first: plays[1] is the one of 2 November, moved to 2099.
	ahead := strings.Replace(file.String(), `"played_at":"2026-11-02T12:00:00.000000000Z"`, `"played_at":"2099-11-02T12:00:00.000000000Z"`, 1)
	require.NotEqual(t, file.String(), ahead)

	into := openTemp(t)
	into.SetClock(func() time.Time { return time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC) })
	_, err = ImportJSON(ctx, into, strings.NewReader(ahead))
	m, ok := msg.As(err)
	require.True(t, ok, "a sentence: %v", err)
	assert.Equal(t, "plays[1].played_at: The Bonfire play of 2099-11-02 is more than a day ahead: a play is dated on the day it was played.", m.Line())
	n, err := into.CountPlays(ctx, "")
	require.NoError(t, err)
	assert.Zero(t, n, "nothing imported")
	_, err = InspectExport(strings.NewReader(ahead))
	assert.Equal(t, m, err, "the preview refuses it too")
	_, err = ImportJSON(ctx, into, &file)
	assert.NoError(t, err, "the file as it was imports")
}

// The CSV gives a result without a score an empty cell, not 0.
func TestCSVLeavesNoScoreEmpty(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	for _, results := range [][]data.Result{
		{insulaResult(0, "Ana", true, strength(6), false), insulaResult(1, "Ben", true, strength(6), true), insulaResult(2, "Cy", false, nil, false)},
		{insulaResult(0, "Ana", false, nil, false), insulaResult(1, "Ben", false, nil, false), insulaResult(2, "Cy", false, nil, false)},
	} {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameInsula, Mode: data.ModeMulti, Results: results})
		require.NoError(t, err)
	}
	var out bytes.Buffer
	require.NoError(t, ExportCSV(ctx, s, &out))
	assert.Contains(t, out.String(), ",1,Ana,false,,false,\n", "nightfall: Ana has no strength")
	assert.Contains(t, out.String(), ",1,Ana,false,6,false,arrival\n", "Ben won the tie at 6 by arriving first")
	assert.Contains(t, out.String(), ",3,Cy,false,,false,arrival\n")
}

// Two profiles of one name, case and accents aside, are refused in a file
// as in the app (issue 32 §5: names.Fold).
func TestImportRefusesTwoProfilesOfOneFoldedName(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	file := `{"format":"hearth-export","version":1,"exported_at":"2026-11-01T20:00:00Z","profiles":[` +
		`{"uid":"00000000000040008000000000000001","name":"Dée","created_at":"2026-11-01T20:00:00Z"},` +
		`{"uid":"00000000000040008000000000000002","name":"DÉE","created_at":"2026-11-01T20:00:00Z"}],` +
		`"plays":[],"handicap_ledger":[],"sessions":[],"settings":{},"drafts":[]}`
	_, err := ImportJSON(ctx, s, strings.NewReader(file))
	m, ok := msg.As(err)
	require.True(t, ok, "%v", err)
	assert.Equal(t, "profiles[1].name: Two profiles are called DÉE.", m.Line())
}

// The export writes a play's tie-break, for people reading the file
// (issue 32 §4); the import reads it from the results, whatever the file
// says.
func TestExportWritesTheTieBreak(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	_, err := s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, Results: []data.Result{
		{Name: "Ana", Score: 61, Winner: true}, {Seat: 1, Name: "Ben", Score: 61}}})
	require.NoError(t, err)
	file := string(export(t, s))
	assert.Contains(t, file, `"tie_break":"bonfires","results":[`)
	into := openTemp(t)
	_, err = ImportJSON(ctx, into, strings.NewReader(strings.Replace(file, `"tie_break":"bonfires"`, `"tie_break":"anything"`, 1)))
	require.NoError(t, err)
	imported, err := into.Plays(ctx, data.PlayFilter{})
	require.NoError(t, err)
	assert.Equal(t, data.TieBreakBonfires, imported[0].TieBreak())
}

// insulaResult is a player's line of a purple citadel won against
// Kingosh, as the score page writes it (data's unscored_test.go).
func insulaResult(seat int, name string, fought bool, strength *int, winner bool) data.Result {
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
	return data.Result{Seat: seat, Name: name, Score: score, Winner: winner, Breakdown: b}
}

func strength(n int) *int { return &n }
