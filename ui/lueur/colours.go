package lueur

import (
	lref "hearth/data/lueur"
	"image/color"
)

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
