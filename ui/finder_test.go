package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"
)

// walk visits every visible object under o, descending into containers and
// widget renderers, the way a player's eye would scan the screen.
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
	case *container.AppTabs:
		if sel := x.Selected(); sel != nil {
			walk(sel.Content, visit)
		}
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			walk(c, visit)
		}
	}
}

// screen is what the window shows now.
func screen(u *UI) fyne.CanvasObject { return u.win.Canvas().Content() }

func findAll[T fyne.CanvasObject](root fyne.CanvasObject, ok func(T) bool) []T {
	var out []T
	seen := map[fyne.CanvasObject]bool{}
	walk(root, func(o fyne.CanvasObject) {
		if t, is := o.(T); is && !seen[o] && (ok == nil || ok(t)) {
			seen[o] = true
			out = append(out, t)
		}
	})
	return out
}

func button(t *testing.T, u *UI, text string) *widget.Button {
	t.Helper()
	bs := findAll(screen(u), func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q on screen %q", text, u.nav.top().title)
	return bs[0]
}

func tap(t *testing.T, u *UI, text string) {
	t.Helper()
	b := button(t, u, text)
	require.False(t, b.Disabled(), "button %q is disabled", text)
	test.Tap(b)
}

func tapTile(t *testing.T, u *UI, title string) {
	t.Helper()
	ts := findAll(screen(u), func(x *tile) bool { return x.title == title })
	require.NotEmpty(t, ts, "no tile %q on screen %q", title, u.nav.top().title)
	test.Tap(ts[0])
}

func stepperNamed(t *testing.T, u *UI, label string) *stepper {
	t.Helper()
	ss := findAll(screen(u), func(s *stepper) bool { return s.label.Text == label })
	require.NotEmpty(t, ss, "no stepper %q", label)
	return ss[0]
}

// stepTo taps + or − until the stepper shows v.
func stepTo(t *testing.T, u *UI, label string, v int) {
	t.Helper()
	s := stepperNamed(t, u, label)
	for i := 0; s.Value() != v && i < 1000; i++ {
		if s.Value() < v {
			test.Tap(s.plus)
		} else {
			test.Tap(s.minus)
		}
	}
	require.Equal(t, v, s.Value(), label)
}

// texts joins every label and rich text on screen, to assert on what is shown.
func texts(u *UI) string {
	var b strings.Builder
	walk(screen(u), func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		}
	})
	return b.String()
}
