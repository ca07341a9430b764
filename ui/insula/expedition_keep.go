package insula

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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

// slotNote is the kept note of a place on the screen whose text changes
// from move to move ("Last: …"), always lines lines high whatever its
// text: a longer one ends in "…" (the session log has it whole), a shorter
// one or none leaves the room empty. A line
// that appeared, went or wrapped anew moved every answer under it, and a
// second tap on one spot hit the answer below the one meant (issue 32 §1).
func (g *expedition) slotNote(slot, text string, lines int) fyne.CanvasObject {
	var r *widget.RichText
	o := g.keep(fmt.Sprint("fixed:", slot, ":", lines), func() fyne.CanvasObject {
		r = kit.Note(text)
		r.Truncation = fyne.TextTruncateEllipsis
		return container.New(fixedLines{lines}, r)
	})
	if c, ok := o.(*fyne.Container); ok && r == nil {
		r, _ = c.Objects[0].(*widget.RichText)
	}
	if r == nil || len(r.Segments) != 1 {
		return o
	}
	if seg, ok := r.Segments[0].(*widget.TextSegment); ok && seg.Text != text {
		seg.Text = text
		r.Refresh()
	}
	return o
}

// fixedLines lays a note out at the height of n lines of text, whatever it
// holds, as wide as it is given.
type fixedLines struct{ n int }

// Layout gives the note the whole room.
func (l fixedLines) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// MinSize is n lines of text and a label's padding, and no width: the text
// wraps to what the screen gives it.
func (l fixedLines) MinSize([]fyne.CanvasObject) fyne.Size {
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	return fyne.NewSize(0, float32(l.n)*line+2*theme.InnerPadding())
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
