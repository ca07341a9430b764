package insula

import (
	"image/color"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// turnMode is the action being built during your turn, before it is stored.
type turnMode int

const (
	pickAction turnMode = iota
	buildFlower
	buildYellow
	buildCurse
	buildMove
	buildEase
	buildGreen
	buildCardMove
)

// expedition is the screen of a solo expedition: the adventurer sheet at the
// top (energy circle, time track, markers, hand, curse slots), what the
// expedition needs now (State.Pending) in the middle, the one primary action
// at the bottom. Every answer is checked by the engine and stored before the
// screen moves on; Undo, Redo and the log move the session's cursor.
type expedition struct {
	m    *Module
	run  *session.Runner[insula.State]
	name string
	// base is how many pages lie under this one: saving pops back to it.
	base   int
	screen *kit.SessionScreen
	moves  *shell.SessionMoves[insula.State]
	playID int64 // set once saved, so a retry does not save twice

	// Drafts of the answer being built, cleared when the question changes.
	mode     turnMode
	dir      insula.Dir
	hasDir   bool
	tile     insula.TileFace
	thorns   bool
	effect   insula.Effect
	slot     insula.ActionKind
	white    bool
	bonus    int
	guardian insula.Guardian
	symbols  []insula.Symbol
	drawn    *insula.Colour
	invest   insula.Invest
}

// loadExpedition opens a stored session on the runner.
func (m *Module) loadExpedition(id int64, base int) (*expedition, error) {
	run, err := session.Open(m.h.Ctx(), m.h.Store(), insula.Engine(), id)
	if err != nil {
		return nil, err
	}
	name := m.profileNames()[run.Session().ProfileID]
	if name == "" {
		name = lang.L("You")
	}
	g := &expedition{m: m, run: run, name: name, base: base}
	g.moves = shell.NewSessionMoves(m.h, run, g.moved)
	g.clear()
	return g, nil
}

// resumeExpedition reopens an unfinished expedition from Home.
func (m *Module) resumeExpedition(s data.Session) {
	g, err := m.loadExpedition(s.ID, m.h.Depth())
	if err != nil {
		m.h.ShowError(err)
		return
	}
	m.h.Push(g.page())
}

func (g *expedition) page() *kit.Page {
	g.screen = kit.NewSessionScreen(g.moves.Undo, g.moves.Redo, g.moves.OpenLog)
	g.render()
	return g.screen.Page(lang.L("Expedition"), g.render)
}

// commit checks an answer with the engine and stores it; a refusal shows the
// engine's sentence and changes nothing.
func (g *expedition) commit(a insula.Action) { g.moves.Commit(a) }

// clear forgets half-built answers.
func (g *expedition) clear() {
	g.mode, g.hasDir, g.thorns, g.white, g.bonus = pickAction, false, false, false, 0
	g.tile, g.effect, g.symbols, g.drawn = insula.TileFace{}, insula.Effect{}, nil, nil
	g.guardian = insula.Guardian{Strength: 1}
	g.invest = insula.Invest{}
}

// moved redraws for a new question.
func (g *expedition) moved() {
	g.clear()
	g.render()
	g.screen.ScrollToTop()
}

// setMode switches the action being built on your turn.
func (g *expedition) setMode(m turnMode) {
	g.clear()
	g.mode = m
	g.render()
	g.screen.ScrollToTop()
}

// render redraws everything from the state.
func (g *expedition) render() {
	s := g.run.State()
	p := s.Pending()
	var body, more, bottom []fyne.CanvasObject
	if p.Kind != insula.AskTurn || g.mode == pickAction {
		// What just happened, except inside a form being filled in.
		body = g.latest(s)
	}
	switch {
	case g.mode == buildGreen && s.GreenInCombat():
		more, bottom = g.greenInCombat()
	case p.Kind == insula.AskTurn:
		more, bottom = g.yourTurn(s, p)
	default:
		more, bottom = g.asked(s, p)
	}
	body = append(body, more...)
	g.screen.Show(g.statusView(s), body, bottom, g.run.CanUndo(), g.run.CanRedo())
}

// asked is the screen of a question the expedition asks.
func (g *expedition) asked(s insula.State, p insula.Pending) (more, bottom []fyne.CanvasObject) {
	switch p.Kind {
	case insula.AskTile:
		more, bottom = g.askTile(p)
	case insula.AskGuardian:
		more, bottom = g.askGuardian(s, p)
	case insula.AskSymbols:
		more, bottom = g.askSymbols(p)
	case insula.AskPick:
		more = g.askPick(p)
	case insula.AskDraw:
		more = g.askDraw(s, p)
	case insula.AskDiscard:
		more = g.askDiscard(s, p)
	case insula.AskLose:
		more = g.askLose(s, p)
	case insula.AskCurseSlot:
		more = g.askCurseSlot(p)
	case insula.AskInvest:
		more, bottom = g.askInvest(s, p)
	case insula.AskDie:
		more = g.askDie(s, p)
	case insula.Finished:
		more, bottom = g.finished(s, p)
	}
	return more, bottom
}

// greenInCombat: a green flower played during a combat (seed 004 C.1,
// F.10: "n'importe quand"); back returns to the combat as it was.
func (g *expedition) greenInCombat() (body, bottom []fyne.CanvasObject) {
	back := widget.NewButtonWithIcon(lang.L("Back to the combat"), theme.NavigateBackIcon(), func() { g.setModeKeep(pickAction) })
	form := slices.DeleteFunc(g.effectForm(lang.L("Play a green flower: what does the card do?")), func(o fyne.CanvasObject) bool {
		return g.isMoveField(o) // no turn is left for a free move
	})
	return form, append([]fyne.CanvasObject{back}, confirm(lang.L("Play the green flower"), func() {
		g.commit(insula.PlayGreen{Effect: g.effect})
	})...)
}

// greenButton offers a green flower during a combat, when you hold one.
func (g *expedition) greenButton(s insula.State) []fyne.CanvasObject {
	if s.Hand().Green == 0 || !s.GreenInCombat() {
		return nil
	}
	return []fyne.CanvasObject{kit.NewWrapButton(lang.L("Play a green flower"), theme.ContentAddIcon(), func() {
		g.effect = insula.Effect{}
		g.setModeKeep(buildGreen)
	})}
}

// latest is what just happened: the last event in words and, after a
// combat, its totals and outcome.
func (g *expedition) latest(s insula.State) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	if b, ok := s.LastBattle(); ok && !s.InCombat() && !s.Over() && (b.Round == s.Round() || b.Round == s.Round()-1 && len(s.Turn().Taken) == 0) {
		out = append(out, battleCard(b))
	}
	for _, e := range g.run.Log() {
		if !e.Undone {
			out = append(out, kit.Note(lang.L("Last: {{.What}}", map[string]any{"What": kit.Tr(e.Text)})))
			break
		}
	}
	return out
}

