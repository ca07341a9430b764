package lueur

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// journeyGame is the screen of a solo journey: the day and its phase with
// your counters at the top, what the day needs now in the middle (the
// encounter track, your dice, the counts the cards ask about, what to
// enter), the one primary action at the bottom. Every answer is checked by
// the engine and committed to the store before the screen moves on; Undo,
// Redo and the log move the session's cursor.
type journeyGame struct {
	m    *Module
	run  *session.Runner[journey.State]
	name string // the player's name for the score
	// base is how many pages lie under this one: saving pops back there.
	base int

	screen *kit.SessionScreen
	moves  *shell.SessionMoves[journey.State]
	d      journeyDraft
	playID int64 // set once the play is saved, so a retry does not save it twice
}

// journeyDraft is the answer being built, forgotten when the question changes.
type journeyDraft struct {
	slot      int // the slot tapped this morning, -1 for none
	rec       journey.Recruit
	die       int // 0: no die; 1…5: a reserve colour; 6: any colour
	pick      int // the multicoloured Sketal's colour, index into the reserve; -1 none
	moveBlack int // the slot the black die moves to, -1 for none
	blackSlot int // where the black die landed (physical), -1 for none
	faces     []lref.Face
	sel       []int // dice chosen for a reroll
	setFace   bool  // three rerolls turn one die to a chosen face
	target    lref.Face
	trackTo   int
	faceTo    []int // a face change's track moves: the spaces, in order
	change    journey.Change
	lost      map[int]bool
	gained    bool
	camped    bool
	camp      int
	boat      int
	island    int
}

func newDraft(s journey.State) journeyDraft {
	d := journeyDraft{slot: -1, pick: -1, moveBlack: -1, blackSlot: -1, target: -1, lost: map[int]bool{}, trackTo: max(s.Light()-1, 0)}
	n := len(s.Dice())
	if p := s.Pending(); p.Kind == journey.AskEvening {
		n = len(p.Reroll)
	}
	d.faces = make([]lref.Face, n)
	for i := range d.faces {
		d.faces[i] = -1
	}
	return d
}

// loadJourney opens a stored journey on the runner.
func (m *Module) loadJourney(id int64, base int) (*journeyGame, error) {
	run, err := session.Open(m.h.Ctx(), m.h.Store(), journey.Engine(), id)
	if err != nil {
		return nil, err
	}
	name := profileName(m, run.Session().ProfileID)
	if name == "" {
		name = lang.L("You")
	}
	g := &journeyGame{m: m, run: run, name: name, base: base}
	g.moves = shell.NewSessionMoves(m.h, run, g.moved)
	g.d = newDraft(run.State())
	return g, nil
}

// openScoringIfOver opens final scoring on top when the journey is over.
func (g *journeyGame) openScoringIfOver() {
	if g.run.State().Over() {
		g.m.h.Push(g.scorePage())
	}
}

func (g *journeyGame) page() *kit.Page {
	g.screen = kit.NewSessionScreen(g.moves.Undo, g.moves.Redo, g.moves.OpenLog)
	g.render()
	return g.screen.Page(lang.L("Solo journey"), g.render)
}

// commit checks an action with the engine, stores it, and only then moves
// on; a refused action shows the engine's sentence and changes nothing.
func (g *journeyGame) commit(a journey.Action) { g.moves.Commit(a) }

// moved redraws for a new question, forgetting half-built answers.
func (g *journeyGame) moved() {
	g.d = newDraft(g.run.State())
	g.render()
	g.screen.ScrollToTop()
}

// render redraws everything from the state and the draft.
func (g *journeyGame) render() {
	s := g.run.State()
	p := s.Pending()
	var body, bottom []fyne.CanvasObject
	switch p.Kind {
	case journey.AskTake:
		body, bottom = g.askTake(s, p)
	case journey.AskRoll:
		body, bottom = g.askRoll(s, p)
	case journey.AskReroll:
		body, bottom = g.askReroll(s, p)
	case journey.AskEffects:
		body, bottom = g.askEffects(s, p)
	case journey.AskTravel:
		body, bottom = g.askTravel(s, p)
	case journey.AskEvening:
		body, bottom = g.askEvening(s, p)
	default:
		body, bottom = g.over(p)
	}
	body = append(body, companionsSection(s)...)
	g.screen.Show(g.statusView(s), body, bottom, g.run.CanUndo(), g.run.CanRedo())
}

