package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	journey "hearth/solo/lueur"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestJourneyStartAsksWhoPlays (issue 18 item 7; SPEC §8): the start page
// says the journey is Hearth's own solo variant, asks who plays, refuses
// to start without a profile, creates one there, and the journey is
// stored under it.
func TestJourneyStartAsksWhoPlays(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Solo journey")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Hearth's own solo variant")
	assert.Contains(t, shown, "Who is playing?")
	assert.Contains(t, shown, "Create a profile: the journey is saved under it.")
	uitest.Tap(t, u, "Start the journey")
	assert.Contains(t, uitest.OverlayTexts(u), "Choose who plays: create a profile first.")
	uitest.CloseOverlays(u)
	sessions, err := store.Sessions(t.Context(), data.GameLueur, "")
	require.NoError(t, err)
	assert.Empty(t, sessions, "nothing started")

	uitest.Tap(t, u, "New profile")
	top := u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "the name dialog is open")
	entries := uitest.FindAll[*widget.Entry](top, nil)
	require.NotEmpty(t, entries)
	test.Type(entries[0], "Zoe")
	saves := uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == "Save" })
	require.NotEmpty(t, saves)
	test.Tap(saves[0])
	assert.Contains(t, uitest.ScreenTexts(u), "Zoe")
	uitest.Tap(t, u, "Start the journey")
	sess, s := storedJourney(t, store)
	assert.Equal(t, journey.CurrentRules, s.Options().Rules, "a new journey follows the current rule readings")
	ps, err := store.Profiles(t.Context())
	require.NoError(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, ps[0].ID, sess.ProfileID, "the journey is Zoe's")
}

// TestJourneyStartWithoutProfileFitsAPhone: the start page before any
// profile (its variant label, its "create a profile" note and button) fits
// 360 px in every language and theme.
func TestJourneyStartWithoutProfileFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, func(t *testing.T, path, l string) (*shell.Host, *data.Store) {
		return uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	}, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		uitest.TapTile(t, u, lang.L("Lueur"))
		uitest.TapTile(t, u, lang.L("Solo journey"))
		fits("start without a profile")
	})
}