// question is the heading of a question and what to do at the table.
func question(p insula.Pending) []fyne.CanvasObject {
	out := []fyne.CanvasObject{kit.BigText(kit.Tr(p.Label))}
	if p.Instruction.Text != "" {
		out = append(out, kit.Warn(kit.Tr(p.Instruction)))
	}
	return out
}

// confirm is the bottom's primary button.
func confirm(label string, tapped func()) []fyne.CanvasObject {
	return []fyne.CanvasObject{kit.WithHeight(kit.Primary(label, theme.ConfirmIcon(), tapped), kit.PrimaryHeight)}
}

// choiceButton is one tap that answers the question.
func choiceButton(label string, tapped func()) fyne.CanvasObject {
	return kit.WithHeight(widget.NewButton(label, tapped), kit.TouchTarget)
}

// ----- your turn -----

// yourTurn is the action picker, or the action being built.
func (g *expedition) yourTurn(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	switch g.mode {
	case buildFlower:
		return g.flowerChoice(s), g.back()
	case buildYellow:
		return g.effectForm(lang.L("Play a yellow flower: what does the card do?")), append(g.back(), confirm(lang.L("Play the yellow flower"), func() {
			g.commit(insula.Flower{Effect: g.effect})
		})...)
	case buildGreen:
		return g.effectForm(lang.L("Play a green flower: what does the card do?")), append(g.back(), confirm(lang.L("Play the green flower"), func() {
			g.commit(insula.PlayGreen{Effect: g.effect})
		})...)
	case buildCurse:
		return g.curseForm(s)
	case buildMove, buildEase, buildCardMove:
		return g.moveForm(s)
	}
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	taken := s.Turn().Taken
	if len(taken) > 0 {
		names := make([]string, len(taken))
		for i, k := range taken {
			names[i] = kit.TrTerm(k)
		}
		body = append(body, kit.Note(lang.L("Taken this turn: {{.Actions}}", map[string]any{"Actions": strings.Join(names, ", ")})))
	}
	body = append(body, kit.Heading(lang.L("Actions")))
	for _, k := range insula.ActionKinds {
		if k == insula.ActEase && !s.Options().Advanced() {
			continue
		}
		body = append(body, g.actionButton(s, k)...)
	}
	if s.Hand().Green > 0 {
		body = append(body, kit.Heading(lang.L("At any time")))
		body = append(body, kit.NewWrapButton(lang.L("Play a green flower"), theme.ContentAddIcon(), func() { g.setMode(buildGreen) }))
	}
	if n := s.Turn().CardMoves; n > 0 {
		body = append(body, kit.NewWrapButton(lang.L("Free move granted by a card ({{.Count}} left)", map[string]any{"Count": n}), theme.NavigateNextIcon(), func() { g.setMode(buildCardMove) }))
	}
	body = append(body, kit.Heading(lang.L("The island")))
	body = append(body, islandView(s)...)
	bottom = []fyne.CanvasObject{kit.WithHeight(kit.Primary(kit.Tr(p.Label), theme.MediaPlayIcon(), func() { g.commit(insula.EndTurn{}) }), kit.PrimaryHeight)}
	return body, bottom
}