// phaseName names the part of the day.
func phaseName(p journey.Phase) string {
	switch p {
	case journey.PhaseMorning:
		return lang.L("Morning")
	case journey.PhaseRoll:
		return lang.L("Late morning")
	case journey.PhaseResolve:
		return lang.L("Noon")
	case journey.PhaseTravel:
		return lang.L("Afternoon")
	case journey.PhaseEvening:
		return lang.L("Evening")
	}
	return lang.L("Journey over")
}

// statusView is always on screen: the day and its phase, then light, small
// steps, reroll tokens and fireflies.
func (g *journeyGame) statusView(s journey.State) fyne.CanvasObject {
	head := kit.Heading(lang.L("Day {{.Day}} of {{.Days}} · {{.Phase}}", map[string]any{"Day": s.Day(), "Days": lref.Days, "Phase": phaseName(s.Phase())}))
	usable, today := s.RerollTokens()
	tokens := strconv.Itoa(usable)
	if today > 0 {
		tokens += "+" + strconv.Itoa(today)
	}
	light := strconv.Itoa(s.Light())
	if s.Lapped() {
		light += "↻"
	}
	row := container.NewGridWithColumns(2,
		counter(lang.L("light"), light),
		counter(lang.L("small steps"), strconv.Itoa(s.SmallSteps())),
		counter(lang.L("reroll tokens"), tokens),
		counter(lang.L("fireflies"), strconv.Itoa(s.Fireflies())),
	)
	return container.NewVBox(head, row)
}

// counter is one number with its caption beside it.
func counter(caption, value string) fyne.CanvasObject {
	v := canvas.NewText(value, theme.Color(theme.ColorNameForeground))
	v.TextStyle = fyne.TextStyle{Bold: true}
	v.TextSize = 22
	v.Alignment = fyne.TextAlignTrailing
	c := widget.NewLabel(caption)
	c.Wrapping = fyne.TextWrapWord
	c.SizeName = theme.SizeNameCaptionText
	box := canvas.NewRectangle(color.Transparent)
	box.SetMinSize(fyne.NewSize(40, 0))
	return container.NewBorder(nil, nil, container.NewStack(box, v), nil, c)
}

// primary is the bottom's one big button.
func primary(label string, icon fyne.Resource, enabled bool, tapped func()) []fyne.CanvasObject {
	b := kit.Primary(label, icon, tapped)
	kit.Enable(b, enabled)
	return []fyne.CanvasObject{kit.WithHeight(b, kit.PrimaryHeight)}
}

// choiceGrid is a grid of buttons of which the selected one stands out.
func choiceGrid(options []string, selected, cols int, onChange func(int)) *fyne.Container {
	grid := container.NewGridWithColumns(cols)
	for i, o := range options {
		i := i
		b := widget.NewButton(o, func() { onChange(i) })
		if i == selected {
			b.Importance = widget.HighImportance
		}
		grid.Add(b)
	}
	return grid
}

// elementNames are the elements' names, capitalised.
func elementNames() []string {
	out := make([]string, len(lref.Elements))
	for i, e := range lref.Elements {
		out[i] = kit.Capitalised(kit.TrTerm(e))
	}
	return out
}

// redraw keeps the draft and the scroll position: the player is building
// an answer.
func (g *journeyGame) redraw() { g.render() }

// lapButton lets the player say their marker went round the score track,
// when the app does not know the track's length.
func (g *journeyGame) lapButton(s journey.State) []fyne.CanvasObject {
	if s.Options().TrackLength != 0 || s.Lapped() || s.Over() {
		return nil
	}
	return []fyne.CanvasObject{kit.NewWrapButton(lang.L("My marker went round the score track"), theme.ViewRefreshIcon(), func() { g.commit(journey.Lap{}) })}
}

// ---- Morning ----

