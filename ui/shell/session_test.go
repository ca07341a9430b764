package shell_test

import (
	"encoding/json"
	"image/color"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/msg"
	"hearth/solo/session"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// add is the one move of the counting game: add N to the count.
type add struct{ N int }

func (add) Type() string { return "add" }

// countEngine is the smallest solo engine: a count that moves add up.
func countEngine() session.Engine[int] {
	return session.Engine[int]{
		Game: game.Insula,
		Mode: "count",
		New:  func(uint64, json.RawMessage) (int, error) { return 0, nil },
		Apply: func(s int, e data.Event) (int, error) {
			var a add
			if err := json.Unmarshal(e.Payload, &a); err != nil {
				return s, err
			}
			return s + a.N, nil
		},
		Describe: func(_ int, e data.Event) msg.Text {
			var a add
			_ = json.Unmarshal(e.Payload, &a)
			return msg.Text{Text: "Add " + strconv.Itoa(a.N)}
		},
	}
}

// countGame is a module whose solo sessions are a count, shown on the
// shared session screen: a stand-in for the Lueur and Insula screens.
type countGame struct {
	h      *shell.Host
	moves  *shell.SessionMoves[int]
	screen *kit.SessionScreen
	run    *session.Runner[int]
	asked  int // ResumeProgress calls
}

func (g *countGame) Game() game.Game         { return game.Insula }
func (g *countGame) Name() string            { return "Count" }
func (g *countGame) Blurb() string           { return "A solo game for tests" }
func (g *countGame) Accent() color.NRGBA     { return color.NRGBA{B: 200, A: 255} }
func (g *countGame) Actions() []shell.Action { return nil }
func (g *countGame) Resumes(mode string) bool {
	return mode == "count"
}
func (g *countGame) ResumeTitle(data.Session, string) string { return "Counting" }
func (g *countGame) ResumeProgress(s data.Session) string {
	g.asked++
	return "Move " + strconv.Itoa(s.Cursor+1)
}
func (g *countGame) Resume(s data.Session) {
	run, err := session.Open(g.h.Ctx(), g.h.Store(), countEngine(), s.ID)
	if err != nil {
		g.h.ShowError(err)
		return
	}
	g.show(run)
}

func (g *countGame) show(run *session.Runner[int]) {
	g.run = run
	g.moves = shell.NewSessionMoves(g.h, run, g.render)
	g.screen = kit.NewSessionScreen(g.moves.Undo, g.moves.Redo, g.moves.OpenLog)
	g.render()
	g.h.Push(g.screen.Page("Counting", g.render))
}

func (g *countGame) render() {
	g.screen.Show(widget.NewLabel("Count "+strconv.Itoa(g.run.State())), nil, nil, g.run.CanUndo(), g.run.CanRedo())
}

var (
	_ shell.Resumer          = (*countGame)(nil)
	_ shell.ResumeProgresser = (*countGame)(nil)
)

func newCountHost(t *testing.T) (*shell.Host, *countGame, *data.Store) {
	t.Helper()
	var g *countGame
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", func(h *shell.Host) []shell.Module {
		g = &countGame{h: h}
		return []shell.Module{g}
	})
	return h, g, s
}

// notice is the session screen's line under the header, "" when none shows.
func notice(h *shell.Host) string {
	for _, l := range uitest.FindAll[*widget.Label](uitest.Screen(h), func(l *widget.Label) bool { return l.TextStyle.Italic && l.Text != "" }) {
		if _, ok := uitest.Position(h, l); ok {
			return l.Text
		}
	}
	return ""
}

