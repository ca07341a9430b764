package shell_test

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// backApp records Android's "leave the app" (the driver's GoBack).
type backApp struct {
	noBrowserApp
	left int
}

type backDriver struct {
	fyne.Driver
	a *backApp
}

func (d backDriver) GoBack()           { d.a.left++ }
func (a *backApp) Driver() fyne.Driver { return backDriver{Driver: a.noBrowserApp.Driver(), a: a} }

// pressBack sends Android's Back key as the phone does.
func pressBack(h *shell.Host) { h.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: mobile.KeyBack}) }

func overlayCount(h *shell.Host) int { return len(h.Window().Canvas().Overlays().List()) }

// Android's Back key, as a phone sends it: an open dialog closes first,
// then the page goes back, and on Home the app is left (the driver's
// GoBack), never a page too far.
func TestAndroidBackKey(t *testing.T) {
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	require.NoError(t, store.SetSetting(t.Context(), data.SettingLanguage, "en"))
	saved, err := store.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: time.Now(), Results: []data.Result{{Name: "Ana", Score: 72}}})
	require.NoError(t, err)
	a := &backApp{noBrowserApp: noBrowserApp{App: test.NewTempApp(t)}}
	h := shell.New(a, store, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	home := h.Top().Title
	h.OpenPlay(saved.ID)
	play := h.Top().Title
	require.NotEqual(t, home, play)
	uitest.Tap(t, h, lang.L("Send to BG Stats"))
	require.Equal(t, 1, overlayCount(h), "the copy-the-link dialog is open")

	pressBack(h)
	assert.Equal(t, 0, overlayCount(h), "Back closes the dialog first")
	assert.Equal(t, play, h.Top().Title)
	pressBack(h)
	assert.Equal(t, home, h.Top().Title, "then goes back a page")
	assert.Zero(t, a.left)
	pressBack(h)
	assert.Equal(t, home, h.Top().Title)
	assert.Equal(t, 1, a.left, "on Home, Back leaves the app")
}
