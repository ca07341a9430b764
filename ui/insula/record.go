package insula

import (
	"encoding/json"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	iref "hearth/data/insula"
	"hearth/scoring"
	iscore "hearth/scoring/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// The choices of the record screen, in the order shown.
var (
	variantKeys = []string{iscore.Base, iscore.Purple, iscore.Blue}
	endingKeys  = []string{iscore.KingoshDefeated, iscore.Nightfall}
)

// recordFlow is Insula's "Record a game" (SPEC §6.3): variant, ending, who
// fought Kingosh with how much strength and in which order they arrived,
// then who won and the play saved.
type recordFlow struct {
	m        *Module
	base     int
	variant  *kit.Segmented
	ending   *kit.Segmented
	who      *kit.PlayerNames
	players  []iscore.Player
	strength []int
	arrival  []int
	// spare are the fighters of seats dropped by lowering the count, kept in
	// case it goes back up.
	spare      []recordSeat
	onFighters bool          // the fighters page was reached: the draft reopens there
	notes      kit.PlayNotes // typed on the result page
	problem    kit.ErrorLabel
	see        *widget.Button
}

// recordSeat is one seat's part of the final battle as entered.
type recordSeat struct {
	player            iscore.Player
	strength, arrival int
}

// recordPage starts recording a game, or offers to continue the unfinished
// one (drafted on every change, as score entries are).
func (m *Module) recordPage() *kit.Page {
	f := &recordFlow{m: m, base: m.h.Depth()}
	return m.h.ScorePage(recordDraftKey, m, accent, func() *kit.Page { return f.gamePage(0, 0) })
}

// gamePage chooses the variant, the ending and the players.
func (f *recordFlow) gamePage(variant, ending int) *kit.Page {
	f.who = kit.NewPlayerNames(f.m.h.ProfileNames(), []string{"2", "3", "4", "5"}, []int{2, 3, 4, 5}, 0)
	f.who.Offer(f.m.h.PlayerNames())
	if len(f.players) > 0 {
		names := make([]string, len(f.players))
		for i, p := range f.players {
			names[i] = p.Name
		}
		f.who.SetNames(names)
		spare := make([]string, len(f.spare))
		for i, st := range f.spare {
			spare[i] = st.player.Name
		}
		f.who.SetSpare(spare)
	}
	next := kit.Primary(lang.L("Who fought Kingosh?"), theme.NavigateNextIcon(), func() {
		if f.who.Check() {
			f.start()
		}
	})
	f.variant = kit.ChoiceColumn([]string{lang.L("Base game"), lang.L("Purple citadel"), lang.L("Blue citadel")}, variant, func(int) { f.namesChanged() })
	nextLabel := func(i int) {
		// At nightfall nobody fought for the win: the next page is the result.
		if endingKeys[i] == iscore.Nightfall {
			next.SetText(lang.L("Who won?"))
		} else {
			next.SetText(lang.L("Who fought Kingosh?"))
		}
	}
	f.ending = kit.ChoiceColumn([]string{lang.L("Kingosh is defeated"), lang.L("Nightfall: the island wins")}, ending, func(i int) {
		nextLabel(i)
		f.namesChanged()
	})
	nextLabel(ending)
	f.who.OnChange = f.namesChanged
	box := container.NewVBox(
		kit.Heading(lang.L("Variant")), f.variant,
		kit.Heading(lang.L("How did it end?")), f.ending,
		f.who.Box, layout.NewSpacer(), next,
	)
	return &kit.Page{Title: lang.L("Record a game"), Content: kit.ScrollPage(box)}
}

func (f *recordFlow) namesChanged() {
	f.seat(f.who.Names())
	f.saveDraft()
}

// seat gives each named player a place in the final battle, keeping what
// was entered for seat i under its new name, and the seats dropped by a
// lower count aside.
func (f *recordFlow) seat(names []string) {
	var seats []recordSeat
	for i := range f.players {
		seats = append(seats, recordSeat{f.players[i], f.strength[i], f.arrival[i]})
	}
	seats = append(seats, f.spare...)
	f.spare = nil
	if len(seats) > len(names) {
		f.spare = seats[len(names):]
	}
	n := len(names)
	f.players, f.strength, f.arrival = make([]iscore.Player, n), make([]int, n), make([]int, n)
	for i, name := range names {
		st := recordSeat{arrival: i + 1}
		if i < len(seats) {
			st = seats[i]
		}
		st.player.Name = name
		f.players[i], f.strength[i], f.arrival[i] = st.player, st.strength, st.arrival
	}
}

func (f *recordFlow) start() {
	f.seat(f.who.Names())
	if f.game().Ending == iscore.Nightfall {
		f.saveDraft()
		f.decide()
		return
	}
	f.onFighters = true
	f.saveDraft()
	f.m.h.Push(f.fightersPage())
}

// fightersPage has a card per player: in the final battle or not, the
// strength invested and, in the purple citadel, the order of arrival.
func (f *recordFlow) fightersPage() *kit.Page {
	purple := variantKeys[f.variant.Selected()] == iscore.Purple
	box := container.NewVBox()
	for i := range f.players {
		i := i
		details := container.NewVBox(
			kit.NewStepper(lang.L("Strength invested, cards included"), 0, iscore.MaxStrength, f.strength[i], func(v int) { f.strength[i] = v; f.refresh() }),
		)
		if purple {
			details.Add(kit.NewStepper(lang.L("Order of arrival at the citadel"), 1, iref.MaxPlayers, f.arrival[i], func(v int) { f.arrival[i] = v; f.refresh() }))
		}
		details.Hidden = !f.players[i].InFinalBattle
		fought := kit.NewWrapCheck(lang.L("Fought the final battle"), f.players[i].InFinalBattle, func(on bool) {
			f.players[i].InFinalBattle = on
			if on {
				details.Show()
			} else {
				details.Hide()
			}
			f.refresh()
		})
		box.Add(widget.NewCard("", "", container.NewVBox(kit.Heading(f.players[i].Name), fought, details)))
	}
	f.problem = kit.NewErrorLabel()
	f.see = kit.Primary(lang.L("Who won?"), theme.ConfirmIcon(), f.decide)
	f.refresh()
	bottom := container.NewVBox(widget.NewSeparator(), f.problem.Label, f.see)
	return &kit.Page{Title: lang.L("The final battle"), Content: container.NewBorder(nil, container.NewPadded(bottom), nil, nil, kit.ScrollPage(box)),
		KeepAwake: true, Flush: f.saveDraft}
}

// game is what the pages show as entered: at nightfall nobody fought for
// the win (the fighters page is skipped, whatever it held before the ending
// was changed); a fighter's strength, and the order of arrival only in the
// purple citadel, the one variant whose page asks it (seed 004 G.5).
func (f *recordFlow) game() iscore.Game {
	g := iscore.Game{Variant: variantKeys[f.variant.Selected()], Ending: endingKeys[f.ending.Selected()]}
	for i, p := range f.players {
		p.InFinalBattle = p.InFinalBattle && g.Ending != iscore.Nightfall
		if p.InFinalBattle {
			s := f.strength[i]
			p.Strength = &s
			if g.Variant == iscore.Purple {
				a := f.arrival[i]
				p.Arrival = &a
			}
		}
		g.Players = append(g.Players, p)
	}
	return g
}

func (f *recordFlow) refresh() {
	f.saveDraft()
	if f.see == nil {
		return
	}
	if _, err := iscore.Decide(f.game()); err != nil {
		f.problem.Set(kit.TrErr(err))
		f.see.Disable()
		return
	}
	f.problem.Set("")
	f.see.Enable()
}

func (f *recordFlow) decide() {
	g := f.game()
	res, err := iscore.Decide(g)
	if err != nil {
		f.m.h.ShowError(err)
		return
	}
	f.m.h.Push(f.resultPage(g, res))
}

// outcome says who won, in the words of seed 004 E.2.
func outcome(g iscore.Game, res iscore.Result) string {
	if res.IslandWins {
		return lang.L("Nightfall: Kingosh and the island win.")
	}
	var names []string
	for _, w := range res.Winners {
		names = append(names, g.Players[w].Name)
	}
	if len(names) == 1 {
		return lang.L("{{.Name}} defeated Kingosh and wins!", map[string]any{"Name": names[0]})
	}
	return lang.L("Kingosh is defeated: {{.Names}} win together.", map[string]any{"Names": strings.Join(names, ", ")})
}

func (f *recordFlow) resultPage(g iscore.Game, res iscore.Result) *kit.Page {
	box := container.NewVBox(kit.Heading(outcome(g, res)))
	for place, i := range res.Ranking {
		p := g.Players[i]
		line := widget.NewLabel(lang.L("{{.Place}}. {{.Name}}: strength {{.Strength}}, arrived {{.Arrival}}",
			map[string]any{"Place": place + 1, "Name": p.Name, "Strength": *p.Strength, "Arrival": *p.Arrival}))
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
	}
	box.Add(kit.SaveFooterKeeping(&f.notes, 0, f.saveDraft, func(notes string, minutes int) error {
		play, err := f.save(g, res, notes, minutes)
		if err != nil {
			f.m.h.ShowError(err)
			return err
		}
		f.dropDraft()
		f.m.h.PopTo(f.base)
		f.m.h.OpenPlay(play.ID)
		return nil
	}))
	return &kit.Page{Title: lang.L("Who won"), Content: kit.ScrollPage(box)}
}

// save stores the play: the winners flagged, each player's score the
// strength invested in the final battle, the entered game kept as input.
func (f *recordFlow) save(g iscore.Game, res iscore.Result, notes string, minutes int) (data.Play, error) {
	play := data.Play{Game: data.GameInsula, Mode: data.ModeMulti, PlayedAt: f.m.h.Now(),
		Notes: notes, Duration: time.Duration(minutes) * time.Minute}
	winners := map[int]bool{}
	for _, w := range res.Winners {
		winners[w] = true
	}
	for i, p := range g.Players {
		in, err := json.Marshal(struct {
			Variant string `json:"variant"`
			Ending  string `json:"ending"`
			iscore.Player
		}{g.Variant, g.Ending, p})
		if err != nil {
			return data.Play{}, err
		}
		strength := 0
		if p.Strength != nil {
			strength = *p.Strength
		}
		var lines []scoring.Line
		if p.InFinalBattle {
			lines = append(lines, scoring.Line{Key: "strength", Label: "Strength in the final battle", Points: strength})
		}
		rec, err := json.Marshal(scoring.Record{Lines: lines, Input: in})
		if err != nil {
			return data.Play{}, err
		}
		r := data.Result{Seat: i, Name: p.Name, Score: strength, Breakdown: rec, Winner: winners[i]}
		if prof, err := f.m.h.Store().ProfileByName(f.m.h.Ctx(), p.Name); err == nil {
			r.ProfileID = prof.ID
		}
		play.Results = append(play.Results, r)
	}
	return f.m.h.Store().SavePlay(f.m.h.Ctx(), play)
}

var _ shell.ResultTitler = (*Module)(nil)

// ResultTitle words a saved result by the strength in the final battle, the
// only number an Insula play keeps, with the order of arrival when it was
// entered; who did not fight Kingosh is said so, not "strength 0".
func (m *Module) ResultTitle(r data.Result) string {
	if _, ok := soloSummary(r); ok && r.Unscored {
		// An expedition lost without fighting Kingosh has no strength: not
		// "Ana: strength 0"; its story, below, says how it ended.
		return lang.L("{{.Name}}'s Insula expedition", map[string]any{"Name": r.Name})
	}
	var rec scoring.Record
	var in struct {
		Variant string `json:"variant"`
		iscore.Player
	}
	if json.Unmarshal(r.Breakdown, &rec) == nil && json.Unmarshal(rec.Input, &in) == nil && in.Name != "" {
		if !in.InFinalBattle {
			return lang.L("{{.Name}}: did not fight Kingosh", map[string]any{"Name": r.Name})
		}
		// Plays recorded before the arrival was kept for the purple
		// citadel only hold one, never entered, in the other variants.
		if in.Arrival != nil && (in.Variant == iscore.Purple || in.Variant == "") {
			return lang.L("{{.Name}}: strength {{.Strength}}, arrived {{.Arrival}}.", map[string]any{"Name": r.Name, "Strength": r.Score, "Arrival": *in.Arrival})
		}
	}
	return lang.L("{{.Name}}: strength {{.Strength}}", map[string]any{"Name": r.Name, "Strength": r.Score})
}

// StatsNames: Insula has no points; its plays keep the strength of the final
// battle (SPEC §6.3), and the stats say so.
func (m *Module) StatsNames() (best, average string) {
	return lang.L("Best strength"), lang.L("Average strength")
}
