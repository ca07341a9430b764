package shell

import (
	"encoding/json"
	"fmt"
	"hearth/data"
	"hearth/data/game"
	"hearth/scoring"
	"hearth/ui/kit"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// historyPageSize is how many plays the history shows before "Show more".
const historyPageSize = 50

// historyPage lists plays newest first, filtered by game ("" for all).
func (h *Host) historyPage(g game.Game) *kit.Page {
	filters := append([]game.Game{""}, game.All...)
	labels := []string{lang.L("All games")}
	for _, x := range game.All {
		labels = append(labels, h.GameName(x))
	}
	list := container.NewVBox()
	shown := 0
	more := widget.NewButton(lang.L("Show more"), nil)
	load := func(reset bool) {
		if reset {
			list.Objects = nil
			shown = 0
		}
		plays, err := h.store.Plays(h.ctx, data.PlayFilter{Game: g, Limit: historyPageSize + 1, Offset: shown})
		if err != nil {
			h.ShowError(err)
			return
		}
		if len(plays) > historyPageSize {
			plays = plays[:historyPageSize]
			more.Show()
		} else {
			more.Hide()
		}
		for _, p := range plays {
			p := p
			list.Add(kit.NewTile(h.PlayTitle(p), playSummary(p), h.Accent(p.Game), func() { h.nav.push(h.playPage(p.ID)) }))
		}
		shown += len(plays)
		if shown == 0 {
			list.Add(kit.Note(lang.L("No plays yet. Scored and solo games appear here once saved.")))
		}
		list.Refresh()
	}
	more.OnTapped = func() { load(false) }
	filter := widget.NewSelect(labels, nil)
	for i, f := range filters {
		if f == g {
			filter.SetSelectedIndex(i)
		}
	}
	filter.OnChanged = func(string) {
		g = filters[filter.SelectedIndex()]
		load(true)
	}
	load(true)
	p := &kit.Page{Title: lang.L("History"), Content: container.NewBorder(container.NewPadded(filter), nil, nil, nil,
		container.NewVScroll(container.NewPadded(container.NewVBox(list, more))))}
	p.OnShow = func() { load(true) }
	return p
}

// PlayTitle is a play's line in History: the game and when it was played.
func (h *Host) PlayTitle(p data.Play) string {
	return h.GameName(p.Game) + " · " + FormatWhen(p.PlayedAt)
}

// playSummary is "Ana 61 · Ben 55" and who won.
func playSummary(p data.Play) string {
	parts := make([]string, len(p.Results))
	for i, r := range p.Results {
		parts[i] = fmt.Sprintf("%s %d", r.Name, r.Score)
	}
	line := strings.Join(parts, " · ")
	if w := p.Winners(); len(w) > 0 {
		line += "\n" + lang.L("Winner: {{.Names}}", map[string]any{"Names": strings.Join(w, ", ")})
	}
	return line
}

// OpenPlay shows a saved play.
func (h *Host) OpenPlay(id int64) { h.nav.push(h.playPage(id)) }

// playPage shows one play's breakdown, line by line for each player.
func (h *Host) playPage(id int64) *kit.Page {
	p, err := h.store.Play(h.ctx, id)
	if err != nil {
		return &kit.Page{Title: lang.L("History"), Content: kit.Note(kit.TrErr(err))}
	}
	box := container.NewVBox()
	info := lang.L("Played {{.When}}", map[string]any{"When": FormatWhen(p.PlayedAt)})
	if p.Duration > 0 {
		info += " · " + lang.L("{{.Minutes}} min", map[string]any{"Minutes": int(p.Duration.Minutes())})
	}
	box.Add(kit.Note(info))
	if p.SetupCode != "" {
		box.Add(kit.Note(lang.L("Setup code {{.Code}}", map[string]any{"Code": p.SetupCode})))
	}
	if w := p.Winners(); len(w) > 0 {
		win := kit.Heading(lang.L("Winner: {{.Names}}", map[string]any{"Names": strings.Join(w, ", ")}))
		box.Add(win)
	}
	for _, r := range p.Results {
		box.Add(resultCard(r))
	}
	if d, ok := h.Module(p.Game).(PlayDetailer); ok {
		if extra := d.PlayDetail(p); extra != nil {
			box.Add(extra)
		}
	}
	if p.Notes != "" {
		box.Add(kit.Heading(lang.L("Notes")))
		box.Add(kit.Note(p.Notes))
	}
	del := widget.NewButtonWithIcon(lang.L("Delete this play"), theme.DeleteIcon(), func() {
		dialog.ShowConfirm(lang.L("Delete play?"), lang.L("The play and its scores are removed from the history."), func(ok bool) {
			if !ok {
				return
			}
			if err := h.store.DeletePlay(h.ctx, p.ID); err != nil {
				h.ShowError(err)
				return
			}
			h.nav.pop()
		}, h.win)
	})
	del.Importance = widget.DangerImportance
	box.Add(widget.NewSeparator())
	box.Add(del)
	return &kit.Page{Title: h.PlayTitle(p), Content: kit.ScrollPage(box)}
}

// resultCard shows one player's total and breakdown lines.
func resultCard(r data.Result) fyne.CanvasObject {
	var rec scoring.Record
	_ = json.Unmarshal(r.Breakdown, &rec)
	title := lang.L("{{.Name}}: {{.Total}} points", map[string]any{"Name": r.Name, "Total": r.Score})
	return widget.NewCard("", "", container.NewVBox(kit.Heading(title), kit.BreakdownTable(rec.Lines)))
}
