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
