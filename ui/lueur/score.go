package lueur

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
	lscore "hearth/scoring/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// scoreFlow is Lueur's "Score a game": players and board side, one form per
// player, then the breakdown and saving (seed 003 "Fin du jeu", SPEC §5.3).
type scoreFlow struct {
	m       *Module
	base    int // pages under the flow: saving goes back there
	side    lref.Side
	players []lscore.Player
	camps   []int
	boats   [][]int
	// touched tells, per board, whether anyone entered it: an untouched
	// board is not scored without asking.
	touched []bool
	// spare are the boards of seats dropped by lowering the count, kept in
	// case it goes back up.
	spare    []seatBoard
	onBoards bool          // the boards page was reached: the draft reopens there
	notes    kit.PlayNotes // typed on the result page
	who      *kit.PlayerNames
	tabs     *kit.BoardTabs
	sides    *kit.Segmented
	totals   []*widget.Label
	problem  kit.ErrorLabel
	see      *widget.Button
	// journey, when set, is the solo journey being scored: its draft is kept
	// under the session (the journey resumes into it, not Home), and saving
	// closes its session with the play.
	journey *journeyGame
	note    string // above the boards: where the numbers come from
}

// scorePage starts scoring a game, or offers to continue the unfinished one.
func (m *Module) scorePage() *kit.Page {
	f := &scoreFlow{m: m, base: m.h.Depth()}
	return m.h.ScorePage(scoreDraftKey, m, accent, f.playersPage)
}

// playersPage chooses the board side, the player count and the names.
func (f *scoreFlow) playersPage() *kit.Page {
	var sides []string
	for _, s := range lref.Sides {
		sides = append(sides, kit.TrTerm(s))
	}
	f.sides = kit.ChoiceColumn(sides, int(f.side), func(i int) {
		f.side = lref.Sides[i]
		f.namesChanged()
	})
	f.who = kit.NewPlayerNames(f.m.h.ProfileNames(), []string{"1", "2", "3", "4", "5"}, []int{1, 2, 3, 4, 5}, 1)
	f.who.Offer(f.m.h.PlayerNames())
	if len(f.players) > 0 {
		names := make([]string, len(f.players))
		for i, p := range f.players {
			names[i] = p.Name
		}
		f.who.SetNames(names)
		spare := make([]string, len(f.spare))
		for i, b := range f.spare {
			spare[i] = b.player.Name
		}
		f.who.SetSpare(spare)
	}
	// Names typed are kept as a draft too, so Back loses none of them.
	f.who.OnChange = f.namesChanged
	next := kit.Primary(lang.L("Enter the boards"), theme.NavigateNextIcon(), func() {
		if f.who.Check() {
			f.start()
		}
	})
	box := container.NewVBox(kit.Heading(lang.L("Board side")), f.sides, f.who.Box, layout.NewSpacer(), next)
	return &kit.Page{Title: lang.L("Score a game"), Content: kit.ScrollPage(box)}
}

func (f *scoreFlow) namesChanged() {
	f.seat(f.who.Names())
	f.saveDraft()
}

// seatBoard is one seat's board as entered.
type seatBoard struct {
	player  lscore.Player
	camp    int
	boats   []int
	touched bool
}

// seat gives each named player a board, keeping every board already
// entered: seat i keeps its board under its new name, and a seat dropped by
// a lower count keeps its board aside.
func (f *scoreFlow) seat(names []string) {
	f.fillTouched()
	var boards []seatBoard
	for i := range f.players {
		boards = append(boards, seatBoard{f.players[i], f.camps[i], f.boats[i], f.touched[i]})
	}
	boards = append(boards, f.spare...)
	f.spare = nil
	if len(boards) > len(names) {
		f.spare = boards[len(names):]
	}
	n := len(names)
	f.players, f.camps, f.boats, f.touched = make([]lscore.Player, n), make([]int, n), make([][]int, n), make([]bool, n)
	for i, name := range names {
		b := seatBoard{player: lscore.Player{Track: lref.StartScore}, boats: make([]int, lscore.Boats)}
		if i < len(boards) {
			b = boards[i]
		}
		b.player.Name = name
		f.players[i], f.camps[i], f.boats[i], f.touched[i] = b.player, b.camp, b.boats, b.touched
	}
}

// fillTouched gives every board its touched flag: a journey's board is
// pre-filled (entered), older drafts kept none (entered).
func (f *scoreFlow) fillTouched() {
	for len(f.touched) < len(f.players) {
		f.touched = append(f.touched, true)
	}
}

