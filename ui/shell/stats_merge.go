package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
)

// mergeButton offers, on a player's page, to merge them into another
// player who is the same person (issue 22).
func (h *Host) mergeButton(g game.Game, who data.Player) fyne.CanvasObject {
	return kit.NewWrapButton(lang.L("Same person as another player…"), theme.ContentCopyIcon(), func() { h.askMerge(g, who) })
}

// askMerge asks into whom to merge a player; a choice that cannot be
// merged says why in the dialog, one that can asks before it is done.
func (h *Host) askMerge(g game.Game, who data.Player) {
	all, err := h.store.StatPlayers(h.ctx)
	if err != nil {
		h.ShowError(err)
		return
	}
	var others []data.Player
	var labels []string
	for i, label := range playerLabels(all) { // a name kept apart from a profile's is told apart
		if all[i] != who {
			others = append(others, all[i])
			labels = append(labels, label)
		}
	}
	problem := kit.NewErrorLabel()
	pick := widget.NewSelect(labels, nil)
	pick.PlaceHolder = lang.L("Choose a player")
	form := container.NewVBox(kit.Note(lang.L("Every play of “{{.Name}}” moves to the player you choose, in every game; the figures, head-to-head and handicap follow.", map[string]any{"Name": who.Name})),
		pick)
	var d dialog.Dialog
	var content *fyne.Container // laid out again when a problem shows
	next := widget.NewButton(lang.L("Continue"), func() {
		i := pick.SelectedIndex()
		if i < 0 {
			problem.Set(lang.L("Choose the player “{{.Name}}” is.", map[string]any{"Name": who.Name}))
			content.Refresh()
			return
		}
		plan, err := h.store.PlanMerge(h.ctx, who, others[i])
		if err != nil {
			problem.Set(kit.TrErr(err))
			content.Refresh()
			return
		}
		d.Hide()
		h.confirmMerge(g, plan)
	})
	next.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	content = container.NewBorder(nil, container.NewVBox(problem.Label, container.NewGridWithColumns(2, cancel, next)), nil, nil, container.NewVScroll(form))
	d = dialog.NewCustomWithoutButtons(lang.L("Merge players"), content, h.win)
	d.Resize(fyne.NewSize(340, 360))
	d.Show()
}

// confirmMerge says what the merge will do and does it when confirmed,
// then shows the game's leaderboard again.
func (h *Host) confirmMerge(g game.Game, plan data.MergePlan) {
	text := kit.N("Merge “{{.From}}” into “{{.Into}}”: {{.Count}} plays move.", plan.Plays, map[string]any{"From": plan.From.Name, "Into": plan.Into.Name})
	if plan.From.ProfileID != 0 {
		text += "\n" + lang.L("The profile “{{.From}}” is removed.", map[string]any{"From": plan.From.Name})
	}
	dialog.ShowConfirm(lang.L("Merge players?"), text, func(ok bool) {
		if !ok {
			return
		}
		if _, err := h.store.MergePlayers(h.ctx, plan.From, plan.Into); err != nil {
			h.ShowError(err)
			return
		}
		h.nav.pop()
		h.nav.replace(h.statsPage(g))
	}, h.win)
}