// islandView is the map of the island around you and its legend.
func islandView(s insula.State) []fyne.CanvasObject {
	return []fyne.CanvasObject{islandMap(s),
		kit.Note(lang.L("Seen from the shore: the citadel at the top, the beach at the bottom, pale tiles still face down. Ringed: you; a red disc: the guardians on a tile."))}
}

// actionButton is one action of the sheet: enabled, or greyed out with the
// engine's reason under it.
func (g *expedition) actionButton(s insula.State, k insula.ActionKind) []fyne.CanvasObject {
	b := widget.NewButton(actionLabel(s, k), func() {
		switch k {
		case insula.ActRest:
			g.commit(insula.Rest{})
		case insula.ActFlower:
			g.setMode(buildFlower)
		case insula.ActCurse:
			g.setMode(buildCurse)
		case insula.ActMove:
			g.setMode(buildMove)
		case insula.ActEase:
			g.setMode(buildEase)
		}
	})
	out := []fyne.CanvasObject{kit.WithHeight(b, kit.TouchTarget)}
	if err := s.Allowed(k); err != nil {
		b.Disable()
		out = append(out, kit.Note(kit.TrErr(err)))
	}
	return out
}

// actionLabel names an action on its button: Rest with the energy it gives,
// and the second action's cost.
func actionLabel(s insula.State, k insula.ActionKind) string {
	label := kit.TrTerm(k)
	if k == insula.ActRest {
		label = lang.L("Rest (+{{.Energy}})", map[string]any{"Energy": s.RestValue()})
	}
	if len(s.Turn().Taken) == 1 {
		label = lang.L("{{.Action}} · costs 1 energy", map[string]any{"Action": label})
	}
	return label
}

// wayLabel names a direction on its button; where it leads is said under it.
func wayLabel(nb insula.Neighbour) string { return kit.Capitalised(kit.TrTerm(nb.Dir)) }

// back leaves the action being built for the picker.
func (g *expedition) back() []fyne.CanvasObject {
	return []fyne.CanvasObject{widget.NewButtonWithIcon(lang.L("Back to the actions"), theme.NavigateBackIcon(), func() { g.setMode(pickAction) })}
}

// flowerChoice: pick a flower on the meadow, or play a yellow one.
func (g *expedition) flowerChoice(s insula.State) []fyne.CanvasObject {
	body := []fyne.CanvasObject{kit.Heading(kit.TrTerm(insula.ActFlower))}
	pick := widget.NewButton(lang.L("Pick a flower on the meadow"), func() { g.commit(insula.Flower{Draw: true}) })
	yellow := widget.NewButton(lang.L("Play a yellow flower"), func() { g.setModeKeep(buildYellow) })
	if _, err := s.Try(insula.Flower{Draw: true}); err != nil {
		pick.Disable() // the engine says why: only on a meadow
	}
	if s.Hand().Yellow == 0 {
		yellow.Disable()
	}
	return append(body, kit.WithHeight(pick, kit.TouchTarget), kit.WithHeight(yellow, kit.TouchTarget))
}

