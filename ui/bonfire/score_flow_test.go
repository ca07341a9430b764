package bonfire

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

const trackLabel = "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)"

// typeNames fills the names page's fields in order.
func typeNames(t *testing.T, u *shell.Host, names ...string) {
	t.Helper()
	fields := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	require.GreaterOrEqual(t, len(fields), len(names))
	for i, n := range names {
		fields[i].SetText("")
		test.Type(fields[i], n)
	}
}

func openScore(t *testing.T, u *shell.Host) {
	t.Helper()
	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
}

// TestScoreBackAndForthKeepsEveryBoard (issue 18 item 5): Back from the
// boards to the names and forward again keeps every board entered, also
// under a corrected name and across a count lowered and raised again.
func TestScoreBackAndForthKeepsEveryBoard(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	typeNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	enterAppendixIV(t, u)
	uitest.SelectBoard(t, u, 1)
	uitest.TypeInto(t, u, trackLabel, "20")

	uitest.Back(u)
	require.Equal(t, "Score a game", u.Top().Title)
	typeNames(t, u, "Ana", "Bea")
	uitest.Tap(t, u, "3")
	uitest.Tap(t, u, "2")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, []string{"Ana · 61 (entered)", "Bea · 20 (entered)"}, uitest.BoardLabels(t, u), "both boards kept, Ben's under Bea")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 61")

	// The draft holds them too.
	d, ok, err := store.LoadDraft(t.Context(), scoreDraftKey)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Contains(t, string(d.Body), `"name":"Bea"`)
	assert.Contains(t, string(d.Body), `"track_points":20`)
}

// TestScoreNamesSurviveBack: names typed on the names page and left with
// Back are offered again (a draft), and reopen on the names page.
func TestScoreNamesSurviveBack(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	uitest.Tap(t, u, "3")
	typeNames(t, u, "Zoe", "Yann", "Xavier")
	uitest.Back(u)
	uitest.Back(u)
	require.Equal(t, 1, u.Depth())
	title := "Unfinished score — Bonfire, 3 players"
	require.True(t, uitest.HasTile(u, title), "Home offers the names typed")
	uitest.TapTile(t, u, title)
	assert.Equal(t, "Score a game", u.Top().Title, "back on the names page")
	var got []string
	for _, f := range uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil) {
		got = append(got, f.Text)
	}
	assert.Equal(t, []string{"Zoe", "Yann", "Xavier"}, got)
}

// TestScoreKeysLeaveTheNamesField (issue 18 item 6): after "Enter the
// boards" the names field has no focus: Escape goes back and nothing typed
// edits a hidden name.
func TestScoreKeysLeaveTheNamesField(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	fields := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	fields[0].SetText("")
	u.Window().Canvas().Focus(fields[0])
	test.Type(fields[0], "Zoe")
	uitest.Tap(t, u, "Enter the boards")
	assert.Nil(t, u.Window().Canvas().Focused())
	uitest.Back(u)
	assert.Equal(t, "Score a game", u.Top().Title)
	assert.Equal(t, "Zoe", fields[0].Text)
}

// TestScoreRefusesDuplicateNamesOnTheNamesPage: two players of one name
// (case aside), or a solo player called Tom, are refused before any board.
func TestScoreRefusesDuplicateNamesOnTheNamesPage(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	typeNames(t, u, "Ana", "ana ")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, "Score a game", u.Top().Title, "refused")
	assert.Contains(t, uitest.ScreenTexts(u), "Two players are called ana: give each a different name.")
	typeNames(t, u, "Ana", "Ben")
	assert.NotContains(t, uitest.ScreenTexts(u), "Two players are called", "the sentence goes once fixed")

	uitest.Tap(t, u, "Solo")
	typeNames(t, u, "Tom")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, "Score a game", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Two players are called Tom")
}

// TestScoreQuickCityQuickKeepsTheQuickBoard: looking at the city form
// never replaces a quick board; a city entered replaces it only when the
// player says so.
func TestScoreQuickCityQuickKeepsTheQuickBoard(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	uitest.Tap(t, u, "Enter the boards")
	enterAppendixIV(t, u)
	uitest.Tap(t, u, "City")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 61", "an empty city does not stand for the quick board")
	uitest.Tap(t, u, "Quick")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 61", "the quick board is kept")
	assert.Nil(t, u.Window().Canvas().Overlays().Top(), "nothing to ask")

	uitest.Tap(t, u, "City")
	lit := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == "Lit bonfire" })
	test.Tap(lit[0])
	uitest.Tap(t, u, "Quick")
	assert.Contains(t, uitest.OverlayTexts(u), "Replace them with the city's count, or keep them?")
	uitest.TapInDialog(t, u, "Keep them")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 61")

	uitest.Tap(t, u, "City")
	uitest.Tap(t, u, "Quick")
	uitest.TapInDialog(t, u, "Replace")
	assert.Contains(t, uitest.ScreenTexts(u), "Total: 2", "the city's blue bonfire")
}

