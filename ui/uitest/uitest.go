// Package uitest holds the helpers UI tests share: building the app over a
// test store in a pinned language, finding widgets on screen the way a
// player's eye scans it, and tapping them. Only tests import it.
package uitest

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// NewHost builds the app over the database at path with the given modules,
// in language lang ("en", "fr", "de") whatever the machine's locale, in a
// window of at least the test window's size.
func NewHost(t testing.TB, path, lang string, modules func(*shell.Host) []shell.Module) (*shell.Host, *data.Store) {
	t.Helper()
	a := test.NewTempApp(t)
	// A test taps faster than a player reads: no held taps after a new
	// question (kit.QuestionGuard has its own test).
	kit.QuestionGuard = 0
	// The test driver finds an object's canvas in the newest window: the
	// app's window must be created last.
	least := test.NewTempWindow(t, nil).Canvas().Size()
	s, err := data.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	require.NoError(t, s.SetSetting(t.Context(), data.SettingLanguage, lang))
	h := shell.New(a, s, modules)
	h.QueueShows() // pages fill in at Relayout, on the test's goroutine
	h.Window().Resize(h.Window().Canvas().Size().Max(least))
	h.Started() // as the app does once its first frame is drawn
	return h, s
}

// Walk visits every visible object under o, descending into containers and
// widget renderers.
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil || !o.Visible() {
		return
	}
	visit(o)
	// The kit's fields are Fyne's with Escape/Back handled: tests looking
	// for Fyne's field types find them too.
	switch x := o.(type) {
	case *kit.TextEntry:
		visit(&x.Entry)
	case *kit.NameEntry:
		visit(&x.SelectEntry)
	case *kit.NumberEntry:
		visit(&x.Entry)
	case *kit.Button: // a widget.Button drawn without Fyne's bold style
		visit(&x.Button)
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			Walk(c, visit)
		}
	case *container.AppTabs:
		if sel := x.Selected(); sel != nil {
			Walk(sel.Content, visit)
		}
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	}
}

// Screen is what the window shows now.
func Screen(h *shell.Host) fyne.CanvasObject { return h.Window().Canvas().Content() }

// FindAll lists the objects of type T under root that ok accepts (all when nil).
func FindAll[T fyne.CanvasObject](root fyne.CanvasObject, ok func(T) bool) []T {
	var out []T
	seen := map[fyne.CanvasObject]bool{}
	Walk(root, func(o fyne.CanvasObject) {
		if t, is := o.(T); is && !seen[o] && (ok == nil || ok(t)) {
			seen[o] = true
			out = append(out, t)
		}
	})
	return out
}

// Button finds a button by its text.
func Button(t *testing.T, h *shell.Host, text string) *widget.Button {
	t.Helper()
	bs := FindAll(Screen(h), func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q on screen %q", text, h.Top().Title)
	return bs[0]
}

// Tap taps an enabled button by its text.
func Tap(t *testing.T, h *shell.Host, text string) {
	t.Helper()
	b := Button(t, h, text)
	require.False(t, b.Disabled(), "button %q is disabled", text)
	test.Tap(b)
}

// TapTile taps a tile by its title. The screen is laid out first: a
// virtualised list (History) makes its rows when laid out.
func TapTile(t *testing.T, h *shell.Host, title string) {
	t.Helper()
	Relayout(h)
	ts := FindAll(Screen(h), func(x *kit.Tile) bool { return x.Title() == title })
	require.NotEmpty(t, ts, "no tile %q on screen %q", title, h.Top().Title)
	test.Tap(ts[0])
}

// HasTile tells whether a tile with this title shows (after a layout, as
// TapTile).
func HasTile(h *shell.Host, title string) bool {
	Relayout(h)
	return len(FindAll(Screen(h), func(x *kit.Tile) bool { return x.Title() == title })) > 0
}

// StepperNamed finds a stepper by its label.
func StepperNamed(t *testing.T, h *shell.Host, label string) *kit.Stepper {
	t.Helper()
	ss := FindAll(Screen(h), func(s *kit.Stepper) bool { return s.Label() == label })
	require.NotEmpty(t, ss, "no stepper %q", label)
	return ss[0]
}

// StepTo taps + or – until the stepper shows v (from "?", + first).
func StepTo(t *testing.T, h *shell.Host, label string, v int) {
	t.Helper()
	s := StepperNamed(t, h, label)
	if !s.Entered() {
		test.Tap(s.Plus())
	}
	for i := 0; s.Value() != v && i < 1000; i++ {
		if s.Value() < v {
			test.Tap(s.Plus())
		} else {
			test.Tap(s.Minus())
		}
	}
	require.Equal(t, v, s.Value(), label)
}

// Texts joins every label and rich text under o.
func Texts(o fyne.CanvasObject) string {
	var b strings.Builder
	Walk(o, func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.RichText:
			b.WriteString(x.String() + "\n")
		case *kit.FontLabel:
			b.WriteString(x.Text + "\n")
			if x.Sub != "" {
				b.WriteString(x.Sub + "\n")
			}
		}
	})
	return b.String()
}

// ScreenTexts joins every label and rich text on screen.
func ScreenTexts(h *shell.Host) string { return Texts(Screen(h)) }

// OverlayTexts joins the labels and rich texts of the topmost dialog.
func OverlayTexts(h *shell.Host) string {
	top := h.Window().Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	return Texts(top)
}

