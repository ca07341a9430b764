package insula

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/scoring"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// A record keeps what its pages asked and nothing else (found by a QA pass):
// only the purple citadel asks the order of arrival, and at nightfall the
// final battle's page is skipped, whatever it held before the ending was
// changed.

// recordStart opens "Record a game" in variant v (0 base, 1 purple, 2
// blue) with the players named.
func recordStart(t *testing.T, v int, names ...string) (*shell.Host, *data.Store) {
	t.Helper()
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Record a game")
	if len(names) > 2 {
		uitest.Tap(t, u, "3")
	}
	uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)[0].Select(v, true)
	entries := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	require.Len(t, entries, len(names))
	for i, n := range names {
		test.Type(entries[i], n)
	}
	return u, store
}

// fight ticks the first len(strengths) players as fighters, with those
// strengths.
func fight(t *testing.T, u *shell.Host, strengths ...int) {
	t.Helper()
	checks := uitest.FindAll[*kit.WrapCheck](uitest.Screen(u), nil)
	for i := range strengths {
		if !checks[i].Check.Checked {
			test.Tap(checks[i])
		}
	}
	steppers := uitest.FindAll(uitest.Screen(u), func(s *kit.Stepper) bool { return s.Label() == "Strength invested, cards included" })
	for i, v := range strengths {
		for steppers[i].Value() < v {
			test.Tap(steppers[i].Plus())
		}
	}
}

// storedInputs are the saved play's inputs, seat by seat.
func storedInputs(t *testing.T, store *data.Store) ([]data.Result, []map[string]any) {
	t.Helper()
	plays, err := store.Plays(t.Context(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	var ins []map[string]any
	for _, r := range plays[0].Results {
		var rec scoring.Record
		require.NoError(t, json.Unmarshal(r.Breakdown, &rec))
		var in map[string]any
		require.NoError(t, json.Unmarshal(rec.Input, &in))
		ins = append(ins, in)
	}
	return plays[0].Results, ins
}

func TestRecordKeepsNoArrivalOutsideThePurpleCitadel(t *testing.T) {
	for _, v := range []int{0, 2} {
		u, store := recordStart(t, v, "Ana", "Ben")
		uitest.Tap(t, u, "Who fought Kingosh?")
		assert.Empty(t, uitest.FindAll(uitest.Screen(u), func(s *kit.Stepper) bool { return s.Label() == "Order of arrival at the citadel" }))
		fight(t, u, 5, 7)
		uitest.Tap(t, u, "Who won?")
		uitest.Tap(t, u, "Save to history")
		texts := uitest.ScreenTexts(u)
		assert.Contains(t, texts, "Ana: strength 5", variantKeys[v])
		assert.NotContains(t, texts, "arrived", variantKeys[v])
		_, ins := storedInputs(t, store)
		for _, in := range ins {
			assert.NotContains(t, in, "arrival", variantKeys[v])
		}
	}
}

func TestRecordAtNightfallKeepsNoBattle(t *testing.T) {
	u, store := recordStart(t, 0, "Ana", "Ben")
	uitest.Tap(t, u, "Who fought Kingosh?")
	fight(t, u, 9)
	uitest.Back(u)
	uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)[1].Select(1, true) // nightfall
	uitest.Tap(t, u, "Who won?")
	uitest.Tap(t, u, "Save to history")
	texts := uitest.ScreenTexts(u)
	assert.Contains(t, texts, "Nightfall: Kingosh and the island win.")
	assert.NotContains(t, texts, "strength 9")
	results, ins := storedInputs(t, store)
	for i, r := range results {
		assert.Zero(t, r.Score, r.Name)
		assert.NotContains(t, ins[i], "strength", r.Name)
		assert.Equal(t, false, ins[i]["in_final_battle"], r.Name)
	}
}

// Old plays keep the arrival they were given in every variant; the play
// page shows it only for the purple citadel, where it was asked.
func TestResultTitleShowsArrivalOnlyWhereAsked(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	m := mod(u)
	result := func(in string, score int) data.Result {
		b, err := json.Marshal(scoring.Record{Input: json.RawMessage(in)})
		require.NoError(t, err)
		return data.Result{Name: "Cy", Score: score, Breakdown: b}
	}
	assert.Equal(t, "Cy: strength 9", m.ResultTitle(result(`{"variant":"base","name":"Cy","in_final_battle":true,"strength":9,"arrival":2}`, 9)))
	assert.Equal(t, "Cy: strength 9", m.ResultTitle(result(`{"variant":"blue","name":"Cy","in_final_battle":true,"strength":9,"arrival":2}`, 9)))
	assert.Equal(t, "Cy: strength 9, arrived 2.", m.ResultTitle(result(`{"variant":"purple","name":"Cy","in_final_battle":true,"strength":9,"arrival":2}`, 9)))
}

// Seats dropped by lowering the count come back when it goes up again,
// after the record was left and reopened from Home too.
func TestRecordKeepsDroppedSeatsAcrossARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Record a game")
	uitest.Tap(t, u, "3")
	for i, n := range []string{"Ana", "Ben", "Cy"} {
		test.Type(uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)[i], n)
	}
	uitest.Tap(t, u, "Who fought Kingosh?")
	checks := uitest.FindAll[*kit.WrapCheck](uitest.Screen(u), nil)
	test.Tap(checks[2])
	uitest.TypeInto(t, u, "Strength invested, cards included", "8")
	uitest.Back(u)
	uitest.Tap(t, u, "2")
	require.NoError(t, store.Close())

	u2, _ := newTestUI(t, path, "en")
	u2.PopTo(1) // it reopens on the record that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u2, "Unfinished record — Insula, 2 players")
	uitest.Back(u2) // it reopens on the final battle, where it was left
	uitest.Tap(t, u2, "3")
	assert.Equal(t, "Cy", uitest.FindAll[*kit.NameEntry](uitest.Screen(u2), nil)[2].Text)
	uitest.Tap(t, u2, "Who fought Kingosh?")
	assert.True(t, uitest.FindAll[*kit.WrapCheck](uitest.Screen(u2), nil)[2].Check.Checked, "Cy fought")
	steppers := uitest.FindAll(uitest.Screen(u2), func(s *kit.Stepper) bool { return s.Label() == "Strength invested, cards included" })
	require.Len(t, steppers, 1, "only Cy's card shows a strength")
	assert.Equal(t, 8, steppers[0].Value())
}
