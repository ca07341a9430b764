package insula

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// keep is the widget make made for key the first time it was asked for
// in this expedition's screen (kit.Kept.Keep).
func (g *expedition) keep(key string, make func() fyne.CanvasObject) fyne.CanvasObject {
	return g.kept.Keep(key, make)
}

// note is a kept kit.Note.
func (g *expedition) note(text string) fyne.CanvasObject {
	return g.keep("note:"+text, func() fyne.CanvasObject { return kit.Note(text) })
}

// noteAt is the kept kit.Note of a place on the screen (slot) whose text
// changes from tap to tap ("Last: …", the round's instruction): its text is
// rewritten in place rather than a note made anew for each text.
func (g *expedition) noteAt(slot, text string) fyne.CanvasObject {
	o := g.keep("slot:"+slot, func() fyne.CanvasObject { return kit.Note(text) })
	r, ok := o.(*widget.RichText)
	if !ok || len(r.Segments) != 1 {
		return o
	}
	if seg, ok := r.Segments[0].(*widget.TextSegment); ok && seg.Text != text {
		seg.Text = text
		r.Refresh()
	}
	return r
}

// heading is a kept kit.Heading.
func (g *expedition) heading(text string) fyne.CanvasObject {
	return g.keep("heading:"+text, func() fyne.CanvasObject { return kit.Heading(text) })
}

// big is a kept kit.BigText.
func (g *expedition) big(text string) fyne.CanvasObject {
	return g.keep("big:"+text, func() fyne.CanvasObject { return kit.BigText(text) })
}

// islandKey names what the island map shows: where you stand and every
// tile in view with its kind, side and guardians.
func islandKey(s insula.State) string {
	var b strings.Builder
	fmt.Fprint(&b, "island:", s.At())
	x0 := s.At().X - 4
	for y := 0; y <= iref.CitadelRow; y++ {
		for x := x0; x < x0+9; x++ {
			if t, ok := s.TileAt(insula.Position{X: x, Y: y}); ok {
				fmt.Fprint(&b, ";", x, ",", y, t.Kind, t.Hidden, len(t.Guardians))
			}
		}
	}
	return b.String()
}
