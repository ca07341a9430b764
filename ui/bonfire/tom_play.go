package bonfire

import (
	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/session"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// tomGame is the screen of a solo game against Tom: Tom's status at the top,
// what the engine needs now (Pending) in the middle, the one primary action
// at the bottom. Every answer is committed to the store before the screen
// moves on; Undo, Redo and the log move the session's cursor.
type tomGame struct {
	u    *Module
	run  *session.Runner[tom.State]
	name string // the player's profile name
	// base is how many pages lie under this one: saving the game pops back
	// to there.
	base int

	screen *kit.SessionScreen
	moves  *shell.SessionMoves[tom.State]

	// Drafts of the answer being built, cleared when the question changes.
	crystals []ref.Colour
	task     int // chosen task's points, 0 for none yet
	count    int // specialists
}

// loadTomGame opens a stored session on the runner.
func (u *Module) loadTomGame(id int64, base int) (*tomGame, error) {
	run, err := session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), id)
	if err != nil {
		return nil, err
	}
	profiles, err := u.h.Store().Profiles(u.h.Ctx())
	if err != nil {
		return nil, err
	}
	name := tomProfileName(profiles, run.Session().ProfileID)
	if name == "" {
		name = lang.L("You")
	}
	g := &tomGame{u: u, run: run, name: name, base: base}
	g.moves = shell.NewSessionMoves(u.h, run, g.moved)
	return g, nil
}

// resumeTom reopens an unfinished game from the Home screen.
func (u *Module) resumeTom(s data.Session) {
	g, err := u.loadTomGame(s.ID, u.h.Depth())
	if err != nil {
		u.h.ShowError(err)
		return
	}
	u.h.Push(g.page())
	g.openScoringIfOver()
}

// openScoringIfOver opens final scoring on top when the game has ended.
func (g *tomGame) openScoringIfOver() {
	if g.run.State().Over() {
		g.u.h.Push(g.scorePage())
	}
}

func (g *tomGame) page() *kit.Page {
	g.screen = kit.NewSessionScreen(g.moves.Undo, g.moves.Redo, g.moves.OpenLog)
	g.render()
	return g.screen.Page(lang.L("{{.Name}} against Tom", map[string]any{"Name": g.name}), g.render)
}

// commit checks an answer with the engine, stores it, and only then moves on.
func (g *tomGame) commit(a tom.Action) {
	ev, err := tom.Encode(a)
	if err == nil {
		_, err = g.run.Do(g.u.h.Ctx(), ev)
	}
	if m, ok := msg.As(err); ok && m.Field == "deck" {
		g.askDeckDiffers(m)
		return
	}
	if err != nil {
		g.u.h.ShowError(err)
		return
	}
	g.moved()
}

// askDeckDiffers answers a card beyond the game's deck composition (SPEC
// §8): the sentence asks whether the deck differs, and the player can change
// the composition (an undoable event; Settings keep it for next time) or go
// back and check the card.
func (g *tomGame) askDeckDiffers(m *msg.Error) {
	text := widget.NewLabel(kit.TrErr(m))
	text.Wrapping = fyne.TextWrapWord
	dialog.ShowCustomConfirm(lang.L("Does your deck differ?"), lang.L("Change the composition"), lang.L("Check the card"), text, func(change bool) {
		if change {
			g.u.h.Push(g.deckPage())
		}
	}, g.u.h.Window())
}

// deckPage edits the composition of the player's own Tom deck for this game.
func (g *tomGame) deckPage() *kit.Page {
	editor := g.u.deckEditor(g.run.State().Options().Deck, lang.L("Use this composition"), func(d ref.Deck) error {
		ev, err := tom.Encode(tom.Deck{Deck: d})
		if err == nil {
			_, err = g.run.Do(g.u.h.Ctx(), ev)
		}
		if err != nil {
			return err
		}
		if err := g.u.h.Store().SetSetting(g.u.h.Ctx(), data.SettingTomDeck, encodeDeck(d)); err != nil {
			return err
		}
		g.u.h.Pop()
		g.moved()
		return nil
	})
	return &kit.Page{Title: lang.L("Tom's deck"), Content: kit.ScrollPage(editor)}
}

// moved redraws for a new question, forgetting half-built answers.
func (g *tomGame) moved() {
	g.crystals, g.task, g.count = nil, 0, 0
	g.render()
	g.screen.ScrollToTop()
}

