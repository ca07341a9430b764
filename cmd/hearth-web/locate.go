//go:build js

package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"syscall/js"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// walkShown visits what the page shows, or the dialog over it when there
// is one, through containers, scrolls and pop-ups (how pages and dialogs
// are built), with each object's place in the window and the innermost
// container.Scroll or widget.List holding it (nil for none). visit returns
// false to stop looking inside an object. Call it on Fyne's thread, or
// from JavaScript while Go waits (the page is single-threaded).
func walkShown(visit func(o fyne.CanvasObject, at fyne.Position, in fyne.CanvasObject) bool) {
	var walk func(o fyne.CanvasObject, at fyne.Position, in fyne.CanvasObject)
	walk = func(o fyne.CanvasObject, at fyne.Position, in fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		if !visit(o, at, in) {
			return
		}
		switch x := o.(type) {
		case *container.Scroll:
			walk(x.Content, at, x)
		case *widget.PopUp:
			walk(x.Content, at, in)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, at, in)
			}
		}
	}
	c := host.Window().Canvas()
	if top := c.Overlays().Top(); top != nil {
		walk(popUpIn(top), fyne.Position{}, nil)
		return
	}
	walk(c.Content(), fyne.Position{}, nil)
}

// popUpIn is the pop-up in an overlay: Fyne puts a pop-up in a container
// of its own, of an internal type, whose Content is the pop-up.
func popUpIn(top fyne.CanvasObject) fyne.CanvasObject {
	v := reflect.ValueOf(top)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return top
	}
	if f := v.Elem().FieldByName("Content"); f.IsValid() && f.CanInterface() {
		if o, ok := f.Interface().(fyne.CanvasObject); ok && o != nil {
			return o
		}
	}
	return top
}

// labelled is what make test-web taps by its label: a button or a tile.
func labelled(o fyne.CanvasObject, label string) bool {
	switch x := o.(type) {
	case *widget.Button:
		return x.Text == label
	case *kit.Button:
		return x.Text == label
	case *kit.Tile:
		return x.Title() == label
	}
	return false
}

// find is the first button or tile labelled label on the page showing (or
// its dialog), and the scroll holding it.
func find(label string) (btn fyne.CanvasObject, scroll *container.Scroll) {
	walkShown(func(o fyne.CanvasObject, _ fyne.Position, in fyne.CanvasObject) bool {
		if btn != nil {
			return false
		}
		if labelled(o, label) {
			btn = o
			scroll, _ = in.(*container.Scroll)
		}
		return true
	})
	return btn, scroll
}

// locate scrolls the page showing until its button or tile labelled label
// is in view and says where its middle is, in CSS pixels, for make
// test-web to tap it as a finger would. It looks in the dialog over the
// page when there is one (its Yes, its No).
func locate(label string) (any, error) {
	var at fyne.Position
	found := false
	fyne.DoAndWait(func() {
		btn, scroll := find(label)
		if btn == nil {
			return
		}
		d := fyne.CurrentApp().Driver()
		if scroll != nil {
			top := d.AbsolutePositionForObject(scroll).Y
			y := d.AbsolutePositionForObject(btn).Y
			scroll.ScrollToOffset(fyne.NewPos(0, max(0, scroll.Offset.Y+y-top-scroll.Size().Height/2)))
		}
		at = d.AbsolutePositionForObject(btn).Add(fyne.NewPos(btn.Size().Width/2, btn.Size().Height/2))
		found = true
	})
	b, err := json.Marshal(map[string]any{"found": found, "x": at.X, "y": at.Y})
	return string(b), err
}

// open taps the button or tile labelled label, as a finger would, and
// says when (performance.now()), for make test-web to time the page it
// opens: it sets hearth.measure.armed once the tap's work is done, so
// that the next frame drawn (the page opened) can be told from those
// before.
func open(label string) (any, error) {
	var t0 float64
	found := false
	fyne.DoAndWait(func() {
		btn, _ := find(label)
		t, ok := btn.(fyne.Tappable)
		if !ok {
			return
		}
		found = true
		perf := js.Global().Get("performance")
		t0 = perf.Call("now").Float()
		t.Tapped(&fyne.PointEvent{})
		js.Global().Get("hearth").Get("measure").Set("armed", true)
	})
	b, err := json.Marshal(map[string]any{"found": found, "t0": t0})
	return string(b), err
}

// scrolls says how far each list and scroll of the page showing is
// scrolled (in the order they are met; a list with its rows), where its
// text fields are, in CSS pixels, and whether one has the focus.
func scrolls() (any, error) {
	type scrolled struct {
		Kind   string  `json:"kind"`
		Offset float32 `json:"offset"`
		Rows   int     `json:"rows,omitempty"`
	}
	type field struct{ X, Y, W, H float32 }
	out := struct {
		Scrolls []scrolled `json:"scrolls"`
		Fields  []field    `json:"fields"`
		Focused bool       `json:"focused"`
	}{Scrolls: []scrolled{}, Fields: []field{}}
	fyne.DoAndWait(func() {
		walkShown(func(o fyne.CanvasObject, at fyne.Position, _ fyne.CanvasObject) bool {
			switch x := o.(type) {
			case *container.Scroll:
				out.Scrolls = append(out.Scrolls, scrolled{"scroll", x.Offset.Y, 0})
			case *widget.List:
				n := 0
				if x.Length != nil {
					n = x.Length()
				}
				out.Scrolls = append(out.Scrolls, scrolled{"list", x.GetScrollOffset(), n})
			case textField:
				s := o.Size()
				out.Fields = append(out.Fields, field{at.X, at.Y, s.Width, s.Height})
			}
			return true
		})
		_, out.Focused = host.Window().Canvas().Focused().(textField)
	})
	b, err := json.Marshal(out)
	return string(b), err
}

// cut lists what the page showing (or its dialog) draws past the window's
// right edge or narrower than its text needs (a label or a button whose
// words are cut off), for make test-web in French and German at 360 and
// 390 pixels.
func cut() (any, error) {
	type clipped struct {
		Kind string  `json:"kind"`
		Text string  `json:"text"`
		X    float32 `json:"x"`
		W    float32 `json:"w"`
		Min  float32 `json:"min"`
	}
	out := []clipped{}
	fyne.DoAndWait(func() {
		width := host.Window().Canvas().Size().Width
		walkShown(func(o fyne.CanvasObject, at fyne.Position, _ fyne.CanvasObject) bool {
			text, ok := words(o)
			if !ok {
				return true
			}
			w, m := o.Size().Width, o.MinSize().Width
			// A size of 0 is a text its container draws at its own size
			// (a dialog's title).
			if w > 0 && (at.X+w > width+0.5 || m > w+0.5) {
				out = append(out, clipped{fmt.Sprintf("%T", o), text, at.X, w, m})
			}
			return true
		})
	})
	b, err := json.Marshal(out)
	return string(b), err
}

// words is the text of a widget that shows words.
func words(o fyne.CanvasObject) (string, bool) {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text, true
	case *widget.Button:
		return x.Text, true
	case *kit.Button:
		return x.Text, true
	case *kit.Tile:
		return x.Title(), true
	case *widget.Check:
		return x.Text, true
	case *widget.Select:
		return x.Selected, true
	case *widget.RichText:
		return x.String(), true
	case *canvas.Text:
		return x.Text, true
	}
	return "", false
}

// textField is a text field: widget.Entry and the kit's fields built on
// it.
type textField interface {
	TypedRune(rune)
	SetPlaceHolder(string)
}
