package lueur

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	"hearth/ui/kit"
)

// dieFace draws one die as the player sees it on the table: a rounded
// square in the die's colour showing its face, an element's symbol or the
// special face's amount, big enough to read and to tap (a tap selects it
// for a reroll or, with physical dice, asks for its face).
type dieFace struct {
	widget.BaseWidget
	colour   lref.DieColour
	face     lref.Face
	small    bool
	selected bool
	// blank: not rolled yet, no face shown; dim: cancelled by the curse.
	blank, dim bool
	// picker: one face offered to choose from, not a die on the table.
	picker bool
	onTap  func()
}

func newDieFace(c lref.DieColour, f lref.Face, small bool, onTap func()) *dieFace {
	d := &dieFace{colour: c, face: f, small: small, onTap: onTap}
	d.ExtendBaseWidget(d)
	return d
}

// Tapped runs the die's action.
func (d *dieFace) Tapped(*fyne.PointEvent) {
	if d.onTap != nil {
		d.onTap()
	}
}

// Cursor is the pointing hand on desktop.
func (d *dieFace) Cursor() kit.DesktopCursor { return kit.DesktopPointer }

// SetSelected rings the die (chosen for a reroll).
func (d *dieFace) SetSelected(on bool) {
	d.selected = on
	d.Refresh()
}

// faceText is the amount a special face shows, "" for an element.
func faceText(f lref.Face) string {
	switch f {
	case lref.FaceSmallSteps:
		return "+2"
	case lref.FaceLight:
		return "+3"
	case lref.FaceCurse:
		return "−2"
	}
	return ""
}

// CreateRenderer draws the die.
func (d *dieFace) CreateRenderer() fyne.WidgetRenderer {
	fill := lueurDieColours[d.colour]
	if d.dim {
		fill = kit.Tint(fill, 0.3)
	}
	ink := kit.InkOn(fill)
	bg := kit.Rect(fill, 8)
	var mark fyne.CanvasObject
	if d.blank {
		mark = kit.CanvasText("", ink, true)
	} else if e, ok := d.face.Element(); ok {
		mark = elementSymbol(e, ink)
	} else {
		t := kit.CanvasText(faceText(d.face), ink, true)
		mark = t
	}
	p := kit.NewPicture(fyne.NewSize(kit.TouchTarget+4, kit.TouchTarget+4), 0)
	p.Add(bg, mark)
	p.Arrange = func(w, h float32) {
		side := min(w, h)
		if d.small {
			side *= 0.8
		}
		x, y := (w-side)/2, (h-side)/2
		kit.Box(bg, x, y, side, side)
		bg.StrokeWidth = 0
		if d.selected {
			bg.StrokeColor, bg.StrokeWidth = color.NRGBA{R: 0xFF, G: 0xD5, B: 0x4F, A: 0xFF}, 4
		}
		if t, ok := mark.(*canvas.Text); ok {
			kit.Centred(t, w/2, h/2, side-6, side*0.45)
			return
		}
		m := side * 0.5
		kit.Box(mark, w/2-m/2, h/2-m/2, m, m)
	}
	return widget.NewSimpleRenderer(p)
}

// newFaceDie is a die showing face f, blank when f is negative (not rolled).
func newFaceDie(c lref.DieColour, f lref.Face, small bool, onTap func()) *dieFace {
	d := &dieFace{colour: c, face: f, small: small, blank: f < 0, onTap: onTap}
	d.ExtendBaseWidget(d)
	return d
}