// start seats the players (keeping what was entered) and opens the forms.
func (f *scoreFlow) start() {
	f.side = lref.Sides[f.sides.Selected()]
	f.seat(f.who.Names())
	f.onBoards = true
	f.m.h.Push(f.boardsPage())
}

func (f *scoreFlow) boardsPage() *kit.Page {
	f.onBoards = true
	f.fillTouched()
	f.totals = make([]*widget.Label, len(f.players))
	for i := range f.totals {
		f.totals[i] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	f.problem = kit.NewErrorLabel()
	f.see = kit.Primary(lang.L("See the scores"), theme.ConfirmIcon(), f.askScores)
	f.tabs = nil
	names := make([]string, len(f.players))
	forms := make([]fyne.CanvasObject, len(f.players))
	for i := range f.players {
		names[i] = f.players[i].Name
		forms[i] = f.form(i)
	}
	var top, board fyne.CanvasObject
	if len(f.players) > 1 {
		f.tabs = kit.NewBoardTabs(names, forms)
		f.tabs.SetColours(f.m.h.PlayerColours(names))
		board = f.tabs
	} else {
		board = forms[0]
	}
	f.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), f.problem.Label, f.see)
	if f.note != "" {
		top = container.NewPadded(kit.Note(f.note))
	}
	return &kit.Page{Title: lang.L("Enter the boards"), KeepAwake: true, Flush: f.saveDraft,
		Content: container.NewBorder(top, container.NewPadded(bottom), nil, nil, board)}
}

// form is one player's end of game: a stepper per count, no typing needed.
func (f *scoreFlow) form(i int) fyne.CanvasObject {
	p := &f.players[i]
	st := func(label string, max int, v *int) fyne.CanvasObject {
		return kit.NewStepper(label, 0, max, *v, func(n int) { *v = n; f.touched[i] = true; f.refresh() })
	}
	box := container.NewVBox(
		container.NewBorder(nil, nil, nil, f.totals[i]),
		st(lang.L("Light on the score track"), lscore.MaxTrack, &p.Track),
		st(lang.L("Light gained from cards"), lscore.MaxCardLight, &p.CardLightGain),
		st(lang.L("Light lost from cards"), lscore.MaxCardLight, &p.CardLightLoss),
	)
	if f.side == lref.Province {
		box.Add(st(lang.L("Your camp's village (0 if none)"), lscore.MaxPlace, &f.camps[i]))
	} else {
		for b := range f.boats[i] {
			box.Add(st(lang.L("Island of boat {{.N}}", map[string]any{"N": b + 1}), lscore.MaxPlace, &f.boats[i][b]))
		}
	}
	box.Add(st(lang.L("Fireflies on tokens (by value)"), 2*lref.FireflyTokens, &p.FireflyTokens))
	box.Add(st(lang.L("Fireflies on cards"), 2*lref.CompanionsInPlay, &p.FirefliesOnCards))
	box.Add(st(lang.L("Companions in front of you"), lref.CompanionsInPlay, &p.Companions))
	box.Add(st(lang.L("Small steps (by value)"), 2*lref.SmallStepTokens, &p.SmallSteps))
	box.Add(st(lang.L("Reroll tokens (tie-break)"), lref.RerollTokens, &p.RerollTokens))
	return container.NewVScroll(container.NewPadded(box))
}

// game is the entered boards with the travel key of the chosen side.
func (f *scoreFlow) game() lscore.Game {
	g := lscore.Game{Side: f.side, Players: make([]lscore.Player, len(f.players))}
	for i, p := range f.players {
		if f.side == lref.Province {
			camp := f.camps[i]
			p.CampVillage, p.BoatIslands = &camp, nil
		} else {
			p.CampVillage, p.BoatIslands = nil, append([]int(nil), f.boats[i]...)
		}
		g.Players[i] = p
	}
	return g
}

// refresh shows every total and the first problem, if any.
func (f *scoreFlow) refresh() {
	f.saveDraft()
	g := f.game()
	first := ""
	for i, p := range g.Players {
		b, err := lscore.Score(g.Side, p)
		if err != nil {
			f.totals[i].SetText(lang.L("Total: —"))
			f.status(i, "—")
			if first == "" {
				first = p.Name + ": " + kit.TrErr(err)
			}
			continue
		}
		f.totals[i].SetText(lang.L("Total: {{.Total}}", map[string]any{"Total": b.Total()}))
		f.status(i, strconv.Itoa(b.Total()))
	}
	f.problem.Set(first)
	if first == "" {
		f.see.Enable()
	} else {
		f.see.Disable()
	}
}

// status words board i's button.
func (f *scoreFlow) status(i int, total string) {
	if f.tabs != nil {
		f.tabs.SetStatus(i, total, f.touched[i])
	}
}

