package lueur

import (
	"encoding/json"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
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

// recordsBySide reads who's results in plays (matched by profile, else by
// name) and sums them up per board side, as saved with each play's board;
// only (when not nil) keeps the plays it holds.
func recordsBySide(plays []data.Play, who data.Player, only map[int64]bool) map[lref.Side]sideRecord {
	out := map[lref.Side]sideRecord{}
	for _, p := range plays {
		if only != nil && !only[p.ID] {
			continue
		}
		for _, r := range p.Results {
			mine := who.ProfileID != 0 && r.ProfileID == who.ProfileID || who.ProfileID == 0 && r.Name == who.Name
			if !mine {
				continue
			}
			var rec scoring.Record
			var in struct {
				Side lref.Side `json:"side"`
			}
			if json.Unmarshal(r.Breakdown, &rec) != nil || json.Unmarshal(rec.Input, &in) != nil {
				continue
			}
			s := out[in.Side]
			if s.Games == 0 || r.Score > s.Best {
				s.Best = r.Score
			}
			s.Games++
			s.Total += r.Score
			out[in.Side] = s
		}
	}
	return out
}

// StatsSection is the best and average score per board side, of every
// game and of the solo journeys.
func (m *Module) StatsSection(who data.Player) fyne.CanvasObject {
	plays, err := m.h.Store().Plays(m.h.Ctx(), data.PlayFilter{Game: data.GameLueur, ProfileID: who.ProfileID})
	if err != nil {
		return kit.Note(kit.TrErr(err))
	}
	box := container.NewVBox(kit.Heading(lang.L("Per board side")))
	records := recordsBySide(plays, who, nil)
	for _, side := range lref.Sides {
		r, ok := records[side]
		if !ok {
			box.Add(kit.Note(lang.L("{{.Side}}: no game yet", map[string]any{"Side": kit.TrTerm(side)})))
			continue
		}
		box.Add(kit.Note(lang.L("{{.Side}} — games: {{.Games}}, best {{.Best}} light, average {{.Average}}", map[string]any{
			"Side": kit.TrTerm(side), "Best": r.Best, "Average": average(r), "Games": r.Games})))
	}
	journeys := recordsBySide(plays, who, m.journeyPlays())
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
