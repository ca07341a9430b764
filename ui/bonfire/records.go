package bonfire

import (
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

var _ shell.GameRecorder = (*Module)(nil)

// GameRecords is a profile's best handicap reached against Tom (issue 35
// §2); a name without a profile keeps no handicap.
func (u *Module) GameRecords(who data.Player) []string {
	if who.ProfileID == 0 {
		return nil
	}
	v, at, ok, err := u.h.Store().BestHandicap(u.h.Ctx(), who.ProfileID)
	if err != nil {
		return []string{kit.TrErr(err)}
	}
	if !ok {
		return nil
	}
	return []string{lang.L("Best handicap reached against Tom: {{.Handicap}} ({{.Date}})", map[string]any{
		"Handicap": signedHandicap(v), "Date": shell.FormatDate(at)})}
}

var _ shell.GameRecordHolder = (*Module)(nil)

// RecordHolders is the best handicap any profile reached against Tom, on
// Bonfire's records page (issue 35 §2).
func (u *Module) RecordHolders() ([]shell.OwnRecord, error) {
	h, ok, err := u.h.Store().BestHandicapHolder(u.h.Ctx())
	if err != nil || !ok {
		return nil, err
	}
	return []shell.OwnRecord{{Name: lang.L("Best handicap reached against Tom"), Value: signedHandicap(h.Value), Holder: h}}, nil
}
