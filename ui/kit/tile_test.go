package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tileParts are the text and the accent stripe a tile draws.
func tileParts(t *testing.T, tile *Tile) (*FontLabel, *canvas.Rectangle) {
	t.Helper()
	var text *FontLabel
	var stripe *canvas.Rectangle
	walk(tile, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *FontLabel:
			text = x
		case *canvas.Rectangle:
			if x.CornerRadius == 4 {
				stripe = x
			}
		}
	})
	require.NotNil(t, text)
	require.NotNil(t, stripe)
	return text, stripe
}

// TestTileSetContentShowsTheNewLine (issue 21: History's rows are made once
// and show each play that scrolls into them): a tile given another title,
// subtitle, accent and action shows and does the new ones, and a tile given
// the same words again keeps its text as laid out (not measured again).
func TestTileSetContentShowsTheNewLine(t *testing.T) {
	test.NewTempApp(t)
	taps := ""
	tile := NewTile("Fake · 1 Jun", "Ana 10 · Ben 20", color.NRGBA{R: 200, A: 255}, func() { taps += "a" })
	w := test.NewTempWindow(t, container.NewVBox(tile))
	w.Resize(fyne.NewSize(360, 200))
	text, stripe := tileParts(t, tile)
	words := func() string { return text.Text + "|" + text.Sub }
	assert.Equal(t, "Fake · 1 Jun|Ana 10 · Ben 20", words(), "title then subtitle")

	tile.SetContent("Bonfire · 2 Jun", "Cleo 5\nWinner: Cleo", color.NRGBA{B: 200, A: 255}, func() { taps += "b" })
	assert.Equal(t, "Bonfire · 2 Jun", tile.Title())
	assert.Equal(t, "Bonfire · 2 Jun|Cleo 5\nWinner: Cleo", words())
	assert.Equal(t, color.NRGBA{B: 200, A: 255}, stripe.FillColor)
	test.Tap(tile)
	assert.Equal(t, "b", taps, "the new action")

	cut := &test.WidgetRenderer(text).(*fontLabelRenderer).paras[0] // new on every refresh of the text
	tile.SetContent("Bonfire · 2 Jun", "Cleo 5\nWinner: Cleo", color.NRGBA{B: 200, A: 255}, func() { taps += "c" })
	assert.Same(t, cut, &test.WidgetRenderer(text).(*fontLabelRenderer).paras[0], "the same words: the text is kept")
	test.Tap(tile)
	assert.Equal(t, "bc", taps, "the action is the latest even when the words are the same")

	tile.SetContent("Solo", "", color.NRGBA{B: 200, A: 255}, nil)
	assert.Equal(t, "Solo|", words(), "no subtitle")
	test.Tap(tile)
	assert.Equal(t, "bc", taps, "no action")
}

// TestPlayersMarkSetColours (issue 21): a History row's strip shows a
// segment per player of the play it shows now, in seat order, with more or
// fewer players than the play before; the same colours change nothing.
func TestPlayersMarkSetColours(t *testing.T) {
	test.NewTempApp(t)
	red, green, blue := color.NRGBA{R: 255, A: 255}, color.NRGBA{G: 255, A: 255}, color.NRGBA{B: 255, A: 255}
	m := NewPlayersMark([]color.Color{red, green}, widget.NewLabel("row"))
	w := test.NewTempWindow(t, m.Row)
	w.Resize(fyne.NewSize(300, 60))
	bars := func() []color.Color {
		var out []color.Color
		for _, o := range m.strip.Objects {
			out = append(out, o.(*canvas.Rectangle).FillColor)
		}
		return out
	}
	assert.Equal(t, []color.Color{red, green}, bars())
	for _, want := range [][]color.Color{{blue, red, green}, {green}, {red, blue}} {
		m.SetColours(want)
		assert.Equal(t, want, bars())
		w.Canvas().Refresh(m.Row)
		width := m.strip.Objects[0].Size().Width
		assert.InDelta(t, m.strip.Size().Width/float32(len(want)), width, float64(len(want))*4, "segments share the width")
	}
	first := m.strip.Objects[0]
	m.SetColours([]color.Color{red, blue})
	assert.Same(t, first, m.strip.Objects[0], "the same colours keep the same bars")
}

// TestTileFitsLike (issue 21): a tile not drawn takes a laid-out tile's
// size when it has as many lines and none wider than that tile's text;
// a longer line, another count of lines, or a first tile not drawn yet
// does not.
func TestTileFitsLike(t *testing.T) {
	test.NewTempApp(t)
	ref := NewTile("1. Ana", "Plays: 12\nBest 61", color.Black, nil)
	other := NewTile("2. Ben", "Plays: 9\nBest 70", color.Black, nil)
	assert.False(t, other.FitsLike(ref), "the first tile is not drawn yet")
	w := test.NewTempWindow(t, container.NewVBox(ref))
	w.Resize(fyne.NewSize(360, 300))
	assert.True(t, other.FitsLike(ref))
	assert.False(t, NewTile("2. Maximilian-Alexander von Hohenzollern", "Plays: 9\nBest 70", color.Black, nil).FitsLike(ref), "a name that wraps")
	assert.False(t, NewTile("2. Ben", "Plays: 9 · won: 2 (22%) · best 70 · average 51.3 · 4 Jul", color.Black, nil).FitsLike(ref), "a line that wraps")
	assert.False(t, NewTile("2. Ben", "Plays: 9", color.Black, nil).FitsLike(ref), "one line fewer")

	drawn := NewTile("2. Ben", "Plays: 9\nBest 70", color.Black, nil)
	w.SetContent(container.NewVBox(ref, drawn))
	assert.Equal(t, ref.MinSize(), drawn.MinSize(), "drawn, it takes the size it was given")
}
