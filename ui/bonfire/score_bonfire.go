package bonfire

import (
	"encoding/json"
	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/scoring"
	bscore "hearth/scoring/bonfire"
	"hearth/ui/kit"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Limits for the steppers; the scoring package has the final word on what
// is valid and its sentences are shown live.
const (
	maxTrackPoints = 300
	maxLeftovers   = 99
)

// boardEntry is one player's board as being entered, in both modes.
type boardEntry struct {
	name     string
	bot      bool // Tom
	cityMode bool
	quick    bscore.Player
	city     bscore.City
	spec18   bool
	// quickEdited and cityEdited tell whether someone entered this board in
	// each form: an untouched board is not scored without asking, and a
	// form nobody filled never overwrites the other.
	quickEdited, cityEdited bool
}

// touched tells whether anyone entered this board.
func (e *boardEntry) touched() bool { return e.quickEdited || e.cityEdited }

func newBoardEntry(name string) *boardEntry {
	e := &boardEntry{name: name}
	e.quick = bscore.Player{PathTiles: 1, Guardians: 1}
	e.city.Guardians = 1
	e.city.Slots[0].Path = true
	return e
}

// player is the quick-mode board to score, from the form shown; a city
// form nobody filled never stands for a quick form that was entered.
func (e *boardEntry) player() (bscore.Player, error) {
	if e.cityMode && (e.cityEdited || !e.quickEdited) {
		return e.cityPlayer()
	}
	p := e.quick
	p.Name = e.name
	p.Specialists = e.specialists()
	return p, nil
}

// cityPlayer is the city form counted as a quick-mode board.
func (e *boardEntry) cityPlayer() (bscore.Player, error) {
	c := e.city
	c.Name = e.name
	c.Specialists = e.specialists()
	return c.Player()
}

func (e *boardEntry) specialists() []int {
	if e.spec18 {
		return []int{ref.SpecialistGuardianBonus}
	}
	return nil
}

// bonfireScore is the "Score a game" flow: players, boards, breakdown.
type bonfireScore struct {
	u       *Module
	base    int // pages under the flow: saving goes back there
	solo    bool
	entries []*boardEntry
	// spare are boards of seats dropped by lowering the player count, kept
	// in case the count goes back up.
	spare    []*boardEntry
	onBoards bool          // the boards page was reached: the draft reopens there
	notes    kit.PlayNotes // typed on the result page
	who      *kit.PlayerNames
	next     *widget.Button
	// filled by the board page
	tabs    *kit.BoardTabs
	totals  []*widget.Label
	problem kit.ErrorLabel
	see     *widget.Button
	// filled by the result page of a solo game
	challenge soloChallenge
}

// bonfireScorePage starts scoring a Bonfire game, or offers to continue the
// unfinished one.
func (u *Module) bonfireScorePage() *kit.Page {
	f := &bonfireScore{u: u, base: u.h.Depth()}
	return u.h.ScorePage(scoreDraftKey, u, accent, f.playersPage)
}

func (f *bonfireScore) playersPage() *kit.Page {
	f.who = kit.NewPlayerNames(f.u.h.ProfileNames(), []string{lang.L("Solo"), "2", "3", "4"}, []int{1, 2, 3, 4}, 1)
	f.who.Offer(f.u.h.PlayerNames())
	if names := f.humanNames(); len(names) > 0 {
		f.who.SetNames(names)
		spare := make([]string, len(f.spare))
		for i, e := range f.spare {
			spare[i] = e.name
		}
		f.who.SetSpare(spare)
	}
	soloNote := kit.Note(lang.L("Solo against Tom: Tom's board is entered as the second player."))
	soloNote.Hidden = f.who.N() != 1
	f.who.OnCount = func(n int) { soloNote.Hidden = n != 1; soloNote.Refresh() }
	// Names typed are kept as a draft too, so Back loses none of them.
	f.who.OnChange = func() {
		f.seat(f.who.Names())
		f.saveDraft()
	}
	f.next = kit.Primary(lang.L("Enter the boards"), theme.NavigateNextIcon(), func() {
		names := f.who.Names()
		var others []string
		if len(names) == 1 {
			others = []string{lang.L("Tom")}
		}
		if f.who.Check(others...) {
			f.start(names)
		}
	})
	box := container.NewVBox(f.who.Box, soloNote, layout.NewSpacer(), f.next)
	return &kit.Page{Title: lang.L("Score a game"), Content: kit.ScrollPage(box)}
}

// humanNames are the names of the players' boards entered so far (Tom's left out).
func (f *bonfireScore) humanNames() []string {
	var out []string
	for _, e := range f.entries {
		if !e.bot {
			out = append(out, e.name)
		}
	}
	return out
}

// seat gives each named player a board, keeping every board already
// entered: seat i keeps its board under its new name, a seat dropped by a
// lower count keeps its board aside, and one alone plays against Tom.
func (f *bonfireScore) seat(names []string) {
	var humans []*boardEntry
	var tom *boardEntry
	for _, e := range f.entries {
		if e.bot {
			tom = e
		} else {
			humans = append(humans, e)
		}
	}
	humans = append(humans, f.spare...)
	f.solo = len(names) == 1
	f.entries = nil
	for i, name := range names {
		if i < len(humans) {
			humans[i].name = name
			f.entries = append(f.entries, humans[i])
		} else {
			f.entries = append(f.entries, newBoardEntry(name))
		}
	}
	f.spare = nil
	if len(humans) > len(names) {
		f.spare = humans[len(names):]
	}
	if f.solo {
		if tom == nil {
			tom = newBoardEntry(lang.L("Tom"))
			tom.bot = true
		}
		f.entries = append(f.entries, tom)
	}
}

// start seats the players (keeping what was entered) and opens the boards.
func (f *bonfireScore) start(names []string) {
	f.seat(names)
	f.onBoards = true
	f.u.h.Push(f.boardsPage())
}

func (f *bonfireScore) boardsPage() *kit.Page {
	// The status widgets exist before the forms, which refresh them as they build.
	f.totals = make([]*widget.Label, len(f.entries))
	for i := range f.entries {
		f.totals[i] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	f.problem = kit.NewErrorLabel()
	f.see = kit.Primary(lang.L("See the scores"), theme.ConfirmIcon(), f.askScores)
	f.tabs = nil
	names := make([]string, len(f.entries))
	forms := make([]fyne.CanvasObject, len(f.entries))
	for i, e := range f.entries {
		names[i] = e.name
		forms[i] = f.boardForm(i)
	}
	f.tabs = kit.NewBoardTabs(names, forms)
	f.tabs.SetColours(f.u.h.PlayerColours(names))
	bottom := container.NewVBox(widget.NewSeparator(), f.problem.Label, f.see)
	f.refresh()
	return &kit.Page{Title: lang.L("Enter the boards"), Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, f.tabs),
		KeepAwake: true, Flush: f.saveDraft}
}

// refresh recomputes every total and shows the first problem, if any.
func (f *bonfireScore) refresh() {
	f.saveDraft()
	first := checkBoards(f.entries, f.totals)
	if f.tabs != nil {
		for i, e := range f.entries {
			total := "—"
			if p, err := e.player(); err == nil {
				if b, err := bscore.Score(p); err == nil {
					total = strconv.Itoa(b.Total())
				}
			}
			f.tabs.SetStatus(i, total, e.touched())
		}
	}
	f.problem.Set(first)
	if first == "" {
		f.see.Enable()
	} else {
		f.see.Disable()
	}
}

// checkBoards scores every board, shows each total, and returns the first
// problem as "name: sentence" ("" when every board is valid).
func checkBoards(entries []*boardEntry, totals []*widget.Label) string {
	first := ""
	for i, e := range entries {
		p, err := e.player()
		if err == nil {
			var b bscore.Breakdown
			if b, err = bscore.Score(p); err == nil {
				totals[i].SetText(lang.L("Total: {{.Total}}", map[string]any{"Total": b.Total()}))
			}
		}
		if err != nil {
			totals[i].SetText(lang.L("Total: —"))
			if first == "" {
				first = e.name + ": " + kit.TrErr(err)
			}
		}
	}
	return first
}

// boardForm is one player's tab of the scoring flow.
func (f *bonfireScore) boardForm(i int) fyne.CanvasObject {
	return boardEditor(f.entries[i], f.totals[i], f.refresh)
}

// askScores scores the boards, asking first when nobody entered some of
// them.
func (f *bonfireScore) askScores() {
	names := make([]string, len(f.entries))
	touched := make([]bool, len(f.entries))
	for i, e := range f.entries {
		names[i], touched[i] = e.name, e.touched()
	}
	kit.AskUntouched(f.see, names, touched, f.showScores, f.tabs.Select)
}

// showScores scores every board and opens the breakdown.
func (f *bonfireScore) showScores() {
	g := bscore.Game{Solo: f.solo}
	for _, e := range f.entries {
		p, err := e.player()
		if err != nil {
			f.u.h.ShowError(err)
			return
		}
		g.Players = append(g.Players, p)
	}
	res, err := bscore.ScoreGame(g)
	if err != nil {
		f.u.h.ShowError(err)
		return
	}
	f.u.h.Push(f.resultPage(g, res))
}

// winnerLine says who won, in the solo or the multi-player way.
func winnerLine(res bscore.GameResult) string {
	if res.Solo {
		switch res.Outcome {
		case bscore.Win:
			return lang.L("You beat Tom!")
		case bscore.Tie:
			return lang.L("A tie: Tom wins the game (your handicap does not change).")
		}
		return lang.L("Tom wins.")
	}
	var names []string
	for _, w := range res.Winners {
		names = append(names, res.Players[w].Name)
	}
	if len(names) > 1 {
		return lang.L("Shared victory: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")})
	}
	return lang.L("{{.Name}} wins!", map[string]any{"Name": strings.Join(names, "")})
}

