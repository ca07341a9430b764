package insula

import (
	iref "hearth/data/insula"
	isetup "hearth/setup/insula"
	"hearth/ui/kit"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
)

var (
	insulaLight   = color.NRGBA{R: 0xF3, G: 0xDD, B: 0x8A, A: 0xFF}
	insulaShadow  = color.NRGBA{R: 0x3F, G: 0x3A, B: 0x55, A: 0xFF}
	insulaCitadel = color.NRGBA{R: 0x6B, G: 0x5B, B: 0x7B, A: 0xFF}
	kingoshPurple = color.NRGBA{R: 0x7B, G: 0x3F, B: 0xA0, A: 0xFF}
	kingoshBlue   = color.NRGBA{R: 0x2D, G: 0x5F, B: 0xB5, A: 0xFF}
)

// insulaTileColour is a face-down island tile's colour.
func insulaTileColour(t iref.Tile) color.NRGBA {
	if t == iref.Shadow {
		return insulaShadow
	}
	return insulaLight
}

// newShadowLinePicture draws the line from the beach to the citadel: the
// face-down light tiles first, then the shadow tiles.
func newShadowLinePicture(l isetup.ShadowLine) *kit.Picture {
	p := kit.NewPicture(fyne.NewSize(280, 64), 520)
	beach := kit.Rect(kit.Sand, 10)
	beach.StrokeColor, beach.StrokeWidth = kit.SandEdge, 1.5
	beachName := kit.CanvasText(lang.L("Beach"), kit.InkDark, true)
	citadel := kit.Rect(insulaCitadel, 10)
	citadelName := kit.CanvasText(lang.L("Citadel"), kit.InkLight, true)
	p.Add(beach, beachName, citadel, citadelName)
	var tiles []*canvas.Rectangle
	var marks []fyne.CanvasObject
	for _, t := range l.Tiles {
		fill := insulaTileColour(t)
		r := kit.Rect(fill, 6)
		r.StrokeColor, r.StrokeWidth = color.NRGBA{A: 0x60}, 1
		var m fyne.CanvasObject
		if t == iref.Shadow {
			c := canvas.NewCircle(color.Transparent)
			c.StrokeColor, c.StrokeWidth = kit.InkOn(fill), 2
			m = c
		} else {
			m = canvas.NewCircle(kit.InkOn(fill))
		}
		p.Add(r, m)
		tiles = append(tiles, r)
		marks = append(marks, m)
	}
	p.Arrange = func(w, h float32) {
		gap := float32(4)
		end := min(w*0.2, 90)
		n := float32(max(len(tiles), 1))
		tw := (w - 2*end - (n+1)*gap) / n
		kit.Box(beach, 0, 0, end, h)
		kit.Centred(beachName, end/2, h/2, end-6, 13)
		kit.Box(citadel, w-end, 0, end, h)
		kit.Centred(citadelName, w-end/2, h/2, end-6, 13)
		side := min(tw, h-8)
		for i, r := range tiles {
			x := end + gap + float32(i)*(tw+gap) + (tw-side)/2
			kit.Box(r, x, (h-side)/2, side, side)
			m := side * 0.36
			kit.Box(marks[i], x+side/2-m/2, h/2-m/2, m, m)
		}
	}
	return p
}

// newKingoshPicture draws the Kingosh card, its colour side up, with his
// starting strength.
func newKingoshPicture(k isetup.KingoshCard) *kit.Picture {
	p := kit.NewPicture(fyne.NewSize(66, 90), 66)
	fill := kingoshPurple
	if k.Variant == iref.Blue {
		fill = kingoshBlue
	}
	card := kit.Rect(fill, 8)
	card.StrokeColor, card.StrokeWidth = color.NRGBA{A: 0x70}, 1
	tower := canvas.NewPolygon(3, kit.InkOn(fill))
	strength := kit.CanvasText(strconv.Itoa(k.Strength), kit.InkOn(fill), true)
	p.Add(card, tower, strength)
	p.Arrange = func(w, h float32) {
		kit.Box(card, 0, 0, w, h)
		kit.Box(tower, w/2-10, 10, 20, 18)
		kit.Centred(strength, w/2, h*0.64, w-8, 30)
	}
	return p
}

// ---- small helpers for legends under the pictures ----
