package ui

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	ref "hearth/data/bonfire"
	iref "hearth/data/insula"
	lref "hearth/data/lueur"
	bsetup "hearth/setup/bonfire"
	isetup "hearth/setup/insula"
	lsetup "hearth/setup/lueur"
)

// The setup pictures are drawn with canvas primitives in the games' colours.
// Each is laid out for the size it is given (at most maxWidth wide, centred),
// so that it fills a 360-px phone and stays compact on a laptop; their
// colours are fixed, like the components they stand for, and read the same
// in the light and the dark theme.

var (
	sea      = color.NRGBA{R: 0x2A, G: 0x6F, B: 0x8C, A: 0xFF}
	sand     = color.NRGBA{R: 0xF4, G: 0xE6, B: 0xC1, A: 0xFF}
	sandEdge = color.NRGBA{R: 0xC4, G: 0xA8, B: 0x6A, A: 0xFF}
	// darkSide is a task lying dark side up, colour unknown.
	darkSide = color.NRGBA{R: 0x4E, G: 0x42, B: 0x36, A: 0xFF}
)

var smallStepToken = color.NRGBA{R: 0xD8, G: 0xB4, B: 0x6A, A: 0xFF}

// elementColour is the colour of an element's slot.
func elementColour(e lref.Element) color.NRGBA {
	for _, c := range lref.DieColours {
		if ce, ok := c.Element(); ok && ce == e {
			return lueurDieColours[c]
		}
	}
	return inkDark
}

// picture is a drawing of canvas objects that place positions for a given
// width and height.
type picture struct {
	widget.BaseWidget
	min      fyne.Size
	maxWidth float32
	objects  []fyne.CanvasObject
	place    func(w, h float32)
}

func newPicture(min fyne.Size, maxWidth float32) *picture {
	p := &picture{min: min, maxWidth: maxWidth}
	p.ExtendBaseWidget(p)
	return p
}

// drawing is a picture embedded in a type that keeps what it drew; the
// embedding type calls ExtendBaseWidget on itself so that it is the widget
// the canvas knows.
func drawing(min fyne.Size, maxWidth float32) picture { return picture{min: min, maxWidth: maxWidth} }

func (p *picture) add(objs ...fyne.CanvasObject) { p.objects = append(p.objects, objs...) }

func (p *picture) CreateRenderer() fyne.WidgetRenderer {
	return &pictureRenderer{p: p, inner: container.NewWithoutLayout(p.objects...)}
}

type pictureRenderer struct {
	p     *picture
	inner *fyne.Container
}

func (r *pictureRenderer) Layout(size fyne.Size) {
	w := size.Width
	if r.p.maxWidth > 0 && w > r.p.maxWidth {
		w = r.p.maxWidth
	}
	r.inner.Resize(fyne.NewSize(w, size.Height))
	r.inner.Move(fyne.NewPos((size.Width-w)/2, 0))
	if r.p.place != nil && w > 0 && size.Height > 0 {
		r.p.place(w, size.Height)
	}
}

func (r *pictureRenderer) MinSize() fyne.Size { return r.p.min }

func (r *pictureRenderer) Refresh() {
	r.Layout(r.p.Size())
	for _, o := range r.p.objects {
		o.Refresh()
	}
}

func (r *pictureRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.inner} }
func (r *pictureRenderer) Destroy()                     {}

// rect is a rounded rectangle.
func rect(fill color.Color, radius float32) *canvas.Rectangle {
	r := canvas.NewRectangle(fill)
	r.CornerRadius = radius
	return r
}

// label is a centred drawing text.
func label(text string, ink color.Color, bold bool) *canvas.Text {
	t := canvas.NewText(text, ink)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = fyne.TextStyle{Bold: bold}
	return t
}

// box moves and sizes o.
func box(o fyne.CanvasObject, x, y, w, h float32) {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
}

// centred puts a text centred on (cx, cy), shrinking it from size until it
// fits in width w.
func centred(t *canvas.Text, cx, cy, w, size float32) {
	for size > 8 && fyne.MeasureText(t.Text, size, t.TextStyle).Width > w {
		size -= 0.5
	}
	t.TextSize = size
	h := fyne.MeasureText(t.Text, size, t.TextStyle).Height
	box(t, cx-w/2, cy-h/2, w, h)
}

