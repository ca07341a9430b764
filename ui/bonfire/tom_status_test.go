package bonfire

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestTomStatusRowFitsLateInTheGame plays far into a game in each language
// at 360 px wide, Tom taking tasks and path tiles, and checks the screen
// still fits after every answer (issue 19: late in a game his task chips
// and path crystals made the status row 372 px wide, over his score).
func TestTomStatusRowFitsLateInTheGame(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) {
			u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
			u.SetSeeds(func() uint64 { return 3 })
			u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
			startTom(t, u, store, "Anastasia-Maximiliane")
			widest, at := float32(0), ""
			for i := 0; i < 400; i++ {
				_, s := storedTom(t, store)
				if s.Over() {
					break
				}
				b := s.Tom()
				w := u.Top().Content.MinSize().Width
				if w > widest {
					widest, at = w, fmt.Sprintf("card %d, %d tasks, %d paths", s.CardsDrawn(), len(b.Tasks), len(b.Paths))
				}
				// Answers that fill Tom's board: the most paths, a task every time.
				if p := s.Pending(); p.Kind == tom.AskPaths {
					for k := 0; k < p.Max; k++ {
						uitest.Tap(t, u, trColour(p.Colours[k%len(p.Colours)]))
					}
					uitest.Tap(t, u, confirmCount(p.Max))
					continue
				}
				if p := s.Pending(); p.Kind == tom.AskTask {
					keys := uitest.FindAll(uitest.Screen(u), func(k *kit.ColourKey) bool { return k.Text == itoa(2+i%7) })
					require.Len(t, keys, 1)
					test.Tap(keys[0])
					continue
				}
				answerTom(t, u, store, 2*i)
			}
			_, s := storedTom(t, store)
			require.Len(t, s.Tom().Tasks, ref.BonfireSpaces, "the game went late enough to fill Tom's board")
			t.Logf("widest %.0f at %s", widest, at)
			assert.LessOrEqual(t, widest, float32(uitest.PhoneWidth), "%s: the Tom screen is %.0f px wide at %s", l, widest, at)
		})
	}
}

func trColour(c ref.Colour) string { return kit.TrTerm(c) }

func confirmCount(n int) string {
	if n == 0 {
		return lang.L("Confirm")
	}
	return lang.L("Confirm ({{.Count}})", map[string]any{"Count": n})
}

// TestTomStatusShowsTheHandicap (issue 32 §6): in the handicap challenge
// the status line says the handicap the game started with, from the first
// move to the last (it showed nowhere until final scoring); a standard
// game shows none.
func TestTomStatusShowsTheHandicap(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ana, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	require.NoError(t, store.SetSetting(t.Context(), data.SettingTomChallenge(ana.UID), "1"))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	require.Contains(t, uitest.ScreenTexts(u), "Handicap –10: your score marker starts on 10, Tom's on 0.")
	uitest.Tap(t, u, "Start")
	assert.Contains(t, uitest.ScreenTexts(u), "Cycle 1/4, 8 in the pile · Tom's novices: 4 · your handicap –10")
	for i := 0; i < 6; i++ {
		answerTom(t, u, store, i)
	}
	assert.Contains(t, uitest.ScreenTexts(u), "your handicap –10", "every move keeps it in view")

	u.PopTo(1)
	_, err = store.CreateProfile(t.Context(), "Ben")
	require.NoError(t, err)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Ben")
	require.Contains(t, uitest.ScreenTexts(u), "Standard game: both score markers start on 0")
	uitest.Tap(t, u, "Start")
	assert.Equal(t, "Ben against Tom", u.Top().Title)
	assert.Contains(t, uitest.ScreenTexts(u), "Cycle 1/4, 8 in the pile · Tom's novices: 4")
	assert.NotContains(t, uitest.ScreenTexts(u), "handicap", "a standard game has none")
}

// TestTomCountdownTakesTheCouncilsPlace (issue 32 §5): the High Council's
// count shows until the countdown starts, then the countdown in its place:
// the council went on counting past its threshold ("High Council 8/7").
func TestTomCountdownTakesTheCouncilsPlace(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 6; i++ {
		uitest.TapWrap(t, u, "I placed a novice in the High Council")
		assert.Contains(t, uitest.ScreenTexts(u), "High Council "+itoa(i+1)+"/7")
	}
	uitest.TapWrap(t, u, "I took the neutral novice of “7 portals”")
	uitest.TapWrap(t, u, "I placed a novice in the High Council")
	_, s := storedTom(t, store)
	require.Equal(t, 8, s.Council().Total())
	shown := uitest.ScreenTexts(u)
	assert.NotContains(t, shown, "High Council 8/7")
	assert.NotContains(t, shown, "High Council 7/7")
	assert.Contains(t, shown, "Countdown: tile 5 is next.")
}
