package insula

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// stillBox holds a part of the expedition's screen (the sheet, the middle,
// the bottom) in a vertical box and, refreshed, lays it out again without
// refreshing each object: the session frame refreshes its parts on every
// change, and a kept widget that did not change need not recolour its
// icons nor measure its text again (issue 19: every tap within one frame).
// A widget that changes refreshes itself; a new one draws itself.
type stillBox struct {
	widget.BaseWidget
	box *fyne.Container
	// dirty tells that the box was set since it was last laid out.
	dirty bool
}

func newStillBox() *stillBox {
	s := &stillBox{box: container.NewVBox()}
	s.ExtendBaseWidget(s)
	return s
}

// set puts objs in the box; the session frame's Show that follows lays
// it out, once (a kept object may have changed in place: the box is laid
// out again even when objs are those it holds).
func (s *stillBox) set(objs []fyne.CanvasObject) {
	if !slices.Equal(s.box.Objects, objs) {
		s.box.Objects = slices.Clone(objs)
	}
	s.dirty = true
}

// CreateRenderer lays the box out.
func (s *stillBox) CreateRenderer() fyne.WidgetRenderer { return &stillRenderer{s: s} }

type stillRenderer struct{ s *stillBox }

func (r *stillRenderer) Layout(size fyne.Size) {
	b := r.s.box
	r.s.dirty = false
	if b.Size() != size {
		b.Resize(size) // lays it out
		return
	}
	b.Layout.Layout(b.Objects, size)
}

func (r *stillRenderer) MinSize() fyne.Size { return r.s.box.MinSize() }

// Refresh lays the box out if it was set since, and refreshes nothing.
func (r *stillRenderer) Refresh() {
	if r.s.dirty {
		r.Layout(r.s.Size())
	}
}

func (r *stillRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.s.box} }

func (r *stillRenderer) Destroy() {}