// initial is the upper-case first letter of a translated word, the symbol
// printed on a task mark so that colours are told apart without colour vision.
func initial(word string) string {
	r, _ := utf8.DecodeRuneInString(word)
	if r == utf8.RuneError {
		return ""
	}
	return string(unicode.ToUpper(r))
}

// capitalised upper-cases a translated word's first letter, for buttons.
func capitalised(word string) string {
	r, n := utf8.DecodeRuneInString(word)
	if r == utf8.RuneError {
		return word
	}
	return string(unicode.ToUpper(r)) + word[n:]
}

// ---- Bonfire: the task islands ----

// taskMark is one task drawn on an island; assigned is false for a task laid
// dark side up whose colour the app does not decide.
type taskMark struct {
	colour   ref.Colour
	assigned bool
	rect     *canvas.Rectangle
}

// islandsPicture draws the 10 task islands around the board's middle, each
// with its tasks.
type islandsPicture struct {
	picture
	marks []taskMark
}

// islandRing are the 10 cells of a 4×3 grid's edge, in reading order: the
// top row, the two middle ends, the bottom row. Cells 0, 3, 6 and 9 are the
// corners.
var islandRing = [10][2]int{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {3, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}}

var cornerCells = [bsetup.Corners]int{0, 3, 6, 9}
var otherCells = []int{1, 2, 4, 5, 7, 8}

type islandCell struct {
	name     string
	resource *ref.Resource
	tasks    int
	colours  []ref.Colour
}

