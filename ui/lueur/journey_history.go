package lueur

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	journey "hearth/solo/lueur"
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

// PlayDetail says, under a play saved from a solo journey, how it was
// played: board side, dice, moves recorded.
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
	return container.NewVBox(kit.Heading(lang.L("Solo journey")),
		kit.Note(lang.L("{{.Side}}, {{.Dice}}, {{.Moves}} moves recorded.", map[string]any{"Side": kit.TrTerm(opts.Side), "Dice": dice, "Moves": s.Cursor})))
}
