package shell

import (
	"hearth/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// pageWidth is the widest a page grows on a desktop window.
const pageWidth = 720

// nav is a stack of pages under a top bar with Back, the title and the
// current page's actions. Android's back key and Escape pop a page.
type nav struct {
	h     *Host
	stack []*kit.Page
	back  *kit.Button
	title *barTitle
	right *fyne.Container
	// bar holds Back, the title and the page's buttons (right).
	bar  *fyne.Container
	body *fyne.Container
	root fyne.CanvasObject
	// marks are the pages of a session or a score entry (onscreen.go);
	// pending is the mark the next page pushed takes, kept the one stored.
	marks         map[*kit.Page]onScreen
	pending, kept onScreen
	starting      bool // reopening what was on screen: nothing is stored
}

func newNav(h *Host) *nav {
	n := &nav{h: h}
	// A kit.Button: a widget.Button, even hidden, would need Fyne's bold
	// style for Home's first frame (issue 21, kit/fontface.go).
	n.back = kit.NewButton("", theme.NavigateBackIcon(), func() { n.pop() })
	n.back.Importance = widget.LowImportance
	n.title = newBarTitle()
	n.right = container.NewHBox()
	n.body = container.New(maxWidth{pageWidth})
	n.bar = container.NewBorder(nil, nil, n.back, n.right, n.title)
	n.root = container.NewBorder(container.NewVBox(container.New(maxWidth{pageWidth}, n.bar), widget.NewSeparator()), nil, nil, nil, n.body)
	return n
}

// handleKey answers Android's back key and Escape: an open dialog closes
// first, else the page pops; at the root Android's back key leaves the app
// as Android users expect (the handler replaces Fyne's default, which did).
// A focused field receives every key itself: the kit's fields (kit.NewEntry,
// kit.NumberEntry, kit.NameEntry) hand these two back to this handler.
func (n *nav) handleKey(ev *fyne.KeyEvent) {
	if ev.Name != mobile.KeyBack && ev.Name != fyne.KeyEscape {
		return
	}
	if n.goBack() {
		return
	}
	if ev.Name == mobile.KeyBack {
		if d, ok := n.h.app.Driver().(interface{ GoBack() }); ok {
			d.GoBack()
		}
	}
}

// goBack closes an open dialog, else goes back a page; false at the
// root page with no dialog open.
func (n *nav) goBack() bool {
	if o := n.h.win.Canvas().Overlays(); o.Top() != nil {
		top := o.Top()
		top.Hide()
		o.Remove(top)
		return true
	}
	if len(n.stack) > 1 {
		n.pop()
		return true
	}
	return false
}

func (n *nav) top() *kit.Page {
	if len(n.stack) == 0 {
		return nil
	}
	return n.stack[len(n.stack)-1]
}

func (n *nav) push(p *kit.Page) {
	n.mark(p)
	n.stack = append(n.stack, p)
	n.show()
}

// replace swaps the top page for p (a flow moving on without a way back).
func (n *nav) replace(p *kit.Page) {
	if len(n.stack) > 0 {
		n.stack = n.stack[:len(n.stack)-1]
	}
	n.push(p)
}

// pop goes back one page unless the top page objects or is the root.
func (n *nav) pop() {
	if len(n.stack) <= 1 {
		return
	}
	if top := n.top(); top.OnLeave != nil && !top.OnLeave() {
		return
	}
	n.stack = n.stack[:len(n.stack)-1]
	n.show()
	if p := n.top(); p.OnShow != nil {
		p.OnShow()
	}
}

// popTo goes back until depth pages remain.
func (n *nav) popTo(depth int) {
	if depth < 1 || depth >= len(n.stack) {
		return
	}
	n.stack = n.stack[:depth]
	n.show()
	if p := n.top(); p.OnShow != nil {
		p.OnShow()
	}
}

func (n *nav) reset(root *kit.Page) {
	n.stack = []*kit.Page{root}
	n.show()
}

func (n *nav) show() {
	p := n.top()
	if p == nil {
		return
	}
	if len(n.stack) > 1 {
		n.back.Show()
	} else {
		n.back.Hide()
	}
	// Keys must never go to a field of a page no longer shown ("Zoe" typed
	// on the names page becoming "Zoeqqq" from the next page).
	n.h.win.Canvas().Unfocus()
	n.title.SetText(p.Title)
	kit.Relayout(n.right, p.Actions...)
	n.layoutBar()
	kit.Relayout(n.body, p.Content)
	n.h.keepAwake(p.KeepAwake)
	n.keepOnScreen()
	if n.h.onDepth != nil {
		n.h.onDepth(len(n.stack))
	}
}

// layoutBar places Back, the title and the page's buttons again: Back
// comes and goes and the buttons' width changes with the page, and
// kit.Relayout lays out only inside the buttons' box. (Left to the canvas,
// the box stayed 0 px wide until the next frame's layout.)
func (n *nav) layoutBar() {
	if !n.bar.Size().IsZero() {
		n.bar.Layout.Layout(n.bar.Objects, n.bar.Size())
	}
}

// setActions changes the top page's bar buttons.
func (n *nav) setActions(objs ...fyne.CanvasObject) {
	if p := n.top(); p != nil {
		p.Actions = objs
		kit.Relayout(n.right, objs...)
		n.layoutBar()
	}
}

// maxWidth centres its objects and keeps them at most width wide, so pages
// designed for a phone read well on a laptop.
type maxWidth struct{ width float32 }

func (m maxWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := size.Width
	if w > m.width {
		w = m.width
	}
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

func (m maxWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