// setModeKeep switches mode without forgetting the drafts.
func (g *expedition) setModeKeep(m turnMode) {
	g.mode = m
	g.render()
	g.screen.ScrollToTop()
}

// effectForm enters what a card printed (seed 004 F.10): energy, time,
// flowers, free moves, guardians, marker moves.
func (g *expedition) effectForm(title string) []fyne.CanvasObject {
	e := &g.effect
	return []fyne.CanvasObject{
		kit.Heading(title),
		kit.Note(lang.L("Enter what the card says; leave the rest at 0.")),
		kit.NewStepper(lang.L("Energy recovered (+) or lost (−)"), -insula.MaxEffectEnergy, insula.MaxEffectEnergy, e.Energy, func(n int) { e.Energy = n }),
		kit.NewStepper(lang.L("Time marker: towards the Moon (+) or the Sun (−)"), -insula.MaxEffectTime, insula.MaxEffectTime, e.Time, func(n int) { e.Time = n }),
		kit.NewStepper(lang.L("Flower cards drawn"), 0, insula.MaxEffectCards, e.Draw, func(n int) { e.Draw = n }),
		kit.NewStepper(lang.L("Flower cards discarded"), 0, insula.MaxEffectCards, e.Discard, func(n int) { e.Discard = n }),
		kit.NewStepper(lang.L("Free moves"), 0, insula.MaxEffectMoves, e.Moves, func(n int) { e.Moves = n }),
		kit.NewWrapCheck(lang.L("The free moves may pass guardians inward"), e.Through, func(b bool) { e.Through = b }),
		kit.NewStepper(lang.L("Guardians appearing on your tile"), 0, insula.MaxEffectGuardian, e.Guardians, func(n int) { e.Guardians = n }),
		kit.NewStepper(lang.L("Reward marker moves"), 0, insula.MaxEffectMarker, e.Rewards, func(n int) { e.Rewards = n }),
		kit.NewStepper(lang.L("Drawback marker moves"), 0, insula.MaxEffectMarker, e.Drawbacks, func(n int) { e.Drawbacks = n }),
	}
}

// isMoveField tells whether o is one of the effect form's free-move fields.
func (g *expedition) isMoveField(o fyne.CanvasObject) bool {
	switch f := o.(type) {
	case *kit.Stepper:
		return f.Label() == lang.L("Free moves")
	case *kit.WrapCheck:
		return f.Text == lang.L("The free moves may pass guardians inward")
	}
	return false
}

// curseForm: which slot's curse is played, blue (its effect) or white (its
// strength bonus).
func (g *expedition) curseForm(s insula.State) (body, bottom []fyne.CanvasObject) {
	var blocked []insula.ActionKind
	for _, k := range insula.SlotKinds {
		if s.Curses().Blocked(k) {
			blocked = append(blocked, k)
		}
	}
	if !slices.Contains(blocked, g.slot) && len(blocked) > 0 {
		g.slot = blocked[0]
	}
	body = append(body, kit.Heading(lang.L("Play a curse: which slot is it on?")))
	names := make([]string, len(blocked))
	sel := 0
	for i, k := range blocked {
		names[i] = kit.TrTerm(k)
		if k == g.slot {
			sel = i
		}
	}
	body = append(body, kit.NewSegmented(names, sel, func(i int) { g.slot = blocked[i] }))
	colour := 0
	if g.white {
		colour = 1
	}
	body = append(body, kit.Heading(lang.L("Which curse is it?")))
	body = append(body, kit.NewSegmented([]string{lang.L("Blue curse"), lang.L("White curse")}, colour, func(i int) {
		g.white = i == 1
		g.effect, g.bonus = insula.Effect{}, 0
		g.setModeKeep(buildCurse)
	}))
	if g.white {
		body = append(body, kit.Note(lang.L("A white curse goes on the time counter and adds strength to every guardian and to Kingosh.")))
		body = append(body, kit.NewStepper(lang.L("Strength it adds"), 0, insula.MaxWhiteBonus, g.bonus, func(n int) { g.bonus = n }))
	} else {
		body = append(body, g.effectForm(lang.L("What does the blue curse do?"))...)
	}
	bottom = append(g.back(), confirm(lang.L("Play the curse"), func() {
		c := insula.Curse{Slot: g.slot, White: g.white}
		if g.white {
			c.Bonus = g.bonus
		} else {
			c.Effect = g.effect
		}
		g.commit(c)
	})...)
	return body, bottom
}

