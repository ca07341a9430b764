package bonfire

import (
	"fmt"
	"hearth/data"
	dseries "hearth/data/series"
	bscore "hearth/scoring/bonfire"
	"hearth/solo/handicap"
	"hearth/ui/kit"
	"hearth/ui/shell"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
)

// handicapSection is the record of the handicap challenge (its games
// alone: the standard solo game leaves the handicap alone) and its chart.
func (u *Module) handicapSection(who data.Player) fyne.CanvasObject {
	box := container.NewVBox(kit.Heading(lang.L("Handicap challenge")))
	if who.ProfileID == 0 {
		box.Add(kit.Note(lang.L("The handicap is kept for profiles. Create a profile with this name in Settings to track it.")))
		return box
	}
	// Counted on the ledger's index: the chart reads its own months.
	st, err := u.h.Store().HandicapNow(u.h.Ctx(), who.ProfileID, handicap.Start)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	box.Add(container.NewGridWithColumns(2,
		kit.StatBox(lang.L("Handicap"), fmt.Sprintf("%+d", st.Now)),
		kit.StatBox(lang.L("Won · lost · tied"), fmt.Sprintf("%d · %d · %d", st.Wins, st.Losses, st.Ties))))
	if st.Games == 0 {
		box.Add(kit.Note(lang.L("No handicap challenge yet: the first starts at a handicap of {{.Start}}.", map[string]any{"Start": handicap.Start})))
		return box
	}
	points, per, err := u.h.Store().HandicapHistory(u.h.Ctx(), who.ProfileID, shell.ChartPoints)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	if per == dseries.PerPlay {
		box.Add(kit.Note(lang.L("Handicap after each challenge game, from the start at {{.Start}}.", map[string]any{"Start": handicap.Start})))
	} else {
		box.Add(kit.Note(lang.L("Handicap per period: the line is the average, a dot the highest")))
	}
	box.Add(kit.NewDatedChart(points, per, accent, shell.ChartDate(per)))
	return box
}

var _ shell.PlayDetailer = (*Module)(nil)

// PlayDetail adds to a solo play against Tom who the opponent was and how
// the player's handicap moved with it.
func (u *Module) PlayDetail(p data.Play) fyne.CanvasObject {
	if p.Mode != data.ModeSolo {
		return nil
	}
	box := container.NewVBox(kit.Heading(lang.L("Against Tom")))
	for _, r := range p.Results {
		if r.Bot || r.ProfileID == 0 {
			continue
		}
		e, ok, err := u.h.Store().LedgerRow(u.h.Ctx(), p.ID, r.ProfileID)
		if err != nil {
			box.Add(kit.Note(kit.TrErr(err)))
			continue
		}
		if conceded(r) {
			box.Add(kit.Note(lang.L("{{.Name}} abandoned this handicap challenge and counted it as a loss: it has no final scores.", map[string]any{"Name": r.Name})))
		}
		if ok {
			box.Add(kit.Note(lang.L("{{.Name}}'s handicap went from {{.Before}} to {{.After}}", map[string]any{
				"Name": r.Name, "Before": signedHandicap(e.Before), "After": signedHandicap(e.After)})))
		}
	}
	return box
}

var (
	_ shell.SoloRival  = (*Module)(nil)
	_ shell.WinnerRule = (*Module)(nil)
)

// SoloRival: a solo game is played against Tom and won, lost or tied.
func (u *Module) SoloRival() bool { return true }

// Winners of a corrected play: against Tom, as scoring decides a new one
// (bscore.SoloOutcome, seed 000 "FIN DE PARTIE SOLO"): the player wins only
// with strictly more points, and Tom wins a tie; at the table nil, for the
// highest scores (the checks are left for the tie-breaker).
func (u *Module) Winners(p data.Play, scores []int) []bool {
	if p.Mode != data.ModeSolo || len(scores) != 2 || len(p.Results) != 2 {
		return nil
	}
	out := make([]bool, 2)
	you, tom := 0, 1
	if p.Results[0].Bot {
		you, tom = 1, 0
	}
	won := bscore.SoloOutcome(scores[you], scores[tom]) == bscore.Win
	out[you], out[tom] = won, !won
	return out
}