// render redraws everything from the state.
func (g *tomGame) render() {
	p := g.run.State().Pending()
	var body, bottom []fyne.CanvasObject
	switch p.Kind {
	case tom.AskEndTurn, tom.AskTomTurn:
		body, bottom = g.yourTurn(p)
	case tom.AskCard:
		body = g.askCard(p)
	case tom.AskGnome:
		body = g.askGnome(p)
	case tom.AskSpecialists:
		body, bottom = g.askSpecialists(p)
	case tom.AskPaths:
		body, bottom = g.askPaths(p)
	case tom.AskTask:
		body, bottom = g.askTask(p)
	case tom.AskGuardian, tom.AskPortal:
		body, bottom = g.askTaken(p)
	case tom.GameOver:
		body, bottom = g.gameOver(p)
	}
	yours := p.Kind == tom.AskEndTurn || p.Kind == tom.AskTomTurn || p.Kind == tom.GameOver
	// What Tom just did comes first, above anything to tap (issue: it used
	// to fall below the fold at 390×844).
	body = append(g.latest(yours), body...)
	body = append(body, g.history(yours)...)
	g.screen.Show(g.statusView(), body, bottom, g.run.CanUndo(), g.run.CanRedo())
}

// cardBanner shows Tom's revealed card and, once known, the gnome's resource.
func (g *tomGame) cardBanner(p tom.Pending) fyne.CanvasObject {
	title := kit.TrTerm(p.Card)
	if p.HasResource {
		title += " · " + kit.TrTerm(p.Resource)
	}
	detail := lang.L("card {{.N}}/{{.Max}}", map[string]any{"N": g.run.State().CardsDrawn(), "Max": ref.TomDeckSize * ref.TomMaxCycles})
	return kit.Banner(title, detail, accent)
}

// turnNotes are the lines Tom's current turn has logged so far (a new cycle,
// his countdown tile) and the pending note.
func (g *tomGame) turnNotes(p tom.Pending) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	if cur, ok := g.run.State().Current(); ok {
		for _, l := range cur.Lines {
			out = append(out, kit.Warn(kit.Tr(l)))
		}
	}
	if p.Note.Text != "" {
		out = append(out, kit.Warn(kit.Tr(p.Note)))
	}
	return out
}

// yourTurn: play at the table, log your novices, pass in the countdown, End turn.
func (g *tomGame) yourTurn(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	if p.Note.Text != "" && !g.latestSays(p.Note) {
		body = append(body, kit.Warn(kit.Tr(p.Note)))
	}
	if p.CanSayGnomesEmpty {
		// Special case 1 revealed a gnome without asking; the players'
		// recruits may have emptied the pile sooner than the app counted.
		body = append(body, kit.NewWrapButton(lang.L("The gnome pile was empty for Tom's gnome"), theme.ViewRefreshIcon(), func() { g.commit(tom.GnomesEmpty{}) }))
	}
	if p.Kind == tom.AskEndTurn {
		if p.CanPass {
			body = append(body, kit.NewWrapButton(lang.L("Pass (+{{.Points}})", map[string]any{"Points": p.PassPoints}), theme.MediaSkipNextIcon(), func() { g.confirmPass(p.PassPoints) }), kit.Note(lang.L("Instead of playing this turn you may pass: you score the points of the current countdown tile and take no more turns; Tom plays on until the countdown ends.")))
		}
		body = append(body, kit.Heading(lang.L("During your turn")))
		if p.CanLogNovice {
			body = append(body, kit.NewWrapButton(lang.L("I placed a novice in the High Council"), theme.ContentAddIcon(), func() { g.commit(tom.Novice{}) }))
		}
		for _, t := range p.NeutralTasks {
			t := t
			body = append(body, kit.NewWrapButton(lang.L("I took the neutral novice of “{{.Task}}”", map[string]any{"Task": kit.TrTerm(t)}), theme.AccountIcon(), func() { g.commit(tom.Neutral{Task: t}) }))
		}
		if c := g.run.State().Council(); !g.run.State().Countdown().Started {
			body = append(body, kit.Note(lang.L("Your novices in the High Council: {{.Count}}. The countdown starts when {{.Threshold}} novices are there (yours, Tom's and neutral ones).",
				map[string]any{"Count": c.You, "Threshold": c.Threshold})))
		}
	}
	bottom = []fyne.CanvasObject{kit.WithHeight(kit.Primary(kit.Tr(p.Label), theme.MediaPlayIcon(), func() { g.commit(tom.EndTurn{}) }), kit.PrimaryHeight)}
	return body, bottom
}

// latestSays tells whether Tom's last turn, shown at the top, already
// carries a note (so it is not shown twice).
func (g *tomGame) latestSays(note msg.Text) bool {
	log := g.run.State().Log()
	if len(log) == 0 {
		return false
	}
	for _, l := range log[len(log)-1].Lines {
		if kit.Tr(l) == kit.Tr(note) {
			return true
		}
	}
	return false
}

