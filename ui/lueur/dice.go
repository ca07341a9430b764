package lueur

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// dieFace draws one die as the player sees it on the table: a rounded
// square in the die's colour showing its face, an element's symbol or the
// special face's amount, big enough to read and to tap (a tap selects it
// for a reroll or, with physical dice, asks for its face). Changed with
// set, it redraws in place.
type dieFace struct {
	widget.BaseWidget
	colour   lref.DieColour
	face     lref.Face
	small    bool
	selected bool
	// blank: not rolled yet, no face shown; dim: cancelled by the curse.
	blank, dim bool
	// picker: one face offered to choose from, not a die on the table; it is
	// drawn full size, a touch target of at least kit.TouchTarget.
	picker bool
	onTap  func()
}

// newFaceDie is a die showing face f, blank when f is negative (not rolled).
func newFaceDie(c lref.DieColour, f lref.Face, small bool, onTap func()) *dieFace {
	d := &dieFace{colour: c, face: f, small: small, blank: f < 0, onTap: onTap}
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
	if d.selected != on {
		d.selected = on
		d.Refresh()
	}
}

// set shows die x (its face when rolled, faded when cancelled).
func (d *dieFace) set(x journey.Die, selected bool) {
	f := x.Face
	if !x.Rolled {
		f = -1
	}
	small := x.Size == lref.Small
	if d.colour == x.Colour && d.face == f && d.blank == (f < 0) && d.small == small && d.dim == x.Cancelled && d.selected == selected {
		return
	}
	d.colour, d.face, d.blank, d.small, d.dim, d.selected = x.Colour, f, f < 0, small, x.Cancelled, selected
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
		return "–2"
	}
	return ""
}

// CreateRenderer draws the die.
func (d *dieFace) CreateRenderer() fyne.WidgetRenderer {
	r := &dieRenderer{d: d, bg: kit.Rect(color.Transparent, 8)}
	r.Refresh()
	return r
}

// dieRenderer keeps the die's square and mark, making a new mark only when
// the face or its ink changes.
type dieRenderer struct {
	d    *dieFace
	bg   *canvas.Rectangle
	mark fyne.CanvasObject
	// what the mark shows
	face  lref.Face
	blank bool
	ink   color.NRGBA
}

func (r *dieRenderer) Layout(size fyne.Size) {
	w, h := size.Width, size.Height
	side := min(w, h)
	if r.d.small && !r.d.picker {
		side *= 0.8
	}
	kit.Box(r.bg, (w-side)/2, (h-side)/2, side, side)
	if t, ok := r.mark.(*canvas.Text); ok {
		kit.Centred(t, w/2, h/2, side-6, side*0.45)
		return
	}
	m := side * 0.5
	kit.Box(r.mark, w/2-m/2, h/2-m/2, m, m)
}

func (r *dieRenderer) MinSize() fyne.Size { return fyne.NewSize(kit.TouchTarget+4, kit.TouchTarget+4) }

func (r *dieRenderer) Refresh() {
	d := r.d
	fill := lueurDieColours[d.colour]
	if d.dim {
		fill = kit.Tint(fill, 0.3)
	}
	ink := kit.InkOn(fill)
	if r.mark == nil || r.face != d.face || r.blank != d.blank || r.ink != ink {
		r.face, r.blank, r.ink = d.face, d.blank, ink
		r.mark = dieMark(d.face, d.blank, ink)
	}
	r.bg.FillColor = fill
	r.bg.StrokeWidth = 0
	if d.selected {
		r.bg.StrokeColor, r.bg.StrokeWidth = color.NRGBA{R: 0xFF, G: 0xD5, B: 0x4F, A: 0xFF}, 4
	}
	r.Layout(d.Size())
	r.bg.Refresh()
	r.mark.Refresh()
}

// dieMark is what a die's face shows: an element's symbol or an amount.
func dieMark(f lref.Face, blank bool, ink color.Color) fyne.CanvasObject {
	if blank {
		return kit.CanvasText("", ink, true)
	}
	if e, ok := f.Element(); ok {
		return elementSymbol(e, ink)
	}
	return kit.CanvasText(faceText(f), ink, true)
}

func (r *dieRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.mark} }

func (r *dieRenderer) Destroy() {}

// diceRow is your dice, big and in their colours, kept from tap to tap: set
// shows new dice in the same widgets.
type diceRow struct {
	box  *fyne.Container
	dice []*dieFace
	tap  func(int) // nil: the dice cannot be tapped
}

func newDiceRow() *diceRow {
	return &diceRow{box: container.NewGridWrap(fyne.NewSize(kit.TouchTarget+8, kit.TouchTarget+8))}
}

// set shows dice, the selected ones ringed; tap, when given, is told the
// index of a tapped die.
func (r *diceRow) set(dice []journey.Die, sel []int, tap func(int)) {
	r.tap = tap
	for len(r.dice) < len(dice) {
		i := len(r.dice)
		d := newFaceDie(dice[i].Colour, -1, false, nil)
		r.dice = append(r.dice, d)
	}
	if len(r.box.Objects) != len(dice) {
		r.box.Objects = r.box.Objects[:0]
		for _, d := range r.dice[:len(dice)] {
			r.box.Add(d)
		}
		r.box.Refresh()
	}
	for i, x := range dice {
		d := r.dice[i]
		d.onTap = nil
		if tap != nil {
			d.onTap = func() { r.tap(i) }
		}
		d.set(x, slices.Contains(sel, i))
	}
}

// facePicker is one tappable die per face; the chosen one is ringed.
type facePicker struct {
	box   *fyne.Container
	faces []*dieFace
}

func newFacePicker(c lref.DieColour, faces []lref.Face, chosen lref.Face, pick func(lref.Face)) *facePicker {
	fp := &facePicker{box: container.NewGridWithColumns(6)}
	for _, f := range faces {
		d := newFaceDie(c, f, false, nil)
		d.picker = true
		d.selected = f == chosen
		d.onTap = func() {
			for _, o := range fp.faces {
				o.SetSelected(o == d)
			}
			pick(f)
		}
		fp.faces = append(fp.faces, d)
		fp.box.Add(d)
	}
	return fp
}

// faces lists the different faces of a die of colour c: the five elements
// and its sixth face when that is a special symbol (an element die's sixth
// face repeats its element).
func faces(c lref.DieColour) []lref.Face {
	var out []lref.Face
	for _, f := range c.Faces() {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// elementFaces are the five element faces, what a die rerolled at the
// evening ends on.
func elementFaces() []lref.Face {
	out := make([]lref.Face, len(lref.Elements))
	for i, e := range lref.Elements {
		out[i] = lref.ElementFace(e)
	}
	return out
}
