package shell

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
)

// playerStatsPage is one player's page in a game: their figures at the
// table with the score over time, head-to-head against each opponent and
// the time played, their solo figures, then the game's own section.
func (h *Host) playerStatsPage(g game.Game, who data.Player) *kit.Page {
	return h.playerPageIn(g, who, h.playerColours().of(who))
}

// playerPageIn is a player's page drawn in colour (the one their line of
// the leaderboard has). A player who played both at the table and solo
// sees one at a time, chosen above (the one they played more first, then
// the last one chosen for them in this game): the two, with Bonfire's
// handicap chart, made the busiest profile's page at 100,000 plays three
// charts and three screens long, 3.2x the empty leaderboard to draw
// (BenchmarkPlayerPageInApp100k, issue 35 §2). A player who played one mode
// only sees that mode's section of the game, not the other's ("Solo
// journeys: 0" under one who never played one); with no play at all, both
// (Bonfire: how the handicap challenge starts).
func (h *Host) playerPageIn(g game.Game, who data.Player, colour color.Color) *kit.Page {
	table, err := h.store.TableStats(h.ctx, g, who)
	if err != nil {
		h.ShowError(err)
	}
	solo, err := h.store.SoloStats(h.ctx, g, who)
	if err != nil {
		h.ShowError(err)
	}
	box := container.NewVBox()
	switch {
	case table.Plays > 0 && solo.Plays > 0:
		key := fmt.Sprint(g, "/", who.ProfileID, "/", who.Name)
		soloFirst, chosen := h.pageModes[key]
		if !chosen {
			soloFirst = solo.Plays > table.Plays
		}
		shown := container.NewVBox(h.modeStats(g, who, colour, table, soloFirst)...)
		modes := kit.NewSegmented([]string{lang.L("At the table"), lang.L("Solo")}, map[bool]int{false: 0, true: 1}[soloFirst], func(i int) {
			if h.pageModes == nil {
				h.pageModes = map[string]bool{}
			}
			h.pageModes[key] = i == 1
			st := table
			if i == 1 {
				st = solo
			}
			kit.Relayout(shown, h.modeStats(g, who, colour, st, i == 1)...)
		})
		box.Add(modes)
		box.Add(shown)
	case table.Plays > 0:
		box.Add(kit.Heading(lang.L("At the table")))
		box.Objects = append(box.Objects, h.modeStats(g, who, colour, table, false)...)
	case solo.Plays > 0:
		box.Add(kit.Heading(lang.L("Solo")))
		box.Objects = append(box.Objects, h.modeStats(g, who, colour, solo, true)...)
	default:
		box.Objects = append(box.Objects, h.gameSection(g, who, false)...)
		box.Objects = append(box.Objects, h.gameSection(g, who, true)...)
	}
	if pick := h.colourChoice(who, func() { h.nav.replace(h.playerStatsPage(g, who)) }); pick != nil {
		box.Add(pick)
	}
	box.Add(h.mergeButton(g, who))
	return &kit.Page{Title: who.Name + " · " + h.GameName(g), Content: kit.ScrollPage(box)}
}

// modeStats are a player's figures at the table or solo (st), their score
// chart, their records, at the table their opponents, then the game's own
// section of that mode.
func (h *Host) modeStats(g game.Game, who data.Player, colour color.Color, st data.Standing, solo bool) []fyne.CanvasObject {
	box := container.NewVBox(h.figures(g, st, !solo || h.soloRival(g)))
	h.addScoreChart(box, g, who, solo, colour)
	box.Add(h.recordsButton(g, who))
	if !solo {
		h.addHeadToHead(box, g, who)
	}
	return append(box.Objects, h.gameSection(g, who, solo)...)
}

// gameSection is the game's own section of a player's page in a mode
// (StatsSectioner), if it has one.
func (h *Host) gameSection(g game.Game, who data.Player, solo bool) []fyne.CanvasObject {
	if sec, ok := h.Module(g).(StatsSectioner); ok {
		if extra := sec.StatsSection(who, solo); extra != nil {
			return []fyne.CanvasObject{extra}
		}
	}
	return nil
}