// askScores scores the boards, asking first when nobody entered some of
// them (they would be saved at the start of the track, without a word).
func (f *scoreFlow) askScores() {
	names := make([]string, len(f.players))
	for i, p := range f.players {
		names[i] = p.Name
	}
	kit.AskUntouched(f.see, names, f.touched, f.showScores, func(i int) {
		if f.tabs != nil {
			f.tabs.Select(i)
		}
	})
}

func (f *scoreFlow) showScores() {
	g := f.game()
	res, err := lscore.ScoreGame(g)
	if err != nil {
		f.m.h.ShowError(err)
		return
	}
	f.m.h.Push(f.resultPage(g, res))
}

// winnerLine says who won, and how a tie was broken.
func winnerLine(res lscore.Result) string {
	var names []string
	for _, w := range res.Winners {
		names = append(names, res.Players[w].Name)
	}
	if len(names) > 1 {
		return lang.L("Shared victory: {{.Names}}", map[string]any{"Names": strings.Join(names, ", ")})
	}
	if res.Tiebreak {
		return lang.L("{{.Name}} wins on reroll tokens!", map[string]any{"Name": names[0]})
	}
	return lang.L("{{.Name}} wins!", map[string]any{"Name": names[0]})
}

func (f *scoreFlow) resultPage(g lscore.Game, res lscore.Result) *kit.Page {
	box := container.NewVBox()
	if len(res.Players) > 1 { // one player's card says it all (issue 32 §5: "Ana: 29 light" twice)
		box.Add(kit.Heading(winnerLine(res)))
	}
	for _, pr := range res.Players {
		title := kit.N("{{.Name}}: {{.Count}} light", pr.Total, map[string]any{"Name": pr.Name})
		box.Add(widget.NewCard("", "", container.NewVBox(kit.Heading(title), kit.BreakdownLines(wordedLines(pr.Breakdown)))))
	}
	minutes := 0
	if f.journey != nil {
		minutes = kit.MinutesSince(f.journey.run.Session().CreatedAt, f.m.h.Now())
	}
	box.Add(kit.SaveFooterKeeping(&f.notes, minutes, f.saveDraft, func(notes string, minutes int) error {
		var play data.Play
		var err error
		if f.journey != nil {
			play, err = f.journey.save(g, res, notes, minutes)
		} else {
			play, err = f.save(g, res, notes, minutes)
		}
		if err != nil {
			f.m.h.ShowError(err)
			return err
		}
		f.dropDraft()
		f.m.h.PopTo(f.base)
		f.m.h.OpenPlay(play.ID)
		return nil
	}))
	return &kit.Page{Title: lang.L("Scores"), Content: kit.ScrollPage(box)}
}

// save stores the play with each player's breakdown and entered board;
// names matching a profile are linked to it.
func (f *scoreFlow) save(g lscore.Game, res lscore.Result, notes string, minutes int) (data.Play, error) {
	play := data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: f.m.h.Now(),
		Notes: notes, Duration: time.Duration(minutes) * time.Minute}
	if len(res.Players) == 1 {
		play.Mode = data.ModeSolo
	}
	winners := map[int]bool{}
	for _, w := range res.Winners {
		winners[w] = true
	}
	for i, pr := range res.Players {
		r, err := result(i, g, pr, winners[i])
		if err != nil {
			return data.Play{}, err
		}
		if p, err := f.m.h.Store().ProfileByName(f.m.h.Ctx(), pr.Name); err == nil {
			r.ProfileID = p.ID
		}
		play.Results = append(play.Results, r)
	}
	return f.m.h.Store().SavePlay(f.m.h.Ctx(), play)
}

// result is player i's line of a play, with the breakdown and the board as
// entered (History and Stats read the side from it).
func result(i int, g lscore.Game, pr lscore.PlayerResult, winner bool) (data.Result, error) {
	in, err := json.Marshal(struct {
		Side lref.Side `json:"side"`
		lscore.Player
	}{g.Side, g.Players[i]})
	if err != nil {
		return data.Result{}, err
	}
	rec, err := json.Marshal(scoring.Record{Lines: pr.Breakdown.Lines(), Input: in})
	if err != nil {
		return data.Result{}, err
	}
	return data.Result{Seat: i, Name: pr.Name, Score: pr.Total, Breakdown: rec, Winner: winner}, nil
}

var _ shell.ResultTitler = (*Module)(nil)

// ResultTitle words a saved total in light.
func (m *Module) ResultTitle(r data.Result) string {
	return kit.N("{{.Name}}: {{.Count}} light", r.Score, map[string]any{"Name": r.Name})
}
