package insula

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
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
	// buildCorrect corrects the energy circle, at any question.
	buildCorrect
)

// expedition is the screen of a solo expedition: the adventurer sheet at the
// top (one line, unfolded by a tap), what the expedition needs now
// (State.Pending) in the middle, its answer at the bottom, always in the
// same place. Every answer is checked by the engine and stored before the
// screen moves on; Undo, Redo and the log move the session's cursor.
//
// The screen is split by step: your turn (expedition_turn.go), a move
// (expedition_move.go), the card forms (expedition_forms.go), the
// questions (expedition_ask.go), the combat (expedition_combat.go), the
// sheet (expedition_sheet.go) and the ending (expedition_end.go).
type expedition struct {
	m    *Module
	run  *session.Runner[insula.State]
	name string
	// base is how many pages lie under this one: saving pops back to it.
	base   int
	screen *kit.SessionScreen
	// notes are typed on the ending's page, kept when it is drawn again.
	notes kit.PlayNotes
	// parts are the sheet, the middle and the bottom, laid out again on a
	// tap without refreshing what they hold.
	parts  [3]*kit.StillBox
	moves  *shell.SessionMoves[insula.State]
	playID int64 // set once saved, so a retry does not save twice

	// unfolded shows the whole adventurer sheet instead of its one line.
	unfolded bool
	// line is the sheet's one line, made once (nil until shown).
	line *sheetLine
	// shown is the question last shown; scrolled the screen the middle
	// part last went back to its top for: only for another question, never
	// after a tap within it nor after an action of your turn, which keeps
	// the turn's screen where it stood (issue 32 §1: it jumped to its top
	// after Rest, and a second tap on Rest's spot hit a way).
	shown, scrolled askKey
	// at is the cursor the screen was last drawn for: one lower after a
	// move is an Undo, which gives back the answer undone.
	at int
	// kept are widgets made once and shown again (keep); actionHeight is
	// the height of an action's button (twoLines).
	kept         kit.Kept
	actionHeight float32

	// The answer being built, cleared when the question changes; before
	// is the one the last move cleared, put back when the store does not
	// keep that move (putBack).
	expDraft
	before expDraft
	// Its draft in the store (expedition_draft.go): stored tells there is
	// one, saved is what it holds, opened what the question on screen
	// opened with; filled, that the answer came from a draft or an Undo.
	stored, filled bool
	saved, opened  storedAnswer
}

// expDraft is an answer being built on the expedition's screen.
type expDraft struct {
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
	// invested tells that the investment was touched (else its default);
	// bonusGiven that the red flower's bonus was entered.
	invested   bool
	bonusGiven bool
	// fix is the energy circle being corrected, opened from fixFrom.
	fix     insula.Correct
	fixFrom turnMode
}

// askKey names a question as the screen shows it; round names your turn's
// screen, whatever its actions (cursor then -1).
type askKey struct {
	cursor, round int
	mode          turnMode
}

// scrollKey is the screen the middle part scrolls for: the question, or
// the whole of a turn's action picker.
func (g *expedition) scrollKey(s insula.State, p insula.Pending, cursor int) askKey {
	if p.Kind == insula.AskTurn && g.mode == pickAction {
		return askKey{cursor: -1, round: s.Round(), mode: pickAction}
	}
	return askKey{cursor: cursor, mode: g.mode}
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
	g := &expedition{m: m, run: run, name: name, base: base, shown: askKey{cursor: -1}, scrolled: askKey{cursor: -2}}
	g.moves = shell.NewSessionMoves(m.h, run, g.moved)
	g.moves.OnStoreFailure(g.putBack)
	g.clear()
	g.at = run.Session().Cursor
	g.restoreDraft()
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
	g.parts = [3]*kit.StillBox{kit.NewStillBox(), kit.NewStillBox(), kit.NewStillBox()}
	g.render()
	return g.screen.Page(lang.L("Expedition"), func() {
		g.kept.Forget() // back from Settings: the theme or language may have changed
		g.line, g.actionHeight = nil, 0
		g.render()
	})
}

// commit checks an answer with the engine and stores it; a refusal shows the
// engine's sentence and changes nothing.
func (g *expedition) commit(a insula.Action) { g.moves.Commit(a) }

// clear forgets half-built answers.
func (g *expedition) clear() { g.expDraft = g.cleared() }

// cleared is an answer not begun: the direction and slot chosen last stay
// chosen.
func (g *expedition) cleared() expDraft {
	return expDraft{mode: pickAction, dir: g.dir, slot: g.slot, guardian: insula.Guardian{Strength: 1}}
}

// moved redraws for a new question, keeping the answer it clears in
// before until the store has the move.
func (g *expedition) moved() {
	g.before = g.expDraft
	g.clear()
	switch c := g.run.Session().Cursor; {
	case c < g.at:
		g.giveBack()
	case g.before.mode == buildCorrect:
		g.backFromCorrection()
	}
	g.at = g.run.Session().Cursor
	g.render()
}

