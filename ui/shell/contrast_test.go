package shell

import (
	"hearth/ui/kit"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
)

// over composites a translucent colour on an opaque background.
func over(c, bg color.Color) color.Color {
	r, g, b, a := c.RGBA()
	br, bgg, bb, _ := bg.RGBA()
	mix := func(f, k uint32) uint8 { return uint8((f*a/0xFFFF + k*(0xFFFF-a)/0xFFFF) >> 8) }
	return color.NRGBA{R: mix(r, br), G: mix(g, bgg), B: mix(b, bb), A: 0xFF}
}

// textPairs are the text colours the app uses on the surfaces it puts them
// on: body and subtitles on the page and on tiles, warnings and errors,
// labels on primary, warning and success buttons.
var textPairs = []struct{ text, surface fyne.ThemeColorName }{
	{theme.ColorNameForeground, theme.ColorNameBackground},
	{theme.ColorNameForeground, theme.ColorNameInputBackground},
	{theme.ColorNamePlaceHolder, theme.ColorNameBackground},
	{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground},
	{theme.ColorNameWarning, theme.ColorNameBackground},
	{theme.ColorNameError, theme.ColorNameBackground},
	{theme.ColorNameSuccess, theme.ColorNameBackground},
	{theme.ColorNamePrimary, theme.ColorNameBackground},
	{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
	{theme.ColorNameForegroundOnWarning, theme.ColorNameWarning},
	{theme.ColorNameForegroundOnError, theme.ColorNameError},
	{theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess},
	{theme.ColorNameForeground, theme.ColorNameButton},
}

// TestTextContrast (SPEC §3): every text colour pair reaches 4.5:1 in the
// light and the dark theme.
func TestTextContrast(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		th := newTheme(ThemeSystem)
		bg := th.Color(theme.ColorNameBackground, v)
		for _, p := range textPairs {
			surface := over(th.Color(p.surface, v), bg)
			text := over(th.Color(p.text, v), surface)
			ratio := kit.Contrast(text, surface)
			assert.GreaterOrEqual(t, ratio, 4.5, "variant %d: %s on %s is %.2f:1", v, p.text, p.surface, ratio)
		}
	}
}

// TestContrastMath: black on white is 21:1, a colour on itself 1:1, and
// Fyne's light placeholder grey on white fails (so the test can fail).
func TestContrastMath(t *testing.T) {
	assert.InDelta(t, 21, kit.Contrast(color.Black, color.White), 0.01)
	assert.InDelta(t, 1, kit.Contrast(ember, ember), 0.001)
	grey := theme.DefaultTheme().Color(theme.ColorNamePlaceHolder, theme.VariantLight)
	assert.Less(t, kit.Contrast(grey, color.White), 4.5)
}