func (g *journeyGame) askTake(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	if p.Note.Text != "" {
		body = append(body, kit.Warn(kit.Tr(p.Note)))
	}
	body = append(body, g.trackView(s, func(i int) {
		g.d.slot = i
		g.redraw()
	}))
	body = append(body, kit.Note(lang.L("Gold discs: the small steps waiting on a slot.")))
	if g.d.slot < 0 {
		return body, primary(kit.Tr(p.Label), theme.ConfirmIcon(), false, nil)
	}
	slot := lref.Elements[g.d.slot]
	body = append(body, kit.Heading(lang.L("What does the {{.Slot}} slot's companion bring?", map[string]any{"Slot": kit.TrTerm(slot)})))
	body = append(body, g.recruitForm(s, p.NeedBlackSlot)...)
	if p.CanMoveBlack && p.BlackOn == slot {
		body = append(body, kit.Heading(lang.L("Move the black die first?")))
		opts := []string{lang.L("No")}
		var to []lref.Element
		for _, e := range lref.Elements {
			if e != slot {
				opts = append(opts, kit.Capitalised(kit.TrTerm(e)))
				to = append(to, e)
			}
		}
		sel := 0
		for i, e := range to {
			if int(e) == g.d.moveBlack {
				sel = i + 1
			}
		}
		body = append(body, choiceGrid(opts, sel, 3, func(i int) {
			g.d.moveBlack = -1
			if i > 0 {
				g.d.moveBlack = int(to[i-1])
			}
			g.redraw()
		}))
	}
	return body, primary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() { g.commit(g.takeAction()) })
}

// recruitForm asks what a companion brings: a name, a Sketal's die, a
// Lumipili's reroll, Kaar, printed fireflies.
func (g *journeyGame) recruitForm(s journey.State, needBlack bool) []fyne.CanvasObject {
	name := kit.NewEntry()
	name.SetPlaceHolder(lang.L("Name (optional), such as Sketal"))
	name.SetText(g.d.rec.Name)
	name.OnChanged = func(t string) { g.d.rec.Name = t }
	out := []fyne.CanvasObject{name, kit.Note(lang.L("A big die from the reserve (Sketal):"))}
	dice := []string{lang.L("No die")}
	for _, c := range lref.ReserveBig {
		dice = append(dice, kit.Capitalised(kit.TrTerm(c)))
	}
	dice = append(dice, lang.L("Any"))
	out = append(out, choiceGrid(dice, g.d.die, 3, func(i int) {
		g.d.die = i
		g.redraw()
	}))
	if g.d.die == len(dice)-1 {
		reserve, _ := s.Reserve()
		if len(reserve) == 0 {
			out = append(out, kit.Note(lang.L("The reserve has no big die left: this Sketal brings none.")))
		} else {
			out = append(out, kit.Note(lang.L("Pick the colour of the die this Sketal takes from the reserve.")))
			var names []string
			for _, c := range reserve {
				names = append(names, kit.Capitalised(kit.TrTerm(c)))
			}
			out = append(out, choiceGrid(names, g.d.pick, 3, func(i int) {
				g.d.pick = i
				g.redraw()
			}))
		}
	}
	out = append(out,
		kit.NewWrapCheck(lang.L("A reroll every day (Lumipili)"), g.d.rec.Reroll, func(b bool) { g.d.rec.Reroll = b }),
		kit.NewWrapCheck(lang.L("Kaar: immune to the black die's curse"), g.d.rec.Kaar, func(b bool) {
			g.d.rec.Kaar = b
			g.redraw()
		}),
		kit.Note(lang.L("Fireflies printed on the card:")),
		choiceGrid([]string{"0", "1", "2"}, g.d.rec.Fireflies, 3, func(i int) {
			g.d.rec.Fireflies = i
			g.redraw()
		}),
	)
	if needBlack && g.d.rec.Kaar {
		out = append(out, kit.Heading(lang.L("Roll the black die: on which slot did it land?")))
		out = append(out, choiceGrid(elementNames(), g.d.blackSlot, 3, func(i int) {
			g.d.blackSlot = i
			g.redraw()
		}))
	}
	return out
}

