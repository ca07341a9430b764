package bonfire

import (
	ref "hearth/data/bonfire"
	bsetup "hearth/setup/bonfire"
	"hearth/ui/kit"
	"image/color"
	"math"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
)

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
	kit.Picture
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
	p := &islandsPicture{Picture: kit.Drawing(fyne.NewSize(296, 228), 480)}
	p.ExtendBaseWidget(p)
	bg := kit.Rect(kit.Sea, 14)
	p.Add(bg)
	var islands []drawnIsland
	for _, c := range islandCells(plan) {
		if c == nil {
			islands = append(islands, drawnIsland{})
			continue
		}
		islands = append(islands, p.drawIsland(c))
	}

	// The middle of the board: how many tasks of each colour to take.
	total := kit.CanvasText(lang.L("{{.Total}} tasks", map[string]any{"Total": plan.Total}), kit.InkLight, true)
	p.Add(total)
	swatches := p.drawSwatches(plan)

	p.Arrange = func(w, h float32) {
		kit.Box(bg, 0, 0, w, h)
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
			d.arrange(gap+float32(islandRing[i][0])*(cw+gap), gap+float32(islandRing[i][1])*(ch+gap), cw, ch, dots)
		}
		// middle: cells (1,1) and (2,1)
		arrangeMiddle(total, swatches, gap+cw+gap, gap+ch+gap, 2*cw+gap, ch)
	}
	return p
}

