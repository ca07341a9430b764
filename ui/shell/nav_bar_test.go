package shell_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"

	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestBarButtonsArePlacedOnPush: a page's buttons in the top bar are laid
// out when the page is pushed, each its own width inside the window, not
// left in a box 0 px wide until the canvas next lays the bar out (which
// the session screens' resume benchmark never saw).
func TestBarButtonsArePlacedOnPush(t *testing.T) {
	h, _, _ := newHost(t)
	h.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	var buttons []*widget.Button
	for _, icon := range []fyne.Resource{theme.ContentUndoIcon(), theme.ContentRedoIcon(), theme.ListIcon()} {
		buttons = append(buttons, widget.NewButtonWithIcon("", icon, func() {}))
	}
	h.Push(&kit.Page{Title: "A page", Content: widget.NewLabel("body"),
		Actions: []fyne.CanvasObject{buttons[0], buttons[1], buttons[2]}})
	win := h.Window().Canvas().Size().Width
	d := fyne.CurrentApp().Driver()
	right := float32(0)
	for _, b := range buttons {
		pos := d.AbsolutePositionForObject(b)
		assert.Positive(t, b.Size().Width)
		assert.GreaterOrEqual(t, pos.X, right, "side by side, in order")
		assert.LessOrEqual(t, pos.X+b.Size().Width, win, "inside the window")
		right = pos.X + b.Size().Width
	}
	h.Pop()
}
