package ui

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/scoring"
	"hearth/solo/handicap"
)

// historyPageSize is how many plays the history shows before "Show more".
const historyPageSize = 50

// historyPage lists plays newest first, filtered by game ("" for all).
func (u *UI) historyPage(game string) *page {
	filters := append([]string{""}, data.Games...)
	labels := []string{lang.L("All games")}
	for _, g := range data.Games {
		labels = append(labels, gameName(g))
	}
	list := container.NewVBox()
	shown := 0
	more := widget.NewButton(lang.L("Show more"), nil)
	load := func(reset bool) {
		if reset {
			list.Objects = nil
			shown = 0
		}
		plays, err := u.store.Plays(u.ctx, data.PlayFilter{Game: game, Limit: historyPageSize + 1, Offset: shown})
		if err != nil {
			u.showError(err)
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
			list.Add(newTile(playTitle(p), playSummary(p), gameColours[p.Game], func() { u.nav.push(u.playPage(p.ID)) }))
		}
		shown += len(plays)
		if shown == 0 {
			list.Add(note(lang.L("No plays yet. Scored and solo games appear here once saved.")))
		}
		list.Refresh()
	}
	more.OnTapped = func() { load(false) }
	filter := widget.NewSelect(labels, nil)
	for i, f := range filters {
		if f == game {
			filter.SetSelectedIndex(i)
		}
	}
	filter.OnChanged = func(string) {
		game = filters[filter.SelectedIndex()]
		load(true)
	}
	load(true)
	p := &page{title: lang.L("History"), content: container.NewBorder(container.NewPadded(filter), nil, nil, nil,
		container.NewVScroll(container.NewPadded(container.NewVBox(list, more))))}
	p.onShow = func() { load(true) }
	return p
}

func playTitle(p data.Play) string {
	return gameName(p.Game) + " · " + formatWhen(p.PlayedAt)
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

// playPage shows one play's breakdown, line by line for each player.
func (u *UI) playPage(id int64) *page {
	p, err := u.store.Play(u.ctx, id)
	if err != nil {
		return &page{title: lang.L("History"), content: note(trErr(err))}
	}
	box := container.NewVBox()
	info := lang.L("Played {{.When}}", map[string]any{"When": formatWhen(p.PlayedAt)})
	if p.Duration > 0 {
		info += " · " + lang.L("{{.Minutes}} min", map[string]any{"Minutes": int(p.Duration.Minutes())})
	}
	box.Add(note(info))
	if p.SetupCode != "" {
		box.Add(note(lang.L("Setup code {{.Code}}", map[string]any{"Code": p.SetupCode})))
	}
	if w := p.Winners(); len(w) > 0 {
		win := heading(lang.L("Winner: {{.Names}}", map[string]any{"Names": strings.Join(w, ", ")}))
		box.Add(win)
	}
	for _, r := range p.Results {
		box.Add(resultCard(r))
	}
	if p.Notes != "" {
		box.Add(heading(lang.L("Notes")))
		box.Add(note(p.Notes))
	}
	del := widget.NewButtonWithIcon(lang.L("Delete this play"), theme.DeleteIcon(), func() {
		dialog.ShowConfirm(lang.L("Delete play?"), lang.L("The play and its scores are removed from the history."), func(ok bool) {
			if !ok {
				return
			}
			if err := u.deletePlay(p.ID); err != nil {
				u.showError(err)
				return
			}
			u.nav.pop()
		}, u.win)
	})
	del.Importance = widget.DangerImportance
	box.Add(widget.NewSeparator())
	box.Add(del)
	return &page{title: playTitle(p), content: scrollPage(box)}
}

// deletePlay removes a play; features that derive data from plays hook in
// here: a deleted solo Bonfire play recomputes the handicap ledger of every
// profile in it.
func (u *UI) deletePlay(id int64) error {
	p, err := u.store.Play(u.ctx, id)
	if err != nil {
		return err
	}
	if err := u.store.DeletePlay(u.ctx, id); err != nil {
		return err
	}
	if p.Game != data.GameBonfire || p.Mode != data.ModeSolo {
		return nil
	}
	for _, r := range p.Results {
		if r.ProfileID != 0 {
			if _, err := handicap.Rebuild(u.ctx, u.store, r.ProfileID); err != nil {
				return err
			}
		}
	}
	return nil
}

// resultCard shows one player's total and breakdown lines.
func resultCard(r data.Result) fyne.CanvasObject {
	var rec scoring.Record
	_ = json.Unmarshal(r.Breakdown, &rec)
	title := lang.L("{{.Name}}: {{.Total}} points", map[string]any{"Name": r.Name, "Total": r.Score})
	return widget.NewCard("", "", container.NewVBox(heading(title), breakdownTable(rec.Lines)))
}

// breakdownTable lays out breakdown lines: category, how counted, points.
func breakdownTable(lines []scoring.Line) fyne.CanvasObject {
	rows := container.NewVBox()
	for _, l := range lines {
		label := widget.NewLabel(lang.L(l.Label))
		label.Wrapping = fyne.TextWrapWord
		detail := note(l.Detail)
		detail.Wrapping = fyne.TextWrapOff
		pts := widget.NewLabelWithStyle(fmt.Sprint(l.Points), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(detail, pts), label))
	}
	return rows
}
