package lueur

import (
	"encoding/json"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
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
	names   []*widget.SelectEntry
	count   *kit.Segmented
	sides   *kit.Segmented
	totals  []*widget.Label
	problem kit.ErrorLabel
	see     *widget.Button
}

// scorePage starts scoring a game, or offers to continue the unfinished one.
func (m *Module) scorePage() *kit.Page {
	f := &scoreFlow{m: m, base: m.h.Depth()}
	d, ok, err := m.h.Store().LoadDraft(m.h.Ctx(), scoreDraftKey)
	if err != nil || !ok {
		return f.playersPage()
	}
	box := container.NewVBox(
		kit.Heading(lang.L("A score is under way")),
		kit.NewTile(m.DraftTitle(d), lang.L("Last change {{.When}}", map[string]any{"When": shell.FormatWhen(d.UpdatedAt)}), accent, func() {
			m.h.Pop()
			m.RestoreDraft(d)
		}),
		kit.NewTile(lang.L("Start a new score"), lang.L("The unfinished score is thrown away"), accent, func() {
			dialog.ShowConfirm(lang.L("Discard this draft?"), lang.L("{{.Title}} is thrown away; this cannot be undone.", map[string]any{"Title": m.DraftTitle(d)}), func(yes bool) {
				if !yes {
					return
				}
				f.dropDraft()
				m.h.Replace(f.playersPage())
			}, m.h.Window())
		}),
	)
	return &kit.Page{Title: lang.L("Score a game"), Content: kit.ScrollPage(box)}
}

// playersPage chooses the board side, the player count and the names.
func (f *scoreFlow) playersPage() *kit.Page {
	m := f.m
	profiles, _ := m.h.Store().Profiles(m.h.Ctx())
	var profileNames []string
	for _, p := range profiles {
		profileNames = append(profileNames, p.Name)
	}
	nameBox := container.NewVBox()
	f.names = make([]*widget.SelectEntry, lscore.MaxPlayers)
	for i := range f.names {
		e := widget.NewSelectEntry(profileNames)
		e.SetPlaceHolder(lang.L("Player {{.N}}", map[string]any{"N": i + 1}))
		if i < len(profileNames) {
			e.SetText(profileNames[i])
		}
		f.names[i] = e
	}
	show := func(n int) {
		nameBox.Objects = nil
		for i := 0; i < n; i++ {
			nameBox.Add(f.names[i])
		}
		nameBox.Refresh()
	}
	n := 2
	if len(f.players) > 0 {
		n = len(f.players)
		for i, p := range f.players {
			f.names[i].SetText(p.Name)
		}
	}
	f.count = kit.NewSegmented([]string{"1", "2", "3", "4", "5"}, n-1, func(i int) { show(i + 1) })
	show(n)
	var sides []string
	for _, s := range lref.Sides {
		sides = append(sides, kit.TrTerm(s))
	}
	f.sides = kit.ChoiceColumn(sides, int(f.side), nil)
	next := kit.Primary(lang.L("Enter the boards"), theme.NavigateNextIcon(), func() { f.start(f.count.Selected() + 1) })
	box := container.NewVBox(
		kit.Heading(lang.L("Board side")), f.sides,
		kit.Heading(lang.L("How many players?")), f.count,
		kit.Heading(lang.L("Names")), kit.Note(lang.L("Pick a profile or type a name.")), nameBox,
		layout.NewSpacer(), next,
	)
	return &kit.Page{Title: lang.L("Score a game"), Content: kit.ScrollPage(box)}
}

// start makes n players at the start of the score track and opens the forms.
func (f *scoreFlow) start(n int) {
	f.side = lref.Sides[f.sides.Selected()]
	f.players = make([]lscore.Player, n)
	f.camps = make([]int, n)
	f.boats = make([][]int, n)
	for i := range f.players {
		name := strings.TrimSpace(f.names[i].Text)
		if name == "" {
			name = lang.L("Player {{.N}}", map[string]any{"N": i + 1})
		}
		f.players[i] = lscore.Player{Name: name, Track: lref.StartScore}
		f.boats[i] = make([]int, lscore.Boats)
	}
	f.m.h.Push(f.boardsPage())
}