// recruit is the companion as entered.
func (g *journeyGame) recruit(s journey.State) journey.Recruit {
	r := g.d.rec
	r.Name = strings.TrimSpace(r.Name)
	r.Die, r.Pick = "", nil
	switch {
	case g.d.die >= 1 && g.d.die <= len(lref.ReserveBig):
		r.Die = lref.ReserveBig[g.d.die-1].String()
	case g.d.die == len(lref.ReserveBig)+1:
		r.Die = journey.AnyDie
		reserve, _ := s.Reserve()
		if g.d.pick >= 0 && g.d.pick < len(reserve) {
			c := reserve[g.d.pick]
			r.Pick = &c
		}
	}
	return r
}

func (g *journeyGame) takeAction() journey.Take {
	s := g.run.State()
	a := journey.Take{Slot: lref.Elements[g.d.slot], Companion: g.recruit(s)}
	if g.d.moveBlack >= 0 {
		e := lref.Element(g.d.moveBlack)
		a.MoveBlack = &e
	}
	if g.d.blackSlot >= 0 && a.Companion.Kaar {
		e := lref.Element(g.d.blackSlot)
		a.BlackSlot = &e
	}
	return a
}

// ---- Late morning ----

func (g *journeyGame) askRoll(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	body = append(body, symbolLegend())
	if !s.Options().Physical() {
		body = append(body, g.diceView(p.Dice, nil, nil))
		return body, primary(kit.Tr(p.Label), theme.MediaPlayIcon(), true, func() { g.commit(journey.Roll{}) })
	}
	done := true
	for i, d := range p.Dice {
		i := i
		body = append(body, kit.Note(dieName(d)))
		body = append(body, facePicker(d.Colour, faces(d.Colour), g.d.faces[i], func(f lref.Face) {
			g.d.faces[i] = f
			g.redraw()
		}))
		done = done && g.d.faces[i] >= 0
	}
	return body, primary(kit.Tr(p.Label), theme.MediaPlayIcon(), done, func() {
		g.commit(journey.Roll{Faces: append([]lref.Face(nil), g.d.faces...)})
	})
}

// dieName says which die it is: "Big red die", "Small purple die".
func dieName(d journey.Die) string {
	args := map[string]any{"Colour": kit.TrTerm(d.Colour)}
	if d.Size == lref.Small {
		return lang.L("Small {{.Colour}} die", args)
	}
	return lang.L("Big {{.Colour}} die", args)
}

// facePicker is one tappable die per face; the chosen one is ringed.
func facePicker(c lref.DieColour, faces []lref.Face, chosen lref.Face, pick func(lref.Face)) fyne.CanvasObject {
	row := container.NewGridWithColumns(6)
	for _, f := range faces {
		f := f
		d := newFaceDie(c, f, true, func() { pick(f) })
		d.selected = f == chosen
		d.picker = true
		row.Add(d)
	}
	return row
}

// symbolLegend names the element symbols the dice show.
func symbolLegend() fyne.CanvasObject {
	row := container.NewGridWithColumns(len(lref.Elements))
	ink := theme.Color(theme.ColorNameForeground)
	for _, e := range lref.Elements {
		sym := elementSymbol(e, ink)
		p := kit.NewPicture(fyne.NewSize(14, 14), 0)
		p.Add(sym)
		p.Arrange = func(w, h float32) { kit.Box(sym, w/2-7, 0, 14, 14) }
		name := canvas.NewText(kit.TrTerm(e), theme.Color(theme.ColorNamePlaceHolder))
		name.TextSize = 11
		name.Alignment = fyne.TextAlignCenter
		row.Add(container.NewVBox(p, name))
	}
	return row
}

// diceView shows your dice big, in their colours; tap, when given, selects.
func (g *journeyGame) diceView(dice []journey.Die, sel []int, tap func(int)) fyne.CanvasObject {
	grid := container.NewGridWrap(fyne.NewSize(kit.TouchTarget+8, kit.TouchTarget+8))
	for i, d := range dice {
		i := i
		f := d.Face
		if !d.Rolled {
			f = -1
		}
		var onTap func()
		if tap != nil {
			onTap = func() { tap(i) }
		}
		v := newFaceDie(d.Colour, f, d.Size == lref.Small, onTap)
		v.dim = d.Cancelled
		for _, k := range sel {
			v.selected = v.selected || k == i
		}
		grid.Add(v)
	}
	return grid
}

