package kit

import (
	"image/color"
	"math"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data/series"
)

// DatedChart plots a score history on a time axis (issue 35 §2): a line
// through each play's score, or through each period's mean with a dot at
// its best when the plays were summed by period (series.Fit); guide lines
// labelled with the lowest and highest values and zero; the first and last
// dates under the axis. Points sit at their date, so a gap of a year looks
// like one. Its cost follows the buckets, which series.Fit keeps within
// the chart's width.
type DatedChart struct {
	widget.BaseWidget
	buckets []series.Bucket
	per     series.Period
	colour  color.Color
	date    func(time.Time) string
}

// NewDatedChart plots buckets (in date order, per period per) in colour;
// date writes an axis date.
func NewDatedChart(buckets []series.Bucket, per series.Period, colour color.Color, date func(time.Time) string) *DatedChart {
	c := &DatedChart{buckets: buckets, per: per, colour: colour, date: date}
	c.ExtendBaseWidget(c)
	return c
}

// Buckets are the points drawn, and Period what each stands for.
func (c *DatedChart) Buckets() ([]series.Bucket, series.Period) { return c.buckets, c.per }

// DateLabels are the dates written under the axis, left to right:
// the first date of the first point, and the last of the last.
func (c *DatedChart) DateLabels() []string {
	bs := c.buckets
	if len(bs) == 0 {
		return nil
	}
	first, last := bs[0].From, bs[len(bs)-1].From
	if c.per != series.PerPlay {
		last = bs[len(bs)-1].To.Add(-time.Second)
	}
	return uniqueStrings(c.date(first), c.date(last))
}

func (c *DatedChart) CreateRenderer() fyne.WidgetRenderer {
	r := &datedRenderer{c: c}
	r.build()
	return r
}

type datedRenderer struct {
	c       *DatedChart
	guides  []*canvas.Line
	labels  []*canvas.Text
	guideAt []int
	dates   []*canvas.Text
	segs    []*canvas.Line
	dots    []*canvas.Circle
	objects []fyne.CanvasObject
}

// at is where a bucket sits in time: a play at its date, a period at its
// middle.
func at(b series.Bucket, per series.Period) time.Time {
	if per == series.PerPlay {
		return b.From
	}
	return b.From.Add(b.To.Sub(b.From) / 2)
}

// value is the bucket's point on the line: the score, or the period's mean.
func value(b series.Bucket, per series.Period) float64 {
	if per == series.PerPlay {
		return float64(b.Best)
	}
	return b.Mean()
}

func (r *datedRenderer) bounds() (int, int) {
	lo, hi := 0, 0
	for _, b := range r.c.buckets {
		lo, hi = min(lo, int(value(b, r.c.per))), max(hi, b.Best)
	}
	if lo == hi {
		hi = lo + 1
	}
	return lo, hi
}

// lowest is the lowest value the line reaches (a score, or a period's
// mean), rounded down: a guide is labelled with it, so the line is read
// against a number and not only against 0 and the best.
func (r *datedRenderer) lowest() int {
	low := math.Inf(1)
	for _, b := range r.c.buckets {
		low = min(low, value(b, r.c.per))
	}
	if math.IsInf(low, 1) {
		return 0
	}
	return int(math.Floor(low))
}

func (r *datedRenderer) build() {
	r.guides, r.labels, r.guideAt, r.dates, r.segs, r.dots = nil, nil, nil, nil, nil, nil
	lo, hi := r.bounds()
	// The highest first: where two labels would overprint, the one placed
	// first stays (Layout), and the best score is the one a player looks for.
	for _, v := range uniqueInts(hi, lo, r.lowest(), 0) {
		g := canvas.NewLine(theme.Color(theme.ColorNameSeparator))
		g.StrokeWidth = 1
		t := canvas.NewText(strconv.Itoa(v), theme.Color(theme.ColorNamePlaceHolder))
		t.TextSize = theme.CaptionTextSize()
		t.Alignment = fyne.TextAlignTrailing
		r.guides, r.labels, r.guideAt = append(r.guides, g), append(r.labels, t), append(r.guideAt, v)
	}
	for _, d := range r.c.DateLabels() {
		t := canvas.NewText(d, theme.Color(theme.ColorNamePlaceHolder))
		t.TextSize = theme.CaptionTextSize()
		r.dates = append(r.dates, t)
	}
	bs := r.c.buckets
	for i := range bs {
		if i > 0 {
			l := canvas.NewLine(r.c.colour)
			l.StrokeWidth = 2
			r.segs = append(r.segs, l)
		}
		if r.c.per != series.PerPlay || len(bs) <= maxDots {
			r.dots = append(r.dots, canvas.NewCircle(r.c.colour))
		}
	}
	r.objects = r.objects[:0]
	for i := range r.guides {
		r.objects = append(r.objects, r.guides[i], r.labels[i])
	}
	for _, d := range r.dates {
		r.objects = append(r.objects, d)
	}
	for _, s := range r.segs {
		r.objects = append(r.objects, s)
	}
	for _, d := range r.dots {
		r.objects = append(r.objects, d)
	}
}