// CloseOverlays dismisses every dialog.
func CloseOverlays(h *shell.Host) {
	o := h.Window().Canvas().Overlays()
	for o.Top() != nil {
		o.Remove(o.Top())
	}
}

// TapInDialog taps a button of the dialog on top of the window.
func TapInDialog(t *testing.T, h *shell.Host, text string) {
	t.Helper()
	top := h.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "no dialog is open")
	bs := FindAll(top, func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q in the dialog", text)
	test.Tap(bs[0])
}

// IconButton finds a top-bar button by its icon.
func IconButton(t *testing.T, h *shell.Host, icon fyne.Resource) *widget.Button {
	t.Helper()
	bs := FindAll(Screen(h), func(b *widget.Button) bool { return kit.ShowsIcon(b.Icon, icon) && b.Text == "" })
	require.NotEmpty(t, bs, "no icon button %s", icon.Name())
	return bs[0]
}

// TapWrap taps a wrapping button by its text.
func TapWrap(t *testing.T, h *shell.Host, text string) {
	t.Helper()
	bs := FindAll(Screen(h), func(b *kit.WrapButton) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q on screen %q", text, h.Top().Title)
	require.False(t, bs[0].Disabled(), "button %q is disabled", text)
	test.Tap(bs[0])
}

// Position is where target lies in the window: the sum of its ancestors'
// positions from the window's content down (false when it is not shown).
func Position(h *shell.Host, target fyne.CanvasObject) (fyne.Position, bool) {
	var find func(o fyne.CanvasObject, at fyne.Position) (fyne.Position, bool)
	find = func(o fyne.CanvasObject, at fyne.Position) (fyne.Position, bool) {
		if o == nil || !o.Visible() {
			return fyne.Position{}, false
		}
		at = at.Add(o.Position())
		if o == target {
			return at, true
		}
		var kids []fyne.CanvasObject
		switch x := o.(type) {
		case *fyne.Container:
			kids = x.Objects
		case fyne.Widget:
			kids = test.WidgetRenderer(x).Objects()
		}
		for _, k := range kids {
			if p, ok := find(k, at); ok {
				return p, true
			}
		}
		return fyne.Position{}, false
	}
	return find(Screen(h), fyne.Position{})
}

// Relayout lays out every container and widget under the window's content
// again, top down, as a frame of the real driver would after a change (the
// test driver has no frames), once the pages' background reads are shown
// (Host.Settle).
func Relayout(h *shell.Host) {
	h.Settle()
	var lay func(o fyne.CanvasObject)
	lay = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *fyne.Container:
			if x.Layout != nil {
				x.Layout.Layout(x.Objects, x.Size())
			}
			for _, c := range x.Objects {
				lay(c)
			}
		case fyne.Widget:
			r := test.WidgetRenderer(x)
			r.Layout(x.Size())
			for _, c := range r.Objects() {
				lay(c)
			}
		}
	}
	lay(Screen(h))
}

// LatestSession opens the newest session of eng's game from the store on
// the runner: what a session screen must agree with.
func LatestSession[S any](t *testing.T, store *data.Store, eng session.Engine[S]) (data.Session, S) {
	t.Helper()
	all, err := store.Sessions(t.Context(), eng.Game, "")
	require.NoError(t, err)
	require.NotEmpty(t, all)
	run, err := session.Open(t.Context(), store, eng, all[0].ID)
	require.NoError(t, err)
	return run.Session(), run.State()
}

// TypeInto taps a stepper's number, types typed into the sheet that opens
// and presses Enter, as a player typing a number would.
func TypeInto(t *testing.T, h *shell.Host, label, typed string) {
	t.Helper()
	s := StepperNamed(t, h, label)
	test.Tap(s.Number())
	field, ok := h.Window().Canvas().Focused().(*kit.NumberEntry)
	require.True(t, ok, "the number sheet of %q has the focus", label)
	test.Type(field, typed)
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
}

// Back goes back as the player would: Escape (Android's back key takes the
// same path).
func Back(h *shell.Host) {
	h.Window().Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
}

// FindAllInDialog lists the buttons with this text in the dialog on top.
func FindAllInDialog(t *testing.T, h *shell.Host, text string) []*widget.Button {
	t.Helper()
	top := h.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "no dialog is open")
	bs := FindAll(top, func(b *widget.Button) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no button %q in the dialog", text)
	return bs
}

// Boards is the board picker of a score entry.
func Boards(t *testing.T, h *shell.Host) *kit.BoardTabs {
	t.Helper()
	bs := FindAll[*kit.BoardTabs](Screen(h), nil)
	require.Len(t, bs, 1, "no board picker on screen %q", h.Top().Title)
	return bs[0]
}

// SelectBoard taps board i's button.
func SelectBoard(t *testing.T, h *shell.Host, i int) {
	t.Helper()
	b := Boards(t, h)
	require.Greater(t, len(b.Buttons()), i)
	test.Tap(b.Buttons()[i])
}

// BoardLabels are the texts of the board buttons, in order, each followed
// by " (entered)" or " (not entered)" as its tick shows.
func BoardLabels(t *testing.T, h *shell.Host) []string {
	t.Helper()
	var out []string
	bs := Boards(t, h)
	for i, b := range bs.Buttons() {
		state := " (not entered)"
		if bs.Entered(i) {
			state = " (entered)"
		}
		out = append(out, b.Text+state)
	}
	return out
}
