package bonfire

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// lazy is a container of objs laid out by l once it is given its size.
// Fyne's constructors (container.New, NewVBox, Add...) lay every new
// container out at its minimum size at once: a wrapped text inside is
// wrapped at the narrowest width, only to be wrapped again when the page
// is laid out (issue 19: every tap within one frame).
func lazy(l fyne.Layout, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: l, Objects: objs}
}

// lazyBorder is container.NewBorder made lazily (see lazy), its objects
// in the same order: the middle first, then the edges.
func lazyBorder(top, bottom, left, right fyne.CanvasObject, middle ...fyne.CanvasObject) *fyne.Container {
	objs := middle
	for _, o := range []fyne.CanvasObject{top, bottom, left, right} {
		if o != nil {
			objs = append(objs, o)
		}
	}
	return lazy(layout.NewBorderLayout(top, bottom, left, right), objs...)
}