// moveForm: the direction (each greyed with its reason), the tile revealed
// on an unexplored square, thorns; Ease also offers its rest.
func (g *expedition) moveForm(s insula.State) (body, bottom []fyne.CanvasObject) {
	switch g.mode {
	case buildEase:
		body = append(body, kit.Heading(kit.TrTerm(insula.ActEase)))
		rest := widget.NewButton(lang.L("Rest (+{{.Energy}})", map[string]any{"Energy": iref.EaseRestEnergy}), func() { g.commit(insula.Ease{Rest: true}) })
		body = append(body, kit.WithHeight(rest, kit.TouchTarget))
		if err := s.EaseRest(); err != nil {
			rest.Disable()
			body = append(body, kit.Note(kit.TrErr(err)))
		}
		body = append(body, kit.Heading(lang.L("Or move onto an explored tile")))
	case buildCardMove:
		body = append(body, kit.Heading(lang.L("Free move granted by a card")))
	default:
		body = append(body, kit.Heading(lang.L("Move: which way?")))
	}
	if !g.hasDir {
		body = append(body, islandMap(s))
	}
	ready := false
	for _, nb := range s.Neighbours() {
		nb := nb
		why := nb.Move
		switch g.mode {
		case buildEase:
			why = nb.Ease
		case buildCardMove:
			why = nb.Card
		}
		b := widget.NewButtonWithIcon(wayLabel(nb), dirIcon(nb.Dir), func() {
			g.dir, g.hasDir = nb.Dir, true
			g.tile = insula.TileFace{Kind: nb.Expected}
			g.render()
		})
		b.Alignment = widget.ButtonAlignLeading
		body = append(body, kit.WithHeight(b, kit.TouchTarget))
		if why != nil {
			b.Disable()
			body = append(body, kit.Note(squareName(nb)+" · "+kit.TrErr(why)))
			continue
		}
		body = append(body, kit.Note(squareName(nb)))
		if !g.hasDir || g.dir != nb.Dir {
			continue
		}
		// The chosen way: what it needs follows at once, under its button.
		b.Importance = widget.HighImportance
		ready = true
		explore := nb.Square == insula.Unexplored || nb.Square == insula.FaceDown
		if explore && g.mode != buildEase {
			body = append(body, g.tileForm(nb.Kinds, lang.L("Which tile did you reveal?"))...)
		}
		body = append(body, kit.NewWrapCheck(lang.L("I moved against thorns"), g.thorns, func(b bool) { g.thorns = b }))
	}
	ok := kit.Primary(lang.L("Move"), theme.ConfirmIcon(), func() {
		switch g.mode {
		case buildEase:
			g.commit(insula.Ease{Dir: g.dir, Thorns: g.thorns})
		case buildCardMove:
			g.commit(g.moveAction(s, true))
		default:
			g.commit(g.moveAction(s, false))
		}
	})
	kit.Enable(ok, ready)
	return body, append(g.back(), kit.WithHeight(ok, kit.PrimaryHeight))
}

// moveAction is the Move being built: the tile only onto an unexplored or
// face-down square.
func (g *expedition) moveAction(s insula.State, card bool) insula.Move {
	m := insula.Move{Dir: g.dir, Thorns: g.thorns, Card: card}
	for _, nb := range s.Neighbours() {
		if nb.Dir == g.dir && (nb.Square == insula.Unexplored || nb.Square == insula.FaceDown) {
			t := g.tile
			m.Tile = &t
		}
	}
	return m
}

// tileForm enters an island tile: its kind and symbols.
func (g *expedition) tileForm(kinds []iref.Tile, title string) []fyne.CanvasObject {
	if !slices.Contains(kinds, g.tile.Kind) && len(kinds) > 0 {
		g.tile.Kind = kinds[0]
	}
	names := make([]string, len(kinds))
	sel := 0
	for i, k := range kinds {
		names[i] = kit.Capitalised(kit.TrTerm(k))
		if k == g.tile.Kind {
			sel = i
		}
	}
	return []fyne.CanvasObject{
		kit.Heading(title),
		kit.NewSegmented(names, sel, func(i int) { g.tile.Kind = kinds[i] }),
		kit.NewWrapCheck(lang.L("Pond"), g.tile.Pond, func(b bool) { g.tile.Pond = b }),
		kit.NewWrapCheck(lang.L("Meadow"), g.tile.Meadow, func(b bool) { g.tile.Meadow = b }),
		kit.NewWrapCheck(lang.L("Danger"), g.tile.Danger, func(b bool) { g.tile.Danger = b }),
	}
}

