package shell

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"

	"hearth/data"
	"hearth/ui/kit"
)

// TestPlayerPaletteContrast (issue 22): every colour a player can have
// stands out at 3:1 or more (WCAG's ratio for graphics) on the page and on
// a field's background, in the light and the dark theme.
func TestPlayerPaletteContrast(t *testing.T) {
	th := newTheme(ThemeSystem)
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, surface := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground} {
			bg := over(th.Color(surface, v), th.Color(theme.ColorNameBackground, v))
			for _, hex := range data.Palette {
				ratio := kit.Contrast(kit.ParseColour(hex), bg)
				assert.GreaterOrEqual(t, ratio, 3.0, "variant %d: %s on %s is %.2f:1", v, hex, surface, ratio)
			}
		}
	}
	assert.Less(t, kit.Contrast(kit.ParseColour("#37B24D"), th.Color(theme.ColorNameBackground, theme.VariantLight)), 3.0,
		"a light green fails on white, so the test can fail")
}
