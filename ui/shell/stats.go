package shell

import (
	"fmt"
	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// statsPage is a game's leaderboard: every player who played it at the
// table, then the solo players apart (a solo journey or expedition is no
// win over anyone). A line opens the player's page (SPEC §3, §4.4).
func (h *Host) statsPage(g game.Game) *kit.Page {
	p := &kit.Page{Title: lang.L("{{.Game}} stats", map[string]any{"Game": h.GameName(g)})}
	table, err := h.store.Leaderboard(h.ctx, g, false)
	if err != nil {
		h.ShowError(err)
	}
	solo, err := h.store.Leaderboard(h.ctx, g, true)
	if err != nil {
		h.ShowError(err)
	}
	if len(table) == 0 && len(solo) == 0 {
		p.Content = kit.ScrollPage(kit.Note(lang.L("No players yet. Stats appear once a play is saved.")))
		return p
	}
	// Only the lines in view are drawn: a leaderboard of every player who
	// ever sat at the table costs one screen of it to open (issue 21).
	page := &scrolledRows{}
	colours := h.boardColours(table, solo)
	apart := h.namesApart()
	page.add(h.gameRecordsButton(g))
	if len(table) > 0 {
		page.add(kit.Heading(lang.L("At the table")))
		for i, st := range table {
			page.lazy(h.standingTile(g, i+1, st, false, colours[st.Player], apart(st.Player)))
		}
	}
	if len(solo) > 0 {
		page.add(kit.Heading(lang.L("Solo")))
		for i, st := range solo {
			page.lazy(h.standingTile(g, i+1, st, true, colours[st.Player], apart(st.Player)))
		}
	}
	p.Content = page.content()
	return p
}

// standingTile is one leaderboard line in the player's colour: rank and
// name (shown: the name as namesApart shows it), then the figures.
func (h *Host) standingTile(g game.Game, rank int, st data.Standing, solo bool, colour color.Color, shown string) fyne.CanvasObject {
	best, average := h.statNames(g)
	line := lang.L("Plays: {{.Plays}}", map[string]any{"Plays": st.Plays})
	if !solo || h.soloRival(g) {
		line += " · " + lang.L("won: {{.Wins}} ({{.Rate}})", map[string]any{"Wins": st.Wins, "Rate": FormatPercent(st.WinRate())})
	}
	top, mean := bestAndAverage(st)
	line += "\n" + best + " " + top + " · " + average + " " + mean + " · " + FormatDate(st.Last)
	who := st.Player
	return kit.NewTile(fmt.Sprintf("%d. %s", rank, shown), line, colour, func() { h.nav.push(h.playerPageIn(g, who, colour)) })
}

// noNumber stands for a best or an average of no play with a number.
const noNumber = "—"

// bestAndAverage are a player's best and average as shown, over the plays
// with a number alone (data.GameStats.Scored): an Insula player who never
// fought a final battle has no strength, not "best 0, average 0" (issue 32
// §4).
func bestAndAverage(st data.Standing) (string, string) {
	if st.Scored == 0 {
		return noNumber, noNumber
	}
	return fmt.Sprint(st.Best), FormatDecimal(st.Average)
}

// statNames are the game's words for best and average score.
func (h *Host) statNames(g game.Game) (string, string) {
	if n, ok := h.Module(g).(StatsNamer); ok {
		return n.StatsNames()
	}
	return lang.L("Best"), lang.L("Average")
}

// figures are a player's numbers as boxes; wins only where a play is won
// over someone.
func (h *Host) figures(g game.Game, st data.Standing, wins bool) fyne.CanvasObject {
	best, average := h.statNames(g)
	boxes := []fyne.CanvasObject{kit.StatBox(lang.L("Plays"), fmt.Sprint(st.Plays))}
	if wins {
		boxes = append(boxes, kit.StatBox(lang.L("Wins"), fmt.Sprint(st.Wins)), kit.StatBox(lang.L("Win rate"), FormatPercent(st.WinRate())))
	}
	top, mean := bestAndAverage(st)
	boxes = append(boxes, kit.StatBox(best, top), kit.StatBox(average, mean), kit.StatBox(lang.L("Last played"), FormatDate(st.Last)))
	grid := container.NewGridWithColumns(2, boxes...)
	if st.Played == 0 {
		return grid
	}
	// The time played, the odd box out, takes the whole width: "4939 Std.
	// 44 Min." does not fit half a phone on one line.
	return container.NewVBox(grid, kit.StatBox(lang.L("Time played"), FormatDuration(st.Played)))
}

// headToHeadShown is how many opponents a player's page lists (those they
// played most with); a button opens the page of all of them.
const headToHeadShown = 5

// addHeadToHead adds the opponents at the table the player played most
// with, a line each: their name, then the plays together, won by the
// player, won by them, under one caption saying so; with more opponents, a
// button to the page of all. A sentence per opponent ("Ana: 821 plays
// together, 268 won by you, 252 by them"), two lines each on a phone, for
// all fifteen opponents was most of the busiest player's page at 100,000
// plays (issue 35 §2).
func (h *Host) addHeadToHead(box *fyne.Container, g game.Game, who data.Player) {
	rivals, err := h.store.HeadToHead(h.ctx, g, who)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return
	}
	if len(rivals) == 0 {
		return
	}
	box.Add(kit.Heading(lang.L("Head-to-head")))
	addRivals(box, rivals[:min(len(rivals), headToHeadShown)])
	if len(rivals) > headToHeadShown {
		box.Add(widget.NewButton(lang.L("All {{.Count}} opponents", map[string]any{"Count": len(rivals)}), func() {
			all := container.NewVBox()
			addRivals(all, rivals)
			h.nav.push(&kit.Page{Title: lang.L("Head-to-head") + " · " + who.Name, Content: kit.ScrollPage(all)})
		}))
	}
}

// addRivals adds the caption and a line per opponent.
func addRivals(box *fyne.Container, rivals []data.Rival) {
	box.Add(kit.Note(lang.L("Plays together · won by you · won by them")))
	for _, r := range rivals {
		name := widget.NewLabel(r.Name)
		name.Truncation = fyne.TextTruncateEllipsis
		figures := widget.NewLabelWithStyle(fmt.Sprintf("%d · %d · %d", r.Plays, r.Won, r.Lost), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		box.Add(container.NewBorder(nil, nil, nil, figures, name))
	}
}

// SoloRival is a game whose solo mode is played against an opponent (Tom):
// its solo games are won or lost, so the solo figures show wins.
type SoloRival interface{ SoloRival() bool }

// Pointless is a game whose plays hold no points (Insula keeps the strength
// in the final battle): no score chart, no personal best, and its scores
// are not corrected by hand.
type Pointless interface{ Pointless() bool }

// WinnerRule chooses the winners of a corrected play from its scores, in
// seat order; without it the highest scores win.
type WinnerRule interface {
	Winners(p data.Play, scores []int) []bool
}

func (h *Host) soloRival(g game.Game) bool {
	r, ok := h.Module(g).(SoloRival)
	return ok && r.SoloRival()
}

func (h *Host) pointless(g game.Game) bool {
	r, ok := h.Module(g).(Pointless)
	return ok && r.Pointless()
}
