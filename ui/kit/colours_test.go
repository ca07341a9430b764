package kit

import (
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInkOnReadsOnComponentColours: on the games' component colours the ink
// chosen reaches WCAG's 4.5:1, and it is the better of the two inks.
func TestInkOnReadsOnComponentColours(t *testing.T) {
	assert.InDelta(t, 21, Contrast(color.Black, color.White), 0.01)
	for _, c := range []color.NRGBA{
		{R: 0xE2, G: 0x5B, B: 0x22, A: 0xFF}, // Bonfire's ember
		{R: 0x6B, G: 0x4F, B: 0xC8, A: 0xFF}, // Lueur's violet
		{R: 0x18, G: 0x7A, B: 0x5F, A: 0xFF}, // Insula's green
		{R: 0x2F, G: 0x6B, B: 0xD8, A: 0xFF}, // blue crystal
		{R: 0xD3, G: 0x35, B: 0x2A, A: 0xFF}, // red crystal
		{R: 0xF2, G: 0xC0, B: 0x2C, A: 0xFF}, // yellow crystal
		{R: 0x26, G: 0x26, B: 0x26, A: 0xFF}, // Lueur's black die
	} {
		ink := InkOn(c)
		other := InkDark
		if ink == InkDark {
			other = InkLight
		}
		assert.GreaterOrEqual(t, Contrast(ink, c), 4.5, "%v", c)
		assert.GreaterOrEqual(t, Contrast(ink, c), Contrast(other, c), "%v", c)
	}
}

// TestFadedKeysKeepTheirInkReadable: a colour key not yet chosen shows its
// colour faded over the page; its number must still read at 4.5:1 on that
// faded colour, in the light and the dark theme.
func TestFadedKeysKeepTheirInkReadable(t *testing.T) {
	for _, page := range []color.NRGBA{{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}, {R: 0x17, G: 0x17, B: 0x18, A: 0xFF}} {
		for _, c := range []color.NRGBA{{R: 0x2F, G: 0x6B, B: 0xD8, A: fadedKey}, {R: 0xD3, G: 0x35, B: 0x2A, A: fadedKey}, {R: 0xF2, G: 0xC0, B: 0x2C, A: fadedKey}} {
			shown := Over(c, page)
			assert.GreaterOrEqual(t, Contrast(InkOn(shown), shown), 4.5, "%v over %v", c, page)
		}
	}
	assert.Equal(t, color.NRGBA{R: 0x80, G: 0x80, B: 0x80, A: 0xFF}, Over(color.NRGBA{A: 0x7F}, color.White), "half black over white is mid grey")
}