// confirmPass asks before passing: it ends your turns for the game.
func (g *tomGame) confirmPass(points int) {
	dialog.ShowConfirm(lang.L("Pass for {{.Points}} points?", map[string]any{"Points": points}),
		lang.L("You take no more turns; Tom plays on until the countdown ends. Undo brings the turn back."),
		func(yes bool) {
			if yes {
				g.commit(tom.Pass{})
			}
		}, g.u.h.Window())
}

// askCard: physical deck, which card was flipped.
func (g *tomGame) askCard(p tom.Pending) []fyne.CanvasObject {
	body := []fyne.CanvasObject{kit.Heading(kit.Tr(p.Label))}
	body = append(body, g.turnNotes(p)...)
	grid := container.NewGridWithColumns(2)
	for _, c := range p.Cards {
		c := c
		grid.Add(kit.WithHeight(widget.NewButton(kit.TrTerm(c), func() { g.commit(tom.Card{Card: c}) }), 56))
	}
	return append(body, grid)
}

// askGnome: the resource of the gnome revealed for Tom's card.
func (g *tomGame) askGnome(p tom.Pending) []fyne.CanvasObject {
	body := []fyne.CanvasObject{g.cardBanner(p), kit.Heading(kit.Tr(p.Label))}
	body = append(body, g.turnNotes(p)...)
	for _, r := range p.Resources {
		r := r
		body = append(body, kit.WithHeight(kit.SwatchButton(kit.TrTerm(r), resourceColours[r], func() { g.commit(tom.Gnome{Resource: r}) }), kit.PrimaryHeight))
	}
	if p.CanSayGnomesEmpty {
		// Special case 2: the players' recruits may empty the pile sooner
		// than the app can count.
		body = append(body, kit.NewWrapButton(lang.L("The gnome pile is empty"), theme.ViewRefreshIcon(), func() { g.commit(tom.GnomesEmpty{}) }))
	}
	return body
}

// instruction opens every "what Tom took" question: his card, what to do
// at the table, notes, then the question.
func (g *tomGame) instruction(p tom.Pending) []fyne.CanvasObject {
	body := []fyne.CanvasObject{g.cardBanner(p), kit.BigText(kit.Tr(p.Instruction))}
	body = append(body, g.turnNotes(p)...)
	return append(body, kit.Heading(kit.Tr(p.Label)))
}

// nothing is the "Tom could take nothing" answer, when the engine accepts it.
func (g *tomGame) nothing(p tom.Pending, label string) []fyne.CanvasObject {
	if !p.CanNothing {
		return nil
	}
	return []fyne.CanvasObject{widget.NewButton(label, func() { g.commit(tom.Nothing{}) })}
}

// askSpecialists: how many specialists Tom took, in one tap on its number.
func (g *tomGame) askSpecialists(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	if p.Max > 0 {
		row := container.NewGridWithColumns(p.Max)
		for n := 1; n <= p.Max; n++ {
			row.Add(kit.WithHeight(widget.NewButton(strconv.Itoa(n), func() { g.commit(tom.Specialists{Count: n}) }), kit.PrimaryHeight))
		}
		body = append(body, row)
	}
	return body, g.nothing(p, lang.L("Nothing could be taken"))
}

// askPaths: tap the crystals of the tiles Tom took, in order. The chosen
// ones show below them, where "none matching" is while there are none.
func (g *tomGame) askPaths(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	chosen := container.NewGridWrap(fyne.NewSize(120, kit.TouchTarget))
	swap := container.NewVBox()
	none := g.nothing(p, lang.L("No matching path tile"))
	confirm := kit.Primary(lang.L("Confirm"), theme.ConfirmIcon(), func() {
		g.commit(tom.Paths{Crystals: append([]ref.Colour(nil), g.crystals...)})
	})
	var adders []*widget.Button
	var refresh func()
	refresh = func() {
		chosen.Objects = nil
		for i, c := range g.crystals {
			i := i
			chosen.Add(widget.NewButtonWithIcon(strconv.Itoa(i+1)+" · "+kit.TrTerm(c), theme.CancelIcon(), func() {
				g.crystals = append(g.crystals[:i:i], g.crystals[i+1:]...)
				refresh()
			}))
		}
		chosen.Refresh()
		if len(g.crystals) == 0 {
			swap.Objects = none
			confirm.SetText(lang.L("Confirm"))
		} else {
			swap.Objects = []fyne.CanvasObject{chosen}
			confirm.SetText(lang.L("Confirm ({{.Count}})", map[string]any{"Count": len(g.crystals)}))
		}
		swap.Refresh()
		for _, a := range adders {
			kit.Enable(a, len(g.crystals) < p.Max)
		}
		kit.Enable(confirm, len(g.crystals) > 0)
	}
	row := container.NewGridWithColumns(len(p.Colours))
	for _, c := range p.Colours {
		c := c
		a := kit.SwatchButton(kit.TrTerm(c), crystalColours[c], func() {
			if len(g.crystals) < p.Max {
				g.crystals = append(g.crystals, c)
				refresh()
			}
		})
		adders = append(adders, a)
		row.Add(kit.WithHeight(a, kit.PrimaryHeight))
	}
	refresh()
	// The crystals sit with Confirm at the bottom, in reach however long
	// the instruction above runs.
	return body, []fyne.CanvasObject{row, swap, kit.WithHeight(confirm, kit.PrimaryHeight)}
}

