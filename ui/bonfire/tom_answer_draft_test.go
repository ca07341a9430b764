package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// resumeAna goes Home and back into Ana's game, as a player does.
func resumeAna(t *testing.T, u *shell.Host, title string) {
	t.Helper()
	u.PopTo(1)
	u.Top().OnShow()
	uitest.TapTile(t, u, title)
}

// answerKept checks the path crystals tapped show as tapped: the line
// saying them and Confirm's count.
func answerKept(t *testing.T, u *shell.Host, list, confirm, when string) {
	t.Helper()
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, list, when)
	assert.False(t, uitest.Button(t, u, confirm).Disabled(), "%s: %q", when, confirm)
}

// TestTomTappedCrystalsAreKept (issue 32 §2): the crystals of the path
// tiles Tom took, tapped but not confirmed, are a draft: Back and Resume,
// a change of theme or language, and a kill find them as tapped; taking
// one out is kept too; Confirm stores them and the draft is gone.
func TestTomTappedCrystalsAreKept(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "My own cards")
	uitest.Tap(t, u, "Start")
	uitest.Tap(t, u, "End turn")
	uitest.Tap(t, u, "Path")
	uitest.Tap(t, u, "Fruit")
	uitest.Tap(t, u, "blue")
	uitest.Tap(t, u, "red")
	answerKept(t, u, "1 blue · 2 red", "Confirm (2)", "as tapped")

	uitest.Back(u)
	resumeAna(t, u, "Ana against Tom")
	answerKept(t, u, "1 blue · 2 red", "Confirm (2)", "after Back and Resume")

	u.PopTo(1)
	uitest.Tap(t, u, "Settings")
	uitest.Tap(t, u, "Dark")
	resumeAna(t, u, "Ana against Tom")
	answerKept(t, u, "1 blue · 2 red", "Confirm (2)", "after a change of theme")

	u.PopTo(1)
	uitest.Tap(t, u, "Settings")
	uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0].SetSelected("Français")
	resumeAna(t, u, "Ana contre Tom")
	answerKept(t, u, "1 bleu · 2 rouge", "Confirmer (2)", "after a change of language")
	u.PopTo(1)
	uitest.Tap(t, u, "Réglages")
	uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0].SetSelected("English")

	require.NoError(t, store.Close())
	u, store = newTestUI(t, path)
	resumeAna(t, u, "Ana against Tom")
	answerKept(t, u, "1 blue · 2 red", "Confirm (2)", "after a kill")
	assert.NotContains(t, uitest.ScreenTexts(u), "Unfinished score", "Home lists no draft of its own for it")

	test.Tap(uitest.IconButton(t, u, theme.ContentClearIcon()))
	answerKept(t, u, "1 blue", "Confirm (1)", "the last one taken out")
	require.NoError(t, store.Close())
	u, store = newTestUI(t, path)
	u.Window().Resize(fyne.NewSize(360, 640))
	resumeAna(t, u, "Ana against Tom")
	answerKept(t, u, "1 blue", "Confirm (1)", "one taken out, then a kill")

	uitest.Tap(t, u, "Confirm (1)")
	_, s := storedTom(t, store)
	assert.Equal(t, []ref.Colour{ref.Blue}, s.Tom().Paths, "what was kept is what is stored")
	assert.Equal(t, tom.AskEndTurn, s.Pending().Kind)
	keys, err := store.Drafts(t.Context())
	require.NoError(t, err)
	for _, d := range keys {
		assert.NotEqual(t, data.GameBonfire, d.Game, "the answer's draft is gone once confirmed: %s", d.Key)
	}
}
