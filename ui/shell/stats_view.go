package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// scrolledRows is a page of rows in a vertical scroll (as kit.ScrollPage
// lays them out) whose rows past a screenful draw only while in the
// scroll's view: a leaderboard of every player costs what one screen of it
// costs to draw, and its page looks and scrolls as a plain column of rows.
type scrolledRows struct {
	rows   []fyne.CanvasObject
	lazies []*inView // rows past the first alwaysDrawn added with lazy
	first  *kit.Tile // the first tile added with lazy, always drawn
	count  int       // rows added with lazy
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
	p.count++
	if t, ok := o.(*kit.Tile); ok && p.first == nil {
		p.first = t
	}
	if p.count <= alwaysDrawn {
		p.rows = append(p.rows, o)
		return
	}
	r := &inView{o: o, page: p}
	r.ExtendBaseWidget(r)
	p.rows = append(p.rows, r)
	p.lazies = append(p.lazies, r)
}

// content is the page with the rows added, laid out once (a container
// lays itself out again on every Add).
func (p *scrolledRows) content() fyne.CanvasObject {
	p.box = container.NewVBox(p.rows...)
	p.scroll = container.NewVScroll(container.NewPadded(p.box))
	p.scroll.OnScrolled = func(fyne.Position) {
		for _, r := range p.lazies {
			if !r.laidOut && p.shows(r.Position().Y, r.Size().Height) {
				r.layOut(r.Size())
			}
		}
		canvas.Refresh(p.box)
	}
	return p.scroll
}

// sizedLikeFirst tells whether a row, not laid out yet, takes the size of
// the first tile: a tile whose lines fit as the first one's do.
func (p *scrolledRows) sizedLikeFirst(o fyne.CanvasObject) bool {
	t, ok := o.(*kit.Tile)
	return ok && p.first != nil && t != p.first && t.FitsLike(p.first)
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

// inView is a row of scrolledRows: sized as its object always (so the
// column keeps its height and wrapping), drawn only in view, and laid out
// only once in view when it is a tile sized like the first one (a
// leaderboard's lines below the screen cost a measure of their words, not
// a layout each, issue 21).
type inView struct {
	widget.BaseWidget
	o       fyne.CanvasObject
	page    *scrolledRows
	laidOut bool // o has been laid out (it is then kept so)
}

// layOut lays the row's object out in s.
func (r *inView) layOut(s fyne.Size) {
	r.o.Resize(s)
	r.laidOut = true
}

// CreateRenderer draws the row's object while the row is in view.
func (r *inView) CreateRenderer() fyne.WidgetRenderer { return &inViewRenderer{r: r} }

type inViewRenderer struct{ r *inView }

func (v *inViewRenderer) Layout(s fyne.Size) {
	r := v.r
	if r.laidOut || r.page.shows(r.Position().Y, s.Height) || !r.page.sizedLikeFirst(r.o) {
		r.layOut(s)
	}
}

func (v *inViewRenderer) MinSize() fyne.Size {
	if !v.r.laidOut && v.r.page.sizedLikeFirst(v.r.o) {
		return v.r.page.first.MinSize()
	}
	return v.r.o.MinSize()
}

func (v *inViewRenderer) Refresh() { v.r.o.Refresh() }

func (v *inViewRenderer) Destroy() {}

func (v *inViewRenderer) Objects() []fyne.CanvasObject {
	r := v.r
	if !r.page.shows(r.Position().Y, r.Size().Height) {
		return nil
	}
	if !r.laidOut {
		r.layOut(r.Size())
	}
	return []fyne.CanvasObject{r.o}
}
