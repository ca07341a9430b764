package kit

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// LineChart plots whole numbers over time with Fyne canvas primitives: a
// line through the points, a dot per point while they are few, and
// labelled guide lines at the lowest and highest values and at zero. A
// series longer than the chart is wide draws one vertical stroke per pixel
// column, from the lowest to the highest value that falls in it (joined to
// the column before), so its cost follows the width, not the series.
type LineChart struct {
	widget.BaseWidget
	values []int
	colour color.Color
}

// NewLineChart plots values in colour.
func NewLineChart(values []int, colour color.Color) *LineChart {
	c := &LineChart{values: values, colour: colour}
	c.ExtendBaseWidget(c)
	return c
}

// Values are the points drawn.
func (c *LineChart) Values() []int { return c.values }

// SetValues changes the points drawn.
func (c *LineChart) SetValues(v []int) {
	c.values = v
	c.Refresh()
}

func (c *LineChart) CreateRenderer() fyne.WidgetRenderer {
	r := &chartRenderer{c: c}
	r.build()
	return r
}

// maxDots is how many points still get a dot each.
const maxDots = 60

type chartRenderer struct {
	c       *LineChart
	guides  []*canvas.Line
	labels  []*canvas.Text
	guideAt []int
	segs    []*canvas.Line // a pool: the first used ones are shown
	used    int
	dots    []*canvas.Circle
	objects []fyne.CanvasObject
}

// build creates the guides and dots for the current values; Layout draws
// the strokes, which depend on the width.
func (r *chartRenderer) build() {
	r.guides, r.labels, r.guideAt, r.dots = nil, nil, nil, nil
	lo, hi := r.bounds()
	for _, v := range uniqueInts(lo, hi, 0) {
		if v < lo || v > hi {
			continue
		}
		g := canvas.NewLine(theme.Color(theme.ColorNameSeparator))
		g.StrokeWidth = 1
		t := canvas.NewText(strconv.Itoa(v), theme.Color(theme.ColorNamePlaceHolder))
		t.TextSize = theme.CaptionTextSize()
		t.Alignment = fyne.TextAlignTrailing
		r.guides = append(r.guides, g)
		r.labels = append(r.labels, t)
		r.guideAt = append(r.guideAt, v)
	}
	if len(r.c.values) <= maxDots {
		for range r.c.values {
			r.dots = append(r.dots, canvas.NewCircle(r.c.colour))
		}
	}
	for _, s := range r.segs {
		s.StrokeColor = r.c.colour
	}
	r.collect()
}

func (r *chartRenderer) collect() {
	r.objects = r.objects[:0]
	for i := range r.guides {
		r.objects = append(r.objects, r.guides[i], r.labels[i])
	}
	for _, s := range r.segs {
		r.objects = append(r.objects, s)
	}
	for _, d := range r.dots {
		r.objects = append(r.objects, d)
	}
}

// stroke is the next line of the pool, made when the pool is short.
func (r *chartRenderer) stroke(a, b fyne.Position, width float32) {
	if r.used == len(r.segs) {
		l := canvas.NewLine(r.c.colour)
		r.segs = append(r.segs, l)
		r.collect()
	}
	l := r.segs[r.used]
	l.Position1, l.Position2, l.StrokeWidth = a, b, width
	l.Show()
	r.used++
}

// bounds is the value range shown, always including 0 and a little room.
func (r *chartRenderer) bounds() (int, int) {
	lo, hi := 0, 0
	for _, v := range r.c.values {
		lo, hi = min(lo, v), max(hi, v)
	}
	if lo == hi {
		hi = lo + 1
	}
	return lo, hi
}

const chartLabelWidth = 34

func (r *chartRenderer) Layout(size fyne.Size) {
	lo, hi := r.bounds()
	pad := float32(8)
	left, right := float32(chartLabelWidth)+pad, size.Width-pad
	top, bottom := pad, size.Height-pad
	y := func(v int) float32 { return bottom - (bottom-top)*float32(v-lo)/float32(hi-lo) }
	for i, g := range r.guides {
		gy := y(r.guideAt[i])
		g.Position1 = fyne.NewPos(left, gy)
		g.Position2 = fyne.NewPos(right, gy)
		t := r.labels[i]
		ts := t.MinSize()
		t.Resize(fyne.NewSize(chartLabelWidth, ts.Height))
		t.Move(fyne.NewPos(0, gy-ts.Height/2))
	}
	r.used = 0
	n, cols := len(r.c.values), int(right-left)
	if n > cols && cols > 0 {
		r.layoutColumns(left, cols, y)
	} else {
		r.layoutPoints(left, right, y)
	}
	for _, s := range r.segs[r.used:] {
		s.Hide()
	}
}

// layoutPoints joins every point to the next and dots them while few.
func (r *chartRenderer) layoutPoints(left, right float32, y func(int) float32) {
	n := len(r.c.values)
	x := func(i int) float32 {
		if n <= 1 {
			return (left + right) / 2
		}
		return left + (right-left)*float32(i)/float32(n-1)
	}
	radius := float32(4)
	if n > 30 {
		radius = 2
	}
	for i, v := range r.c.values {
		px, py := x(i), y(v)
		if i > 0 {
			r.stroke(fyne.NewPos(x(i-1), y(r.c.values[i-1])), fyne.NewPos(px, py), 3)
		}
		if i < len(r.dots) {
			r.dots[i].Position1 = fyne.NewPos(px-radius, py-radius)
			r.dots[i].Position2 = fyne.NewPos(px+radius, py+radius)
		}
	}
}

// layoutColumns draws one stroke per pixel column over the values that fall
// in it, from the last value of the column before.
func (r *chartRenderer) layoutColumns(left float32, cols int, y func(int) float32) {
	vs := r.c.values
	n := len(vs)
	prev := vs[0]
	for c := 0; c < cols; c++ {
		from, to := c*n/cols, (c+1)*n/cols
		if from >= to {
			continue
		}
		lo, hi := prev, prev
		for _, v := range vs[from:to] {
			lo, hi = min(lo, v), max(hi, v)
		}
		px := left + float32(c) + 0.5
		y1, y2 := y(hi), y(lo)
		if y2-y1 < 1 {
			y2 = y1 + 1
		}
		r.stroke(fyne.NewPos(px, y1), fyne.NewPos(px, y2), 1.5)
		prev = vs[to-1]
	}
}

func (r *chartRenderer) MinSize() fyne.Size { return fyne.NewSize(240, 160) }

func (r *chartRenderer) Refresh() {
	r.build()
	r.Layout(r.c.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *chartRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *chartRenderer) Destroy() {}

// uniqueInts drops repeated values, keeping the first of each.
func uniqueInts(vs ...int) []int {
	var out []int
	seen := map[int]bool{}
	for _, v := range vs {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	return out
}

// Colour is the line's colour.
func (c *LineChart) Colour() color.Color { return c.colour }