// countsView says what the cards ask about: the symbols shown, pairs,
// triples, absent elements, the curse.
func countsView(c journey.Counts) fyne.CanvasObject {
	var shown []string
	for f := lref.FaceFire; f <= lref.FaceCurse; f++ {
		if n := c.Of(f); n > 0 {
			shown = append(shown, lang.L("{{.Face}} ×{{.Count}}", map[string]any{"Face": kit.TrTerm(f), "Count": n}))
		}
	}
	box := container.NewVBox()
	if len(shown) == 0 {
		box.Add(kit.Note(lang.L("No die counts yet.")))
	} else {
		l := widget.NewLabelWithStyle(strings.Join(shown, " · "), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		l.Wrapping = fyne.TextWrapWord
		box.Add(l)
	}
	box.Add(kit.Note(lang.L("Pairs: {{.Pairs}} · triples: {{.Triples}} · different elements: {{.Distinct}}", map[string]any{"Pairs": c.Pairs, "Triples": c.Triples, "Distinct": c.Distinct})))
	if len(c.Absent) == 0 {
		box.Add(kit.Note(lang.L("Every element is shown.")))
	} else {
		var absent []string
		for _, e := range c.Absent {
			absent = append(absent, kit.TrTerm(e))
		}
		box.Add(kit.Note(lang.L("Absent: {{.Elements}}", map[string]any{"Elements": strings.Join(absent, ", ")})))
	}
	if c.HasCurse {
		box.Add(kit.Warn(lang.L("Cancelled by the black die: {{.Count}} dice ({{.Element}}), faded above.", map[string]any{"Count": c.Cancelled, "Element": kit.TrTerm(c.Cursed)})))
	}
	return widget.NewCard("", "", box)
}

// ---- Noon ----

func (g *journeyGame) askEffects(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	body = append(body, symbolLegend())
	body = append(body, g.diceView(s.Dice(), nil, nil), countsView(p.Counts))
	body = append(body, kit.Heading(lang.L("What did a card give?")))
	body = append(body, g.changeForm(p.Lost, true)...)
	body = append(body, kit.NewWrapCheck(lang.L("A companion came back from the graveyard (Cromaug)"), g.d.gained, func(b bool) {
		g.d.gained = b
		g.redraw()
	}))
	if g.d.gained {
		body = append(body, kit.Heading(lang.L("What does the returning companion bring?")))
		body = append(body, g.recruitForm(s, p.NeedBlackSlot)...)
	}
	add := widget.NewButtonWithIcon(lang.L("Add to your counters"), theme.ContentAddIcon(), func() {
		g.moves.Commit(g.effectEntered(s))
	})
	body = append(body, add)
	body = append(body, g.lapButton(s)...)
	// One rule for every step: the primary button applies what the form
	// shows; only a refused entry keeps the noon open.
	return body, primary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() {
		if g.effectPending() && !g.moves.Commit(g.effectEntered(s)) {
			return
		}
		g.commit(journey.Resolved{})
	})
}

// effectEntered is the noon form as an Effect.
func (g *journeyGame) effectEntered(s journey.State) journey.Effect {
	a := journey.Effect{Change: g.changeEntered()}
	if g.d.gained {
		r := g.recruit(s)
		a.Gained = &r
		if g.d.blackSlot >= 0 && r.Kaar {
			e := lref.Element(g.d.blackSlot)
			a.BlackSlot = &e
		}
	}
	return a
}

// effectPending tells whether the noon form holds something not yet added.
func (g *journeyGame) effectPending() bool {
	c := g.changeEntered()
	return g.d.gained || c.Light != 0 || c.SmallSteps != 0 || c.Rerolls != 0 || c.Fireflies != 0 || c.Spells != 0 || len(c.Lost) > 0
}

