package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// StatBox is one big number with its caption, in an outlined box. Not a
// widget.Card: a card's shadow is blurred on every frame the software
// painter draws (Fyne's test driver, a phone without GL), and the busiest
// player's page at 100,000 plays, with 7 boxes, took 5.6× the empty
// leaderboard's time in BenchmarkPlayerPageInApp100k, over half of it in
// the blur (issue 35 §2).
func StatBox(caption, value string) fyne.CanvasObject {
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.SizeName = theme.SizeNameHeadingText
	// A value wraps too: "24 Std. 36 Min." or "1616 · 1661 · 87" in two
	// columns widened the player's page past a phone (issue 32 §5).
	v.Wrapping = fyne.TextWrapWord
	c := widget.NewLabelWithStyle(caption, fyne.TextAlignCenter, fyne.TextStyle{})
	c.Wrapping = fyne.TextWrapWord // "Gewonnen · verloren · unentschieden" is wider than half a phone
	return newOutlined(container.NewVBox(v, c))
}

// outlined is its content in a box drawn as four one-pixel edges in the
// theme's separator colour (kept when the theme changes). Four thin
// rectangles, not a stroked or filled one: the software painter (Fyne's
// test driver) rasterizes a stroke or a rounded corner, and blends a fill
// pixel by pixel over its whole area; six filled boxes were a fifth of the
// player page's drawing (BenchmarkPlayerPageInApp100k).
type outlined struct {
	widget.BaseWidget
	content fyne.CanvasObject
}

func newOutlined(content fyne.CanvasObject) *outlined {
	o := &outlined{content: content}
	o.ExtendBaseWidget(o)
	return o
}

func (o *outlined) CreateRenderer() fyne.WidgetRenderer {
	r := &outlinedRenderer{o: o}
	for i := range r.edges {
		r.edges[i] = canvas.NewRectangle(color.Transparent)
	}
	r.Refresh()
	return r
}

type outlinedRenderer struct {
	edges [4]*canvas.Rectangle // top, bottom, left, right
	o     *outlined
}

func (r *outlinedRenderer) Layout(size fyne.Size) {
	const w = 1
	top, bottom, left, right := r.edges[0], r.edges[1], r.edges[2], r.edges[3]
	top.Move(fyne.NewPos(0, 0))
	top.Resize(fyne.NewSize(size.Width, w))
	bottom.Move(fyne.NewPos(0, size.Height-w))
	bottom.Resize(fyne.NewSize(size.Width, w))
	left.Move(fyne.NewPos(0, 0))
	left.Resize(fyne.NewSize(w, size.Height))
	right.Move(fyne.NewPos(size.Width-w, 0))
	right.Resize(fyne.NewSize(w, size.Height))
	pad := theme.Size(theme.SizeNameInnerPadding)
	r.o.content.Move(fyne.NewPos(pad, pad))
	r.o.content.Resize(size.SubtractWidthHeight(2*pad, 2*pad))
}

func (r *outlinedRenderer) MinSize() fyne.Size {
	pad := theme.Size(theme.SizeNameInnerPadding)
	return r.o.content.MinSize().AddWidthHeight(2*pad, 2*pad)
}

func (r *outlinedRenderer) Refresh() {
	edge := r.o.Theme().Color(theme.ColorNameSeparator, fyne.CurrentApp().Settings().ThemeVariant())
	for _, e := range r.edges {
		e.FillColor = edge
		e.Refresh()
	}
	r.o.content.Refresh()
}

func (r *outlinedRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.edges[0], r.edges[1], r.edges[2], r.edges[3], r.o.content}
}

func (r *outlinedRenderer) Destroy() {}
