package bonfire

import (
	"image/color"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/session"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
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
	name string // the player's profile name, "" for none
	// base is how many pages lie under this one: saving the game pops back
	// to there.
	base int

	screen *kit.SessionScreen
	// parts hold the status, the body and the bottom in the frame: the
	// frame refreshes what it is given after every move, a still box only
	// lays its kept widgets out again (a widget that changed refreshes
	// itself).
	parts [3]*kit.StillBox
	pg    *kit.Page // made once: resuming the game again shows the same page
	moves *shell.SessionMoves[tom.State]
	hist  *tomHistory
	// kept holds the widgets made for a key (see keep), status the last
	// status view and what it showed.
	kept      kit.Kept
	status    fyne.CanvasObject
	statusSig string
	// colours are the theme's colours the kept widgets' icons were
	// coloured in (see tinted): other colours make them anew.
	colours [2]color.Color

	// drafts is the answer being built, cleared when the question changes;
	// before is the one cleared by the last move, until it is stored.
	drafts, before tomDrafts
	// slots are the moves your turn has offered (see turnSlots);
	// shownQuestion is the question drawn last (see moved).
	slots         turnSlots
	shownQuestion string
	// answerFor is the question the drafts were put back for (see
	// loadAnswer), answerStored the one the store keeps an answer for.
	answerFor, answerStored string
	// language is the one the kept widgets speak (see followLook).
	language string
}

// tomDrafts is an answer being built on Tom's screen: the crystals of the
// path tiles Tom took, tapped one by one before Confirm.
type tomDrafts struct {
	crystals []ref.Colour
}

// loadTomGame opens a stored session on the runner.
func (u *Module) loadTomGame(id int64, base int) (*tomGame, error) {
	run, err := session.Open(u.h.Ctx(), u.h.Store(), tom.Engine(), id)
	if err != nil {
		return nil, err
	}
	return u.newTomGame(run, base)
}

// newTomGame is the screen of the game run plays; base is how many pages
// lie under it.
func (u *Module) newTomGame(run *session.Runner[tom.State], base int) (*tomGame, error) {
	profiles, err := u.h.Store().Profiles(u.h.Ctx())
	if err != nil {
		return nil, err
	}
	name := tomProfileName(profiles, run.Session().ProfileID)
	g := &tomGame{u: u, run: run, name: name, base: base, hist: newTomHistory()}
	g.moves = shell.NewSessionMoves(u.h, run, g.moved)
	g.moves.OnStoreFailure(g.putBack)
	u.last = g
	return g, nil
}

// resumeTom reopens an unfinished game from the Home screen. The game
// left last is shown again as it was when nothing has moved it since (the
// player went Home and came back); otherwise it is built on the game Home
// read for its Resume card, or loaded from the store.
func (u *Module) resumeTom(s data.Session) {
	g := u.reusable(s)
	if g != nil {
		g.base = u.h.Depth()
	} else {
		run, err := u.readTom(s)
		if err == nil {
			g, err = u.newTomGame(run, u.h.Depth())
		}
		if err != nil {
			u.h.ShowError(err)
			return
		}
	}
	u.h.Push(g.page())
	g.openScoringIfOver()
}

// reusable is the game left last when it is session s exactly as stored:
// same cursor, length, status and last move; nil otherwise.
func (u *Module) reusable(s data.Session) *tomGame {
	if u.last == nil {
		return nil
	}
	if !sameSession(u.last.run.Session(), s) {
		return nil
	}
	return u.last
}

// sameSession tells whether a runner's session header is s as stored: same
// cursor, length, status and last move.
func sameSession(have, s data.Session) bool {
	return have.ID == s.ID && have.Cursor == s.Cursor && have.Len == s.Len && have.Status == s.Status && have.UpdatedAt.Equal(s.UpdatedAt)
}

// openScoringIfOver opens final scoring on top when the game has ended.
func (g *tomGame) openScoringIfOver() {
	if g.run.State().Over() {
		g.u.h.Push(g.scorePage())
	}
}

// page is the game's page, made the first time; later calls bring it up
// to date (the language may have changed meanwhile).
func (g *tomGame) page() *kit.Page {
	title := lang.L("{{.Name}} against Tom", map[string]any{"Name": g.playerName()})
	if g.pg != nil {
		g.pg.Title = title
		g.render()
		return g.pg
	}
	g.screen = kit.NewSessionScreen(g.moves.Undo, g.moves.Redo, g.moves.OpenLog)
	g.render()
	g.pg = g.screen.Page(title, g.render)
	return g.pg
}

