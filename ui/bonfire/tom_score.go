package bonfire

import (
	"encoding/json"
	"errors"
	"hearth/data"
	bscore "hearth/scoring/bonfire"
	"hearth/solo/handicap"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tomFinal is the final scoring of a game against Tom: both boards, then
// the result, the handicap change, and Save.
type tomFinal struct {
	g       *tomGame
	entries [2]*boardEntry // you, Tom
	totals  [2]*widget.Label
	problem kit.ErrorLabel
	see     *widget.Button
	playID  int64 // set once the play is saved, so a retry does not save it twice
	// prefill is what the game filled each board with (the draft keeps it);
	// built: the page is made, so a change is the player's and is kept.
	prefill []json.RawMessage
	built   bool
	// notes are the play's notes and duration as typed on the scores page.
	notes kit.PlayNotes
}

// tomCity lays Tom's record out as a city, with the same assumptions as
// tom.State.TomPlayer: tasks bonfire side up from space 1, portals from
// space 7 leftwards, path tiles on spaces 2… in the order taken.
func tomCity(s tom.State) bscore.City {
	b := s.Tom()
	c := bscore.City{TrackPoints: b.Score, Guardians: b.Guardians, Gnomes: b.Gnomes}
	for i, t := range b.Tasks {
		if i < len(c.Slots) {
			c.Slots[i].Lit, c.Slots[i].Colour, c.Slots[i].Value = true, t.Colour, t.Points
		}
	}
	for i := 0; i < b.Portals && i < len(c.Slots); i++ {
		c.Slots[len(c.Slots)-1-i].Portal = true
	}
	c.Slots[0].Path = true
	for i, p := range b.Paths {
		if slot := i + 1; slot < len(c.Slots) {
			c.Slots[slot].Path, c.Slots[slot].HasCrystal, c.Slots[slot].Crystal = true, true, p
		}
	}
	return c
}

// scorePage opens both boards, pre-filled from the game.
func (g *tomGame) scorePage() *kit.Page {
	f := &tomFinal{g: g}
	s := g.run.State()
	you := newBoardEntry(g.playerName())
	start := s.PlayerStart() + s.PassPoints()
	you.quick.TrackPoints, you.city.TrackPoints = start, start
	t := newBoardEntry(lang.L("Tom"))
	t.bot = true
	t.quick = s.TomPlayer()
	t.city = tomCity(s)
	f.entries = [2]*boardEntry{you, t}
	f.restoreDraft()
	for i := range f.totals {
		f.totals[i] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	f.problem = kit.NewErrorLabel()
	f.see = kit.Primary(lang.L("See the scores"), theme.ConfirmIcon(), f.showScores)

	youNote := kit.Note(youTrackNote(s.PlayerStart(), s.PassPoints()))
	tomNote := kit.Note(lang.L("Pre-filled from Tom's record: his tasks as bonfires from space 1, his portals from space 7 leftwards, his path tiles from space 2 in the order taken, his score track at {{.Score}}. Check it against his board and change what differs.",
		map[string]any{"Score": s.Tom().Score}))
	tabs := container.NewAppTabs(
		container.NewTabItem(you.name, container.NewBorder(container.NewPadded(youNote), nil, nil, nil, boardEditor(you, f.totals[0], f.refresh))),
		container.NewTabItem(t.name, container.NewBorder(container.NewPadded(tomNote), nil, nil, nil, boardEditor(t, f.totals[1], f.refresh))),
	)
	f.refresh()
	f.built = true
	bottom := container.NewVBox(widget.NewSeparator(), f.problem.Label, f.see)
	return &kit.Page{Title: lang.L("Final scoring"), Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, tabs), Flush: f.saveDraft}
}

// youTrackNote explains what your score track is pre-filled with.
func youTrackNote(start, pass int) string {
	args := map[string]any{"Start": start, "Pass": pass, "Total": start + pass}
	switch {
	case start > 0 && pass > 0:
		return lang.L("Your score track is pre-filled with {{.Total}}: {{.Start}} from your handicap and {{.Pass}} for passing in the countdown. Set it to where your score marker stands.", args)
	case start > 0:
		return lang.L("Your score track is pre-filled with {{.Start}} from your handicap. Set it to where your score marker stands.", args)
	case pass > 0:
		return lang.L("Your score track is pre-filled with {{.Pass}} for passing in the countdown. Set it to where your score marker stands.", args)
	}
	return lang.L("Enter your board; set the score track to where your score marker stands.")
}

// refresh keeps the boards as a draft, recomputes both totals and shows
// the first problem.
func (f *tomFinal) refresh() {
	f.saveDraft()
	first := checkBoards(f.entries[:], f.totals[:])
	f.problem.Set(first)
	kit.Enable(f.see, first == "")
}

func (f *tomFinal) showScores() {
	game := bscore.Game{Solo: true}
	for _, e := range f.entries {
		p, err := e.player()
		if err != nil {
			f.g.u.h.ShowError(err)
			return
		}
		game.Players = append(game.Players, p)
	}
	res, err := bscore.ScoreGame(game)
	if err != nil {
		f.g.u.h.ShowError(err)
		return
	}
	f.g.u.h.Push(f.resultPage(game, res))
}

func (f *tomFinal) resultPage(game bscore.Game, res bscore.GameResult) *kit.Page {
	u := f.g.u
	box := container.NewVBox(kit.Heading(winnerLine(res)))
	// The challenge moves the handicap from the one the game started with
	// (its options), whatever was saved meanwhile; a standard game moves
	// none, nor does a game whose profile was deleted meanwhile.
	if opts := f.g.run.State().Options(); opts.Challenge && f.g.run.Session().ProfileID != 0 {
		before := opts.Handicap
		after := handicap.Next(before, res.Outcome)
		box.Add(kit.Heading(lang.L("Handicap from {{.Before}} to {{.After}}", map[string]any{"Before": signedHandicap(before), "After": signedHandicap(after)})))
		box.Add(kit.Note(lang.L("Win: handicap +5. Loss: –2. Tie: unchanged. A first game starts at –10.")))
	}
	for _, pr := range res.Players {
		title := kit.N("{{.Name}}: {{.Count}} points", pr.Total, map[string]any{"Name": pr.Name})
		box.Add(widget.NewCard("", "", container.NewVBox(kit.Heading(title), kit.BreakdownTable(pr.Breakdown.Lines()))))
	}
	box.Add(f.notesForm())
	var save *widget.Button
	save = kit.Primary(lang.L("Save to history"), theme.DocumentSaveIcon(), func() {
		save.Disable()
		if err := f.save(game, res, f.notes.Notes, f.notes.Minutes); err != nil {
			save.Enable()
			u.h.ShowError(err)
			return
		}
		// The game is done: back to where it was started from, then the saved play.
		u.h.PopTo(f.g.base)
		u.h.OpenPlay(f.playID)
	})
	// Save stays in view at the bottom, as See the scores does on the
	// boards (issue 32 §5: below two breakdowns it was off a phone's screen).
	bottom := container.NewVBox(widget.NewSeparator(), save)
	return &kit.Page{Title: lang.L("Scores"), Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, kit.ScrollPage(box)), Flush: f.saveDraft}
}