// changeForm asks for signed amounts and the companions lost.
func (g *journeyGame) changeForm(companions []journey.Companion, gains bool) []fyne.CanvasObject {
	c := &g.d.change
	st := func(label string, v *int) fyne.CanvasObject {
		return kit.NewStepper(label, -journey.MaxDelta, journey.MaxDelta, *v, func(n int) { *v = n })
	}
	light := st(lang.L("Light (+ or −)"), &c.Light)
	if !gains { // seed 003 "ÉCLAT DE LUMIÈRE": travel only takes light
		light = kit.NewStepper(lang.L("Light spent (−)"), -journey.MaxDelta, 0, c.Light, func(n int) { c.Light = n })
	}
	out := []fyne.CanvasObject{
		light,
		st(lang.L("Small steps (+ or −)"), &c.SmallSteps),
		st(lang.L("Reroll tokens (+ or −)"), &c.Rerolls),
		st(lang.L("Fireflies on tokens (+ or −)"), &c.Fireflies),
		st(lang.L("Spell tokens (+ or −)"), &c.Spells),
	}
	if len(companions) > 0 {
		out = append(out, kit.Note(lang.L("Companions sent to the graveyard:")))
		for _, cp := range companions {
			id := cp.ID
			label := lang.L("{{.Name}} (day {{.Day}})", map[string]any{"Name": companionLabel(cp.Name, cp.ID), "Day": cp.Day})
			out = append(out, kit.NewWrapCheck(label, g.d.lost[id], func(b bool) { g.d.lost[id] = b }))
		}
	}
	return out
}

// changeEntered is the change as entered, companions lost in ID order.
func (g *journeyGame) changeEntered() journey.Change {
	c := g.d.change
	c.Lost = nil
	for _, cp := range g.run.State().Companions() {
		if g.d.lost[cp.ID] {
			c.Lost = append(c.Lost, cp.ID)
		}
	}
	return c
}

// ---- Afternoon ----

func (g *journeyGame) askTravel(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	body = append(body, symbolLegend())
	body = append(body, g.diceView(s.Dice(), nil, nil), countsView(p.Counts))
	if s.Side() == lref.Archipelago {
		body = append(body, kit.Heading(lang.L("Which boat moved?")))
		boats := []string{"—"} // no boat moved
		for b := 1; b <= journey.Boats; b++ {
			boats = append(boats, strconv.Itoa(b))
		}
		body = append(body, choiceGrid(boats, g.d.boat, 5, func(i int) {
			g.d.boat = i
			g.redraw()
		}))
		if g.d.boat > 0 {
			body = append(body, kit.NewStepper(lang.L("Value of the island it reached"), 0, journey.MaxPlace, g.d.island, func(n int) { g.d.island = n }))
			body = append(body, kit.Note(lang.L("Each boat must end on a different island: the app cannot see the board, check it there.")))
		}
		var on []string
		for i, v := range s.Boats() {
			on = append(on, lang.L("boat {{.N}}: {{.Value}}", map[string]any{"N": i + 1, "Value": v}))
		}
		body = append(body, kit.Note(lang.L("Islands reached so far: {{.Boats}}", map[string]any{"Boats": strings.Join(on, " · ")})))
	} else {
		if v, ok := s.Camp(); ok {
			body = append(body, kit.Note(lang.L("Your camp is in a village worth {{.Value}}.", map[string]any{"Value": v})))
		}
		body = append(body, kit.NewWrapCheck(lang.L("I set up camp in a village"), g.d.camped, func(b bool) {
			g.d.camped = b
			g.redraw()
		}))
		if g.d.camped {
			body = append(body, kit.NewStepper(lang.L("Value of the village"), 0, journey.MaxPlace, g.d.camp, func(n int) { g.d.camp = n }))
		}
	}
	body = append(body, kit.Heading(lang.L("What the spaces cost and gave")))
	body = append(body, g.changeForm(p.Lost, false)...)
	body = append(body, g.lapButton(s)...)
	return body, primary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() {
		a := journey.Travel{Change: g.changeEntered()}
		if s.Side() == lref.Archipelago && g.d.boat > 0 {
			a.Boat, a.Island = g.d.boat, g.d.island
		}
		if s.Side() == lref.Province && g.d.camped {
			v := g.d.camp
			a.Camp = &v
		}
		g.commit(a)
	})
}

// ---- Evening ----

