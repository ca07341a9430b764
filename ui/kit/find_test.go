package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

func findEntries(o fyne.CanvasObject) []*NumberEntry {
	var out []*NumberEntry
	walk(o, func(c fyne.CanvasObject) {
		if e, ok := c.(*NumberEntry); ok {
			out = append(out, e)
		}
	})
	return out
}

func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	walk(o, func(c fyne.CanvasObject) {
		if l, ok := c.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
	})
	return b.String()
}
