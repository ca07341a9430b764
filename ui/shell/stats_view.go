package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// scrolledRows is a page of rows in a vertical scroll (as kit.ScrollPage
// lays them out) whose rows draw only while in the scroll's view: a
// leaderboard of every player costs what one screen of it costs to draw,
// and its page looks and scrolls as a plain column of rows.
type scrolledRows struct {
	scroll *container.Scroll
	box    *fyne.Container
}

// newScrolledRows makes the page; add rows with add or lazy.
func newScrolledRows() *scrolledRows {
	p := &scrolledRows{box: container.NewVBox()}
	p.scroll = container.NewVScroll(container.NewPadded(p.box))
	p.scroll.OnScrolled = func(fyne.Position) { p.box.Refresh() }
	return p
}

// add adds a row always drawn (a heading).
func (p *scrolledRows) add(o fyne.CanvasObject) { p.box.Add(o) }

// lazy adds a row drawn only while some of it is in the scroll's view.
func (p *scrolledRows) lazy(o fyne.CanvasObject) {
	r := &inView{o: o, page: p}
	r.ExtendBaseWidget(r)
	p.box.Add(r)
}

// shows tells whether the band from y to y+h of the column (its own
// coordinates) is in the scroll's view; before the scroll has a size
// everything shows.
func (p *scrolledRows) shows(y, h float32) bool {
	view := p.scroll.Size().Height
	if view <= 0 {
		return true
	}
	top := p.scroll.Offset.Y - p.box.Position().Y
	return y+h >= top && y <= top+view
}

// inView is a row of scrolledRows: sized and laid out as its object always
// (so the column keeps its height and wrapping), drawn only in view.
type inView struct {
	widget.BaseWidget
	o    fyne.CanvasObject
	page *scrolledRows
}

// CreateRenderer draws the row's object while the row is in view.
func (r *inView) CreateRenderer() fyne.WidgetRenderer { return &inViewRenderer{r: r} }

type inViewRenderer struct{ r *inView }

func (v *inViewRenderer) Layout(s fyne.Size) { v.r.o.Resize(s) }
func (v *inViewRenderer) MinSize() fyne.Size { return v.r.o.MinSize() }
func (v *inViewRenderer) Refresh()           { v.r.o.Refresh() }
func (v *inViewRenderer) Destroy()           {}
func (v *inViewRenderer) Objects() []fyne.CanvasObject {
	if !v.r.page.shows(v.r.Position().Y, v.r.Size().Height) {
		return nil
	}
	return []fyne.CanvasObject{v.r.o}
}