func (g *journeyGame) askEvening(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	if p.Note.Text != "" {
		body = append(body, kit.Warn(kit.Tr(p.Note)))
	}
	done := true
	if s.Options().Physical() {
		for k, i := range p.Reroll {
			k := k
			d := p.Dice[i]
			body = append(body, kit.Note(lang.L("{{.Die}}, rerolled:", map[string]any{"Die": dieName(d)})))
			var faces []lref.Face
			for _, e := range lref.Elements {
				faces = append(faces, lref.ElementFace(e))
			}
			body = append(body, facePicker(d.Colour, faces, g.d.faces[k], func(f lref.Face) {
				g.d.faces[k] = f
				g.redraw()
			}))
			done = done && g.d.faces[k] >= 0
		}
	}
	if s.Day() < lref.Days {
		body = append(body, kit.Heading(lang.L("Encounter track")))
		body = append(body, g.trackView(s, nil))
	}
	return body, primary(kit.Tr(p.Label), theme.MediaSkipNextIcon(), done, func() {
		a := journey.Evening{}
		if s.Options().Physical() && len(p.Reroll) > 0 {
			a.Faces = append([]lref.Face(nil), g.d.faces...)
		}
		g.commit(a)
	})
}

// ---- Over ----

func (g *journeyGame) over(p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = []fyne.CanvasObject{kit.Heading(kit.Tr(p.Label)), kit.BigText(kit.Tr(p.Instruction))}
	return body, primary(lang.L("Score the journey"), theme.DocumentCreateIcon(), true, func() { g.m.h.Push(g.scorePage()) })
}

// companionsSection lists, folded, the companions in front of you with what
// they bring, and the big dice left in the reserve.
func companionsSection(s journey.State) []fyne.CanvasObject {
	cs := s.Companions()
	if len(cs) == 0 {
		return nil
	}
	list := container.NewVBox()
	for _, c := range cs {
		parts := []string{lang.L("{{.Name}} (day {{.Day}})", map[string]any{"Name": companionLabel(c.Name, c.ID), "Day": c.Day})}
		if c.HasDie {
			parts = append(parts, lang.L("big {{.Colour}} die", map[string]any{"Colour": kit.TrTerm(c.Die)}))
		}
		if c.Reroll {
			parts = append(parts, lang.L("a reroll a day"))
		}
		if c.Kaar {
			parts = append(parts, lang.L("Kaar"))
		}
		if c.Fireflies > 0 {
			parts = append(parts, lang.L("fireflies: {{.Count}}", map[string]any{"Count": c.Fireflies}))
		}
		list.Add(kit.Note(strings.Join(parts, " · ")))
	}
	reserve, black := s.Reserve()
	var left []string
	for _, c := range reserve {
		left = append(left, kit.TrTerm(c))
	}
	if black {
		left = append(left, lang.L("the small black die"))
	}
	if len(left) == 0 {
		list.Add(kit.Note(lang.L("The reserve is empty.")))
	} else {
		list.Add(kit.Note(lang.L("In the reserve: {{.Dice}}", map[string]any{"Dice": strings.Join(left, ", ")})))
	}
	title := lang.L("Your companions ({{.Count}})", map[string]any{"Count": len(cs)})
	return []fyne.CanvasObject{widget.NewAccordion(widget.NewAccordionItem(title, list))}
}

// ---- The encounter track ----

// trackView draws the 5 slots with their small dice and small-step tokens;
// tap, when given, chooses a slot (the selected one is ringed).
func (g *journeyGame) trackView(s journey.State, tap func(int)) fyne.CanvasObject {
	grid := container.NewGridWithColumns(lref.EncounterSlots)
	for i, sl := range s.Track() {
		i := i
		var onTap func()
		if tap != nil {
			onTap = func() { tap(i) }
		}
		grid.Add(newSlotView(sl, tap != nil && g.d.slot == i, onTap))
	}
	return grid
}

// slotView is one slot of the encounter track.
type slotView struct {
	widget.BaseWidget
	slot     journey.Slot
	selected bool
	onTap    func()
}

func newSlotView(sl journey.Slot, selected bool, onTap func()) *slotView {
	v := &slotView{slot: sl, selected: selected, onTap: onTap}
	v.ExtendBaseWidget(v)
	return v
}