// TestSessionUndoSaysWhatItUndidForAnyGame (issue 19): the notice of Undo
// and Redo and the question before undoing several moves come with the
// shared session screen, whatever the game.
func TestSessionUndoSaysWhatItUndidForAnyGame(t *testing.T) {
	h, g, store := newCountHost(t)
	run, err := session.Start(h.Ctx(), store, countEngine(), 1, nil, 0)
	require.NoError(t, err)
	g.show(run)
	for n := 1; n <= 3; n++ {
		require.True(t, g.moves.Commit(add{N: n}))
	}
	assert.Empty(t, notice(h))

	test.Tap(uitest.IconButton(t, h, theme.ContentUndoIcon()))
	assert.Equal(t, "Undone: Add 3", notice(h))
	test.Tap(uitest.IconButton(t, h, theme.ContentRedoIcon()))
	assert.Equal(t, "Redone: Add 3", notice(h))
	require.True(t, g.moves.Commit(add{N: 4}))
	assert.Empty(t, notice(h), "the next move clears the notice")

	test.Tap(uitest.IconButton(t, h, theme.ListIcon()))
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(h), nil)
	require.Len(t, tiles, 4)
	test.Tap(tiles[2]) // "Add 2": undoes 3 moves
	assert.Contains(t, uitest.OverlayTexts(h), "This undoes “Add 2” and every move after it.")
	uitest.TapInDialog(t, h, "Undo moves")
	assert.Equal(t, 1, g.run.State())
	assert.Equal(t, "Undone 3 moves, back to: Add 2", notice(h))
}

// TestResumeCardSaysWhereTheSessionStands: a module that says its
// progress has it on the Resume card, beside the last move.
func TestResumeCardSaysWhereTheSessionStands(t *testing.T) {
	h, g, store := newCountHost(t)
	run, err := session.Start(h.Ctx(), store, countEngine(), 1, nil, 0)
	require.NoError(t, err)
	g.show(run)
	require.True(t, g.moves.Commit(add{N: 5}))
	h.PopTo(1)
	h.Top().OnShow()
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(h), func(tl *kit.Tile) bool { return tl.Title() == "Counting" })
	require.Len(t, tiles, 1)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), "Move 2 · last move "), tiles[0].Subtitle())

	// Home asks the module (a replay) again only when the game moved or
	// the language changed, not each time it shows.
	asked := g.asked
	h.Top().OnShow()
	assert.Equal(t, asked, g.asked, "an unchanged game is not read again")
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	require.NoError(t, shell.ApplyLanguage("de"))
	h.Top().OnShow()
	assert.Equal(t, asked+1, g.asked, "a language change asks again")
}

// screenCount is the count the counting game's screen shows.
func screenCount(h *shell.Host) string {
	for _, l := range uitest.FindAll[*widget.Label](uitest.Screen(h), func(l *widget.Label) bool { return strings.HasPrefix(l.Text, "Count ") }) {
		return l.Text
	}
	return ""
}

// TestMoveTheStoreRefusesIsNotShown: the screen is redrawn while the store
// commits, so when the store fails (here the session was closed behind the
// screen's back) the screen shows the count before the move again, what
// the player had entered is put back (OnStoreFailure), and the error says
// why; undo likewise.
func TestMoveTheStoreRefusesIsNotShown(t *testing.T) {
	h, g, store := newCountHost(t)
	run, err := session.Start(h.Ctx(), store, countEngine(), 1, nil, 0)
	require.NoError(t, err)
	g.show(run)
	require.True(t, g.moves.Commit(add{N: 2}))
	assert.Equal(t, "Count 2", screenCount(h))
	putBack := 0
	g.moves.OnStoreFailure(func() { putBack++; g.render() })
	require.NoError(t, store.AbandonSession(h.Ctx(), run.Session().ID))

	assert.False(t, g.moves.Commit(add{N: 3}))
	assert.Equal(t, "Count 2", screenCount(h), "the move the store refused is not on the screen")
	assert.Equal(t, 1, putBack)
	assert.Equal(t, 2, g.run.State())
	assert.Contains(t, uitest.OverlayTexts(h), "ended")
	uitest.CloseOverlays(h)

	test.Tap(uitest.IconButton(t, h, theme.ContentUndoIcon()))
	assert.Equal(t, "Count 2", screenCount(h), "an undo the store refused is not on the screen")
	assert.Equal(t, 2, putBack)
	assert.Empty(t, notice(h), "nothing was undone")
}

