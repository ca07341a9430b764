package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/solo/handicap"
)

// statsPage sums up a player's plays of a game; for Bonfire it adds the
// record against Tom and the handicap over time (SPEC §3, §4.4).
func (u *UI) statsPage(game string) *page {
	players, err := u.store.StatPlayers(u.ctx)
	if err != nil {
		u.showError(err)
	}
	body := container.NewVBox()
	p := &page{title: lang.L("{{.Game}} stats", map[string]any{"Game": gameName(game)})}
	if len(players) == 0 {
		p.content = scrollPage(note(lang.L("No players yet. Stats appear once a play is saved.")))
		return p
	}
	names := make([]string, len(players))
	for i, pl := range players {
		names[i] = pl.Name
	}
	show := func(who data.Player) {
		body.Objects = nil
		st, err := u.store.Stats(u.ctx, game, who)
		if err != nil {
			u.showError(err)
			return
		}
		avg := "—"
		if st.Plays > 0 {
			avg = fmt.Sprintf("%.1f", st.Average)
		}
		body.Add(container.NewGridWithColumns(2,
			statBox(lang.L("Plays"), fmt.Sprint(st.Plays)), statBox(lang.L("Wins"), fmt.Sprint(st.Wins)),
			statBox(lang.L("Best"), bestText(st)), statBox(lang.L("Average"), avg)))
		if game == data.GameBonfire {
			body.Add(u.handicapSection(who))
		}
		body.Refresh()
	}
	picker := widget.NewSelect(names, func(string) {})
	picker.OnChanged = func(string) { show(players[picker.SelectedIndex()]) }
	picker.SetSelectedIndex(0)
	p.content = container.NewBorder(container.NewPadded(picker), nil, nil, nil, scrollPage(body))
	return p
}

func bestText(st data.GameStats) string {
	if st.Plays == 0 {
		return "—"
	}
	return fmt.Sprint(st.Best)
}

// statBox is one big number with its caption.
func statBox(caption, value string) fyne.CanvasObject {
	v := widget.NewLabelWithStyle(value, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.SizeName = theme.SizeNameHeadingText
	c := widget.NewLabelWithStyle(caption, fyne.TextAlignCenter, fyne.TextStyle{})
	return widget.NewCard("", "", container.NewVBox(v, c))
}

// handicapSection is the record against Tom and the handicap chart.
func (u *UI) handicapSection(who data.Player) fyne.CanvasObject {
	box := container.NewVBox(heading(lang.L("Against Tom")))
	if who.ProfileID == 0 {
		box.Add(note(lang.L("The handicap is kept for profiles. Create a profile with this name in Settings to track it.")))
		return box
	}
	entries, err := handicap.Rebuild(u.ctx, u.store, who.ProfileID)
	if err != nil {
		box.Add(note(trErr(err)))
		return box
	}
	var wins, losses, ties int
	values := []int{handicap.Start}
	for _, e := range entries {
		switch e.Outcome {
		case "win":
			wins++
		case "loss":
			losses++
		default:
			ties++
		}
		values = append(values, e.After)
	}
	current := values[len(values)-1]
	box.Add(container.NewGridWithColumns(2,
		statBox(lang.L("Handicap"), fmt.Sprintf("%+d", current)),
		statBox(lang.L("Won · lost · tied"), fmt.Sprintf("%d · %d · %d", wins, losses, ties))))
	if len(entries) == 0 {
		box.Add(note(lang.L("No solo games yet: the first one starts at a handicap of {{.Start}}.", map[string]any{"Start": handicap.Start})))
		return box
	}
	box.Add(note(lang.L("Handicap after each solo game, from the start at {{.Start}}.", map[string]any{"Start": handicap.Start})))
	box.Add(newLineChart(values, gameColours[data.GameBonfire]))
	return box
}
