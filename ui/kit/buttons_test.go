package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
)

// TestWrapButtonEnablesAgain: a disabled wrapping button ignores taps and
// takes them again once enabled, so a screen keeps its buttons instead of
// making them anew (the journey's reroll sources, issue 19).
func TestWrapButtonEnablesAgain(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewWrapButton("Reroll with a token (2 left)", theme.ViewRefreshIcon(), func() { taps++ })
	w := test.NewWindow(b)
	defer w.Close()
	b.Disable()
	test.Tap(b)
	assert.True(t, b.Disabled())
	assert.Zero(t, taps, "a disabled button ignores taps")
	b.Enable()
	test.Tap(b)
	assert.False(t, b.Disabled())
	assert.Equal(t, 1, taps)
	b.Enable() // already enabled: nothing changes
	b.Disable()
	b.Disable()
	test.Tap(b)
	assert.Equal(t, 1, taps)
}

// TestWrapButtonMeasuresAsItLooks: a wrapping button keeps its text's size
// between two refreshes (issue 19: a page measured each button three or
// four times), and still takes the room its text needs after its width or
// its text changed: the same as a button made anew at that width.
func TestWrapButtonMeasuresAsItLooks(t *testing.T) {
	test.NewTempApp(t)
	long := "Fight the guardians on the tile you stand on, then rest"
	fresh := func(text string, width float32) fyne.Size {
		b := NewWrapButton(text, theme.ConfirmIcon(), nil)
		w := test.NewWindow(container.NewWithoutLayout(b))
		defer w.Close()
		b.Resize(fyne.NewSize(width, b.MinSize().Height))
		return b.MinSize()
	}
	b := NewWrapButton(long, theme.ConfirmIcon(), nil)
	w := test.NewWindow(container.NewWithoutLayout(b))
	defer w.Close()

	b.Resize(fyne.NewSize(600, b.MinSize().Height))
	wide := b.MinSize()
	assert.Equal(t, fresh(long, 600), wide)
	assert.Equal(t, wide, b.MinSize(), "asked again, the same")

	b.Resize(fyne.NewSize(160, b.MinSize().Height))
	narrow := b.MinSize()
	assert.Greater(t, narrow.Height, wide.Height, "narrower, the text wraps onto more lines")
	assert.Equal(t, fresh(long, 160), narrow)

	b.Text = "Rest"
	b.Refresh()
	short := b.MinSize()
	assert.Less(t, short.Height, narrow.Height, "a shorter text takes fewer lines")
	assert.Equal(t, fresh("Rest", 160), short)
}
