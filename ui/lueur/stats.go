package lueur

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

var _ shell.StatsSectioner = (*Module)(nil)

// sideRecord sums up one player's scored games on one board side.
type sideRecord struct {
	Games int
	Best  int
	Total int
}

// recordsBySide sums up who's results per board side, as saved with each
// play's board; with fromSessions set, only the plays saved from finished
// sessions of that mode (the solo journeys). The store groups them.
func (m *Module) recordsBySide(who data.Player, fromSessions string) (map[lref.Side]sideRecord, error) {
	groups, err := m.h.Store().ResultsByInput(m.h.Ctx(), data.GameLueur, who, "side", fromSessions)
	if err != nil {
		return nil, err
	}
	out := map[lref.Side]sideRecord{}
	for _, g := range groups {
		if side, ok := lref.ParseSide(g.Value); ok {
			out[side] = sideRecord{Games: g.Games, Best: g.Best, Total: g.Total}
		}
	}
	return out, nil
}

// StatsSection is the best and average score per board side: at the
// table, of every game; solo, of the solo journeys.
func (m *Module) StatsSection(who data.Player, solo bool) fyne.CanvasObject {
	if solo {
		return m.journeysSection(who)
	}
	records, err := m.recordsBySide(who, "")
	if err != nil {
		return kit.Note(kit.TrErr(err))
	}
	box := container.NewVBox(kit.Heading(lang.L("Per board side")))
	for _, side := range lref.Sides {
		r, ok := records[side]
		if !ok {
			box.Add(kit.Note(lang.L("{{.Side}}: no game yet", map[string]any{"Side": kit.TrTerm(side)})))
			continue
		}
		box.Add(kit.Note(lang.L("{{.Side}} — games: {{.Games}}, best {{.Best}} light, average {{.Average}}", map[string]any{
			"Side": kit.TrTerm(side), "Best": r.Best, "Average": average(r), "Games": r.Games})))
	}
	return box
}

// journeysSection is the best and average score per board side of the
// solo journeys.
func (m *Module) journeysSection(who data.Player) fyne.CanvasObject {
	journeys, err := m.recordsBySide(who, journey.Mode)
	if err != nil {
		return kit.Note(kit.TrErr(err))
	}
	box := container.NewVBox()
	n := 0
	for _, r := range journeys {
		n += r.Games
	}
	box.Add(kit.Heading(lang.L("Solo journeys: {{.Count}}", map[string]any{"Count": n})))
	if n == 0 {
		box.Add(kit.Note(lang.L("No journey finished yet.")))
		return box
	}
	for _, side := range lref.Sides {
		r, ok := journeys[side]
		if !ok {
			box.Add(kit.Note(lang.L("{{.Side}}: no journey yet", map[string]any{"Side": kit.TrTerm(side)})))
			continue
		}
		box.Add(kit.Note(lang.L("{{.Side}} — journeys: {{.Games}}, best {{.Best}} light, average {{.Average}}", map[string]any{
			"Side": kit.TrTerm(side), "Best": r.Best, "Average": average(r), "Games": r.Games})))
	}
	return box
}

// average is the rounded mean score.
func average(r sideRecord) int { return (r.Total + r.Games/2) / r.Games }