// askTask: the task's points in one tap, on keys coloured as the tasks
// are (its colour follows from its points); the turn card then says what
// was stored and Undo takes it back.
func (g *tomGame) askTask(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	var keys []fyne.CanvasObject
	for _, c := range p.Colours {
		lo, hi := ref.TaskPoints(c)
		for n := lo; n <= hi; n++ {
			keys = append(keys, kit.NewColourKey(strconv.Itoa(n), crystalColours[c], func() { g.commit(tom.Task{Colour: c, Points: n}) }))
		}
	}
	body = append(body, container.NewGridWithColumns(len(keys), keys...))
	return body, g.nothing(p, lang.L("No task could be taken"))
}

// askTaken: a guardian or a portal, taken or not.
func (g *tomGame) askTaken(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.instruction(p)
	var taken tom.Action = tom.Guardian{}
	if p.Kind == tom.AskPortal {
		taken = tom.Portal{}
	}
	bottom = g.nothing(p, lang.L("Could not take"))
	bottom = append(bottom, kit.WithHeight(kit.Primary(lang.L("Taken"), theme.ConfirmIcon(), func() { g.commit(taken) }), kit.PrimaryHeight))
	return body, bottom
}

func (g *tomGame) gameOver(p tom.Pending) (body, bottom []fyne.CanvasObject) {
	body = []fyne.CanvasObject{kit.Heading(kit.Tr(p.Label))}
	if p.Instruction.Text != "" {
		body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	}
	bottom = []fyne.CanvasObject{kit.WithHeight(kit.Primary(lang.L("Score the game"), theme.DocumentCreateIcon(), func() { g.u.h.Push(g.scorePage()) }), kit.PrimaryHeight)}
	return body, bottom
}

// history is Tom's turn log, newest first. On your turn the latest one is
// shown open: it is what Tom just did.
// latest is Tom's last turn while it is yours: what he just did, first
// thing on the screen until you act.
func (g *tomGame) latest(yours bool) []fyne.CanvasObject {
	log := g.run.State().Log()
	if !yours || len(log) == 0 {
		return nil
	}
	return []fyne.CanvasObject{kit.Heading(lang.L("Tom just played")), turnCard(log[len(log)-1])}
}

// history lists Tom's earlier turns, folded.
func (g *tomGame) history(showLatest bool) []fyne.CanvasObject {
	log := g.run.State().Log()
	if len(log) == 0 {
		return nil
	}
	var out []fyne.CanvasObject
	older := log
	if showLatest {
		older = log[:len(log)-1]
	}
	if len(older) > 0 {
		list := container.NewVBox()
		for i := len(older) - 1; i >= 0; i-- {
			list.Add(turnCard(older[i]))
		}
		title := lang.L("Tom's earlier turns ({{.Count}})", map[string]any{"Count": len(older)})
		if !showLatest {
			title = lang.L("Tom's turns ({{.Count}})", map[string]any{"Count": len(older)})
		}
		out = append(out, widget.NewAccordion(widget.NewAccordionItem(title, list)))
	}
	out = append(out, tomLegend())
	return out
}

// tomLegend explains the status bar's marks.
func tomLegend() fyne.CanvasObject {
	icon := container.NewCenter(container.NewGridWrap(fyne.NewSize(14, 14), widget.NewIcon(theme.AccountIcon())))
	return container.NewBorder(nil, nil, icon, nil, kit.Note(lang.L("On a common task: its neutral novice is still there. Shaded: Tom fulfils it.")))
}

// turnCard is one of Tom's turns: his card, the gnome, points, and what happened.
func turnCard(t tom.Turn) fyne.CanvasObject {
	title := lang.L("Card {{.N}}: {{.Card}}", map[string]any{"N": t.Number, "Card": kit.TrTerm(t.Card)})
	if t.HasResource {
		title += " · " + kit.TrTerm(t.Resource)
	}
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.Wrapping = fyne.TextWrapWord
	var pts fyne.CanvasObject = layout.NewSpacer()
	if t.Points > 0 {
		pts = widget.NewLabelWithStyle("+"+strconv.Itoa(t.Points), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	}
	box := container.NewVBox(container.NewBorder(nil, nil, nil, pts, head))
	for _, l := range t.Lines {
		box.Add(kit.Note("• " + kit.Tr(l)))
	}
	return widget.NewCard("", "", box)
}
