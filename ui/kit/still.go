package kit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// StillBox holds kept objects of a session screen in a vertical box and,
// refreshed, lays them out again without refreshing each one: the session
// frame (SessionScreen.Show) refreshes what it is given on every change,
// and a kept widget that did not change need not recolour its icons nor
// measure its text again (issue 19: every tap within one frame). A widget
// that changes refreshes itself; a new one draws itself.
type StillBox struct {
	widget.BaseWidget
	box *fyne.Container
}

// NewStillBox makes a still box holding objs.
func NewStillBox(objs ...fyne.CanvasObject) *StillBox {
	s := &StillBox{box: container.NewVBox(objs...)}
	s.ExtendBaseWidget(s)
	return s
}

// Set puts objs in the box (the same objects are kept as they are); the
// frame's Show that follows lays it out, even when nothing was replaced,
// as a kept object may have changed in place.
func (s *StillBox) Set(objs []fyne.CanvasObject) {
	if !slices.Equal(s.box.Objects, objs) {
		s.box.Objects = slices.Clone(objs)
	}
}

// CreateRenderer lays the box out.
func (s *StillBox) CreateRenderer() fyne.WidgetRenderer { return &stillRenderer{s: s} }

type stillRenderer struct{ s *StillBox }

func (r *stillRenderer) Layout(size fyne.Size) {
	b := r.s.box
	if b.Size() != size {
		b.Resize(size) // lays it out
		return
	}
	b.Layout.Layout(b.Objects, size)
}

func (r *stillRenderer) MinSize() fyne.Size { return r.s.box.MinSize() }

// Refresh lays the box out and refreshes nothing.
func (r *stillRenderer) Refresh() { r.Layout(r.s.Size()) }

func (r *stillRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.s.box} }

func (r *stillRenderer) Destroy() {}

// Relayout puts objs in c, lays them out and redraws c, without refreshing
// each object: Container.Refresh would also refresh every widget inside,
// which re-decodes each themed icon and re-measures each text (a third of
// resuming a game of Tom went there); a widget refreshes itself when it
// changes, a new one draws itself.
func Relayout(c *fyne.Container, objs ...fyne.CanvasObject) {
	c.Objects = objs
	if c.Layout != nil {
		c.Layout.Layout(objs, c.Size())
	}
	canvas.Refresh(c)
}

// Steady holds a wrapped text (a label, a rich text) and lays it out again
// only when its width changes: Fyne's wrapped text measures every word
// twice whenever its size changes, even when only its height did, and a
// page is laid out twice when it first shows (once at the heights of no
// width). Its height does not change what it draws.
func Steady(text fyne.CanvasObject) fyne.CanvasObject {
	return &fyne.Container{Layout: steadyLayout{}, Objects: []fyne.CanvasObject{text}}
}

type steadyLayout struct{}

func (steadyLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		if o.Size().Width != size.Width {
			o.Resize(fyne.NewSize(size.Width, o.MinSize().Height))
		}
		o.Move(fyne.Position{})
	}
}

func (steadyLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
