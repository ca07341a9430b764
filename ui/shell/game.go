package shell

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"hearth/ui/kit"
)

// actions lists what Hearth offers for a game, most used first: the
// module's own entries, then the shell's.
func (h *Host) actions(m Module) []Action {
	g := m.Game()
	out := m.Actions()
	if _, ok := m.(Setups); ok {
		out = append(out, Action{lang.L("New setup"), lang.L("A step-by-step checklist with the random draws made, and a code to share"), theme.ViewRefreshIcon(), func() { h.OpenSetup(g) }})
	}
	out = append(out, Action{lang.L("Stats"), lang.L("Plays, wins, best and average per player"), theme.InfoIcon(), func() { h.nav.push(h.statsPage(g)) }})
	out = append(out, Action{lang.L("History"), lang.L("Plays of this game, newest first"), theme.HistoryIcon(), func() { h.nav.push(h.historyPage(g)) }})
	return out
}

// gamePage is a game's menu.
func (h *Host) gamePage(m Module) *kit.Page {
	box := container.NewVBox()
	for _, a := range h.actions(m) {
		box.Add(kit.NewTile(a.Label, a.About, m.Accent(), a.Open))
	}
	return &kit.Page{Title: m.Name(), Content: kit.ScrollPage(box)}
}
