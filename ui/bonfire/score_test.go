package bonfire

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/scoring"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func newTestUI(t *testing.T, path string) (*shell.Host, *data.Store) {
	t.Helper()
	return uitest.NewHost(t, path, "en", func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
}

// mod is the Bonfire module of a test app.
func mod(h *shell.Host) *Module { return h.Module(data.GameBonfire).(*Module) }

func addValues(t *testing.T, u *shell.Host, picker int, values ...int) {
	t.Helper()
	ps := uitest.FindAll[*valuePicker](uitest.Screen(u), nil)
	require.Greater(t, len(ps), picker)
	for _, v := range values {
		for _, b := range ps[picker].adders {
			if b.Text == "+"+itoa(v) {
				test.Tap(b)
			}
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// enterAppendixIV enters the rulebook's example city (seed 000 Annexe IV) in
// quick mode: it totals 61.
func enterAppendixIV(t *testing.T, u *shell.Host) {
	addValues(t, u, 0, 7, 5, 2, 4, 2)
	uitest.StepTo(t, u, "Guardians in your city, yours included", 3)
	addValues(t, u, 1, 6)
	uitest.StepTo(t, u, "Portals", 7)
	uitest.StepTo(t, u, "Portals next to a lit bonfire", 5)
	uitest.StepTo(t, u, "Path tiles, starting tile included", 5)
	uitest.StepTo(t, u, "Path crystals matching their bonfire", 4)
	uitest.StepTo(t, u, "Gnomes (specialists and elders)", 4)
	uitest.StepTo(t, u, "Fate tiles left in your supply", 2)
	uitest.StepTo(t, u, "Action tiles and resources left", 4)
	uitest.StepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 5)
}

// TestScoreTwoPlayerGameAndSave taps through scoring a 2-player game, saves
// it, and finds it in History after reopening the app on the same database.
func TestScoreTwoPlayerGameAndSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)

	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	require.Len(t, names, 2)
	names[0].SetText("")
	test.Type(names[0], "Ana")
	test.Type(names[1], "Ben")
	uitest.Tap(t, u, "Enter the boards")

	enterAppendixIV(t, u)
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 61")

	uitest.SelectBoard(t, u, 1)
	addValues(t, u, 0, 8, 8)
	uitest.StepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 20)
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 36")

	uitest.Tap(t, u, "See the scores")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Ana wins!")
	assert.Contains(t, shown, "Ana: 61 points")
	assert.Contains(t, shown, "Ben: 36 points")
	assert.Contains(t, shown, "7+5+2+4+2")
	uitest.Tap(t, u, "Save to history")

	assert.Contains(t, uitest.ScreenTexts(u), "Winner: Ana", "the saved play is shown")
	plays, err := store.Plays(context.Background(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, data.ModeMulti, plays[0].Mode)
	assert.Equal(t, []string{"Ana"}, plays[0].Winners())
	assert.Equal(t, 61, plays[0].Results[0].Score)
	var rec scoring.Record
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &rec))
	assert.Len(t, rec.Lines, 8)
	assert.Contains(t, string(rec.Input), `"bonfires":[7,5,2,4,2]`)

	// Restart: a new app on the same database shows the play in History.
	require.NoError(t, store.Close())
	u2, _ := newTestUI(t, path)
	uitest.Tap(t, u2, "History")
	uitest.TapTile(t, u2, u2.PlayTitle(plays[0]))
	assert.Contains(t, uitest.ScreenTexts(u2), "Ana: 61 points")
	assert.Contains(t, uitest.ScreenTexts(u2), "Ben: 36 points")
}

// TestScoreRefusesImpossibleBoard shows the scoring package's sentence and
// keeps "See the scores" disabled.
func TestScoreRefusesImpossibleBoard(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Enter the boards")
	uitest.StepTo(t, u, "Portals next to a lit bonfire", 2)
	assert.True(t, uitest.Button(t, u, "See the scores").Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "Player 1: ")
	addValues(t, u, 0, 3, 3)
	uitest.StepTo(t, u, "Portals", 2)
	assert.False(t, uitest.Button(t, u, "See the scores").Disabled())
}

// TestScoreCityModeMatchesQuick enters a small city slot by slot.
func TestScoreCityModeMatchesQuick(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Solo")
	uitest.Tap(t, u, "Enter the boards")
	uitest.Tap(t, u, "City")
	lit := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "Lit bonfire" })
	require.Len(t, lit, 7)
	test.Tap(lit[0]) // space 1: blue bonfire worth 2
	portal := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "Portal" })
	test.Tap(portal[0])
	// 2 (bonfire) + 2 (portal next to it) = 4
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 4")
	uitest.Tap(t, u, "See the scores")
	uitest.TapInDialog(t, u, "Score them") // Tom's board stays empty
	assert.Contains(t, uitest.ScreenTexts(u), "You beat Tom!", "a solo game compares with Tom's board (4 against 0)")
}