// squareName says what lies in a direction.
func squareName(nb insula.Neighbour) string {
	switch nb.Square {
	case insula.Sea:
		return lang.L("the sea")
	case insula.OnBeach:
		return lang.L("the beach")
	case insula.OnCitadel:
		return lang.L("the citadel")
	case insula.FaceDown:
		return lang.L("a face-down {{.Kind}}", map[string]any{"Kind": kit.TrTerm(nb.Tile.Kind)})
	case insula.Unexplored:
		return lang.L("unexplored")
	}
	return tileName(nb.Tile)
}

// tileName is "light tile, pond, 1 guardian".
func tileName(t insula.Tile) string {
	parts := []string{kit.TrTerm(t.Kind)}
	if t.Pond {
		parts = append(parts, lang.L("pond"))
	}
	if t.Meadow {
		parts = append(parts, lang.L("meadow"))
	}
	if t.Danger {
		parts = append(parts, lang.L("danger"))
	}
	if n := len(t.Guardians); n > 0 {
		parts = append(parts, lang.L("guardians: {{.Count}}", map[string]any{"Count": n}))
	}
	return strings.Join(parts, ", ")
}

func dirIcon(d insula.Dir) fyne.Resource {
	switch d {
	case insula.Inward:
		return theme.MoveUpIcon()
	case insula.Shoreward:
		return theme.MoveDownIcon()
	case insula.Left:
		return theme.NavigateBackIcon()
	}
	return theme.NavigateNextIcon()
}

// ----- questions -----

func (g *expedition) askTile(p insula.Pending) (body, bottom []fyne.CanvasObject) {
	if g.tile == (insula.TileFace{}) || !slices.Contains(p.Kinds, g.tile.Kind) {
		g.tile.Kind = p.Expected
	}
	body = append(question(p), g.tileForm(p.Kinds, lang.L("The tile"))...)
	return body, confirm(lang.L("Confirm"), func() { g.commit(insula.Explore{Tile: g.tile}) })
}

func (g *expedition) askGuardian(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	gd := &g.guardian
	body = question(p)
	if s.Options().Advanced() {
		body = append(body, kit.Note(lang.L("Advanced, fighting alone (G.3 table): beating a guardian of strength 3 to 7 earns its strength as reward; for another strength the big reward printed on it counts.")))
	}
	body = append(body,
		kit.NewStepper(lang.L("Strength"), 1, insula.MaxGuardianValue, gd.Strength, func(n int) { gd.Strength = n }),
		kit.NewStepper(lang.L("Big reward"), 0, insula.MaxGuardianValue, gd.Reward, func(n int) { gd.Reward = n }),
		kit.NewStepper(lang.L("Small reward"), 0, insula.MaxGuardianValue, gd.Small, func(n int) { gd.Small = n }),
		kit.NewStepper(lang.L("Drawback"), 0, insula.MaxGuardianValue, gd.Drawback, func(n int) { gd.Drawback = n }),
	)
	return body, confirm(lang.L("Confirm"), func() { g.commit(*gd) })
}

// askSymbols: tap the symbols the marker passed, in any order; none is an answer.
func (g *expedition) askSymbols(p insula.Pending) (body, bottom []fyne.CanvasObject) {
	body = question(p)
	row := container.NewGridWithColumns(1)
	for _, sym := range p.Symbols {
		sym := sym
		row.Add(kit.WithHeight(widget.NewButtonWithIcon(kit.Capitalised(kit.TrTerm(sym)), theme.ContentAddIcon(), func() {
			g.symbols = append(g.symbols, sym)
			g.setModeKeep(g.mode)
		}), kit.TouchTarget))
	}
	body = append(body, row)
	label := lang.L("No symbol")
	if len(g.symbols) > 0 {
		body = append(body, kit.Heading(lang.L("Passed")))
		for i, sym := range g.symbols {
			i := i
			body = append(body, widget.NewButtonWithIcon(kit.Capitalised(kit.TrTerm(sym)), theme.CancelIcon(), func() {
				g.symbols = append(g.symbols[:i:i], g.symbols[i+1:]...)
				g.setModeKeep(g.mode)
			}))
		}
		label = lang.L("Confirm ({{.Count}})", map[string]any{"Count": len(g.symbols)})
	}
	return body, confirm(label, func() { g.commit(insula.Symbols{Symbols: slices.Clone(g.symbols)}) })
}