// TestResumeCardsKeepTheirPlace (issue 32 §5): Home lists unfinished
// sessions by when they started, the latest first; a move in the older game
// does not bring its card above the other's (under a thumb going back to
// the card that was there), nor does it on the game's own page.
func TestResumeCardsKeepTheirPlace(t *testing.T) {
	h, g, store := newCountHost(t)
	clock := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	store.SetClock(func() time.Time { clock = clock.Add(time.Minute); return clock })
	first, err := session.Start(h.Ctx(), store, countEngine(), 1, nil, 0)
	require.NoError(t, err)
	_, err = session.Start(h.Ctx(), store, countEngine(), 2, nil, 0)
	require.NoError(t, err)
	g.show(first)
	require.True(t, g.moves.Commit(add{N: 5}))
	h.PopTo(1)
	h.Top().OnShow()
	var subtitles []string
	for _, tl := range uitest.FindAll[*kit.Tile](uitest.Screen(h), func(tl *kit.Tile) bool { return tl.Title() == "Counting" }) {
		subtitles = append(subtitles, strings.SplitN(tl.Subtitle(), " ·", 2)[0])
	}
	assert.Equal(t, []string{"Move 1", "Move 2"}, subtitles, "the game started last first, though the other moved last")
	open, err := h.OpenSessions(game.Insula, "count")
	require.NoError(t, err)
	require.Len(t, open, 2)
	assert.Equal(t, first.Session().ID, open[1].ID)
}

// reopenCountHost builds the app again over the database at path, as after a
// kill.
func reopenCountHost(t *testing.T, path string) (*shell.Host, *countGame, *data.Store) {
	t.Helper()
	var g *countGame
	h, s := uitest.NewHost(t, path, "en", func(h *shell.Host) []shell.Module {
		g = &countGame{h: h}
		return []shell.Module{g}
	})
	return h, g, s
}

// TestTheAppReopensIntoTheSessionOnScreen (issue 32 §6): killed while a
// session's page shows, or a page it opened (its log), the app opens
// straight into the session, Home under it with the session's card; left
// by Back, or once the session has ended, it opens on Home.
func TestTheAppReopensIntoTheSessionOnScreen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	h, g, store := reopenCountHost(t, path)
	run, err := session.Start(h.Ctx(), store, countEngine(), 1, nil, 0)
	require.NoError(t, err)
	other, err := session.Start(h.Ctx(), store, countEngine(), 2, nil, 0)
	require.NoError(t, err)
	g.show(run)
	require.True(t, g.moves.Commit(add{N: 3}))
	test.Tap(uitest.IconButton(t, h, theme.ListIcon()))
	require.NoError(t, store.Close())

	h, g, store = reopenCountHost(t, path)
	assert.Equal(t, 2, h.Depth(), "Home, and the session on it")
	assert.Equal(t, "Counting", h.Top().Title)
	assert.Equal(t, "Count 3", screenCount(h))
	uitest.Back(h)
	assert.Len(t, uitest.FindAll[*kit.Tile](uitest.Screen(h), func(tl *kit.Tile) bool { return tl.Title() == "Counting" }), 2, "both cards on Home")
	require.NoError(t, store.Close())

	h, g, store = reopenCountHost(t, path)
	assert.Equal(t, 1, h.Depth(), "left by Back: Home")
	test.Tap(uitest.FindAll[*kit.Tile](uitest.Screen(h), func(tl *kit.Tile) bool { return strings.HasPrefix(tl.Subtitle(), "Move 1 ") })[0])
	require.Equal(t, 2, h.Depth())
	assert.Equal(t, other.Session().ID, g.run.Session().ID, "the card opened the other game")
	require.NoError(t, store.AbandonSession(h.Ctx(), other.Session().ID))
	require.NoError(t, store.Close())

	h, _, _ = reopenCountHost(t, path)
	assert.Equal(t, 1, h.Depth(), "a session ended since: Home")
}
