package bonfire

import (
	"encoding/json"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	bscore "hearth/scoring/bonfire"
	"hearth/solo/handicap"
	"hearth/solo/session"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// runningChallenge is the handicap a game against Tom started with, when it
// is a handicap challenge of a profile (its ledger's); false otherwise.
func runningChallenge(s data.Session) (start int, ok bool) {
	var opts tom.Options
	if s.ProfileID == 0 || json.Unmarshal(s.Options, &opts) != nil || !opts.Challenge {
		return 0, false
	}
	return opts.Handicap, true
}

// challengeCard offers to resume or abandon an unfinished handicap
// challenge, as the shell's card does for any session; abandoning asks
// whether the challenge counts as lost (askAbandonChallenge).
func (st *tomStart) challengeCard(s data.Session, name string, start int, resume func()) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	when := kit.Note(lang.L("Started {{.Started}} · last move {{.When}}", map[string]any{"Started": shell.FormatWhen(s.CreatedAt), "When": shell.FormatWhen(s.UpdatedAt)}))
	abandon := widget.NewButtonWithIcon(lang.L("Abandon"), theme.DeleteIcon(), func() { st.askAbandonChallenge(s, name, start) })
	abandon.Importance = widget.DangerImportance
	return widget.NewCard("", "", container.NewVBox(title, when, container.NewGridWithColumns(2, abandon, kit.Primary(lang.L("Resume"), theme.MediaPlayIcon(), resume))))
}

// askAbandonChallenge asks whether an abandoned handicap challenge counts as
// lost (issue 32 §6: abandoning left the handicap untouched, an easy way out
// of a loss; the rulebook is silent, docs/interpretations.md): counted, it is
// saved as a lost challenge and moves the handicap as a loss does, through
// the ledger; not counted, it is abandoned and the handicap stays.
func (st *tomStart) askAbandonChallenge(s data.Session, name string, start int) {
	u := st.u
	args := map[string]any{"Before": signedHandicap(start), "After": signedHandicap(handicap.Next(start, bscore.Loss))}
	text := widget.NewLabel(lang.L("The rules do not say what an abandoned challenge counts as. Counted as a loss, your handicap goes from {{.Before}} to {{.After}}, as after any loss, and the history keeps the game as abandoned. Not counted, the handicap stays at {{.Before}} and nothing is kept.", args))
	text.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	loss := kit.Primary(lang.L("Count it as a loss"), theme.ConfirmIcon(), func() {
		d.Hide()
		if err := u.concede(s, name); err != nil {
			u.h.ShowError(err)
		}
		st.refresh()
	})
	drop := widget.NewButton(lang.L("Abandon without counting it"), func() {
		d.Hide()
		if err := u.h.Store().AbandonSession(u.h.Ctx(), s.ID); err != nil {
			u.h.ShowError(err)
		}
		u.dropTomDraft(s.ID)
		st.refresh()
	})
	drop.Importance = widget.DangerImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("Abandon this challenge?"), container.NewVBox(text, loss, drop, cancel), u.h.Window())
	d.Resize(fyne.NewSize(min(320, u.h.Window().Canvas().Size().Width-2*theme.Padding()), 0))
	d.Show()
}

// concede saves an abandoned challenge as lost and closes its session with
// it, in one transaction: a play with no final scores (both 0, Tom the
// winner) whose result records the challenge, its start and that it was
// conceded, which the ledger counts as a loss (data.MarkConceded).
func (u *Module) concede(s data.Session, name string) error {
	run, err := session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), s.ID)
	if err != nil {
		return err
	}
	opts := run.State().Options()
	mark, err := data.MarkConceded(nil, opts.Handicap)
	if err != nil {
		return err
	}
	now := u.h.Now()
	play := data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: now, SetupCode: opts.SetupCode,
		Duration: time.Duration(kit.MinutesSince(s.CreatedAt, now)) * time.Minute,
		Results: []data.Result{
			{Seat: 0, Name: name, ProfileID: s.ProfileID, Breakdown: mark},
			{Seat: 1, Name: lang.L("Tom"), Bot: true, Winner: true},
		}}
	if _, err := run.Finish(u.h.Ctx(), play); err != nil {
		return err
	}
	u.dropTomDraft(s.ID)
	return nil
}

// conceded tells whether a result is of a handicap challenge abandoned and
// counted as lost.
func conceded(r data.Result) bool {
	var b struct {
		Handicap struct {
			Conceded bool `json:"conceded"`
		} `json:"handicap"`
	}
	return json.Unmarshal(r.Breakdown, &b) == nil && b.Handicap.Conceded
}
