package lueur

import (
	lref "hearth/data/lueur"
	lsetup "hearth/setup/lueur"
	"hearth/ui/kit"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

var smallStepToken = color.NRGBA{R: 0xD8, G: 0xB4, B: 0x6A, A: 0xFF}

// elementColour is the colour of an element's slot.
func elementColour(e lref.Element) color.NRGBA {
	for _, c := range lref.DieColours {
		if ce, ok := c.Element(); ok && ce == e {
			return lueurDieColours[c]
		}
	}
	return kit.InkDark
}

// elementSymbol is a simple shape standing for an element: fire a triangle,
// air a ring, water a drop (a disc), plant a pentagon, earth a square.
func elementSymbol(e lref.Element, ink color.Color) fyne.CanvasObject {
	switch e {
	case lref.Fire:
		return canvas.NewPolygon(3, ink)
	case lref.Air:
		c := canvas.NewCircle(color.Transparent)
		c.StrokeColor, c.StrokeWidth = ink, 2.5
		return c
	case lref.Water:
		return canvas.NewCircle(ink)
	case lref.Plant:
		return canvas.NewPolygon(5, ink)
	default:
		q := canvas.NewPolygon(4, ink)
		q.Angle = 45
		return q
	}
}

// drawnDie is one small die on the track.
type drawnDie struct {
	colour lref.DieColour
	slot   lref.Element
	rect   *canvas.Rectangle
}

// trackPicture draws the encounter track: the 5 element slots with the small
// dice rolled onto them, showing the element they rolled, and a small-step
// token on each empty slot.
type trackPicture struct {
	kit.Picture
	dice   []drawnDie
	tokens []*canvas.Circle
}

func newTrackPicture(d lsetup.Dice) *trackPicture {
	most := 0
	for _, s := range d.Slots {
		most = max(most, len(s.Dice))
	}
	rows := max(2, (most+1)/2)
	p := &trackPicture{Picture: kit.Drawing(fyne.NewSize(280, 52+float32(rows)*30), 480)}
	p.ExtendBaseWidget(p)
	var slots []*trackSlot
	for _, s := range d.Slots {
		slots = append(slots, p.addSlot(s))
	}
	p.Arrange = func(w, h float32) { arrangeTrack(slots, rows, w, h) }
	return p
}

// trackSlot is what the track picture draws for one slot.
type trackSlot struct {
	bg, band  *canvas.Rectangle
	symbol    fyne.CanvasObject
	name      *canvas.Text
	dice      []*canvas.Rectangle
	faces     []fyne.CanvasObject
	token     *canvas.Circle
	tokenSide *canvas.Text
}

// addSlot draws slot s on p: its band in the element's colour, its dice
// and its small-step token.
func (p *trackPicture) addSlot(s lsetup.Slot) *trackSlot {
	col := elementColour(s.Element)
	sl := &trackSlot{bg: kit.Rect(kit.Tint(col, 0.28), 8), band: kit.Rect(col, 0)}
	sl.band.TopLeftCornerRadius, sl.band.TopRightCornerRadius = 8, 8
	sl.symbol = elementSymbol(s.Element, kit.InkOn(col))
	sl.name = kit.CanvasText(kit.Capitalised(kit.TrTerm(s.Element)), kit.InkOn(col), true)
	p.Add(sl.bg, sl.band, sl.symbol, sl.name)
	for _, c := range s.Dice {
		fill := lueurDieColours[c]
		r := kit.Rect(fill, 5)
		r.StrokeColor, r.StrokeWidth = color.NRGBA{A: 0x90}, 1
		face := elementSymbol(s.Element, kit.InkOn(fill))
		p.Add(r, face)
		sl.dice = append(sl.dice, r)
		sl.faces = append(sl.faces, face)
		p.dice = append(p.dice, drawnDie{colour: c, slot: s.Element, rect: r})
	}
	if s.Token {
		sl.token = canvas.NewCircle(smallStepToken)
		sl.token.StrokeColor, sl.token.StrokeWidth = kit.DarkSide, 1.5
		sl.tokenSide = kit.CanvasText("1", kit.DarkSide, true)
		p.Add(sl.token, sl.tokenSide)
		p.tokens = append(p.tokens, sl.token)
	}
	return sl
}

// arrangeTrack lays the slots side by side in w×h, their dice two by two
// in rows under the band.
func arrangeTrack(slots []*trackSlot, rows int, w, h float32) {
	gap := float32(5)
	n := float32(max(len(slots), 1))
	sw := (w - (n-1)*gap) / n
	band := float32(42)
	die := min(28, (sw-3*gap)/2, (h-band-gap)/float32(rows)-gap)
	for i, sl := range slots {
		x := float32(i) * (sw + gap)
		kit.Box(sl.bg, x, 0, sw, h)
		kit.Box(sl.band, x, 0, sw, band)
		sym := float32(15)
		kit.Box(sl.symbol, x+sw/2-sym/2, 5, sym, sym)
		kit.Centred(sl.name, x+sw/2, 30, sw-4, 13)
		top := band + gap
		for k, r := range sl.dice {
			row, colm := k/2, k%2
			cols := min(len(sl.dice)-row*2, 2)
			rowW := float32(cols)*die + float32(cols-1)*gap
			dx := x + (sw-rowW)/2 + float32(colm)*(die+gap)
			dy := top + float32(row)*(die+gap)
			kit.Box(r, dx, dy, die, die)
			f := die * 0.55
			kit.Box(sl.faces[k], dx+die/2-f/2, dy+die/2-f/2, f, f)
		}
		if sl.token != nil {
			t := die * 1.1
			tx, ty := x+sw/2-t/2, top
			kit.Box(sl.token, tx, ty, t, t)
			kit.Centred(sl.tokenSide, tx+t/2, ty+t/2, t, t*0.6)
		}
	}
}

// newReservePicture draws the reserve's dice: big ones, then small ones.
func newReservePicture(r lsetup.Reserve) *kit.Picture {
	p := kit.NewPicture(fyne.NewSize(240, 40), 0)
	type die struct {
		r   *canvas.Rectangle
		big bool
	}
	var dice []die
	for _, c := range r.Big {
		d := kit.Rect(lueurDieColours[c], 6)
		d.StrokeColor, d.StrokeWidth = color.NRGBA{A: 0x90}, 1
		dice = append(dice, die{d, true})
		p.Add(d)
	}
	for _, c := range r.Small {
		d := kit.Rect(lueurDieColours[c], 4)
		d.StrokeColor, d.StrokeWidth = color.NRGBA{R: 0xA0, G: 0xA0, B: 0xA0, A: 0xFF}, 1.5
		dice = append(dice, die{d, false})
		p.Add(d)
	}
	p.Arrange = func(w, h float32) {
		x := float32(0)
		for _, d := range dice {
			s := float32(34)
			if !d.big {
				s = 22
				x += 8
			}
			kit.Box(d.r, x, h-s-3, s, s)
			x += s + 8
		}
	}
	return p
}

// ---- Insula ----
