package ui

import (
	"image/color"

	ref "hearth/data/bonfire"
	lref "hearth/data/lueur"
)

// Component colours are fixed, like the pieces they stand for, and read the
// same in the light and the dark theme.

// crystalColours are Bonfire's crystal, task and bonfire colours.
var crystalColours = map[ref.Colour]color.NRGBA{
	ref.Blue:   {R: 0x2F, G: 0x6B, B: 0xD8, A: 0xFF},
	ref.Red:    {R: 0xD3, G: 0x35, B: 0x2A, A: 0xFF},
	ref.Yellow: {R: 0xF2, G: 0xC0, B: 0x2C, A: 0xFF},
}

// resourceColours tell Bonfire's five island and gnome resources apart.
var resourceColours = map[ref.Resource]color.NRGBA{
	ref.Blossom: {R: 0xE0, G: 0x7B, B: 0xB5, A: 0xFF},
	ref.Fruit:   {R: 0xE8, G: 0x7D, B: 0x2E, A: 0xFF},
	ref.Herb:    {R: 0x4F, G: 0xA6, B: 0x4A, A: 0xFF},
	ref.Shell:   {R: 0x5B, G: 0xB8, B: 0xD0, A: 0xFF},
	ref.Root:    {R: 0x8B, G: 0x5E, B: 0x3C, A: 0xFF},
}

// lueurDieColours are Lueur's die colours; the element colours are those of
// the die whose sixth face shows the element.
var lueurDieColours = map[lref.DieColour]color.NRGBA{
	lref.Red:    {R: 0xD6, G: 0x3A, B: 0x2F, A: 0xFF},
	lref.Azure:  {R: 0x3F, G: 0xB7, B: 0xE6, A: 0xFF},
	lref.Blue:   {R: 0x26, G: 0x4F, B: 0xC2, A: 0xFF},
	lref.Green:  {R: 0x35, G: 0x9A, B: 0x48, A: 0xFF},
	lref.Orange: {R: 0xF0, G: 0x8A, B: 0x1C, A: 0xFF},
	lref.Purple: {R: 0x7E, G: 0x4B, B: 0xB8, A: 0xFF},
	lref.Yellow: {R: 0xF2, G: 0xC9, B: 0x4C, A: 0xFF},
	lref.Black:  {R: 0x26, G: 0x26, B: 0x26, A: 0xFF},
}

var (
	inkDark  = color.NRGBA{R: 0x22, G: 0x22, B: 0x22, A: 0xFF}
	inkLight = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
)

// inkOn is the readable text colour on a fill: dark on light fills such as
// yellow, white otherwise.
func inkOn(c color.NRGBA) color.NRGBA {
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) > 150000 {
		return inkDark
	}
	return inkLight
}

// tint mixes c with white, a being the share of c.
func tint(c color.NRGBA, a float32) color.NRGBA {
	mix := func(v uint8) uint8 { return uint8(float32(v)*a + 255*(1-a)) }
	return color.NRGBA{R: mix(c.R), G: mix(c.G), B: mix(c.B), A: 0xFF}
}