// islandCells places the plan's rows on the board's ten cells (nil for a
// cell without tasks).
func islandCells(plan bsetup.TaskPlan) [10]*islandCell {
	var cells [10]*islandCell
	for _, row := range plan.Rows {
		switch row.Place {
		case bsetup.OnIsland:
			i := islandIndex(row.Island)
			if i < 0 || i >= len(cells) {
				continue
			}
			res := row.Island.Resource
			cells[i] = &islandCell{
				name:     lang.L("{{.Resource}} {{.Number}}", map[string]any{"Resource": kit.TrTerm(res), "Number": row.Island.Number}),
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
	return cells
}

// islandIndex is an island's cell, -1 for an unknown resource.
func islandIndex(is bsetup.Island) int {
	i := -1
	for k, r := range ref.TaskResources {
		if r == is.Resource {
			i = 2*k + is.Number - 1
		}
	}
	return i
}

// drawnIsland is one island's shapes on the picture.
type drawnIsland struct {
	cell  *islandCell
	shape *canvas.Rectangle
	dot   *canvas.Circle
	name  *canvas.Text
	marks []*canvas.Rectangle
	ink   []*canvas.Text
}

// drawIsland adds an island's shape, resource dot, name and task marks.
func (p *islandsPicture) drawIsland(c *islandCell) drawnIsland {
	d := drawnIsland{cell: c, shape: kit.Rect(kit.Sand, 16), name: kit.CanvasText(c.name, kit.InkDark, true)}
	d.shape.StrokeColor, d.shape.StrokeWidth = kit.SandEdge, 1.5
	p.Add(d.shape)
	if c.resource != nil {
		d.dot = canvas.NewCircle(resourceColours[*c.resource])
		p.Add(d.dot)
	}
	p.Add(d.name)
	for k := 0; k < c.tasks; k++ {
		m := taskMark{}
		fill := kit.DarkSide
		if k < len(c.colours) {
			m.colour, m.assigned = c.colours[k], true
			fill = crystalColours[m.colour]
		}
		m.rect = kit.Rect(fill, 4)
		p.Add(m.rect)
		d.marks = append(d.marks, m.rect)
		p.marks = append(p.marks, m)
		ink := kit.CanvasText("", kit.InkOn(fill), true)
		if m.assigned {
			ink.Text = kit.Initial(kit.TrTerm(m.colour))
		}
		p.Add(ink)
		d.ink = append(d.ink, ink)
	}
	return d
}

// arrange places an island in its cell at x, y, cw × ch; dots tells
// whether the resources' dots fit beside the names.
func (d drawnIsland) arrange(x, y, cw, ch float32, dots bool) {
	d.shape.CornerRadius = min(cw, ch) * 0.3
	kit.Box(d.shape, x, y, cw, ch)
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
	kit.Centred(d.name, x+cw/2+(cw-8-nameW)/2, nameY, nameW, 13)
	if d.dot != nil && d.dot.Visible() {
		tw := fyne.MeasureText(d.name.Text, d.name.TextSize, d.name.TextStyle).Width
		r := float32(4)
		kit.Box(d.dot, x+cw/2+(cw-8-nameW)/2-tw/2-2*r-3, nameY-r, 2*r, 2*r)
	}
	my := y + ch*0.66 - m/2
	if d.name.Text == "" {
		my = y + ch/2 - m/2
	}
	rowW := float32(n)*m + float32(n-1)*4
	for k, mk := range d.marks {
		mx := x + (cw-rowW)/2 + float32(k)*(m+4)
		mk.CornerRadius = m * 0.22
		kit.Box(mk, mx, my, m, m)
		kit.Centred(d.ink[k], mx+m/2, my+m/2, m, m*0.62)
	}
}

// islandSwatch is a crystal colour's dot and count in the board's middle.
type islandSwatch struct {
	dot   *canvas.Circle
	count *canvas.Text
}

// drawSwatches adds how many tasks of each colour to take, once the plan
// assigns colours.
func (p *islandsPicture) drawSwatches(plan bsetup.TaskPlan) []islandSwatch {
	var swatches []islandSwatch
	if !plan.Assigned() {
		return nil
	}
	for _, c := range ref.Colours {
		n := map[ref.Colour]int{ref.Blue: plan.Blue, ref.Red: plan.Red, ref.Yellow: plan.Yellow}[c]
		s := islandSwatch{dot: canvas.NewCircle(crystalColours[c]), count: kit.CanvasText(strconv.Itoa(n), kit.InkLight, true)}
		s.dot.StrokeColor, s.dot.StrokeWidth = kit.InkLight, 1
		p.Add(s.dot, s.count)
		swatches = append(swatches, s)
	}
	return swatches
}

// arrangeMiddle places the task total and the colour swatches in the
// board's middle, mw × ch at mx, my.
func arrangeMiddle(total *canvas.Text, swatches []islandSwatch, mx, my, mw, ch float32) {
	if len(swatches) == 0 {
		kit.Centred(total, mx+mw/2, my+ch/2, mw-8, 15)
		return
	}
	kit.Centred(total, mx+mw/2, my+ch*0.28, mw-8, 14)
	sw := mw / float32(len(swatches))
	r := min(ch*0.18, 9)
	for k, s := range swatches {
		cx := mx + sw*float32(k) + sw/2
		cy := my + ch*0.7
		s.count.TextSize = 15
		tw := fyne.MeasureText(s.count.Text, 15, s.count.TextStyle).Width
		left := cx - (2*r+4+tw)/2
		kit.Box(s.dot, left, cy-r, 2*r, 2*r)
		kit.Centred(s.count, left+2*r+4+tw/2, cy, tw+2, 15)
	}
}

// ---- Bonfire: the portals around the Great Bonfire ----

var portalColour = color.NRGBA{R: 0x6A, G: 0x4C, B: 0x9C, A: 0xFF}

var portalSpace = color.NRGBA{R: 0xE9, G: 0xE0, B: 0xF4, A: 0xFF}

// portalsPicture draws the 7 spaces around the Great Bonfire, space 1 to the
// south and the others clockwise, each with its portals' shape letters.
type portalsPicture struct {
	kit.Picture
	chips [][]*canvas.Text
}

func newPortalsPicture(deal bsetup.PortalDeal) *portalsPicture {
	p := &portalsPicture{Picture: kit.Drawing(fyne.NewSize(296, 260), 460)}
	p.ExtendBaseWidget(p)
	bg := kit.Rect(kit.Sea, 14)
	fire := canvas.NewCircle(accent)
	pointer := canvas.NewPolygon(3, accent)
	pointer.Angle = 180
	name := kit.CanvasText(lang.L("Great Bonfire"), kit.InkLight, true)
	p.Add(bg, pointer, fire, name)
	spaces := make([]portalSpot, len(deal.Spaces))
	for i, shapes := range deal.Spaces {
		s := portalSpot{shape: kit.Rect(portalSpace, 8), number: kit.CanvasText(strconv.Itoa(i+1), kit.InkDark, true)}
		s.shape.StrokeColor, s.shape.StrokeWidth = portalColour, 1.5
		p.Add(s.shape, s.number)
		var letters []*canvas.Text
		for _, sh := range shapes {
			c := kit.Rect(portalColour, 4)
			t := kit.CanvasText(sh.String(), kit.InkLight, true)
			p.Add(c, t)
			s.chips = append(s.chips, c)
			s.ink = append(s.ink, t)
			letters = append(letters, t)
		}
		p.chips = append(p.chips, letters)
		spaces[i] = s
	}
	p.Arrange = func(w, h float32) {
		kit.Box(bg, 0, 0, w, h)
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
			s.arrange(x, y, bw, bh)
		}
		r := min(ry-bh/2-18, rx-bw/2, 52)
		kit.Box(fire, cx-r, cy-r, 2*r, 2*r)
		kit.Centred(name, cx, cy, 2*r-6, 13)
		kit.Box(pointer, cx-9, cy+r+1, 18, 14)
	}
	return p
}

// portalSpot is one space around the Great Bonfire: its box, number and
// the portals dealt to it.
type portalSpot struct {
	shape  *canvas.Rectangle
	number *canvas.Text
	chips  []*canvas.Rectangle
	ink    []*canvas.Text
}

// arrange places the space's box (bw × bh centred on x, y), its number and
// its portals' letters in a row.
func (s portalSpot) arrange(x, y, bw, bh float32) {
	kit.Box(s.shape, x-bw/2, y-bh/2, bw, bh)
	kit.Centred(s.number, x, y-bh/2+10, bw, 13)
	k := len(s.chips)
	c := min(20, (bw-14-float32(k-1)*3)/float32(max(k, 1)))
	rowW := float32(k)*c + float32(k-1)*3
	for j, chip := range s.chips {
		chx := x - rowW/2 + float32(j)*(c+3)
		chy := y + bh/2 - c - 5
		kit.Box(chip, chx, chy, c, c)
		kit.Centred(s.ink[j], chx+c/2, chy+c/2, c, c*0.7)
	}
}

// ---- Seats around the table ----

// islandsDiffer tells whether the plan puts different colours on different
// islands, so that the player must find each island by its resource.
func islandsDiffer(p bsetup.TaskPlan) bool {
	var first []string
	for i, r := range p.Rows {
		var cs []string
		for _, c := range r.Colours {
			cs = append(cs, c.String())
		}
		if r.Place != bsetup.OnIsland || len(cs) == 0 {
			continue
		}
		if i > 0 && first != nil && strings.Join(cs, ",") != strings.Join(first, ",") {
			return true
		}
		if first == nil {
			first = cs
		}
	}
	return false
}