// TestScoreUntouchedBoardAsks: a board nobody entered says so on its
// button, and scoring it asks; "Enter them" shows it.
func TestScoreUntouchedBoardAsks(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	typeNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, []string{"Ana · 0 (not entered)", "Ben · 0 (not entered)"}, uitest.BoardLabels(t, u))
	assert.Contains(t, uitest.ScreenTexts(u), "A board without a tick was not entered yet.")
	uitest.TypeInto(t, u, trackLabel, "30")
	assert.Equal(t, []string{"Ana · 30 (entered)", "Ben · 0 (not entered)"}, uitest.BoardLabels(t, u))
	uitest.Tap(t, u, "See the scores")
	assert.Contains(t, uitest.OverlayTexts(u), "Nobody entered these boards: Ben.")
	uitest.TapInDialog(t, u, "Enter them")
	assert.Equal(t, "Enter the boards", u.Top().Title)
	assert.Equal(t, 1, uitest.Boards(t, u).Selected(), "Ben's board is shown")
	plays, err := store.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	assert.Empty(t, plays)
}

// TestScoreEveryBoardReachableOnAPhone: with 4 players at 360 px every
// board has its own button on screen (no "…" menu), and the page fits.
func TestScoreEveryBoardReachableOnAPhone(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	openScore(t, u)
	uitest.Tap(t, u, "4")
	typeNames(t, u, "Alexandra", "Bartholomew", "Constance", "Dominique")
	uitest.Tap(t, u, "Enter the boards")
	uitest.Relayout(u)
	buttons := uitest.Boards(t, u).Buttons()
	require.Len(t, buttons, 4)
	for i, b := range buttons {
		p, ok := uitest.Position(u, b)
		require.True(t, ok, "board %d is shown", i)
		assert.LessOrEqual(t, p.X+b.Size().Width, float32(uitest.PhoneWidth), "board %d is within the screen", i)
		assert.GreaterOrEqual(t, b.Size().Height, float32(kit.TouchTarget))
	}
	assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(uitest.PhoneWidth))
	assert.Empty(t, uitest.FindAll[*widget.PopUpMenu](uitest.Screen(u), nil))
	test.Tap(buttons[3])
	assert.Equal(t, 3, uitest.Boards(t, u).Selected())
}

// TestScoreKeepsDroppedSeatsAcrossARestart (found by a QA pass): a seat
// dropped by lowering the count comes back, name and board, when the count
// goes up again after the app was closed and the score reopened.
func TestScoreKeepsDroppedSeatsAcrossARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	openScore(t, u)
	uitest.Tap(t, u, "3")
	typeNames(t, u, "Ana", "Ben", "Cy")
	uitest.Tap(t, u, "Enter the boards")
	uitest.SelectBoard(t, u, 2)
	uitest.TypeInto(t, u, trackLabel, "33")
	uitest.Back(u)
	uitest.Tap(t, u, "2")
	require.NoError(t, store.Close())

	u2, _ := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the score that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u2, "Unfinished score — Bonfire, 2 players")
	uitest.Back(u2) // it reopens on the boards, where it was left
	uitest.Tap(t, u2, "3")
	names := uitest.FindAll[*kit.NameEntry](uitest.Screen(u2), nil)
	require.Len(t, names, 3)
	assert.Equal(t, "Cy", names[2].Text)
	uitest.Tap(t, u2, "Enter the boards")
	uitest.SelectBoard(t, u2, 2)
	assert.Equal(t, 33, uitest.StepperNamed(t, u2, trackLabel).Value())
}

// TestScoreKeepsNotesAndDuration (found by a QA pass): the notes and the
// duration typed on the scores page come back after Back and forward, and
// after the app was closed and the score reopened; they are saved with
// the play.
func TestScoreKeepsNotesAndDuration(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	openScore(t, u)
	typeNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	uitest.Tap(t, u, "See the scores")
	uitest.TapInDialog(t, u, "Score them") // the boards were never entered
	notes := func(u *shell.Host) *kit.TextEntry {
		es := uitest.FindAll(uitest.Screen(u), func(e *kit.TextEntry) bool { return e.PlaceHolder == "Notes (optional)" })
		require.Len(t, es, 1)
		return es[0]
	}
	test.Type(notes(u), "Ben forgot his gnomes")
	uitest.TypeInto(t, u, "Duration in minutes (optional)", "45")
	uitest.Back(u)
	uitest.Tap(t, u, "See the scores")
	uitest.TapInDialog(t, u, "Score them")
	assert.Equal(t, "Ben forgot his gnomes", notes(u).Text)
	assert.Equal(t, 45, uitest.StepperNamed(t, u, "Duration in minutes (optional)").Value())
	require.NoError(t, store.Close())

	u2, store2 := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the score that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u2, "Unfinished score — Bonfire, 2 players")
	uitest.Tap(t, u2, "See the scores")
	uitest.TapInDialog(t, u2, "Score them")
	assert.Equal(t, "Ben forgot his gnomes", notes(u2).Text)
	assert.Equal(t, 45, uitest.StepperNamed(t, u2, "Duration in minutes (optional)").Value())
	uitest.Tap(t, u2, "Save to history")
	plays, err := store2.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, "Ben forgot his gnomes", plays[0].Notes)
	assert.Equal(t, 45*time.Minute, plays[0].Duration)
}
