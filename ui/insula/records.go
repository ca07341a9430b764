package insula

import (
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

var _ shell.GameRecorder = (*Module)(nil)

// GameRecords is a player's fastest defeat of Kingosh: the won expedition
// with fewest rounds (issue 35 §2).
func (m *Module) GameRecords(who data.Player) []string {
	rounds, id, ok, err := m.h.Store().FewestRounds(m.h.Ctx(), data.GameInsula, who)
	if err != nil {
		return []string{kit.TrErr(err)}
	}
	if !ok {
		return nil
	}
	date := ""
	if p, err := m.h.Store().Play(m.h.Ctx(), id); err == nil {
		date = shell.FormatDate(p.PlayedAt)
	}
	return []string{lang.L("Fastest defeat of Kingosh: {{.Rounds}} rounds ({{.Date}})", map[string]any{"Rounds": rounds, "Date": date})}
}

var _ shell.GameRecordHolder = (*Module)(nil)

// RecordHolders is the fastest defeat of Kingosh of any player, on Insula's
// records page (issue 35 §2).
func (m *Module) RecordHolders() ([]shell.OwnRecord, error) {
	h, ok, err := m.h.Store().FewestRoundsHolder(m.h.Ctx(), data.GameInsula)
	if err != nil || !ok {
		return nil, err
	}
	return []shell.OwnRecord{{Name: lang.L("Fastest defeat of Kingosh"), Value: kit.N("{{.Count}} rounds", h.Value, nil), Holder: h}}, nil
}