func newIslandsPicture(plan bsetup.TaskPlan) *islandsPicture {
	var cells [10]*islandCell
	for _, row := range plan.Rows {
		switch row.Place {
		case bsetup.OnIsland:
			i := -1
			for k, r := range ref.TaskResources {
				if r == row.Island.Resource {
					i = 2*k + row.Island.Number - 1
				}
			}
			if i < 0 || i >= len(cells) {
				continue
			}
			res := row.Island.Resource
			cells[i] = &islandCell{
				name:     lang.L("{{.Resource}} {{.Number}}", map[string]any{"Resource": trTerm(res), "Number": row.Island.Number}),
				resource: &res, tasks: row.Tasks, colours: row.Colours,
			}
		case bsetup.OnCorner:
			if row.Corner >= 1 && row.Corner <= bsetup.Corners {
				cells[cornerCells[row.Corner-1]] = &islandCell{name: lang.L("Corner"), tasks: row.Tasks, colours: row.Colours}
			}
		case bsetup.OnOthers:
			for _, i := range otherCells {
				cells[i] = &islandCell{tasks: row.Tasks, colours: row.Colours}
			}
		}
	}

	p := &islandsPicture{picture: drawing(fyne.NewSize(296, 228), 480)}
	p.ExtendBaseWidget(p)
	bg := rect(sea, 14)
	p.add(bg)
	type drawn struct {
		cell  *islandCell
		shape *canvas.Rectangle
		dot   *canvas.Circle
		name  *canvas.Text
		marks []*canvas.Rectangle
		ink   []*canvas.Text
	}
	var islands []drawn
	for _, c := range cells {
		if c == nil {
			islands = append(islands, drawn{})
			continue
		}
		d := drawn{cell: c, shape: rect(sand, 16), name: label(c.name, inkDark, true)}
		d.shape.StrokeColor, d.shape.StrokeWidth = sandEdge, 1.5
		p.add(d.shape)
		if c.resource != nil {
			d.dot = canvas.NewCircle(resourceColours[*c.resource])
			p.add(d.dot)
		}
		p.add(d.name)
		for k := 0; k < c.tasks; k++ {
			m := taskMark{}
			fill := darkSide
			if k < len(c.colours) {
				m.colour, m.assigned = c.colours[k], true
				fill = crystalColours[m.colour]
			}
			m.rect = rect(fill, 4)
			p.add(m.rect)
			d.marks = append(d.marks, m.rect)
			p.marks = append(p.marks, m)
			ink := label("", inkOn(fill), true)
			if m.assigned {
				ink.Text = initial(trTerm(m.colour))
			}
			p.add(ink)
			d.ink = append(d.ink, ink)
		}
		islands = append(islands, d)
	}

	// The middle of the board: how many tasks of each colour to take.
	total := label(lang.L("{{.Total}} tasks", map[string]any{"Total": plan.Total}), inkLight, true)
	p.add(total)
	type swatch struct {
		dot   *canvas.Circle
		count *canvas.Text
	}
	var swatches []swatch
	if plan.Assigned() {
		for _, c := range ref.Colours {
			n := map[ref.Colour]int{ref.Blue: plan.Blue, ref.Red: plan.Red, ref.Yellow: plan.Yellow}[c]
			s := swatch{dot: canvas.NewCircle(crystalColours[c]), count: label(strconv.Itoa(n), inkLight, true)}
			s.dot.StrokeColor, s.dot.StrokeWidth = inkLight, 1
			p.add(s.dot, s.count)
			swatches = append(swatches, s)
		}
	}

	p.place = func(w, h float32) {
		box(bg, 0, 0, w, h)
		gap := float32(6)
		cw, ch := (w-5*gap)/4, (h-4*gap)/3
		// The resources' dots only when every name stays legible beside its dot.
		dots := true
		for _, d := range islands {
			if d.dot != nil && fyne.MeasureText(d.name.Text, 12, d.name.TextStyle).Width > cw-18 {
				dots = false
			}
		}
		for i, d := range islands {
			if d.cell == nil {
				continue
			}
			x := gap + float32(islandRing[i][0])*(cw+gap)
			y := gap + float32(islandRing[i][1])*(ch+gap)
			d.shape.CornerRadius = min(cw, ch) * 0.3
			box(d.shape, x, y, cw, ch)
			n := len(d.marks)
			m := min(ch*0.36, (cw-float32(n+1)*4)/float32(max(n, 1)), 22)
			nameY := y + ch*0.3
			if d.name.Text == "" {
				nameY = y
			}
			nameW := cw - 8
			if d.dot != nil {
				d.dot.Hidden = !dots
				if dots {
					nameW -= 10
				}
			}
			centred(d.name, x+cw/2+(cw-8-nameW)/2, nameY, nameW, 13)
			if d.dot != nil && d.dot.Visible() {
				tw := fyne.MeasureText(d.name.Text, d.name.TextSize, d.name.TextStyle).Width
				r := float32(4)
				box(d.dot, x+cw/2+(cw-8-nameW)/2-tw/2-2*r-3, nameY-r, 2*r, 2*r)
			}
			my := y + ch*0.66 - m/2
			if d.name.Text == "" {
				my = y + ch/2 - m/2
			}
			rowW := float32(n)*m + float32(n-1)*4
			for k, mk := range d.marks {
				mx := x + (cw-rowW)/2 + float32(k)*(m+4)
				mk.CornerRadius = m * 0.22
				box(mk, mx, my, m, m)
				centred(d.ink[k], mx+m/2, my+m/2, m, m*0.62)
			}
		}
		// middle: cells (1,1) and (2,1)
		mx, my := gap+cw+gap, gap+ch+gap
		mw := 2*cw + gap
		if len(swatches) == 0 {
			centred(total, mx+mw/2, my+ch/2, mw-8, 15)
			return
		}
		centred(total, mx+mw/2, my+ch*0.28, mw-8, 14)
		sw := mw / float32(len(swatches))
		r := min(ch*0.18, 9)
		for k, s := range swatches {
			cx := mx + sw*float32(k) + sw/2
			cy := my + ch*0.7
			s.count.TextSize = 15
			tw := fyne.MeasureText(s.count.Text, 15, s.count.TextStyle).Width
			left := cx - (2*r+4+tw)/2
			box(s.dot, left, cy-r, 2*r, 2*r)
			centred(s.count, left+2*r+4+tw/2, cy, tw+2, 15)
		}
	}
	return p
}

// ---- Bonfire: the portals around the Great Bonfire ----

var portalColour = color.NRGBA{R: 0x6A, G: 0x4C, B: 0x9C, A: 0xFF}
var portalSpace = color.NRGBA{R: 0xE9, G: 0xE0, B: 0xF4, A: 0xFF}

// portalsPicture draws the 7 spaces around the Great Bonfire, space 1 to the
// south and the others clockwise, each with its portals' shape letters.
type portalsPicture struct {
	picture
	chips [][]*canvas.Text
}

