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
// line through the points, a dot per point, and labelled guide lines at the
// lowest and highest values and at zero.
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

type chartRenderer struct {
	c       *LineChart
	guides  []*canvas.Line
	labels  []*canvas.Text
	guideAt []int
	segs    []*canvas.Line
	dots    []*canvas.Circle
	objects []fyne.CanvasObject
}

// build creates the objects for the current values; Layout places them.
func (r *chartRenderer) build() {
	r.guides, r.labels, r.guideAt, r.segs, r.dots = nil, nil, nil, nil, nil
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
	for i := range r.c.values {
		if i > 0 {
			l := canvas.NewLine(r.c.colour)
			l.StrokeWidth = 3
			r.segs = append(r.segs, l)
		}
		d := canvas.NewCircle(r.c.colour)
		r.dots = append(r.dots, d)
	}
	r.objects = nil
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
	n := len(r.c.values)
	x := func(i int) float32 {
		if n <= 1 {
			return (left + right) / 2
		}
		return left + (right-left)*float32(i)/float32(n-1)
	}
	for i, g := range r.guides {
		gy := y(r.guideAt[i])
		g.Position1 = fyne.NewPos(left, gy)
		g.Position2 = fyne.NewPos(right, gy)
		t := r.labels[i]
		ts := t.MinSize()
		t.Resize(fyne.NewSize(chartLabelWidth, ts.Height))
		t.Move(fyne.NewPos(0, gy-ts.Height/2))
	}
	radius := float32(4)
	if n > 30 {
		radius = 2
	}
	for i, v := range r.c.values {
		px, py := x(i), y(v)
		if i > 0 {
			s := r.segs[i-1]
			s.Position1 = fyne.NewPos(x(i-1), y(r.c.values[i-1]))
			s.Position2 = fyne.NewPos(px, py)
		}
		d := r.dots[i]
		d.Position1 = fyne.NewPos(px-radius, py-radius)
		d.Position2 = fyne.NewPos(px+radius, py+radius)
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
