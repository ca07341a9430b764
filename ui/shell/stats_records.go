package shell

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/records"
	"hearth/ui/kit"
)

// recordsButton opens a player's records in a game. The records read the
// player's whole history, so they have a page of their own: the player
// page stays as quick at 100,000 plays as at ten.
func (h *Host) recordsButton(g game.Game, who data.Player) fyne.CanvasObject {
	return widget.NewButtonWithIcon(lang.L("Records"), theme.InfoIcon(), func() { h.nav.push(h.recordsPage(g, who)) })
}

// recordsPage lists a player's records in a game (issue 35 §2): at the
// table, then solo, then the game's own (GameRecorder).
func (h *Host) recordsPage(g game.Game, who data.Player) *kit.Page {
	box := container.NewVBox()
	for _, solo := range []bool{false, true} {
		hist, err := h.store.RecordHistory(h.ctx, g, who, solo)
		if err != nil {
			box.Add(kit.Note(kit.TrErr(err)))
			continue
		}
		rs := h.shownRecords(g, records.Of(hist))
		if len(rs) == 0 {
			continue
		}
		box.Add(kit.Heading(map[bool]string{false: lang.L("At the table"), true: lang.L("Solo")}[solo]))
		for _, r := range rs {
			box.Add(kit.Note(lang.L("{{.Record}}: {{.Value}} ({{.Date}})", map[string]any{
				"Record": h.recordName(g, r.Kind), "Value": r.Value, "Date": FormatDate(r.At)})))
		}
	}
	for _, line := range h.gameRecords(g, who) {
		box.Add(kit.Note(line))
	}
	if len(box.Objects) == 0 {
		box.Add(kit.Note(lang.L("No records yet.")))
	}
	return &kit.Page{Title: lang.L("Records") + " · " + who.Name + " · " + h.GameName(g), Content: kit.ScrollPage(box)}
}

// shownRecords leaves out what a game without points has no use for (the
// worst strength, a margin of strength).
func (h *Host) shownRecords(g game.Game, rs []records.Record) []records.Record {
	if !h.pointless(g) {
		return rs
	}
	var out []records.Record
	for _, r := range rs {
		if r.Kind != records.Worst && r.Kind != records.Margin {
			out = append(out, r)
		}
	}
	return out
}

// GameRecorder is a game with records of its own (Insula: the fastest
// defeat of Kingosh; Bonfire: the best handicap reached against Tom),
// listed as lines under a player's records.
type GameRecorder interface {
	GameRecords(who data.Player) []string
}

// gameRecords are the records of one game alone, as lines.
func (h *Host) gameRecords(g game.Game, who data.Player) []string {
	if r, ok := h.Module(g).(GameRecorder); ok {
		return r.GameRecords(who)
	}
	return nil
}

// recordName names a record as a page lists it.
func (h *Host) recordName(g game.Game, k records.Kind) string {
	best, _ := h.statNames(g)
	switch k {
	case records.Best:
		return best
	case records.Worst:
		return lang.L("Lowest score")
	case records.Margin:
		return lang.L("Biggest win margin")
	case records.Streak:
		return lang.L("Longest win streak")
	}
	return lang.L("Most plays in a night")
}

// newRecords is the line announcing the records a just-saved play beat
// (data's RecordsSetBy: the latest plays, rarely the whole history),
// player by player; "" when it beat none.
func (h *Host) newRecords(p data.Play) string {
	var lines []string
	for _, r := range p.Results {
		if r.Bot {
			continue
		}
		set, err := h.store.RecordsSetBy(h.ctx, p, r)
		if err != nil {
			fyne.LogError("reading records", err)
			return ""
		}
		var beat []string
		for _, rec := range h.shownRecords(p.Game, set) {
			beat = append(beat, lang.L("{{.Record}} {{.Value}}", map[string]any{"Record": h.recordName(p.Game, rec.Kind), "Value": rec.Value}))
		}
		if len(beat) > 0 {
			lines = append(lines, lang.L("New record for {{.Name}}: {{.Records}}", map[string]any{"Name": r.Name, "Records": strings.Join(beat, ", ")}))
		}
	}
	return strings.Join(lines, "\n")
}