// TestScoreDraftSurvivesARestart (SPEC §3 drafts): boards half entered in
// both modes come back after the app is dropped and reopened on the same
// database; Home offers them, discarding asks first, saving the play drops
// the draft.
func TestScoreDraftSurvivesARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "3")
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	for i, n := range []string{"Ana", "Ben", "Cleo"} {
		names[i].SetText(n)
	}
	uitest.Tap(t, u, "Enter the boards")
	enterAppendixIV(t, u)
	uitest.SelectBoard(t, u, 2)
	uitest.Tap(t, u, "City")
	uitest.StepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 12)
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 12")

	// The app is dropped without saving: a new one on the same database.
	u2, _ := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the score that was on screen (issue 32 §6); from Home here
	title := "Unfinished score — Bonfire, 3 players"
	require.True(t, uitest.HasTile(u2, title), "Home offers the draft")
	uitest.TapTile(t, u2, title)
	assert.Equal(t, "Enter the boards", u2.Top().Title)
	assert.Equal(t, []string{"Ana · 61 (entered)", "Ben · 0 (not entered)", "Cleo · 12 (entered)"}, uitest.BoardLabels(t, u2))
	assert.Contains(t, uitest.ScreenTexts(u2), "Total: 61", "Ana's quick board is back")
	uitest.SelectBoard(t, u2, 2)
	assert.Contains(t, uitest.ScreenTexts(u2), "Total: 12", "Cleo's city board is back, in city mode")
	assert.Equal(t, 12, uitest.StepperNamed(t, u2, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)").Value())

	// "Score a game" offers to continue; starting anew asks first.
	u2.PopTo(1)
	uitest.TapTile(t, u2, "Bonfire")
	uitest.TapTile(t, u2, "Score a game")
	uitest.TapTile(t, u2, "Start a new score")
	assert.Contains(t, uitest.OverlayTexts(u2), "is thrown away")
	uitest.TapInDialog(t, u2, "No")
	_, ok, err := store.LoadDraft(t.Context(), scoreDraftKey)
	require.NoError(t, err)
	assert.True(t, ok, "cancelling keeps the draft")

	// Saving the play drops the draft.
	uitest.TapTile(t, u2, title)
	uitest.Tap(t, u2, "See the scores")
	uitest.TapInDialog(t, u2, "Score them") // Ben's board was never entered
	uitest.Tap(t, u2, "Save to history")
	_, ok, err = store.LoadDraft(t.Context(), scoreDraftKey)
	require.NoError(t, err)
	assert.False(t, ok)
	u2.PopTo(1)
	assert.False(t, uitest.HasTile(u2, title))
}

// TestTomBoardSaysTom: on Tom's board the labels name Tom's things, not
// "your" ones (issue: the Tom tab said "your").
func TestTomBoardSaysTom(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Solo")
	uitest.Tap(t, u, "Enter the boards")
	uitest.SelectBoard(t, u, 1)
	uitest.StepperNamed(t, u, "Guardians in Tom's city, his own included")
	assert.NotContains(t, uitest.ScreenTexts(u), "your")
	uitest.Tap(t, u, "City")
	assert.NotContains(t, uitest.ScreenTexts(u), "your")
	assert.Contains(t, uitest.ScreenTexts(u), "Elsewhere in Tom's city")
}

// TestScoreAddersKeepTheirPlace: tapping +N over and over adds chips, and
// the +N buttons never move under the finger (issue: chips wrapped above
// them).
func TestScoreAddersKeepTheirPlace(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.Window().Resize(fyne.NewSize(390, 844))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Enter the boards")
	where := func() fyne.Position {
		uitest.Relayout(u)
		p, ok := uitest.Position(u, uitest.Button(t, u, "+8"))
		require.True(t, ok)
		return p
	}
	at := where()
	for i := 0; i < 7; i++ {
		test.Tap(uitest.Button(t, u, "+8"))
		assert.Equal(t, at, where(), "after %d bonfires", i+1)
	}
}

// TestScoreOffersNamesOfEarlierPlays (issue 22): a name typed in an earlier
// play is offered again, after the profiles, without filling a seat.
func TestScoreOffersNamesOfEarlierPlays(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	_, err = store.SavePlay(context.Background(), data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: time.Now(), Results: []data.Result{
		{Seat: 0, Name: "Zoé", Score: 30, Winner: true}, {Seat: 1, Name: "ana", Score: 20}}})
	require.NoError(t, err)

	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	names := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	require.NotEmpty(t, names)
	assert.Equal(t, []string{"Ana", "Zoé"}, names[0].Offered(), "the profile, then the name typed before, each once")
	assert.Equal(t, "Ana", names[0].Text, "only profiles fill a seat")
	if len(names) > 1 {
		assert.Empty(t, names[1].Text)
	}
}
