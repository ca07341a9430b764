package bonfire

import (
	"reflect"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/solo/tom"
	"hearth/ui/kit"
)

// tomHistory is Tom's earlier turns, folded under a button, and the status
// bar's legend. It lives as long as the game's screen: the cards are built
// the first time it is opened, then only a new turn's card is added (and
// an undone turn's removed), so a tap late in a game costs what it costs
// early (issue 19: the whole history was rebuilt on every tap).
type tomHistory struct {
	toggle *widget.Button
	list   *fyne.Container // newest first
	box    *fyne.Container
	open   bool
	older  []tom.Turn // the turns to list, oldest first
	built  []tom.Turn // the turns list's cards show, oldest first
	title  string
	// lang is a sentence the cards were written with, in the language of
	// the time: another language rewrites them.
	lang string
}

func newTomHistory() *tomHistory { return &tomHistory{} }

// make builds the button, the list and the legend the first time they
// show, the button with its title: a title set on a button already built
// would draw it twice.
func (h *tomHistory) make() {
	h.toggle = widget.NewButtonWithIcon(h.title, drawnIcon(theme.MenuExpandIcon()), func() {
		h.open = !h.open
		h.sync()
	})
	h.toggle.Alignment = widget.ButtonAlignLeading
	h.list = container.NewVBox()
	h.list.Hide()
	h.box = lazy(layout.NewVBoxLayout(), h.toggle, h.list, tomLegend())
}

// view shows the turns in log before the latest when showLatest (it is on
// screen above), else all of them; nothing before Tom's first turn.
func (h *tomHistory) view(log []tom.Turn, showLatest bool) []fyne.CanvasObject {
	if len(log) == 0 {
		return nil
	}
	h.older = log
	if showLatest {
		h.older = log[:len(log)-1]
	}
	h.title = lang.L("Tom's earlier turns ({{.Count}})", map[string]any{"Count": len(h.older)})
	if !showLatest {
		h.title = lang.L("Tom's turns ({{.Count}})", map[string]any{"Count": len(h.older)})
	}
	if h.box == nil {
		h.make()
	}
	h.sync()
	return []fyne.CanvasObject{h.box}
}

// sync brings the button and, when open, the cards up to date.
func (h *tomHistory) sync() {
	if h.toggle.Text != h.title {
		h.toggle.SetText(h.title)
	}
	if len(h.older) == 0 {
		h.toggle.Hide()
	} else {
		h.toggle.Show()
	}
	shown := drawnIcon(theme.MenuExpandIcon())
	if h.open {
		shown = drawnIcon(theme.MenuDropDownIcon())
	}
	if h.toggle.Icon != shown {
		h.toggle.SetIcon(shown)
	}
	if !h.open || len(h.older) == 0 {
		h.list.Hide()
		return
	}
	h.syncCards()
}

// syncCards brings the open list's cards up to date: a new turn's card is
// added, an undone turn's removed, the rest kept.
func (h *tomHistory) syncCards() {
	if l := lang.L("Card {{.N}}: {{.Card}}"); l != h.lang {
		h.lang, h.built = l, nil
		h.list.Objects = nil
	}
	same := 0
	for same < len(h.built) && same < len(h.older) && reflect.DeepEqual(h.built[same], h.older[same]) {
		same++
	}
	changed := same != len(h.built) || same != len(h.older)
	if changed {
		// Cards are newest first: the ones past the common part are at the top.
		kept := h.list.Objects[len(h.built)-same:]
		var fresh []fyne.CanvasObject
		for i := len(h.older) - 1; i >= same; i-- {
			fresh = append(fresh, turnCard(h.older[i]))
		}
		h.list.Objects = append(fresh, kept...)
		h.built = append(h.built[:same:same], h.older[same:]...)
	}
	if !h.list.Visible() {
		h.list.Show()
	} else if changed {
		h.list.Refresh()
	}
}

// tomLegend explains the status bar's marks.
func tomLegend() fyne.CanvasObject {
	person := lazy(layout.NewCenterLayout(), lazy(layout.NewGridWrapLayout(fyne.NewSize(14, 14)), mark(theme.AccountIcon())))
	return lazyBorder(nil, nil, person, nil, kit.Steady(kit.Note(lang.L("On a common task: its neutral novice is still there. Shaded: Tom fulfils it."))))
}

// turnCard is one of Tom's turns: his card, the gnome, points, and what happened.
func turnCard(t tom.Turn) fyne.CanvasObject {
	title := lang.L("Card {{.N}}: {{.Card}}", map[string]any{"N": t.Number, "Card": kit.TrTerm(t.Card)})
	if t.HasResource {
		title += " · " + kit.TrTerm(t.Resource)
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.Wrapping = fyne.TextWrapWord
	var pts fyne.CanvasObject = layout.NewSpacer()
	if t.Points > 0 {
		pts = widget.NewLabelWithStyle("+"+strconv.Itoa(t.Points), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	rows := []fyne.CanvasObject{lazyBorder(nil, nil, nil, pts, kit.Steady(head))}
	for _, l := range t.Lines {
		rows = append(rows, kit.Steady(kit.Note("• "+kit.Tr(l))))
	}
	return widget.NewCard("", "", lazy(layout.NewVBoxLayout(), rows...))
}
