package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// scrolledRows is a page of rows in a vertical scroll (as kit.ScrollPage
// lays them out) whose rows past a screenful draw only while in the
// scroll's view: a leaderboard of every player costs what one screen of it
// costs to draw, and its page looks and scrolls as a plain column of rows.
type scrolledRows struct {
	rows   []fyne.CanvasObject
	lazies int // rows added with lazy
	scroll *container.Scroll
	box    *fyne.Container
}

// add adds a row always drawn (a heading).
func (p *scrolledRows) add(o fyne.CanvasObject) { p.rows = append(p.rows, o) }

// alwaysDrawn is how many lazy rows draw wherever they are: about what a
// phone's first screen holds, so a short leaderboard draws as a plain
// column.
const alwaysDrawn = 8

// lazy adds a row that, past the first alwaysDrawn, draws only while some
// of it is in the scroll's view.
func (p *scrolledRows) lazy(o fyne.CanvasObject) {
	p.lazies++
	if p.lazies <= alwaysDrawn {
		p.rows = append(p.rows, o)
		return
	}
	r := &inView{o: o, page: p}
	r.ExtendBaseWidget(r)
	p.rows = append(p.rows, r)
}

// content is the page with the rows added, laid out once (a container
// lays itself out again on every Add).
func (p *scrolledRows) content() fyne.CanvasObject {
	p.box = container.NewVBox(p.rows...)
	p.scroll = container.NewVScroll(container.NewPadded(p.box))
	p.scroll.OnScrolled = func(fyne.Position) { canvas.Refresh(p.box) }
	return p.scroll
}

// shows tells whether the band from y to y+h of the column (its own
// coordinates) is in the scroll's view; before the scroll has a size
// everything shows.
func (p *scrolledRows) shows(y, h float32) bool {
	if p.scroll == nil || p.scroll.Size().Height <= 0 {
		return true
	}
	top := p.scroll.Offset.Y - p.box.Position().Y
	return y+h >= top && y <= top+p.scroll.Size().Height
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
