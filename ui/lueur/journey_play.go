package lueur

import (
	"strconv"

	"fyne.io/fyne/v2"
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
// your counters at the top, what the day needs now in the middle (one view
// per question of the engine's Pending, each in its own file), the one
// primary action at the bottom, always in the same place. Every answer is
// checked by the engine and committed to the store before the screen moves
// on; Undo, Redo and the log move the session's cursor.
//
// The views are built once and kept: a tap changes what it changed in
// place (issue 19: every tap within one frame), and a new question scrolls
// to its top only when the question itself changed, never after an entry
// that keeps it open.
type journeyGame struct {
	m    *Module
	run  *session.Runner[journey.State]
	name string // the player's name for the score
	// base is how many pages lie under this one: saving pops back there.
	base int

	screen *kit.SessionScreen
	moves  *shell.SessionMoves[journey.State]
	d      journeyDraft
	before journeyDraft // the answer the last move cleared, until the store has it (putBack)
	kept   stepKept     // the answer as the store keeps it (journey_draft.go)
	playID int64        // set once the play is saved, so a retry does not save it twice

	status  *journeyStatus
	primary *widget.Button
	bottom  []fyne.CanvasObject
	body    []fyne.CanvasObject // what the middle shows
	center  *kit.StillBox       // holds body
	asked   string              // the question on screen (kind and day)
	quiet   bool                // a commit followed by another: the screen waits for it
	// keepForm: the move is a correction of a counter, which leaves the
	// question and what its form holds as they are; so does undoing or
	// redoing one (corrections, shown: journey_correct.go).
	keepForm    bool
	committing  bool
	corrections map[int]bool
	shown       int
	views       journeyViews
}

// journeyViews are the kept views, one per question; nil until first asked.
type journeyViews struct {
	take    *takeView
	roll    *rollView
	reroll  *rerollView
	noon    *noonView
	travel  *travelView
	evening *eveningView
	comps   *companionsView
}

// journeyDraft is the answer being built, forgotten when the question
// changes; every change is kept in the store (edited) until then.
type journeyDraft struct {
	slot      int // the slot tapped this morning, -1 for none
	rec       journey.Recruit
	die       string // a Sketal's die: "", a reserve colour or journey.AnyDie
	pick      int    // the multicoloured Sketal's colour, index into the reserve; -1 none
	moveBlack int    // the slot the black die moves to, -1 for none
	blackSlot int    // where the black die landed (physical), -1 for none
	faces     []lref.Face
	sel       []int // dice chosen for a reroll
	setFace   bool  // three rerolls turn one die to a chosen face
	target    lref.Face
	trackTo   string   // the reroll space a track reroll goes back to, as typed
	faceTo    []string // a face change's track moves: the spaces typed, in order
	change    journey.Change
	lost      map[int]bool
	gained    bool
	camped    bool
	camp      string // the village's light, as typed
	boat      int
	island    string // the island's light, as typed
}

func newDraft(s journey.State) journeyDraft {
	d := journeyDraft{slot: -1, pick: -1, moveBlack: -1, blackSlot: -1, target: -1, lost: map[int]bool{}}
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
	g.moves.OnStoreFailure(g.putBack)
	g.d = newDraft(run.State())
	g.restoreStep()
	g.noteCorrections()
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
	g.build()
	g.render()
	return g.screen.Page(lang.L("Solo journey"), func() {
		// Back on top (a language or theme changed meanwhile): make the
		// views anew in the language and colours of now.
		g.build()
		g.render()
	})
}

// build makes the frame's kept parts and forgets the views.
func (g *journeyGame) build() {
	g.status = newJourneyStatus(g.askCorrection)
	g.primary = kit.Primary("", nil, nil)
	// The primary refreshes itself when it changes, not with the frame.
	g.bottom = []fyne.CanvasObject{kit.NewStillBox(kit.WithHeight(g.primary, kit.PrimaryHeight))}
	g.center = kit.NewStillBox()
	g.views = journeyViews{}
}

// commit checks an action with the engine, stores it, and only then moves
// on; a refused action shows the engine's sentence and changes nothing.
func (g *journeyGame) commit(a journey.Action) bool {
	g.committing = true
	ok := g.moves.Commit(a)
	g.committing = false
	if ok {
		g.committed(a)
	}
	return ok
}

// moved shows the new state, forgetting half-built answers; the middle
// scrolls to its top only for a new question.
func (g *journeyGame) moved() {
	keep := g.keepForm || g.correctionCrossed()
	if g.quiet {
		return
	}
	s := g.run.State()
	g.before = g.d
	if keep {
		g.edited() // the form, kept for the state now shown
	} else {
		g.d = newDraft(s)
		g.confirmedStep()
	}
	g.render()
	if key := questionKey(s); key != g.asked {
		g.asked = key
		g.screen.ScrollToTop()
	}
}

// putBack redraws the screen from the runner after the store failed to
// keep a move the screen was already redrawn for: the runner is back where
// it was, and the answer the player had entered is put back. A quiet move
// drew nothing, so there is nothing to put back.
func (g *journeyGame) putBack() {
	if g.quiet {
		return
	}
	g.d = g.before
	g.shown = g.run.Session().Cursor
	g.asked = questionKey(g.run.State())
	g.render()
}

// questionKey names the question the state asks: its kind and day.
func questionKey(s journey.State) string {
	return strconv.Itoa(int(s.Pending().Kind)) + "/" + strconv.Itoa(s.Day())
}

// render shows the state and the draft in the kept views.
func (g *journeyGame) render() {
	s := g.run.State()
	p := s.Pending()
	var body []fyne.CanvasObject
	switch p.Kind {
	case journey.AskTake:
		body = g.showTake(s, p)
	case journey.AskRoll:
		body = g.showRoll(s, p)
	case journey.AskReroll:
		body = g.showReroll(s, p)
	case journey.AskEffects:
		body = g.showNoon(s, p)
	case journey.AskTravel:
		body = g.showTravel(s, p)
	case journey.AskEvening:
		body = g.showEvening(s, p)
	default:
		body = g.showOver(p)
	}
	if g.views.comps == nil {
		g.views.comps = newCompanionsView()
	}
	body = append(body, g.views.comps.set(s)...)
	g.status.show(s)
	g.body = body
	g.relayout()
}

// relayout lays the screen out again after a part of the view was shown or
// hidden, refreshing nothing else: the middle sits in a still box (the
// frame's Show refreshes what it is given, and the companions' fold would
// draw its icon again on every tap).
func (g *journeyGame) relayout() {
	g.center.Set(g.body)
	g.screen.Show(g.status.box, []fyne.CanvasObject{g.center}, g.bottom, g.run.CanUndo(), g.run.CanRedo())
}

// setPrimary puts the step's action in the one primary button.
func (g *journeyGame) setPrimary(label string, icon fyne.Resource, enabled bool, tapped func()) {
	b := g.primary
	if b.Text != label || b.Icon != icon {
		b.Text, b.Icon = label, icon
		b.Refresh()
	}
	b.OnTapped = tapped
	kit.Enable(b, enabled)
}

// enablePrimary enables or disables the primary button as the draft allows.
func (g *journeyGame) enablePrimary(on bool) { kit.Enable(g.primary, on) }

// lapButton lets the player say their marker went round the score track,
// when the app does not know the track's length.
func (g *journeyGame) lapButton() *kit.WrapButton {
	b := kit.NewWrapButton(lang.L("My marker went round the score track"), theme.ViewRefreshIcon(), func() { g.commit(journey.Lap{}) })
	return b
}

// showLap shows the lap button when the app cannot know the lap itself.
func showLap(b *kit.WrapButton, s journey.State) {
	if s.Options().TrackLength != 0 || s.Lapped() || s.Over() {
		b.Hide()
	} else {
		b.Show()
	}
}

// blackLanded says where the black die landed when a companion brought it
// into play today (Kaar), "" otherwise.
func blackLanded(s journey.State) string {
	day, slot, ok := s.BlackEntered()
	if !ok || day != s.Day() {
		return ""
	}
	return lang.L("Kaar brought the black die into play: it landed on the {{.Slot}} slot.", map[string]any{"Slot": kit.TrTerm(slot)})
}

var _ shell.Resumer = (*Module)(nil)
