package bonfire

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/solo/tom"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestTomGameFitsAPhone plays a whole game against Tom in each language and
// theme at 360 px wide: every question, the countdown with its Pass, game
// over, final scoring and the result fit the width (issue: Bonfire screens
// were wider than the phone in French and German).
func TestTomGameFitsAPhone(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		for _, th := range []string{shell.ThemeLight, shell.ThemeDark} {
			t.Run(l+"-"+th, func(t *testing.T) {
				u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
				u.Window().Resize(fyne.NewSize(360, 640))
				uitest.Tap(t, u, lang.L("Settings"))
				uitest.Tap(t, u, map[string]string{shell.ThemeLight: lang.L("Light"), shell.ThemeDark: lang.L("Dark")}[th])
				u.PopTo(1)
				seen := map[string]bool{}
				fits := func(name string) {
					t.Helper()
					if seen[name] {
						return
					}
					seen[name] = true
					assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(360), "%s %s: %s", l, th, name)
				}
				startTom(t, u, store, "Anastasia-Maximiliane")
				for i := 0; i < 400; i++ {
					_, s := storedTom(t, store)
					if s.Over() {
						break
					}
					p := s.Pending()
					fits(fmt.Sprintf("question %d (countdown %v)", p.Kind, s.Countdown().Started))
					if p.Kind == tom.AskEndTurn && p.CanLogNovice && !s.Countdown().Started {
						uitest.TapWrap(t, u, lang.L("I placed a novice in the High Council"))
						continue
					}
					answerTom(t, u, store, i)
				}
				_, s := storedTom(t, store)
				require.True(t, s.Over())
				fits("game over")
				uitest.Tap(t, u, lang.L("Score the game"))
				fits("final scoring")
				uitest.Tap(t, u, lang.L("See the scores"))
				fits("result")
			})
		}
	}
}