func (g *expedition) askPick(p insula.Pending) []fyne.CanvasObject {
	body := question(p)
	for _, sym := range p.Symbols {
		sym := sym
		body = append(body, choiceButton(kit.Capitalised(kit.TrTerm(sym)), func() { g.commit(insula.Pick{Symbol: sym}) }))
	}
	return body
}

// flowerColours are the flower cards' colours on buttons.
var flowerColours = map[insula.Colour]color.NRGBA{
	insula.Yellow: {R: 0xF2, G: 0xC0, B: 0x2C, A: 0xFF},
	insula.Red:    {R: 0xD3, G: 0x35, B: 0x2A, A: 0xFF},
	insula.Green:  {R: 0x4F, G: 0xA6, B: 0x4A, A: 0xFF},
}

func colourButton(c insula.Colour, label string, tapped func()) fyne.CanvasObject {
	return kit.WithHeight(kit.SwatchButton(label, flowerColours[c], tapped), kit.TouchTarget)
}

// askDraw: the colour drawn; with a full hand, then the one discarded.
func (g *expedition) askDraw(s insula.State, p insula.Pending) []fyne.CanvasObject {
	body := question(p)
	if g.drawn == nil {
		for _, c := range p.Colours {
			c := c
			body = append(body, colourButton(c, kit.Capitalised(kit.TrTerm(c)), func() {
				if !p.MustDiscard {
					g.commit(insula.Draw{Colour: c})
					return
				}
				g.drawn = &c
				g.setModeKeep(g.mode)
			}))
		}
		return body
	}
	drawn := *g.drawn
	body = append(body, kit.Heading(lang.L("You drew a {{.Colour}}. Which flower do you discard?", map[string]any{"Colour": kit.TrTerm(drawn)})))
	for _, c := range insula.Colours {
		c := c
		if s.Hand().Of(c) == 0 && c != drawn {
			continue
		}
		body = append(body, colourButton(c, kit.Capitalised(kit.TrTerm(c)), func() { g.commit(insula.Draw{Colour: drawn, Discard: &c}) }))
	}
	return append(body, widget.NewButtonWithIcon(lang.L("Another colour was drawn"), theme.NavigateBackIcon(), func() {
		g.drawn = nil
		g.setModeKeep(g.mode)
	}))
}

func (g *expedition) askDiscard(s insula.State, p insula.Pending) []fyne.CanvasObject {
	body := question(p)
	for _, c := range p.Colours {
		c := c
		label := lang.L("{{.Colour}} ({{.Count}} in hand)", map[string]any{"Colour": kit.Capitalised(kit.TrTerm(c)), "Count": s.Hand().Of(c)})
		body = append(body, colourButton(c, label, func() { g.commit(insula.Discard{Colour: c}) }))
	}
	return body
}

func (g *expedition) askLose(s insula.State, p insula.Pending) []fyne.CanvasObject {
	body := question(p)
	e := s.Energy()
	for _, pool := range p.Pools {
		pool := pool
		n := e.Vitality
		if pool == iref.Fatigue {
			n = e.Fatigue
		}
		b := widget.NewButton(lang.L("{{.Circle}} ({{.Count}})", map[string]any{"Circle": kit.TrTerm(pool), "Count": n}), func() { g.commit(insula.Lose{From: pool}) })
		if n == 0 {
			b.Disable()
		}
		body = append(body, kit.WithHeight(b, kit.TouchTarget))
	}
	return body
}

func (g *expedition) askCurseSlot(p insula.Pending) []fyne.CanvasObject {
	body := question(p)
	for _, k := range p.Slots {
		k := k
		body = append(body, choiceButton(kit.TrTerm(k), func() { g.commit(insula.CurseSlot{Slot: k}) }))
	}
	return body
}