func (r *datedRenderer) Layout(size fyne.Size) {
	lo, hi := r.bounds()
	pad := float32(8)
	dateH := float32(0)
	if len(r.dates) > 0 {
		dateH = r.dates[0].MinSize().Height
	}
	left, right := float32(chartLabelWidth)+pad, size.Width-pad
	top, bottom := pad, size.Height-pad-dateH
	y := func(v float64) float32 { return bottom - (bottom-top)*float32(v-float64(lo))/float32(hi-lo) }
	var placed []float32
	for i, g := range r.guides {
		gy := y(float64(r.guideAt[i]))
		g.Position1, g.Position2 = fyne.NewPos(left, gy), fyne.NewPos(right, gy)
		ts := r.labels[i].MinSize()
		r.labels[i].Resize(fyne.NewSize(chartLabelWidth, ts.Height))
		r.labels[i].Move(fyne.NewPos(0, gy-ts.Height/2))
		// A label too close to one placed before would overprint it.
		r.labels[i].Show()
		for _, p := range placed {
			if p-gy < ts.Height && gy-p < ts.Height {
				r.labels[i].Hide()
			}
		}
		if r.labels[i].Visible() {
			placed = append(placed, gy)
		}
	}
	for i, d := range r.dates {
		ds := d.MinSize()
		x := left
		if i == len(r.dates)-1 && i > 0 {
			x = right - ds.Width
		}
		d.Resize(ds)
		d.Move(fyne.NewPos(x, bottom+pad/2))
	}
	r.layoutPoints(left, right, y)
}

// layoutPoints places each bucket at its date: joined by the line, dotted
// at its best when it is a period (or at its score while plays are few).
func (r *datedRenderer) layoutPoints(left, right float32, y func(float64) float32) {
	bs, per := r.c.buckets, r.c.per
	if len(bs) == 0 {
		return
	}
	t0, t1 := at(bs[0], per), at(bs[len(bs)-1], per)
	x := func(b series.Bucket) float32 {
		if !t1.After(t0) {
			return (left + right) / 2
		}
		return left + (right-left)*float32(at(b, per).Sub(t0))/float32(t1.Sub(t0))
	}
	radius := float32(3)
	if per == series.PerPlay && len(bs) > 30 {
		radius = 2
	}
	for i, b := range bs {
		px := x(b)
		if i > 0 {
			s := r.segs[i-1]
			s.Position1 = fyne.NewPos(x(bs[i-1]), y(value(bs[i-1], per)))
			s.Position2 = fyne.NewPos(px, y(value(b, per)))
		}
		if i < len(r.dots) {
			py := y(float64(b.Best))
			r.dots[i].Position1 = fyne.NewPos(px-radius, py-radius)
			r.dots[i].Position2 = fyne.NewPos(px+radius, py+radius)
		}
	}
}

func (r *datedRenderer) MinSize() fyne.Size { return fyne.NewSize(240, 176) }

func (r *datedRenderer) Refresh() {
	r.build()
	r.Layout(r.c.Size())
	for _, o := range r.objects {
		o.Refresh()
	}
}

func (r *datedRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *datedRenderer) Destroy() {}

// uniqueStrings drops repeated strings, keeping the first of each.
func uniqueStrings(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if len(out) == 0 || out[len(out)-1] != s {
			out = append(out, s)
		}
	}
	return out
}

// Colour is the line's colour.
func (c *DatedChart) Colour() color.Color { return c.colour }
