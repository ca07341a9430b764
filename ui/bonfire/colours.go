package bonfire

import (
	ref "hearth/data/bonfire"
	"image/color"
)

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
