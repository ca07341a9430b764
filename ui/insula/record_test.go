package insula

import (
	"context"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func newTestUI(t *testing.T, path, lang string) (*shell.Host, *data.Store) {
	t.Helper()
	return uitest.NewHost(t, path, lang, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
}

// Seed 004 G.5 "Citadelle pourpre": equal strength goes to the earliest
// arrival. Tapped through to a saved play with one winner.
func TestRecordPurpleTieGoesToEarliestArrival(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Record a game")
	segs := uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)
	require.Len(t, segs, 3)
	segs[0].Select(1, true) // purple
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	require.Len(t, names, 2)
	test.Type(names[0], "Ana")
	test.Type(names[1], "Ben")
	uitest.Tap(t, u, "Who fought Kingosh?")
	assert.True(t, uitest.Button(t, u, "Who won?").Disabled(), "Kingosh defeated needs a fighter")
	assert.Contains(t, uitest.ScreenTexts(u), "at least one adventurer")

	checks := uitest.FindAll[*kit.WrapCheck](uitest.Screen(u), nil)
	require.Len(t, checks, 2)
	for _, c := range checks {
		test.Tap(c)
	}
	steppers := uitest.FindAll(uitest.Screen(u), func(s *kit.Stepper) bool { return s.Label() == "Strength invested, cards included" })
	require.Len(t, steppers, 2)
	for _, s := range steppers {
		for s.Value() < 6 {
			test.Tap(s.Plus())
		}
	}
	arrivals := uitest.FindAll(uitest.Screen(u), func(s *kit.Stepper) bool { return s.Label() == "Order of arrival at the citadel" })
	require.Len(t, arrivals, 2)
	test.Tap(arrivals[1].Minus()) // Ben arrived 1 too: refused
	assert.True(t, uitest.Button(t, u, "Who won?").Disabled())
	test.Tap(arrivals[0].Plus()) // Ana second
	require.False(t, uitest.Button(t, u, "Who won?").Disabled(), uitest.ScreenTexts(u))
	uitest.Tap(t, u, "Who won?")
	assert.Contains(t, uitest.ScreenTexts(u), "Ben defeated Kingosh and wins!")
	assert.Contains(t, uitest.ScreenTexts(u), "2. Ana: strength 6, arrived 2")
	uitest.Tap(t, u, "Save to history")

	plays, err := store.Plays(context.Background(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, []string{"Ben"}, plays[0].Winners())
	assert.Contains(t, uitest.ScreenTexts(u), "Ben: strength 6", "the play detail words the total as strength")
	assert.Contains(t, uitest.ScreenTexts(u), "Purple citadel", "the play page names the citadel played (issue 22)")
	assert.Contains(t, uitest.ScreenTexts(u), "Kingosh was defeated.", "and how the game ended")
}

// Seed 004 E.2 "Mauvaise fin", in German: nightfall goes straight to the
// result, nobody wins.
func TestRecordNightfallInGerman(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "de")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Partie festhalten")
	uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)[1].Select(1, true)
	uitest.Tap(t, u, "Wer hat gewonnen?")
	assert.Contains(t, uitest.ScreenTexts(u), "Einbruch der Nacht: Kingosh und die Insel gewinnen.")
	uitest.Tap(t, u, "Im Verlauf speichern")
	plays, err := store.Plays(context.Background(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Empty(t, plays[0].Winners())
	assert.Contains(t, uitest.ScreenTexts(u), "Einbruch der Nacht: Kingosh und die Insel gewinnen.", "the play page says how it ended")
	assert.Contains(t, uitest.ScreenTexts(u), "Grundspiel")
}

// TestRecordIsDrafted (issue 18 item 5): "Record a game" is drafted like
// the score entries: Back from the final battle and forward again keeps
// every fighter, and a record left half done is offered on Home and
// reopens where it was left.
func TestRecordIsDrafted(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Record a game")
	uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil)[0].Select(1, true) // purple
	names := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	test.Type(names[0], "Ana")
	test.Type(names[1], "Ana")
	uitest.Tap(t, u, "Who fought Kingosh?")
	assert.Equal(t, "Record a game", u.Top().Title, "two Anas are refused")
	names[1].SetText("")
	test.Type(names[1], "Ben")
	uitest.Tap(t, u, "Who fought Kingosh?")
	test.Tap(uitest.FindAll[*kit.WrapCheck](uitest.Screen(u), nil)[0])
	uitest.TypeInto(t, u, "Strength invested, cards included", "9")

	uitest.Back(u)
	uitest.Tap(t, u, "Who fought Kingosh?")
	checks := uitest.FindAll[*kit.WrapCheck](uitest.Screen(u), nil)
	require.Len(t, checks, 2)
	assert.True(t, checks[0].Check.Checked, "Ana still fought")
	assert.Equal(t, 9, uitest.StepperNamed(t, u, "Strength invested, cards included").Value())

	// The app is dropped: Home offers the record, which reopens as it was.
	require.NoError(t, store.Close())
	u2, store2 := newTestUI(t, path, "en")
	u2.PopTo(1) // it reopens on the record that was on screen (issue 32 §6); from Home here
	title := "Unfinished record — Insula, 2 players"
	require.True(t, uitest.HasTile(u2, title))
	uitest.TapTile(t, u2, title)
	assert.Equal(t, "The final battle", u2.Top().Title)
	assert.Equal(t, 9, uitest.StepperNamed(t, u2, "Strength invested, cards included").Value())
	require.False(t, uitest.Button(t, u2, "Who won?").Disabled(), uitest.ScreenTexts(u2))
	uitest.Tap(t, u2, "Who won?")
	assert.Contains(t, uitest.ScreenTexts(u2), "Ana defeated Kingosh and wins!")
	uitest.Tap(t, u2, "Save to history")
	_, ok, err := store2.LoadDraft(t.Context(), recordDraftKey)
	require.NoError(t, err)
	assert.False(t, ok, "saving the play drops the draft")
	uitest.Back(u2)
	u2.PopTo(1)
	assert.False(t, uitest.HasTile(u2, title))
}
