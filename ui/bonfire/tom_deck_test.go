package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/ui/uitest"
)

// TestTomDeckBackAsksAndKeeps (issue 18 item 4): a deck typed in Settings
// and left with Back is not lost without a word: Settings asks, "Save and
// leave" keeps it, and it is there when Settings opens again.
func TestTomDeckBackAsksAndKeeps(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.Tap(t, u, "Settings")
	uitest.TypeInto(t, u, "Path", "1")
	uitest.TypeInto(t, u, "Gnome", "2")
	uitest.Back(u)
	require.Equal(t, "Settings", u.Top().Title, "Back asks first")
	assert.Contains(t, uitest.OverlayTexts(u), "Tom's deck: not saved.")
	uitest.TapInDialog(t, u, "Save and leave")
	assert.Equal(t, 1, u.Depth(), "back on Home")
	got, err := mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, 2, got[ref.CardGnome])
	assert.Equal(t, 1, got[ref.CardPath])

	uitest.Tap(t, u, "Settings")
	assert.Equal(t, 2, uitest.StepperNamed(t, u, "Gnome").Value(), "kept")
	assert.Equal(t, 1, uitest.StepperNamed(t, u, "Path").Value())
	uitest.Back(u)
	assert.Equal(t, 1, u.Depth(), "nothing changed: Back leaves at once")
}

// TestTomDeckOfSevenCardsAsksBeforeBack: a deck that cannot be saved (7
// cards) says why; Stay keeps Settings, leaving without saving keeps the
// stored deck.
func TestTomDeckOfSevenCardsAsksBeforeBack(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.Tap(t, u, "Settings")
	uitest.TypeInto(t, u, "Path", "1")
	uitest.Back(u)
	shown := uitest.OverlayTexts(u)
	assert.Contains(t, shown, "Tom's deck: not saved. Tom's deck has 8 cards; this composition has 7.")
	assert.True(t, uitest.FindAllInDialog(t, u, "Save and leave")[0].Disabled())
	uitest.TapInDialog(t, u, "Stay")
	assert.Equal(t, "Settings", u.Top().Title)
	assert.Equal(t, 1, uitest.StepperNamed(t, u, "Path").Value(), "still on screen")
	uitest.Back(u)
	uitest.TapInDialog(t, u, "Leave without saving")
	assert.Equal(t, 1, u.Depth())
	_, ok, err := store.Setting(t.Context(), data.SettingTomDeck)
	require.NoError(t, err)
	assert.False(t, ok, "nothing saved")
}

// TestTomDeckIsAskedAboutBeforeATheme (found by a QA pass): a new theme or
// language builds Settings anew, which dropped a deck typed and not saved;
// it now asks first. Stay keeps the deck typed and the theme as it was;
// "Save and change" keeps the deck and changes the theme.
func TestTomDeckIsAskedAboutBeforeATheme(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.Tap(t, u, "Settings")
	uitest.TypeInto(t, u, "Path", "1")
	uitest.TypeInto(t, u, "Gnome", "2")
	uitest.Tap(t, u, "Dark")
	require.Contains(t, uitest.OverlayTexts(u), "Tom's deck: not saved.")
	uitest.TapInDialog(t, u, "Stay")
	theme, _, err := store.Setting(t.Context(), data.SettingTheme)
	require.NoError(t, err)
	assert.NotEqual(t, "dark", theme, "the theme did not change")
	assert.Equal(t, 2, uitest.StepperNamed(t, u, "Gnome").Value(), "the deck typed is still there")

	uitest.Tap(t, u, "Dark")
	uitest.TapInDialog(t, u, "Save and change")
	theme, _, err = store.Setting(t.Context(), data.SettingTheme)
	require.NoError(t, err)
	assert.Equal(t, "dark", theme)
	got, err := mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, 2, got[ref.CardGnome])
	assert.Equal(t, 2, uitest.StepperNamed(t, u, "Gnome").Value(), "Settings built anew shows it")

	// The language, without saving: the deck typed is dropped, as chosen.
	uitest.TypeInto(t, u, "Path", "2")
	uitest.TypeInto(t, u, "Gnome", "1")
	sel := uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0]
	sel.SetSelected("Français")
	require.Contains(t, uitest.OverlayTexts(u), "Tom's deck: not saved.")
	uitest.TapInDialog(t, u, "Change without saving")
	got, err = mod(u).tomDeck()
	require.NoError(t, err)
	assert.Equal(t, 2, got[ref.CardGnome])
	assert.Equal(t, "Réglages", u.Top().Title)
}