// Element is the slot's element.
func (v *slotView) Element() lref.Element { return v.slot.Element }

// Tapped chooses the slot.
func (v *slotView) Tapped(*fyne.PointEvent) {
	if v.onTap != nil {
		v.onTap()
	}
}

// Cursor is the pointing hand when the slot can be chosen.
func (v *slotView) Cursor() kit.DesktopCursor {
	if v.onTap != nil {
		return kit.DesktopPointer
	}
	return desktop.DefaultCursor
}

// CreateRenderer draws the slot: its element band, its dice, its tokens.
func (v *slotView) CreateRenderer() fyne.WidgetRenderer {
	col := elementColour(v.slot.Element)
	bg := kit.Rect(kit.Tint(col, 0.28), 8)
	if v.selected {
		bg.StrokeColor, bg.StrokeWidth = theme.Color(theme.ColorNameForeground), 3
	}
	band := kit.Rect(col, 6)
	name := canvas.NewText(kit.Capitalised(kit.TrTerm(v.slot.Element)), kit.InkOn(col))
	name.TextSize = 11
	name.TextStyle = fyne.TextStyle{Bold: true}
	name.Alignment = fyne.TextAlignCenter
	head := container.NewStack(band, container.NewPadded(name))
	dice := container.NewGridWrap(fyne.NewSize(20, 20))
	for _, c := range v.slot.Dice {
		dice.Add(smallDie(c, v.slot.Element))
	}
	parts := container.NewVBox(head, container.NewCenter(dice))
	if v.slot.Tokens > 0 {
		parts.Add(container.NewCenter(tokenChip(v.slot.Tokens)))
	}
	min := canvas.NewRectangle(color.Transparent)
	min.SetMinSize(fyne.NewSize(56, 96))
	return widget.NewSimpleRenderer(container.NewStack(min, bg, parts))
}

// tokenChip is a gold disc with the small steps waiting on a slot.
func tokenChip(n int) fyne.CanvasObject {
	disc := canvas.NewCircle(smallStepToken)
	disc.StrokeColor, disc.StrokeWidth = kit.DarkSide, 1.5
	t := canvas.NewText(strconv.Itoa(n), kit.DarkSide)
	t.TextStyle = fyne.TextStyle{Bold: true}
	t.TextSize = 12
	size := canvas.NewRectangle(color.Transparent)
	size.SetMinSize(fyne.NewSize(24, 24))
	return container.NewStack(size, disc, container.NewCenter(t))
}

// smallDie is a small die of colour c showing element e, on the track.
func smallDie(c lref.DieColour, e lref.Element) fyne.CanvasObject {
	fill := lueurDieColours[c]
	r := kit.Rect(fill, 4)
	r.StrokeColor, r.StrokeWidth = kit.InkOn(fill), 1
	sym := elementSymbol(e, kit.InkOn(fill))
	p := kit.NewPicture(fyne.NewSize(20, 20), 0)
	p.Add(r, sym)
	p.Arrange = func(w, h float32) {
		kit.Box(r, 0, 0, w, h)
		kit.Box(sym, w*0.25, h*0.25, w*0.5, h*0.5)
	}
	return p
}

var _ shell.Resumer = (*Module)(nil)

// faces lists the different faces of a die of colour c: the five elements
// and its sixth face when that is a special symbol (an element die's sixth
// face repeats its element).
func faces(c lref.DieColour) []lref.Face {
	var out []lref.Face
	for _, f := range c.Faces() {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// rerollsLeft says how many rerolls you can use now. Without the track's
// reroll spaces saved the engine only bounds the track's share, so the line
// counts the other sources and names the track.
func rerollsLeft(p journey.Pending) string {
	for _, src := range p.Sources {
		if src.Source.Source == journey.FromTrack && src.Usable && src.Bound > 0 {
			return lang.L("Rerolls you can use now: {{.Count}} from companions and tokens, and more by moving back on the score track.", map[string]any{"Count": p.Available - src.Bound})
		}
	}
	return lang.L("Rerolls you can use now: {{.Count}}.", map[string]any{"Count": p.Available})
}
