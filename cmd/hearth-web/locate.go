//go:build js

package main

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// locate scrolls the page showing until its button labelled label is in
// view and says where its middle is, in CSS pixels, for make test-web to
// tap it as a finger would (a drag that begins on a text field does not
// scroll, so the test cannot reach every button by dragging). It looks
// through containers and scrolls only, which is how pages are built.
func locate(label string) (any, error) {
	var at fyne.Position
	found := false
	fyne.DoAndWait(func() {
		var scroll *container.Scroll
		var btn fyne.CanvasObject
		var walk func(o fyne.CanvasObject, in *container.Scroll)
		walk = func(o fyne.CanvasObject, in *container.Scroll) {
			if btn != nil || o == nil || !o.Visible() {
				return
			}
			switch x := o.(type) {
			case *widget.Button:
				if x.Text == label {
					btn, scroll = x, in
				}
			case *kit.Button:
				if x.Text == label {
					btn, scroll = x, in
				}
			case *container.Scroll:
				walk(x.Content, x)
			case *fyne.Container:
				for _, c := range x.Objects {
					walk(c, in)
				}
			}
		}
		walk(host.Window().Canvas().Content(), nil)
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
