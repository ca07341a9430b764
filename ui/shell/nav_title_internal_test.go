package shell

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
)

// TestBarTitleFitsItsWidth (issue 19: the top bar's title no longer shapes
// its text on every page shown): a title that fits is shown whole; one too
// long for the bar is cut with an ellipsis and fits; the bar asks the
// height and width a label cut with an ellipsis asks.
func TestBarTitleFitsItsWidth(t *testing.T) {
	test.NewTempApp(t)
	title := newBarTitle()
	w := test.NewTempWindow(t, title)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(200, 40))

	title.SetText("Solo against Tom")
	assert.Equal(t, "Solo against Tom", title.Shown())

	long := "Partie festhalten und Ergebnisse aller Personen eintragen"
	title.SetText(long)
	shown := title.Shown()
	assert.True(t, strings.HasSuffix(shown, ellipsis), "cut: %q", shown)
	assert.True(t, strings.HasPrefix(long, strings.TrimSuffix(shown, ellipsis)))
	width := fyne.MeasureText(shown, theme.TextSize(), fyne.TextStyle{Bold: true}).Width
	assert.LessOrEqual(t, width, title.Size().Width-2*theme.InnerPadding(), "the cut title fits")

	w.Resize(fyne.NewSize(1000, 40))
	assert.Equal(t, long, title.Shown(), "wider, it is whole again")

	label := widget.NewLabelWithStyle(long, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	label.Truncation = fyne.TextTruncateEllipsis
	assert.Equal(t, label.MinSize().Height, title.MinSize().Height)
	assert.InDelta(t, label.MinSize().Width, title.MinSize().Width, 6, "an ellipsis wide, not the title")
}
