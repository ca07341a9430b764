package uitest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/shell"
)

// Taps counts what a player's thumb does in a flow: each tap, and each
// scroll needed first because the tapped control lay outside the window.
// A tap-budget test plays a flow through it and asserts the counts, so
// the number of taps a turn costs cannot creep back up.
type Taps struct {
	H       *shell.Host
	Taps    int
	Scrolls int
}

// NewTaps counts the taps made on h's window.
func NewTaps(h *shell.Host) *Taps { return &Taps{H: h} }

// Tap taps o, first counting a scroll when o is not wholly in the window.
func (c *Taps) Tap(o fyne.Tappable) {
	if obj, ok := o.(fyne.CanvasObject); ok && !c.inView(obj) {
		c.Scrolls++
	}
	c.Taps++
	test.Tap(o)
}

// Button taps an enabled button (plain or wrapping) by its text.
func (c *Taps) Button(t *testing.T, text string) {
	t.Helper()
	if ws := FindAll(Screen(c.H), func(b *kit.WrapButton) bool { return b.Text == text }); len(ws) > 0 {
		require.False(t, ws[0].Disabled(), "button %q is disabled", text)
		c.Tap(ws[0])
		return
	}
	b := Button(t, c.H, text)
	require.False(t, b.Disabled(), "button %q is disabled", text)
	c.Tap(b)
}

// Dialog taps a button of the dialog on top of the window.
func (c *Taps) Dialog(t *testing.T, text string) {
	t.Helper()
	top := c.H.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "no dialog is open")
	bs := FindAll(top, func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q in the dialog", text)
	c.Taps++
	test.Tap(bs[0])
}

// Reset starts counting again from zero and returns the counts so far.
func (c *Taps) Reset() (taps, scrolls int) {
	taps, scrolls = c.Taps, c.Scrolls
	c.Taps, c.Scrolls = 0, 0
	return taps, scrolls
}

// inView tells whether o lies wholly inside the window and inside the
// visible part of every scroll around it, after a layout pass: where the
// player can reach it without scrolling.
func (c *Taps) inView(o fyne.CanvasObject) bool {
	Relayout(c.H)
	win := c.H.Window().Canvas().Size()
	ok, found := visibleIn(Screen(c.H), o, fyne.Position{}, fyne.Position{}, fyne.Position{X: win.Width, Y: win.Height})
	return found && ok
}

// visibleIn looks for target under o (at o's parent's origin), with the
// visible area lo–hi; it reports whether target was found and wholly inside.
func visibleIn(o, target fyne.CanvasObject, at, lo, hi fyne.Position) (inside, found bool) {
	if o == nil || !o.Visible() {
		return false, false
	}
	at = at.Add(o.Position())
	end := at.Add(o.Size())
	if o == target {
		const slack = 0.5
		return at.X >= lo.X-slack && at.Y >= lo.Y-slack && end.X <= hi.X+slack && end.Y <= hi.Y+slack, true
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case *container.Scroll:
		lo = fyne.Position{X: max(lo.X, at.X), Y: max(lo.Y, at.Y)}
		hi = fyne.Position{X: min(hi.X, end.X), Y: min(hi.Y, end.Y)}
		kids = test.WidgetRenderer(x).Objects()
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		if in, ok := visibleIn(k, target, at, lo, hi); ok {
			return in, true
		}
	}
	return false, false
}