// putBack redraws the screen from the runner after the store failed to
// keep a move the screen was already redrawn for: the runner is back where
// it was, and the answer the player had built is put back.
func (g *expedition) putBack() {
	g.expDraft, g.filled = g.before, true
	g.at = g.run.Session().Cursor
	g.render()
}

// setMode switches the action being built on your turn, forgetting drafts.
func (g *expedition) setMode(m turnMode) {
	g.clear()
	g.mode = m
	g.render()
}

// setModeKeep switches mode without forgetting the drafts.
func (g *expedition) setModeKeep(m turnMode) {
	g.mode = m
	g.render()
}

// render redraws everything from the state; the middle part goes back to
// its top only for a new question.
func (g *expedition) render() {
	s := g.run.State()
	cursor := g.run.Session().Cursor
	g.kept.Render()
	p := s.Pending()
	var body, more, bottom []fyne.CanvasObject
	switch {
	case g.mode == buildCorrect && !s.Over():
		more, bottom = g.correctForm(s)
	case g.mode == buildGreen && s.GreenInCombat():
		more, bottom = g.greenInCombat()
	case p.Kind == insula.AskTurn:
		more, bottom = g.yourTurn(s, p)
	default:
		more, bottom = g.asked(s, p)
	}
	if g.mode == pickAction || p.Kind != insula.AskTurn && g.mode != buildCorrect {
		// What just happened, under the question, except in a form.
		more = g.withLatest(s, more)
	}
	body = append(body, more...)
	g.parts[0].Set([]fyne.CanvasObject{g.statusView(s)})
	g.parts[1].Set(body)
	g.parts[2].Set(bottom)
	g.screen.Show(g.parts[0], []fyne.CanvasObject{g.parts[1]}, []fyne.CanvasObject{g.parts[2]}, g.run.CanUndo(), g.run.CanRedo())
	if key := (askKey{cursor: cursor, mode: g.mode}); key != g.shown {
		g.shown = key
		g.opening()
	}
	if key := g.scrollKey(s, p, cursor); key != g.scrolled {
		g.scrolled = key
		g.screen.ScrollToTop()
	}
	g.keepDraft()
}

// asked is the screen of a question the expedition asks.
func (g *expedition) asked(s insula.State, p insula.Pending) (more, bottom []fyne.CanvasObject) {
	switch p.Kind {
	case insula.AskTile:
		return g.askTile(p)
	case insula.AskGuardian:
		return g.askGuardian(s, p)
	case insula.AskSymbols:
		return g.askSymbols(p)
	case insula.AskPick:
		return g.question(p), g.askPick(p)
	case insula.AskDraw:
		return g.askDraw(s, p)
	case insula.AskDiscard:
		return g.question(p), g.askDiscard(s, p)
	case insula.AskLose:
		return g.question(p), g.askLose(s, p)
	case insula.AskCurseSlot:
		return g.question(p), g.askCurseSlot(p)
	case insula.AskInvest:
		return g.askInvest(s, p)
	case insula.AskDie:
		return g.askDie(s, p)
	case insula.Finished:
		return g.finished(s, p)
	}
	return nil, nil
}

// withLatest puts what just happened around the question: the last move
// in words above it, in a room of two lines that is there even before the
// first move, and, after a combat, its totals and outcome under it (on
// your turn, under the actions: they stay in reach).
func (g *expedition) withLatest(s insula.State, body []fyne.CanvasObject) []fyne.CanvasObject {
	last := ""
	if text := g.lastMove(); text != "" {
		last = lang.L("Last: {{.What}}", map[string]any{"What": text})
	}
	out := []fyne.CanvasObject{g.slotNote("last", last, 2)}
	n := min(1, len(body))
	out = append(out, body[:n]...)
	if s.Pending().Kind != insula.AskTurn {
		out = append(out, recentBattle(s)...)
	}
	return append(out, body[n:]...)
}

// recentBattle is the card of the combat just fought, if any.
func recentBattle(s insula.State) []fyne.CanvasObject {
	if b, ok := s.LastBattle(); ok && !s.InCombat() && !s.Over() && (b.Round == s.Round() || b.Round == s.Round()-1 && len(s.Turn().Taken) == 0) {
		return []fyne.CanvasObject{battleCard(b)}
	}
	return nil
}

// lastMove is the last move in effect in words, as the log says it (the
// runner keeps the state before every event: nothing is replayed).
func (g *expedition) lastMove() string {
	t, ok := g.run.Describe(g.run.Session().Cursor - 1)
	if !ok {
		return ""
	}
	return kit.Tr(t)
}

// question is the heading of a question and what to do at the table.
func (g *expedition) question(p insula.Pending) []fyne.CanvasObject {
	out := []fyne.CanvasObject{g.big(kit.Tr(p.Label))}
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