func newPortalsPicture(deal bsetup.PortalDeal) *portalsPicture {
	p := &portalsPicture{picture: drawing(fyne.NewSize(296, 260), 460)}
	p.ExtendBaseWidget(p)
	bg := rect(sea, 14)
	fire := canvas.NewCircle(ember)
	pointer := canvas.NewPolygon(3, ember)
	pointer.Angle = 180
	name := label(lang.L("Great Bonfire"), inkLight, true)
	p.add(bg, pointer, fire, name)
	type space struct {
		shape  *canvas.Rectangle
		number *canvas.Text
		chips  []*canvas.Rectangle
		ink    []*canvas.Text
	}
	spaces := make([]space, len(deal.Spaces))
	for i, shapes := range deal.Spaces {
		s := space{shape: rect(portalSpace, 8), number: label(strconv.Itoa(i+1), inkDark, true)}
		s.shape.StrokeColor, s.shape.StrokeWidth = portalColour, 1.5
		p.add(s.shape, s.number)
		var letters []*canvas.Text
		for _, sh := range shapes {
			c := rect(portalColour, 4)
			t := label(sh.String(), inkLight, true)
			p.add(c, t)
			s.chips = append(s.chips, c)
			s.ink = append(s.ink, t)
			letters = append(letters, t)
		}
		p.chips = append(p.chips, letters)
		spaces[i] = s
	}
	p.place = func(w, h float32) {
		box(bg, 0, 0, w, h)
		n := len(spaces)
		// Neighbouring spaces 1 and 2 lie 0.78·rx apart across: boxes no
		// wider than that never overlap.
		bw := min(108, 0.56*(w/2-6))
		bh := float32(48)
		cx, cy := w/2, h/2
		rx, ry := w/2-bw/2-6, h/2-bh/2-6
		for i, s := range spaces {
			phi := float64(i) * 2 * math.Pi / float64(max(n, 1))
			x := cx - rx*float32(math.Sin(phi))
			y := cy + ry*float32(math.Cos(phi))
			box(s.shape, x-bw/2, y-bh/2, bw, bh)
			centred(s.number, x, y-bh/2+10, bw, 13)
			k := len(s.chips)
			c := min(20, (bw-14-float32(k-1)*3)/float32(max(k, 1)))
			rowW := float32(k)*c + float32(k-1)*3
			for j, chip := range s.chips {
				chx := x - rowW/2 + float32(j)*(c+3)
				chy := y + bh/2 - c - 5
				box(chip, chx, chy, c, c)
				centred(s.ink[j], chx+c/2, chy+c/2, c, c*0.7)
			}
		}
		r := min(ry-bh/2-18, rx-bw/2, 52)
		box(fire, cx-r, cy-r, 2*r, 2*r)
		centred(name, cx, cy, 2*r-6, 13)
		box(pointer, cx-9, cy+r+1, 18, 14)
	}
	return p
}

// ---- Seats around the table ----

// seatsPicture draws the players' seats around the table, seat 1 (the one
// holding the phone) at the bottom and the others clockwise. Roles colour a
// seat: the first role filled with the game's colour, the second ringed.
type seatsPicture struct {
	picture
	seats []*canvas.Circle
}

var seatFill = color.NRGBA{R: 0xEC, G: 0xE6, B: 0xDA, A: 0xFF}
var tableWood = color.NRGBA{R: 0xB8, G: 0x8A, B: 0x5C, A: 0xFF}

func newSeatsPicture(players int, accent color.NRGBA, roles ...int) *seatsPicture {
	p := &seatsPicture{picture: drawing(fyne.NewSize(200, 170), 0)}
	p.ExtendBaseWidget(p)
	table := canvas.NewCircle(tableWood)
	p.add(table)
	var numbers []*canvas.Text
	for i := 0; i < players; i++ {
		fill, ink := color.Color(seatFill), inkDark
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = sandEdge, 1
		for k, seat := range roles {
			if seat != i {
				continue
			}
			if k == 0 {
				c.FillColor, ink = accent, inkOn(accent)
				c.StrokeColor = accent
			} else {
				c.StrokeColor, c.StrokeWidth = accent, 4
			}
		}
		t := label(strconv.Itoa(i+1), ink, true)
		p.add(c, t)
		p.seats = append(p.seats, c)
		numbers = append(numbers, t)
	}
	p.place = func(w, h float32) {
		seat := float32(40)
		r := min(w, h)/2 - seat/2 - 2
		cx, cy := w/2, h/2
		tr := r - seat/2 - 6
		box(table, cx-tr, cy-tr, 2*tr, 2*tr)
		for i, c := range p.seats {
			phi := float64(i) * 2 * math.Pi / float64(players)
			x := cx - r*float32(math.Sin(phi))
			y := cy + r*float32(math.Cos(phi))
			box(c, x-seat/2, y-seat/2, seat, seat)
			centred(numbers[i], x, y, seat, 17)
		}
	}
	return p
}