// commit checks an answer with the engine and stores it while the screen
// is redrawn for the state after it (session.Runner.DoDrawing: the redraw
// runs here while the store commits, and nothing is painted before this
// handler returns, so the player never sees a move that is not stored).
// Anything opening on top (a dialog, a page) waits until the store
// answered. When the store fails, the runner is back where it was, and so
// is the screen, with what the player had entered, before the error shows.
func (g *tomGame) commit(a tom.Action) {
	drawn := false
	question := g.questionID(g.run.State().Pending())
	ev, err := tom.Encode(a)
	if err == nil {
		_, err = g.run.DoDrawing(g.u.h.Ctx(), ev, func() {
			drawn = true
			g.moved()
		})
	}
	if err == nil {
		if g.answerStored == question {
			g.dropAnswer() // answered: the taps kept for it are done with
		}
		return
	}
	if drawn {
		g.putBack()
	}
	if m, ok := msg.As(err); ok && m.Field == "deck" {
		g.askDeckDiffers(m)
		return
	}
	g.u.h.ShowError(err)
}

// askDeckDiffers answers a card beyond the game's deck composition (SPEC
// §8): the sentence asks whether the deck differs, and the player can change
// the composition (an undoable event; Settings keep it for next time) or go
// back and check the card. The answers stand one under the other, the width
// of the question: side by side they ran past both edges of a phone (issue
// 32 §5).
func (g *tomGame) askDeckDiffers(m *msg.Error) {
	text := widget.NewLabel(kit.TrErr(m))
	text.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	change := kit.Primary(lang.L("Change the composition"), theme.SettingsIcon(), func() {
		d.Hide()
		g.u.h.Push(g.deckPage())
	})
	check := widget.NewButton(lang.L("Check the card"), func() { d.Hide() })
	d = dialog.NewCustomWithoutButtons(lang.L("Does your deck differ?"), container.NewVBox(text, change, check), g.u.h.Window())
	d.Resize(fyne.NewSize(min(320, g.u.h.Window().Canvas().Size().Width-2*theme.Padding()), 0))
	d.Show()
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

// playerName is the profile's name, or "You" in the language of the time
// for a game without a profile.
func (g *tomGame) playerName() string {
	if g.name == "" {
		return lang.L("You")
	}
	return g.name
}

// keep is the widget make made for key the first time it was asked for
// on Tom's screen (kit.Kept.Keep).
func (g *tomGame) keep(key string, make func() fyne.CanvasObject) fyne.CanvasObject {
	return g.kept.Keep(key, make)
}

// keepText is keep for a text widget made by make, laid out again only
// when its width changes (kit.Steady).
func keepText[T fyne.CanvasObject](g *tomGame, kind, text string, make func(string) T) fyne.CanvasObject {
	return g.keep(kind+":"+text, func() fyne.CanvasObject { return kit.Steady(make(text)) })
}

// moved redraws after a move, forgetting half-built answers (kept in
// before until the store has the move: see putBack), and shows the top of a
// new question; a move that leaves the question as it was (a novice logged
// in your turn) leaves the screen where the player scrolled it: scrolled
// back to the top, the next tap on one spot hit another move (issue 32 §1).
func (g *tomGame) moved() {
	g.before = g.drafts
	g.drafts = tomDrafts{}
	g.answerFor = ""
	before := g.shownQuestion
	g.render()
	if g.shownQuestion != before {
		g.screen.ScrollToTop()
	}
}

// putBack redraws the screen from the runner after the store failed to
// keep a move the screen was already redrawn for: the runner is back where
// it was, and the half-built answer the player had entered is put back.
func (g *tomGame) putBack() {
	g.drafts = g.before
	g.render()
}

// render redraws everything from the state.
func (g *tomGame) render() {
	g.followLook()
	g.kept.Render()
	p := g.run.State().Pending()
	g.shownQuestion = g.questionKey(p)
	var body, bottom []fyne.CanvasObject
	switch p.Kind {
	case tom.AskEndTurn, tom.AskTomTurn:
		body, bottom = g.yourTurn(p)
	case tom.AskCard:
		body, bottom = g.askCard(p)
	case tom.AskGnome:
		body, bottom = g.askGnome(p)
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
	body = append(body, g.hist.view(g.run.State().Log(), yours)...)
	if g.parts[0] == nil {
		g.parts = [3]*kit.StillBox{kit.NewStillBox(), kit.NewStillBox(), kit.NewStillBox()}
	}
	g.parts[0].Set([]fyne.CanvasObject{g.statusView()})
	g.parts[1].Set(body)
	g.parts[2].Set(bottom)
	g.screen.Show(g.parts[0], []fyne.CanvasObject{g.parts[1]}, []fyne.CanvasObject{g.parts[2]}, g.run.CanUndo(), g.run.CanRedo())
}

// followLook drops the kept widgets when the theme's colours or the
// language changed since they were made: their icons were coloured once, in
// the colours of the time (see tinted), and their words written once (issue
// 32 §5: after a change of language the screen stayed half in the old one
// until the next move).
func (g *tomGame) followLook() {
	now := [2]color.Color{theme.Color(theme.ColorNameForeground), theme.Color(theme.ColorNameForegroundOnPrimary)}
	if now == g.colours && kit.Language() == g.language {
		return
	}
	if g.colours != [2]color.Color{} {
		g.kept.Forget()
		h := newTomHistory()
		h.open = g.hist.open
		g.hist = h
	}
	g.colours, g.language = now, kit.Language()
}
