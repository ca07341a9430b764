package kit

import (
	"image/color"
	"math"
)

// InkDark and InkLight are the two text colours drawn on component colours
// (a die, a crystal, a game's accent); InkOn picks between them.
var (
	InkDark  = color.NRGBA{R: 0x1A, G: 0x1A, B: 0x1A, A: 0xFF}
	InkLight = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
)

// InkOn is the readable text colour on a fill: whichever of the dark and the
// light ink contrasts more with it by WCAG's measure (an orange such as
// Bonfire's ember takes dark ink: 4.8:1, where white gave 3.7:1).
func InkOn(c color.NRGBA) color.NRGBA {
	if Contrast(InkDark, c) >= Contrast(InkLight, c) {
		return InkDark
	}
	return InkLight
}

// Contrast is the WCAG 2 contrast ratio of two opaque colours, from 1 to 21.
func Contrast(a, b color.Color) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// luminance is WCAG 2's relative luminance.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xFFFF
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Over is a translucent colour as it shows over an opaque background.
func Over(c color.NRGBA, bg color.Color) color.NRGBA {
	br, bgc, bb, _ := bg.RGBA()
	a := uint32(c.A)
	mix := func(f uint8, k uint32) uint8 { return uint8((uint32(f)*a + (k>>8)*(255-a)) / 255) }
	return color.NRGBA{R: mix(c.R, br), G: mix(c.G, bgc), B: mix(c.B, bb), A: 0xFF}
}

// Tint mixes c with white, a being the share of c.
func Tint(c color.NRGBA, a float32) color.NRGBA {
	mix := func(v uint8) uint8 { return uint8(float32(v)*a + 255*(1-a)) }
	return color.NRGBA{R: mix(c.R), G: mix(c.G), B: mix(c.B), A: 0xFF}
}
