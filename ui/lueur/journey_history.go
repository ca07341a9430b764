package lueur

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
)

// journeyOf finds the finished journey a play was saved from.
func (m *Module) journeyOf(playID int64) (data.Session, bool) {
	all, err := m.h.Store().Sessions(m.h.Ctx(), data.GameLueur, data.SessionFinished)
	if err != nil {
		fyne.LogError("listing journeys", err)
		return data.Session{}, false
	}
	for _, s := range all {
		if s.Mode == journey.Mode && s.PlayID == playID {
			return s, true
		}
	}
	return data.Session{}, false
}

// PlayDetail tells, under a play saved from a solo journey, how it was
// played (board side, dice, moves recorded) and its story day by day from
// the session's log, as an expedition's page does (issue 19).
func (m *Module) PlayDetail(p data.Play) fyne.CanvasObject {
	s, ok := m.journeyOf(p.ID)
	if !ok {
		return nil
	}
	opts, err := journey.ParseOptions(s.Options)
	if err != nil {
		return nil
	}
	dice := lang.L("dice rolled by the app")
	if opts.Physical() {
		dice = lang.L("your own dice")
	}
	box := container.NewVBox(kit.Heading(lang.L("Solo journey")),
		kit.Note(kit.N("{{.Side}}, {{.Dice}}, {{.Count}} moves recorded.", s.Cursor, map[string]any{"Side": kit.TrTerm(opts.Side), "Dice": dice})))
	run, err := session.Open(m.h.Ctx(), m.h.Store(), journey.Engine(), s.ID)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	box.Objects = append(box.Objects, journeyStory(run.Log())...)
	return box
}

// journeyStory is the log of a journey in the order it was played, under
// one heading per day, a day's moves in one block; the moves undone are
// left out.
func journeyStory(log []session.Entry) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	var lines []string
	day := -1
	flush := func() {
		if len(lines) > 0 {
			out = append(out, kit.Note(strings.Join(lines, "\n")))
			lines = nil
		}
	}
	for i := len(log) - 1; i >= 0; i-- {
		e := log[i]
		if e.Undone {
			continue
		}
		if d, ok := e.Text.Args["Day"].(int); ok && d != day {
			flush()
			day = d
			out = append(out, kit.Heading(lang.L("Day {{.Day}}", map[string]any{"Day": d})))
		}
		lines = append(lines, "• "+withoutDay(kit.Tr(e.Text)))
	}
	flush()
	return out
}

// withoutDay drops a log line's "Day 3 — " under its day's heading.
func withoutDay(line string) string {
	if _, rest, ok := strings.Cut(line, " — "); ok {
		return kit.Capitalised(rest)
	}
	return line
}
