package shell_test

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// escape types Escape as the desktop driver does: to the focused object
// when there is one, else to the window.
func escape(h *shell.Host) {
	c := h.Window().Canvas()
	ev := &fyne.KeyEvent{Name: fyne.KeyEscape}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if k := c.OnTypedKey(); k != nil {
		k(ev)
	}
}

// Escape goes back after a check box was ticked or a drop-down's choice
// made (found by a QA pass: on a desktop Fyne focuses either when tapped,
// and a focused one swallowed Escape).
func TestEscapeGoesBackAfterACheckOrAChoice(t *testing.T) {
	h, _ := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", func(*shell.Host) []shell.Module { return nil })
	uitest.Tap(t, h, "Settings")
	checks := uitest.FindAll[*widget.Check](uitest.Screen(h), nil)
	require.NotEmpty(t, checks)
	test.Tap(checks[0])
	escape(h)
	assert.Equal(t, 1, h.Depth(), "Escape left Settings")

	uitest.Tap(t, h, "History")
	picks := uitest.FindAll[*widget.Select](uitest.Screen(h), nil)
	require.NotEmpty(t, picks)
	h.Window().Canvas().Focus(picks[0])
	picks[0].SetSelectedIndex(1)
	escape(h)
	assert.Equal(t, 1, h.Depth(), "Escape left History")
}