// ---- Lueur: the encounter track ----

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
	picture
	dice   []drawnDie
	tokens []*canvas.Circle
}

func newTrackPicture(d lsetup.Dice) *trackPicture {
	most := 0
	for _, s := range d.Slots {
		most = max(most, len(s.Dice))
	}
	rows := max(2, (most+1)/2)
	p := &trackPicture{picture: drawing(fyne.NewSize(280, 52+float32(rows)*30), 480)}
	p.ExtendBaseWidget(p)
	type slot struct {
		bg, band    *canvas.Rectangle
		symbol      fyne.CanvasObject
		name        *canvas.Text
		dice        []*canvas.Rectangle
		faces       []fyne.CanvasObject
		token       *canvas.Circle
		tokenSide   *canvas.Text
		element     lref.Element
		elementFill color.NRGBA
	}
	var slots []*slot
	for _, s := range d.Slots {
		col := elementColour(s.Element)
		sl := &slot{bg: rect(tint(col, 0.28), 8), band: rect(col, 0), element: s.Element, elementFill: col}
		sl.band.TopLeftCornerRadius, sl.band.TopRightCornerRadius = 8, 8
		sl.symbol = elementSymbol(s.Element, inkOn(col))
		sl.name = label(capitalised(trTerm(s.Element)), inkOn(col), true)
		p.add(sl.bg, sl.band, sl.symbol, sl.name)
		for _, c := range s.Dice {
			fill := lueurDieColours[c]
			r := rect(fill, 5)
			r.StrokeColor, r.StrokeWidth = color.NRGBA{A: 0x90}, 1
			face := elementSymbol(s.Element, inkOn(fill))
			p.add(r, face)
			sl.dice = append(sl.dice, r)
			sl.faces = append(sl.faces, face)
			p.dice = append(p.dice, drawnDie{colour: c, slot: s.Element, rect: r})
		}
		if s.Token {
			sl.token = canvas.NewCircle(smallStepToken)
			sl.token.StrokeColor, sl.token.StrokeWidth = darkSide, 1.5
			sl.tokenSide = label("1", darkSide, true)
			p.add(sl.token, sl.tokenSide)
			p.tokens = append(p.tokens, sl.token)
		}
		slots = append(slots, sl)
	}
	p.place = func(w, h float32) {
		gap := float32(5)
		n := float32(max(len(slots), 1))
		sw := (w - (n-1)*gap) / n
		band := float32(42)
		die := min(28, (sw-3*gap)/2, (h-band-gap)/float32(rows)-gap)
		for i, sl := range slots {
			x := float32(i) * (sw + gap)
			box(sl.bg, x, 0, sw, h)
			box(sl.band, x, 0, sw, band)
			sym := float32(15)
			box(sl.symbol, x+sw/2-sym/2, 5, sym, sym)
			centred(sl.name, x+sw/2, 30, sw-4, 13)
			top := band + gap
			for k, r := range sl.dice {
				row, colm := k/2, k%2
				cols := min(len(sl.dice)-row*2, 2)
				rowW := float32(cols)*die + float32(cols-1)*gap
				dx := x + (sw-rowW)/2 + float32(colm)*(die+gap)
				dy := top + float32(row)*(die+gap)
				box(r, dx, dy, die, die)
				f := die * 0.55
				box(sl.faces[k], dx+die/2-f/2, dy+die/2-f/2, f, f)
			}
			if sl.token != nil {
				t := die * 1.1
				tx, ty := x+sw/2-t/2, top
				box(sl.token, tx, ty, t, t)
				centred(sl.tokenSide, tx+t/2, ty+t/2, t, t*0.6)
			}
		}
	}
	return p
}

