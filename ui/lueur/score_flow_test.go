package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

func typeLueurNames(t *testing.T, u *shell.Host, names ...string) {
	t.Helper()
	fields := uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil)
	require.GreaterOrEqual(t, len(fields), len(names))
	for i, n := range names {
		fields[i].SetText("")
		test.Type(fields[i], n)
	}
}

// TestLueurScoreBackAndForthKeepsEveryBoard (issue 18 item 5): Back from
// the boards and forward again keeps every board (also across a count
// lowered and raised and a side switched), under corrected names; names
// typed and left with Back come back from the draft.
func TestLueurScoreBackAndForthKeepsEveryBoard(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	typeLueurNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	uitest.TypeInto(t, u, "Light on the score track", "42")
	uitest.SelectBoard(t, u, 1)
	uitest.TypeInto(t, u, "Light on the score track", "17")

	uitest.Back(u)
	typeLueurNames(t, u, "Ana", "Bea")
	uitest.Tap(t, u, "1")
	uitest.Tap(t, u, "2")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, []string{"Ana · 52 (entered)", "Bea · 27 (entered)"}, uitest.BoardLabels(t, u))

	// Left from the names page: the draft keeps names and boards.
	uitest.Back(u)
	uitest.Back(u)
	require.Equal(t, 2, u.Depth(), "the Lueur menu")
	u.PopTo(1)
	uitest.TapTile(t, u, "Unfinished score — Lueur, 2 players")
	assert.Equal(t, []string{"Ana · 52 (entered)", "Bea · 27 (entered)"}, uitest.BoardLabels(t, u))
	uitest.Back(u)
	var names []string
	for _, f := range uitest.FindAll[*kit.NameEntry](uitest.Screen(u), nil) {
		names = append(names, f.Text)
	}
	assert.Equal(t, []string{"Ana", "Bea"}, names, "the names page holds the names")
	_, ok, err := store.LoadDraft(t.Context(), scoreDraftKey)
	require.NoError(t, err)
	assert.True(t, ok)
}

// TestLueurScoreUntouchedBoardAsks: scoring with a board nobody entered
// asks; duplicate names are refused on the names page.
func TestLueurScoreUntouchedBoardAsks(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	typeLueurNames(t, u, "Ana", "ANA")
	uitest.Tap(t, u, "Enter the boards")
	assert.Contains(t, uitest.ScreenTexts(u), "Two players are called ANA: give each a different name.")
	typeLueurNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	assert.Equal(t, []string{"Ana · 20 (not entered)", "Ben · 20 (not entered)"}, uitest.BoardLabels(t, u))
	uitest.SelectBoard(t, u, 1)
	uitest.TypeInto(t, u, "Light on the score track", "30")
	uitest.Tap(t, u, "See the scores")
	assert.Contains(t, uitest.OverlayTexts(u), "Nobody entered these boards: Ana.")
	uitest.TapInDialog(t, u, "Enter them")
	assert.Equal(t, 0, uitest.Boards(t, u).Selected())
	plays, err := store.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	assert.Empty(t, plays)
}

// TestLueurScoreFiveBoardsOnAPhone: five players at 360 px each have a
// button on screen, at least a touch target high.
func TestLueurScoreFiveBoardsOnAPhone(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "5")
	typeLueurNames(t, u, "Alexandra", "Bartholomew", "Constance", "Dominique", "Eleonore")
	uitest.Tap(t, u, "Enter the boards")
	uitest.Relayout(u)
	buttons := uitest.Boards(t, u).Buttons()
	require.Len(t, buttons, 5)
	for i, b := range buttons {
		p, ok := uitest.Position(u, b)
		require.True(t, ok, "board %d is shown", i)
		assert.LessOrEqual(t, p.X+b.Size().Width, float32(uitest.PhoneWidth))
		assert.GreaterOrEqual(t, b.Size().Height, float32(kit.TouchTarget))
	}
	assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(uitest.PhoneWidth))
}

// TestLueurScoreKeepsDroppedSeatsAcrossARestart (found by a QA pass): a
// seat dropped by lowering the count comes back, name and board, when the
// count goes up again after the app was closed and the score reopened.
func TestLueurScoreKeepsDroppedSeatsAcrossARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "3")
	typeLueurNames(t, u, "Ana", "Ben", "Cy")
	uitest.Tap(t, u, "Enter the boards")
	uitest.SelectBoard(t, u, 2)
	uitest.TypeInto(t, u, "Light on the score track", "42")
	uitest.Back(u)
	uitest.Tap(t, u, "2")
	require.NoError(t, store.Close())

	u2, _ := newTestUI(t, path)
	u2.PopTo(1) // it reopens on the score that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u2, "Unfinished score — Lueur, 2 players")
	uitest.Back(u2) // it reopens on the boards, where it was left
	uitest.Tap(t, u2, "3")
	names := uitest.FindAll[*kit.NameEntry](uitest.Screen(u2), nil)
	require.Len(t, names, 3)
	assert.Equal(t, "Cy", names[2].Text)
	uitest.Tap(t, u2, "Enter the boards")
	uitest.SelectBoard(t, u2, 2)
	assert.Equal(t, 42, uitest.StepperNamed(t, u2, "Light on the score track").Value())
}
