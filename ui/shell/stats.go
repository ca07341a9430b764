package shell

import (
	"fmt"
	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// statsPage sums up a player's plays of a game; for Bonfire it adds the
// record against Tom and the handicap over time (SPEC §3, §4.4).
func (h *Host) statsPage(g game.Game) *kit.Page {
	players, err := h.store.StatPlayers(h.ctx)
	if err != nil {
		h.ShowError(err)
	}
	body := container.NewVBox()
	p := &kit.Page{Title: lang.L("{{.Game}} stats", map[string]any{"Game": h.GameName(g)})}
	if len(players) == 0 {
		p.Content = kit.ScrollPage(kit.Note(lang.L("No players yet. Stats appear once a play is saved.")))
		return p
	}
	names := make([]string, len(players))
	for i, pl := range players {
		names[i] = pl.Name
	}
	show := func(who data.Player) {
		body.Objects = nil
		st, err := h.store.Stats(h.ctx, g, who)
		if err != nil {
			h.ShowError(err)
			return
		}
		avg := "—"
		if st.Plays > 0 {
			avg = fmt.Sprintf("%.1f", st.Average)
		}
		best, average := lang.L("Best"), lang.L("Average")
		if n, ok := h.Module(g).(StatsNamer); ok {
			best, average = n.StatsNames()
		}
		body.Add(container.NewGridWithColumns(2,
			kit.StatBox(lang.L("Plays"), fmt.Sprint(st.Plays)), kit.StatBox(lang.L("Wins"), fmt.Sprint(st.Wins)),
			kit.StatBox(best, bestText(st)), kit.StatBox(average, avg)))
		if sec, ok := h.Module(g).(StatsSectioner); ok {
			if extra := sec.StatsSection(who); extra != nil {
				body.Add(extra)
			}
		}
		body.Refresh()
	}
	picker := widget.NewSelect(names, func(string) {})
	picker.OnChanged = func(string) { show(players[picker.SelectedIndex()]) }
	picker.SetSelectedIndex(0)
	p.Content = container.NewBorder(container.NewPadded(picker), nil, nil, nil, kit.ScrollPage(body))
	return p
}

func bestText(st data.GameStats) string {
	if st.Plays == 0 {
		return "—"
	}
	return fmt.Sprint(st.Best)
}