// newReservePicture draws the reserve's dice: big ones, then small ones.
func newReservePicture(r lsetup.Reserve) *picture {
	p := newPicture(fyne.NewSize(240, 40), 0)
	type die struct {
		r   *canvas.Rectangle
		big bool
	}
	var dice []die
	for _, c := range r.Big {
		d := rect(lueurDieColours[c], 6)
		d.StrokeColor, d.StrokeWidth = color.NRGBA{A: 0x90}, 1
		dice = append(dice, die{d, true})
		p.add(d)
	}
	for _, c := range r.Small {
		d := rect(lueurDieColours[c], 4)
		d.StrokeColor, d.StrokeWidth = color.NRGBA{R: 0xA0, G: 0xA0, B: 0xA0, A: 0xFF}, 1.5
		dice = append(dice, die{d, false})
		p.add(d)
	}
	p.place = func(w, h float32) {
		x := float32(0)
		for _, d := range dice {
			s := float32(34)
			if !d.big {
				s = 22
				x += 8
			}
			box(d.r, x, h-s-3, s, s)
			x += s + 8
		}
	}
	return p
}

// ---- Insula ----

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
func newShadowLinePicture(l isetup.ShadowLine) *picture {
	p := newPicture(fyne.NewSize(280, 64), 520)
	beach := rect(sand, 10)
	beach.StrokeColor, beach.StrokeWidth = sandEdge, 1.5
	beachName := label(lang.L("Beach"), inkDark, true)
	citadel := rect(insulaCitadel, 10)
	citadelName := label(lang.L("Citadel"), inkLight, true)
	p.add(beach, beachName, citadel, citadelName)
	var tiles []*canvas.Rectangle
	var marks []fyne.CanvasObject
	for _, t := range l.Tiles {
		fill := insulaTileColour(t)
		r := rect(fill, 6)
		r.StrokeColor, r.StrokeWidth = color.NRGBA{A: 0x60}, 1
		var m fyne.CanvasObject
		if t == iref.Shadow {
			c := canvas.NewCircle(color.Transparent)
			c.StrokeColor, c.StrokeWidth = inkOn(fill), 2
			m = c
		} else {
			m = canvas.NewCircle(inkOn(fill))
		}
		p.add(r, m)
		tiles = append(tiles, r)
		marks = append(marks, m)
	}
	p.place = func(w, h float32) {
		gap := float32(4)
		end := min(w*0.2, 90)
		n := float32(max(len(tiles), 1))
		tw := (w - 2*end - (n+1)*gap) / n
		box(beach, 0, 0, end, h)
		centred(beachName, end/2, h/2, end-6, 13)
		box(citadel, w-end, 0, end, h)
		centred(citadelName, w-end/2, h/2, end-6, 13)
		side := min(tw, h-8)
		for i, r := range tiles {
			x := end + gap + float32(i)*(tw+gap) + (tw-side)/2
			box(r, x, (h-side)/2, side, side)
			m := side * 0.36
			box(marks[i], x+side/2-m/2, h/2-m/2, m, m)
		}
	}
	return p
}

// newKingoshPicture draws the Kingosh card, its colour side up, with his
// starting strength.
func newKingoshPicture(k isetup.KingoshCard) *picture {
	p := newPicture(fyne.NewSize(66, 90), 66)
	fill := kingoshPurple
	if k.Variant == iref.Blue {
		fill = kingoshBlue
	}
	card := rect(fill, 8)
	card.StrokeColor, card.StrokeWidth = color.NRGBA{A: 0x70}, 1
	tower := canvas.NewPolygon(3, inkOn(fill))
	strength := label(strconv.Itoa(k.Strength), inkOn(fill), true)
	p.add(card, tower, strength)
	p.place = func(w, h float32) {
		box(card, 0, 0, w, h)
		box(tower, w/2-10, 10, 20, 18)
		centred(strength, w/2, h*0.64, w-8, 30)
	}
	return p
}

// ---- small helpers for legends under the pictures ----

// swatch is a small coloured shape beside a legend text.
func swatch(o fyne.CanvasObject, size float32) fyne.CanvasObject {
	p := newPicture(fyne.NewSize(size+6, size), size+6)
	p.add(o)
	p.place = func(w, h float32) { box(o, 0, h/2-size/2, size, size) }
	return p
}

// legendText is a legend's caption.
func legendText(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// joinLines is translated result lines, one per line.
func joinLines(lines []string) string { return strings.Join(lines, "\n") }