func (f *scoreFlow) boardsPage() *kit.Page {
	f.totals = make([]*widget.Label, len(f.players))
	for i := range f.totals {
		f.totals[i] = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	f.problem = kit.NewErrorLabel()
	f.see = kit.Primary(lang.L("See the scores"), theme.ConfirmIcon(), f.showScores)
	tabs := container.NewAppTabs()
	for i := range f.players {
		tabs.Append(container.NewTabItem(f.players[i].Name, f.form(i)))
	}
	f.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), f.problem.Label, f.see)
	return &kit.Page{Title: lang.L("Enter the boards"), KeepAwake: true, Flush: f.saveDraft,
		Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, tabs)}
}

// form is one player's end of game: a stepper per count, no typing needed.
func (f *scoreFlow) form(i int) fyne.CanvasObject {
	p := &f.players[i]
	st := func(label string, max int, v *int) fyne.CanvasObject {
		return kit.NewStepper(label, 0, max, *v, func(n int) { *v = n; f.refresh() })
	}
	box := container.NewVBox(
		container.NewBorder(nil, nil, nil, f.totals[i]),
		st(lang.L("Light on the score track"), lscore.MaxTrack, &p.Track),
		st(lang.L("Light gained from cards"), lscore.MaxCardLight, &p.CardLightGain),
		st(lang.L("Light lost from cards"), lscore.MaxCardLight, &p.CardLightLoss),
	)
	if f.side == lref.Province {
		box.Add(st(lang.L("Your camp's village (0: no camp)"), lscore.MaxPlace, &f.camps[i]))
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
			if first == "" {
				first = p.Name + ": " + kit.TrErr(err)
			}
			continue
		}
		f.totals[i].SetText(lang.L("Total: {{.Total}}", map[string]any{"Total": b.Total()}))
	}
	f.problem.Set(first)
	if first == "" {
		f.see.Enable()
	} else {
		f.see.Disable()
	}
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
	if len(res.Players) == 1 {
		p := res.Players[0]
		return lang.L("{{.Name}}: {{.Total}} light", map[string]any{"Name": p.Name, "Total": p.Total})
	}
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
	box := container.NewVBox(kit.Heading(winnerLine(res)))
	for _, pr := range res.Players {
		title := lang.L("{{.Name}}: {{.Total}} light", map[string]any{"Name": pr.Name, "Total": pr.Total})
		box.Add(widget.NewCard("", "", container.NewVBox(kit.Heading(title), kit.BreakdownTable(pr.Breakdown.Lines()))))
	}
	notes := widget.NewMultiLineEntry()
	notes.SetPlaceHolder(lang.L("Notes (optional)"))
	notes.SetMinRowsVisible(2)
	minutes := 0
	box.Add(notes)
	box.Add(kit.NewStepper(lang.L("Duration in minutes (optional)"), 0, 600, 0, func(n int) { minutes = n }))
	var save *widget.Button
	save = kit.Primary(lang.L("Save to history"), theme.DocumentSaveIcon(), func() {
		save.Disable()
		play, err := f.save(g, res, notes.Text, minutes)
		if err != nil {
			save.Enable()
			f.m.h.ShowError(err)
			return
		}
		f.dropDraft()
		f.m.h.PopTo(f.base)
		f.m.h.OpenPlay(play.ID)
	})
	box.Add(save)
	return &kit.Page{Title: lang.L("Scores"), Content: kit.ScrollPage(box)}
}

// save stores the play with each player's breakdown and entered board;
// names matching a profile are linked to it.
func (f *scoreFlow) save(g lscore.Game, res lscore.Result, notes string, minutes int) (data.Play, error) {
	play := data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: f.m.h.Now(),
		Notes: strings.TrimSpace(notes), Duration: time.Duration(minutes) * time.Minute}
	if len(res.Players) == 1 {
		play.Mode = data.ModeSolo
	}
	winners := map[int]bool{}
	for _, w := range res.Winners {
		winners[w] = true
	}
	for i, pr := range res.Players {
		in, err := json.Marshal(struct {
			Side lref.Side `json:"side"`
			lscore.Player
		}{g.Side, g.Players[i]})
		if err != nil {
			return data.Play{}, err
		}
		rec, err := json.Marshal(scoring.Record{Lines: pr.Breakdown.Lines(), Input: in})
		if err != nil {
			return data.Play{}, err
		}
		r := data.Result{Seat: i, Name: pr.Name, Score: pr.Total, Breakdown: rec, Winner: winners[i]}
		if p, err := f.m.h.Store().ProfileByName(f.m.h.Ctx(), pr.Name); err == nil {
			r.ProfileID = p.ID
		}
		play.Results = append(play.Results, r)
	}
	return f.m.h.Store().SavePlay(f.m.h.Ctx(), play)
}
