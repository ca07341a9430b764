package ui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestTheAppReopensWhereItWasLeft (issue 32 §6): the app built again over
// the same database, as after a kill, opens straight into the game against
// Tom or the journey that was on screen, and into a score entry (or an
// Insula record) that was, at the page it was on, Home under each with
// the card of every other game; what was left by Back opens on Home.
func TestTheAppReopensWhereItWasLeft(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(t *testing.T, h *shell.Host)
	}{
		{"Tom", func(t *testing.T, h *shell.Host) {
			uitest.TapTile(t, h, lang.L("Bonfire"))
			uitest.TapTile(t, h, lang.L("Solo against Tom"))
			uitest.Tap(t, h, lang.L("Start"))
			uitest.Tap(t, h, lang.L("End turn"))
		}},
		{"journey", func(t *testing.T, h *shell.Host) {
			uitest.TapTile(t, h, lang.L("Lueur"))
			uitest.TapTile(t, h, lang.L("Solo journey"))
			uitest.Tap(t, h, lang.L("I roll mine"))
			uitest.Tap(t, h, lang.L("Start the journey"))
		}},
		{"Bonfire score", func(t *testing.T, h *shell.Host) {
			uitest.TapTile(t, h, lang.L("Bonfire"))
			uitest.TapTile(t, h, lang.L("Score a game"))
			test.Type(uitest.FindAll[*kit.NameEntry](uitest.Screen(h), nil)[0], "Ana")
			uitest.Tap(t, h, lang.L("Enter the boards"))
			uitest.StepTo(t, h, lang.L("Portals"), 7)
		}},
		{"Lueur score", func(t *testing.T, h *shell.Host) {
			uitest.TapTile(t, h, lang.L("Lueur"))
			uitest.TapTile(t, h, lang.L("Score a game"))
			test.Type(uitest.FindAll[*kit.NameEntry](uitest.Screen(h), nil)[0], "Ana")
		}},
		{"Insula record", func(t *testing.T, h *shell.Host) {
			uitest.TapTile(t, h, lang.L("Insula"))
			uitest.TapTile(t, h, lang.L("Record a game"))
			test.Type(uitest.FindAll[*kit.NameEntry](uitest.Screen(h), nil)[0], "Ana")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "h.db")
			h, store := uitest.NewHost(t, path, "en", Modules)
			_, err := store.CreateProfile(t.Context(), "Ana")
			require.NoError(t, err)
			c.open(t, h)
			title, shown := h.Top().Title, uitest.ScreenTexts(h)
			require.NoError(t, store.Close())

			h, store = uitest.NewHost(t, path, "en", Modules)
			assert.Equal(t, title, h.Top().Title, "reopened where it was")
			assert.Equal(t, shown, uitest.ScreenTexts(h), "as it was")
			h.PopTo(1)
			h.Top().OnShow()
			assert.Len(t, uitest.FindAll[*kit.Tile](uitest.Screen(h), func(tl *kit.Tile) bool { return tl.Title() != "" }), 4,
				"Home: its card and the three games")
			require.NoError(t, store.Close())

			h, _ = uitest.NewHost(t, path, "en", Modules)
			assert.Equal(t, 1, h.Depth(), "left by Back: Home")
		})
	}
}