// notesForm is the play's notes and duration, kept with the boards' draft
// as they are typed: Back to the boards and forward again, or a kill, finds
// them. The duration follows the game's length until it is changed.
func (f *tomFinal) notesForm() fyne.CanvasObject {
	if !f.notes.Typed {
		f.notes.Minutes = kit.MinutesSince(f.g.run.Session().CreatedAt, f.g.u.h.Now())
	}
	notes := kit.NewMultiLineEntry()
	notes.SetPlaceHolder(lang.L("Notes (optional)"))
	notes.SetMinRowsVisible(2)
	notes.SetText(f.notes.Notes)
	notes.OnChanged = func(s string) {
		f.notes.Notes, f.notes.Typed = s, true
		f.saveDraft()
	}
	duration := kit.NewStepper(lang.L("Duration in minutes (optional)"), 0, 600, f.notes.Minutes, func(n int) {
		f.notes.Minutes, f.notes.Typed = n, true
		f.saveDraft()
	})
	return container.NewVBox(notes, duration)
}

// save stores the play (you with your profile and whether the game was the
// handicap challenge, with its start; Tom as a bot) and closes the session
// with it in one transaction; the store moves the handicap ledger in the
// same transaction.
func (f *tomFinal) save(game bscore.Game, res bscore.GameResult, notes string, minutes int) error {
	u := f.g.u
	if f.playID != 0 {
		return nil
	}
	play := data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: u.h.Now(), Notes: strings.TrimSpace(notes), Duration: time.Duration(minutes) * time.Minute,
		SetupCode: f.g.run.State().Options().SetupCode}
	winners := map[int]bool{}
	for _, w := range res.Winners {
		winners[w] = true
	}
	for i, pr := range res.Players {
		r, err := bonfireResult(i, game.Players[i], pr, winners[i])
		if err != nil {
			return err
		}
		r.Bot = f.entries[i].bot
		if !r.Bot {
			r.ProfileID = f.g.run.Session().ProfileID
			// The ledger row keeps the handicap the game started with; a
			// standard game stays out of the ledger.
			opts := f.g.run.State().Options()
			if r.Breakdown, err = data.MarkHandicap(r.Breakdown, opts.Challenge, opts.Handicap); err != nil {
				return err
			}
		}
		play.Results = append(play.Results, r)
	}
	saved, err := f.g.run.Finish(u.h.Ctx(), play)
	if errors.Is(err, data.ErrSessionClosed) {
		// A session closed meanwhile (abandoned on another screen) keeps the
		// play all the same.
		saved, err = u.h.Store().SavePlay(u.h.Ctx(), play)
	}
	if err != nil {
		return err
	}
	f.playID = saved.ID
	u.dropTomDraft(f.g.run.Session().ID)
	return nil
}