func (f *bonfireScore) resultPage(g bscore.Game, res bscore.GameResult) *kit.Page {
	box := container.NewVBox(kit.Heading(winnerLine(res)))
	for _, pr := range res.Players {
		title := kit.N("{{.Name}}: {{.Count}} points", pr.Total, map[string]any{"Name": pr.Name})
		box.Add(widget.NewCard("", "", container.NewVBox(kit.Heading(title), kit.BreakdownTable(pr.Breakdown.Lines()))))
	}
	if res.Solo {
		if b := f.u.challengeBox(res.Players[0].Name, &f.challenge); b != nil {
			box.Add(b)
		}
	}
	box.Add(kit.SaveFooterKeeping(&f.notes, 0, f.saveDraft, func(notes string, minutes int) error {
		play, err := f.save(g, res, notes, minutes)
		if err != nil {
			f.u.h.ShowError(err)
			return err
		}
		// The flow is done: back to the game menu, then show the saved play.
		f.dropDraft()
		f.u.h.PopTo(f.base)
		f.u.h.OpenPlay(play.ID)
		return nil
	}))
	return &kit.Page{Title: lang.L("Scores"), Content: kit.ScrollPage(box)}
}

// save stores the play; names matching a profile are linked to it.
func (f *bonfireScore) save(g bscore.Game, res bscore.GameResult, notes string, minutes int) (data.Play, error) {
	play := data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, PlayedAt: f.u.h.Now(), Notes: strings.TrimSpace(notes)}
	if f.solo {
		play.Mode = data.ModeSolo
	}
	play.Duration = time.Duration(minutes) * time.Minute
	winners := map[int]bool{}
	for _, w := range res.Winners {
		winners[w] = true
	}
	for i, pr := range res.Players {
		r, err := bonfireResult(i, g.Players[i], pr, winners[i])
		if err != nil {
			return data.Play{}, err
		}
		r.Bot = f.entries[i].bot
		if !r.Bot {
			if p, err := f.u.h.Store().ProfileByName(f.u.h.Ctx(), pr.Name); err == nil {
				r.ProfileID = p.ID
			}
		}
		if f.solo {
			if err := f.challenge.mark(&r); err != nil {
				return data.Play{}, err
			}
		}
		play.Results = append(play.Results, r)
	}
	return f.u.h.Store().SavePlay(f.u.h.Ctx(), play)
}

// bonfireResult is one player's line of a saved Bonfire play: the total, the
// winner flag and, as the breakdown, a scoring.Record of the lines shown and
// the board entered.
func bonfireResult(seat int, input bscore.Player, pr bscore.PlayerResult, winner bool) (data.Result, error) {
	in, err := json.Marshal(input)
	if err != nil {
		return data.Result{}, err
	}
	rec, err := json.Marshal(scoring.Record{Lines: pr.Breakdown.Lines(), Input: in})
	if err != nil {
		return data.Result{}, err
	}
	return data.Result{Seat: seat, Name: pr.Name, Score: pr.Total, Breakdown: rec, Winner: winner}, nil
}
