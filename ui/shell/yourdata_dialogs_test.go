package shell_test

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestYourDataOpensTheSystemsFileDialogs taps each button of Settings →
// Your data with Fyne's own file dialogs, not the tests' stand-ins: each
// shows its dialog, sized to the window, and Escape closes it. On Fyne
// 2.8.1 a file dialog resized before it is shown panics (fyne#6495):
// Export, Import, Back up and Restore crashed the app.
func TestYourDataOpensTheSystemsFileDialogs(t *testing.T) {
	h, _ := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, lang.L("Settings"))
	for _, button := range []string{"Export…", "Import a Hearth export…", "Back up…", "Restore a backup…"} {
		uitest.Tap(t, h, button)
		top := h.Window().Canvas().Overlays().Top()
		require.NotNil(t, top, "%s shows a file dialog", button)
		var confirm *widget.Button
		for _, b := range uitest.FindAll[*widget.Button](top, nil) {
			if b.Text == "Save" || b.Text == "Open" {
				confirm = b
			}
		}
		require.NotNil(t, confirm, "%s: the dialog has its Save or Open button", button)
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(confirm)
		window := h.Window().Canvas().Size()
		assert.Greater(t, confirm.Size().Width, float32(0))
		assert.LessOrEqual(t, pos.Y+confirm.Size().Height, window.Height, "%s: %s is on the screen", button, confirm.Text)
		assert.GreaterOrEqual(t, pos.Y, float32(0), "%s: %s is on the screen", button, confirm.Text)
		assert.Greater(t, pos.Y, window.Height/2, "%s: the dialog fills the window: %s at its bottom", button, confirm.Text)
		typeKey(h, fyne.KeyEscape)
		assert.Nil(t, h.Window().Canvas().Overlays().Top(), "%s: Escape closes the dialog", button)
	}
}
