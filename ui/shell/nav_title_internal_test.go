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

// boldTheme is a theme with another bold font and a larger text size.
type boldTheme struct {
	fyne.Theme
	bold fyne.Resource
}

func (b boldTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Bold {
		return b.bold
	}
	return b.Theme.Font(s)
}

func (b boldTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 21
	}
	return b.Theme.Size(n)
}

// TestBarTitleFollowsTheTheme (issue 21): the title is drawn from the
// theme's bold font without Fyne's bold style, and after a change of theme
// from the new theme's bold font at its text size, cut for that font.
func TestBarTitleFollowsTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	title := newBarTitle()
	w := test.NewTempWindow(t, title)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(120, 40))
	title.SetText("Paramètres")
	assert.Equal(t, theme.DefaultTextBoldFont(), title.text.FontSource)
	assert.False(t, title.text.TextStyle.Bold, "not Fyne's bold style")
	assert.Equal(t, "Paramètres", title.Shown(), "fits")

	a.Settings().SetTheme(boldTheme{test.Theme(), theme.DefaultTextMonospaceFont()})
	title.Refresh()
	assert.Equal(t, theme.DefaultTextMonospaceFont(), title.text.FontSource)
	assert.Equal(t, float32(21), title.text.TextSize)
	assert.True(t, strings.HasSuffix(title.Shown(), ellipsis), "larger and wider, it is cut: %q", title.Shown())
}
