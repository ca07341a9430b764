package shell_test

import (
	"context"
	"image"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestPlayerColourOnChartAndChoice (issue 22), in French: Ana's profile
// got the palette's first colour, which draws her score chart; on her page
// she opens the choice and picks another, and the chart and the stored
// profile follow. A guest's
// page has no choice: a name keeps the colour of its letters.
func TestPlayerColourOnChartAndChoice(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "fr", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	for i := range 3 {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, 1+i, 20, 0, 0, 0, time.Local),
			Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 40 + i, Winner: true}, {Seat: 1, Name: "Gus", Score: 30}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, lang.L("Stats"))
	uitest.OpenStanding(t, h, "Ana")
	chart := uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil)
	require.Len(t, chart, 1)
	assert.Equal(t, kit.ParseColour(data.Palette[0]), chart[0].Colour())

	uitest.Tap(t, h, "Couleur")
	swatches := swatchButtons(h.Window().Canvas().Overlays().Top())
	require.Len(t, swatches, len(data.Palette))
	test.Tap(swatches[3])
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "the choice closes")
	colours, err := s.ProfileColours(ctx)
	require.NoError(t, err)
	assert.Equal(t, data.Palette[3], colours[ana.ID])
	chart = uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil)
	require.Len(t, chart, 1)
	assert.Equal(t, kit.ParseColour(data.Palette[3]), chart[0].Colour(), "the page is drawn again in the new colour")

	h.Pop()
	uitest.OpenStanding(t, h, "Gus")
	assert.Empty(t, uitest.FindAll[*widget.Button](uitest.Screen(h), func(b *widget.Button) bool { return b.Text == "Couleur" }),
		"a name without a profile has no choice")
}

// swatchButtons are the colour picker's buttons under root, each over its
// swatch.
func swatchButtons(root fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	for _, c := range uitest.FindAll[*fyne.Container](root, func(c *fyne.Container) bool { return len(c.Objects) == 2 }) {
		_, swatch := c.Objects[0].(*canvas.Rectangle)
		if b, ok := c.Objects[1].(*widget.Button); ok && swatch {
			out = append(out, b)
		}
	}
	return out
}

// hasColour is whether any pixel of img is c.
func hasColour(img image.Image, c color.NRGBA) bool {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) == c {
				return true
			}
		}
	}
	return false
}

// TestBoardTabsShowColours: the board buttons get their players' colours
// as underlines, and still select their boards.
func TestBoardTabsShowColours(t *testing.T) {
	test.NewTempApp(t)
	tabs := kit.NewBoardTabs([]string{"Ana", "Gus"}, []fyne.CanvasObject{widget.NewLabel("a"), widget.NewLabel("g")})
	w := test.NewTempWindow(t, tabs)
	w.Resize(fyne.NewSize(360, 300))
	shot := w.Canvas().Capture()
	want := []color.NRGBA{kit.ParseColour(data.Palette[1]), kit.ParseColour(data.Palette[6])}
	for _, c := range want {
		assert.False(t, hasColour(shot, c), "no colour before SetColours")
	}
	tabs.SetColours([]color.Color{want[0], want[1]})
	shot = w.Canvas().Capture()
	for _, c := range want {
		assert.True(t, hasColour(shot, c), "%v is drawn", c)
	}
	test.Tap(tabs.Buttons()[1])
	assert.Equal(t, 1, tabs.Selected())

	// New colours (a name corrected, a colour chosen) replace the old ones.
	other := kit.ParseColour(data.Palette[3])
	tabs.SetColours([]color.Color{other, want[1]})
	shot = w.Canvas().Capture()
	assert.True(t, hasColour(shot, other), "a second SetColours draws its colours")
	assert.False(t, hasColour(shot, want[0]), "and drops the first ones")
}
