package kit

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ink is the colour of the most opaque pixel of img, made opaque.
func ink(img image.Image) color.NRGBA {
	var c color.NRGBA
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if p := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); p.A > c.A {
				c = p
			}
		}
	}
	c.A = 0xFF
	return c
}

// TestIconsAreDrawnOnceInTheirColour (issue 19: an SVG icon was parsed
// again whenever it was laid out): a themed icon is drawn once per colour,
// in that colour, at iconUnits on the window's scale; a DrawnIcon resource
// decodes to those pixels, and the same resource comes back for the same
// icon so that a button given it again does not redraw.
func TestIconsAreDrawnOnceInTheirColour(t *testing.T) {
	test.NewTempApp(t)
	fg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
	primary := color.NRGBAModel.Convert(theme.Color(theme.ColorNamePrimary)).(color.NRGBA)

	img := IconImage(theme.ConfirmIcon(), theme.ColorNameForeground)
	require.NotNil(t, img)
	assert.Nil(t, img.Resource, "shown from pixels, not from the SVG")
	assert.Equal(t, fg, ink(img.Image))
	assert.Equal(t, iconPixels(), img.Image.Bounds().Dx())
	assert.Same(t, img.Image, IconImage(theme.ConfirmIcon(), theme.ColorNameForeground).Image, "drawn once")
	assert.Equal(t, primary, ink(IconImage(theme.ConfirmIcon(), theme.ColorNamePrimary).Image))

	res := DrawnIcon(theme.ConfirmIcon(), theme.ColorNamePrimary)
	assert.Same(t, res, DrawnIcon(theme.ConfirmIcon(), theme.ColorNamePrimary))
	decoded, _, err := image.Decode(bytes.NewReader(res.Content()))
	require.NoError(t, err)
	assert.Equal(t, primary, ink(decoded))

	shown := canvas.NewImageFromResource(res)
	shown.Resize(fyne.NewSquareSize(20))
	require.NotNil(t, shown.Image, "Fyne decodes a drawn icon")
	assert.Equal(t, primary, ink(shown.Image))
}

// counted is a rectangle counting its resizes.
type counted struct {
	canvas.Rectangle
	resized int
}

func (c *counted) Resize(s fyne.Size) { c.resized++; c.Rectangle.Resize(s) }

// TestSteadyResizesItsTextOnlyForANewWidth (issue 19): a wrapped text
// measures its words whenever it is resized, so Steady passes on a new
// width and keeps the text as it is when only the height changed.
func TestSteadyResizesItsTextOnlyForANewWidth(t *testing.T) {
	text := &counted{}
	text.SetMinSize(fyne.NewSize(10, 30))
	s := Steady(text)
	s.Resize(fyne.NewSize(200, 30))
	assert.Equal(t, 1, text.resized)
	assert.Equal(t, float32(200), text.Size().Width)
	s.Resize(fyne.NewSize(200, 60))
	assert.Equal(t, 1, text.resized, "a new height alone does not resize the text")
	s.Resize(fyne.NewSize(150, 60))
	assert.Equal(t, 2, text.resized)
	assert.Equal(t, fyne.NewSize(10, 30), s.MinSize())
}

// TestTileArrowFollowsTheTheme (issue 21: a tile's arrow is drawn once
// per process, not parsed from its SVG on every resize): the arrow is in
// the theme's text colour, and in the new one once the theme changes.
func TestTileArrowFollowsTheTheme(t *testing.T) {
	a := test.NewTempApp(t)
	tile := NewTile("Bonfire", "Score a game", color.Black, nil)
	w := test.NewTempWindow(t, tile)
	w.Resize(fyne.NewSize(300, 100))
	for _, th := range []fyne.Theme{inkTheme{test.Theme(), color.NRGBA{R: 0xcc, A: 0xff}}, inkTheme{test.Theme(), color.NRGBA{B: 0xcc, A: 0xff}}} {
		a.Settings().SetTheme(th)
		tile.Refresh()
		var arrows []*canvas.Image
		walk(tile, func(o fyne.CanvasObject) {
			if i, ok := o.(*canvas.Image); ok && i.Image != nil {
				arrows = append(arrows, i)
			}
		})
		require.Len(t, arrows, 1)
		assert.Nil(t, arrows[0].Resource, "drawn from pixels")
		fg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
		assert.Equal(t, fg, ink(arrows[0].Image))
	}
}

// inkTheme is a theme whose text is in fg.
type inkTheme struct {
	fyne.Theme
	fg color.Color
}

func (t inkTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if n == theme.ColorNameForeground {
		return t.fg
	}
	return t.Theme.Color(n, v)
}
