package insula

import (
	"encoding/json"
	"errors"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/scoring"
	iscore "hearth/scoring/insula"
	"hearth/solo/insula"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// finished is the ending: how it ended, the summary, and Save.
func (g *expedition) finished(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	sum := insula.Summary(s)
	body = []fyne.CanvasObject{kit.Heading(kit.Tr(p.Label))}
	if b, ok := s.LastBattle(); ok && b.Round >= s.Round()-1 {
		body = append(body, battleCard(b))
	}
	body = append(body, summaryTable(sum))
	body = append(body, kit.SaveFooterKeeping(&g.notes, kit.MinutesSince(g.run.Session().CreatedAt, g.m.h.Now()), g.keepDraft, func(notes string, minutes int) error {
		id, err := g.save(sum, notes, minutes)
		if err != nil {
			g.m.h.ShowError(err)
			return err
		}
		g.m.h.PopTo(g.base)
		g.m.h.OpenPlay(id)
		return nil
	}))
	return body, nil
}

// summaryLines are the saved play's breakdown: rounds and final strength,
// the strength only when Kingosh was fought: an expedition lost without
// that battle has none, not "Strength in the final battle 0" (issue 32 §4,
// where fights at 9, 1 and 1 against guardians ended on that 0).
func summaryLines(sum insula.Result) []scoring.Line {
	lines := []scoring.Line{{Key: roundsKey, Label: "Rounds played", Points: sum.Rounds}}
	if sum.Won || sum.FinalStrength > 0 {
		lines = append(lines, scoring.Line{Key: "strength", Label: "Strength in the final battle", Points: sum.FinalStrength})
	}
	return lines
}

var _ shell.ResultLiner = (*Module)(nil)

// ResultLines are a solo expedition's summary lines drawn again from its
// summary (summaryLines: plays saved before kept a strength of 0); other
// results keep their lines.
func (m *Module) ResultLines(r data.Result) ([]scoring.Line, bool) {
	sum, ok := soloSummary(r)
	if !ok {
		return nil, false
	}
	return summaryLines(sum), true
}

// roundsKey is the summary line of the rounds played: told, not counted.
const roundsKey = "rounds"

var _ shell.LinesTotaler = (*Module)(nil)

// LinesTotal is what an Insula result's lines add up to: every line but
// the rounds played (a solo expedition's score is its final strength).
func (m *Module) LinesTotal(lines []scoring.Line) int {
	sum := 0
	for _, l := range lines {
		if l.Key != roundsKey {
			sum += l.Points
		}
	}
	return sum
}

// summaryTable shows the version, the rounds and the final strength.
func summaryTable(sum insula.Result) fyne.CanvasObject {
	return container.NewVBox(kit.Note(variantName(sum.Version, sum.Variant)), kit.BreakdownTable(summaryLines(sum)))
}

// variantName names a summary's version and variant.
func variantName(version, variant string) string {
	switch {
	case version != "advanced":
		return lang.L("Base game")
	case variant == iscore.Blue:
		return lang.L("Blue citadel")
	}
	return lang.L("Purple citadel")
}

// save stores the play and closes the session with it in one transaction:
// one result, the player's, winning when Kingosh was defeated, scored by the
// final strength, with the summary kept as its input.
func (g *expedition) save(sum insula.Result, notes string, minutes int) (int64, error) {
	if g.playID != 0 {
		return g.playID, nil
	}
	in, err := json.Marshal(sum)
	if err != nil {
		return 0, err
	}
	rec, err := json.Marshal(scoring.Record{Lines: summaryLines(sum), Input: in})
	if err != nil {
		return 0, err
	}
	sess := g.run.Session()
	play := data.Play{Game: data.GameInsula, Mode: data.ModeSolo, PlayedAt: g.m.h.Now(), Notes: notes,
		Duration: time.Duration(minutes) * time.Minute, SetupCode: g.run.State().Options().SetupCode,
		Results: []data.Result{{Name: g.name, ProfileID: sess.ProfileID, Score: sum.FinalStrength, Winner: sum.Won, Breakdown: rec}}}
	saved, err := g.run.Finish(g.m.h.Ctx(), play)
	if errors.Is(err, data.ErrSessionClosed) {
		saved, err = g.m.h.Store().SavePlay(g.m.h.Ctx(), play)
	}
	if err != nil {
		return 0, err
	}
	g.playID = saved.ID
	g.m.dropDraft(sess.ID)
	g.stored = false
	return saved.ID, nil
}

// soloSummary reads the summary saved with a solo play's result.
func soloSummary(r data.Result) (insula.Result, bool) {
	var rec scoring.Record
	var sum insula.Result
	if json.Unmarshal(r.Breakdown, &rec) != nil || json.Unmarshal(rec.Input, &sum) != nil || sum.Ending == "" {
		return insula.Result{}, false
	}
	return sum, true
}

var _ shell.PlayDetailer = (*Module)(nil)

// PlayDetail tells the story of a saved expedition from its session's log,
// and for a recorded game its citadel and ending.
func (m *Module) PlayDetail(p data.Play) fyne.CanvasObject {
	if p.Mode != data.ModeSolo {
		return recordDetail(p)
	}
	box := container.NewVBox(kit.Heading(lang.L("The story of the expedition")))
	for _, r := range p.Results {
		if sum, ok := soloSummary(r); ok {
			box.Add(kit.BigText(endingText(sum.Ending)))
			box.Add(kit.Note(variantName(sum.Version, sum.Variant)))
		}
	}
	sessions, err := m.h.Store().Sessions(m.h.Ctx(), data.GameInsula, data.SessionFinished)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	for _, s := range sessions {
		if s.PlayID != p.ID || s.Mode != insula.Mode {
			continue
		}
		run, err := session.Open(m.h.Ctx(), m.h.Store(), insula.Engine(), s.ID)
		if err != nil {
			box.Add(kit.Note(kit.TrErr(err)))
			return box
		}
		log := run.Log()
		for i := len(log) - 1; i >= 0; i-- {
			if !log[i].Undone {
				box.Add(kit.Note("• " + kit.Tr(log[i].Text)))
			}
		}
		return box
	}
	box.Add(kit.Note(lang.L("The expedition's log is no longer stored.")))
	return box
}

var _ shell.StatsSectioner = (*Module)(nil)

// variantRecord is one player's expeditions in one variant.
type variantRecord struct{ Games, Won int }

// StatsSection is, solo, the expeditions and their win rate per variant.
func (m *Module) StatsSection(who data.Player, solo bool) fyne.CanvasObject {
	if !solo {
		return nil
	}
	variants, err := m.h.Store().SoloVariants(m.h.Ctx(), data.GameInsula, who)
	if err != nil {
		return kit.Note(kit.TrErr(err))
	}
	records := map[string]variantRecord{}
	for _, v := range variants {
		key := iscore.Base
		if v.Version == "advanced" {
			key = v.Variant
		}
		rec := records[key]
		rec.Games += v.Games
		rec.Won += v.Won
		records[key] = rec
	}
	box := container.NewVBox(kit.Heading(lang.L("Solo expeditions")))
	for _, v := range []struct{ key, version string }{{iscore.Base, "base"}, {iscore.Purple, "advanced"}, {iscore.Blue, "advanced"}} {
		name := variantName(v.version, v.key)
		r, ok := records[v.key]
		if !ok {
			box.Add(kit.Note(lang.L("{{.Variant}}: no expedition yet", map[string]any{"Variant": name})))
			continue
		}
		box.Add(kit.Note(lang.L("{{.Variant}}: {{.Won}} won of {{.Games}} ({{.Rate}} %)", map[string]any{
			"Variant": name, "Won": r.Won, "Games": r.Games, "Rate": (100*r.Won + r.Games/2) / r.Games})))
	}
	return box
}

// endingText says how an expedition ended, in the engine's words.
func endingText(e insula.Ending) string {
	if e == insula.KingoshDefeated {
		return lang.L("Kingosh is defeated: the expedition is won.")
	}
	return lang.L("Night has fallen on the island: the expedition is lost.")
}
