package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestTomScreenSpeaksTheNewLanguage (issue 32 §5): the language changed in
// Settings mid-game, the game resumed from Home speaks it everywhere at
// once: its status, Tom's last turn, your moves. The widgets the screen
// keeps from move to move kept the old words until the next move.
func TestTomScreenSpeaksTheNewLanguage(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.SetSeeds(func() uint64 { return 42 })
	startTom(t, u, store, "Ana")
	for i := 0; i < 20; i++ {
		_, s := storedTom(t, store)
		if len(s.Log()) > 0 && s.Pending().CanLogNovice {
			break
		}
		answerTom(t, u, store, i)
	}
	shown := uitest.ScreenTexts(u)
	require.Contains(t, shown, "Tom just played")
	require.Contains(t, shown, "I placed a novice in the High Council")

	u.PopTo(1)
	uitest.Tap(t, u, "Settings")
	uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0].SetSelected("Français")
	require.Equal(t, "Réglages", u.Top().Title)
	u.PopTo(1)
	u.Top().OnShow()
	uitest.TapTile(t, u, "Ana contre Tom")
	shown = uitest.ScreenTexts(u)
	for _, fr := range []string{"Tom vient de jouer", "Carte 1 :", "J'ai placé un Novice au Haut Conseil", "dans la pioche", "Terminer le tour"} {
		assert.Contains(t, shown, fr)
	}
	for _, en := range []string{"Tom just played", "Card 1:", "I placed a novice", "in the pile", "I took the neutral novice", "End turn"} {
		assert.NotContains(t, shown, en, "still in English")
	}
}

// TestTomLogNamesTheNeutralNoviceAsTheScreen: the session log calls a
// neutral novice what the screen's button and the rulebook call it (seed
// 000 "Novice neutre", seed 001 "Rats-Novize"); the German log said
// "neutralen Novizen", the French "novice neutre".
func TestTomLogNamesTheNeutralNoviceAsTheScreen(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	s, err := tom.New(1, tom.DefaultOptions())
	require.NoError(t, err)
	for l, term := range map[string]string{"fr": "Novice neutre", "de": "Rats-Novizen"} {
		require.NoError(t, shell.ApplyLanguage(l))
		button := lang.L("I took the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(ref.SevenPortals)})
		line := kit.Tr(tom.Describe(s, tom.Neutral{Task: ref.SevenPortals}))
		assert.Contains(t, button, term, l)
		assert.Contains(t, line, term, l)
	}
}
