package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestWrapButtonIsFynesButton: a wrapping button is Fyne's button under
// its text: a tap on the text reaches it (not when disabled), the text is
// in the colour the button gives its own in each state, and the icon is
// the button's, a new one shown when set.
func TestWrapButtonIsFynesButton(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewWrapButton("Fight the guardians on the tile you stand on, then rest", theme.ContentAddIcon(), func() { taps++ })
	w := test.NewTempWindow(t, container.NewWithoutLayout(b))
	w.Resize(fyne.NewSize(400, 300))
	b.Resize(fyne.NewSize(200, b.MinSize().Height))
	r := test.WidgetRenderer(b).(*wrapButtonRenderer)
	require.Greater(t, r.text.MinSize().Height, 2*fyne.MeasureText("M", theme.TextSize(), fyne.TextStyle{Bold: true}).Height,
		"the text wraps at 200 px")
	onText := fyne.CurrentApp().Driver().AbsolutePositionForObject(r.text).AddXY(20, r.text.Size().Height/2)
	colour := func() fyne.ThemeColorName { return r.text.Segments[0].(*widget.TextSegment).Style.ColorName }

	test.TapCanvas(w.Canvas(), onText)
	assert.Equal(t, 1, taps, "a tap on the text taps the button")
	assert.Equal(t, theme.ColorNameForeground, colour())
	b.SetImportance(widget.HighImportance)
	assert.Equal(t, theme.ColorNameForegroundOnPrimary, colour(), "on the primary colour")
	b.Disable()
	assert.Equal(t, theme.ColorNameDisabled, colour(), "greyed")
	test.TapCanvas(w.Canvas(), onText)
	assert.Equal(t, 1, taps, "disabled: no tap")
	b.Enable()
	b.SetImportance(widget.MediumImportance)
	assert.Equal(t, theme.ColorNameForeground, colour())

	assert.Same(t, theme.ContentAddIcon(), b.button.Icon)
	b.SetIcon(theme.ConfirmIcon())
	assert.Same(t, theme.ConfirmIcon(), b.Icon())
	assert.True(t, b.button.Disabled() == b.Disabled())
}