// askInvest is the combat before the die: both totals as the investment changes.
func (g *expedition) askInvest(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	inv := &g.invest
	inv.Energy = min(inv.Energy, p.MaxEnergy)
	totals := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	totals.Wrapping = fyne.TextWrapWord
	totals.SizeName = theme.SizeNameSubHeadingText
	malus := s.Malus()
	show := func() {
		totals.SetText(lang.L("Your strength {{.You}} · against you {{.Them}}", map[string]any{"You": s.StrengthOf(*inv), "Them": p.Opponent}))
	}
	show()
	body = append(question(p), totals)
	if malus > 0 {
		body = append(body, kit.Note(lang.L("In the purple citadel you have {{.Malus}} strength less.", map[string]any{"Malus": malus})))
	}
	body = append(body, kit.Note(lang.L("The fate die decides next: a sword adds 2 to your total, a shield makes it a draw, a moon moves time on.")))
	body = append(body, kit.NewStepper(lang.L("Energy invested"), 0, p.MaxEnergy, inv.Energy, func(n int) { inv.Energy = n; show() }))
	if p.MaxRed > 0 {
		bonus := kit.NewStepper(lang.L("Its strength bonus"), 0, insula.MaxBonus, inv.Bonus, func(n int) { inv.Bonus = n; show() })
		noReward := kit.NewWrapCheck(lang.L("The card forbids the reward"), inv.NoReward, func(b bool) { inv.NoReward = b })
		extra := container.NewVBox(bonus, noReward)
		if inv.Red == 0 {
			extra.Hide()
		}
		red := kit.NewWrapCheck(lang.L("I play a red flower"), inv.Red > 0, func(b bool) {
			inv.Red, inv.Bonus, inv.NoReward = 0, 0, false
			bonus.SetValue(0)
			noReward.Check.SetChecked(false)
			extra.Hide()
			if b {
				inv.Red = 1
				extra.Show()
			}
			show()
		})
		body = append(body, red, extra)
	}
	label := lang.L("Invest and roll")
	if s.Options().Die.Physical {
		label = lang.L("Invest")
	}
	body = append(body, g.greenButton(s)...)
	return body, confirm(label, func() { g.commit(*inv) })
}

// askDie: the physical die's face; in combat both totals are shown first.
func (g *expedition) askDie(s insula.State, p insula.Pending) []fyne.CanvasObject {
	var body []fyne.CanvasObject
	switch p.For {
	case insula.DieCombat:
		body = append(body, kit.Heading(lang.L("Combat")), g.investedTotals(s))
	case insula.DieFury:
		body = append(body, kit.Heading(lang.L("This expedition began before Hearth dropped the solo fury roll: roll for Kingosh's fury. A moon adds 1 to his strength, a shield sends it to 100.")))
	default:
		body = append(body, kit.Heading(lang.L("End of the round: no combat. Only a moon counts: it moves the time marker.")))
	}
	body = append(body, question(p)...)
	grid := container.NewGridWithColumns(2)
	for _, f := range p.Faces {
		f := f
		grid.Add(kit.WithHeight(widget.NewButton(kit.Capitalised(kit.TrTerm(f)), func() { g.commit(insula.Roll{Face: f}) }), 56))
	}
	return append(append(body, grid), g.greenButton(s)...)
}

// investedTotals are both sides' totals during a combat, before the die.
func (g *expedition) investedTotals(s insula.State) fyne.CanvasObject {
	e := s.Energy()
	t := widget.NewLabelWithStyle(lang.L("You invested {{.Energy}} · strength against you: {{.Them}}", map[string]any{"Energy": e.Combat, "Them": s.Opponent()}),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Wrapping = fyne.TextWrapWord
	return t
}

// battleCard is the last combat: the face, both totals, the outcome, and
// the markers it moved.
func battleCard(b insula.Battle) fyne.CanvasObject {
	title := lang.L("Combat against the guardians")
	if b.Kingosh {
		title = lang.L("Combat against Kingosh")
	}
	box := container.NewVBox(kit.Heading(title),
		kit.BigText(lang.L("{{.Face}} · you {{.You}}, against you {{.Them}}: {{.Outcome}}", map[string]any{
			"Face": kit.Capitalised(kit.TrTerm(b.Face)), "You": b.Strength, "Them": b.Opponent, "Outcome": kit.TrTerm(b.Outcome)})))
	if b.Reward > 0 {
		box.Add(kit.Note(lang.L("Reward marker: {{.Spaces}} spaces", map[string]any{"Spaces": b.Reward})))
	}
	if b.Drawback > 0 {
		box.Add(kit.Note(lang.L("Drawback marker: {{.Spaces}} spaces", map[string]any{"Spaces": b.Drawback})))
	}
	return widget.NewCard("", "", box)
}
