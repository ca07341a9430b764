package kit

import (
	"image/color"
)

var (
	InkDark  = color.NRGBA{R: 0x22, G: 0x22, B: 0x22, A: 0xFF}
	InkLight = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
)

// inkOn is the readable text colour on a fill: dark on light fills such as
// yellow, white otherwise.
func InkOn(c color.NRGBA) color.NRGBA {
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) > 150000 {
		return InkDark
	}
	return InkLight
}

// tint mixes c with white, a being the share of c.
func Tint(c color.NRGBA, a float32) color.NRGBA {
	mix := func(v uint8) uint8 { return uint8(float32(v)*a + 255*(1-a)) }
	return color.NRGBA{R: mix(c.R), G: mix(c.G), B: mix(c.B), A: 0xFF}
}
