package bonfire

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/solo/handicap"
	"hearth/ui/kit"
)

// soloChallenge is what a solo game entered in "Score a game" says of the
// handicap: the handicap is a challenge the player chooses (seeds 000
// "CHALLENGE 1", 001 "HERAUSFORDERUNG 1"), so a standard game must not move
// it, and a challenge records the handicap it started with.
type soloChallenge struct {
	profileID int64 // 0: the player has no profile, so there is no handicap to move
	on        bool
	start     int
}

// challengeFor tells whether a profile plays the handicap challenge
// (handicap.Chosen); a store error is shown and reads as the standard game.
func (u *Module) challengeFor(who data.Profile) bool {
	on, err := handicap.Chosen(u.h.Ctx(), u.h.Store(), who)
	if err != nil {
		u.h.ShowError(err)
	}
	return on
}

// challengeBox asks whether the solo game of the player called name was the
// handicap challenge, starting from the profile's remembered choice; it
// returns nil when no profile has that name (no handicap is kept then).
func (u *Module) challengeBox(name string, c *soloChallenge) fyne.CanvasObject {
	*c = soloChallenge{}
	p, err := u.h.Store().ProfileByName(u.h.Ctx(), name)
	if err != nil {
		return nil
	}
	h, err := handicap.CurrentFor(u.h.Ctx(), u.h.Store(), p.ID)
	if err != nil {
		u.h.ShowError(err)
		return nil
	}
	*c = soloChallenge{profileID: p.ID, on: u.challengeFor(p), start: h}
	note := widget.NewLabel("")
	note.Wrapping = fyne.TextWrapWord
	say := func() {
		if c.on {
			note.SetText(lang.L("Handicap challenge: {{.Name}} started at {{.Handicap}}, and this game moves the handicap.", map[string]any{"Name": p.Name, "Handicap": h}))
			return
		}
		note.SetText(lang.L("Standard game: both score markers started on 0 and the handicap does not change."))
	}
	say()
	check := kit.NewWrapCheck(lang.L("Handicap challenge"), c.on, func(on bool) {
		c.on = on
		say()
	})
	return container.NewVBox(check, note)
}

// mark records the choice in the player's result, which is what
// the handicap ledger reads.
func (c soloChallenge) mark(r *data.Result) error {
	if c.profileID == 0 || r.Bot || r.ProfileID != c.profileID {
		return nil
	}
	b, err := data.MarkHandicap(r.Breakdown, c.on, c.start)
	if err != nil {
		return err
	}
	r.Breakdown = b
	return nil
}
