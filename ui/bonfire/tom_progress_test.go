package bonfire

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// rounds counts the rounds of a game as the rules make them (seed 000
// "JEU SOLO": you play a turn, then Tom plays a card; round N is your N-th
// turn and Tom's N-th card), from the answers given, not from the engine:
// the count the Resume card and the log must agree with.
type rounds struct{ yourTurnsEnded int }

// answer answers the pending question through the screen and returns the
// round the answer belongs to.
func (r *rounds) answer(t *testing.T, u *shell.Host, store *data.Store, n int) int {
	t.Helper()
	switch answerTom(t, u, store, n) {
	case tom.AskEndTurn, tom.AskTomTurn: // your turn ends: round yourTurnsEnded+1
		r.yourTurnsEnded++
		return r.yourTurnsEnded
	}
	return r.yourTurnsEnded // Tom's card, drawn when your turn ended
}

// now is the round being played: the next of yours when it is your turn,
// else Tom's current card's.
func (r *rounds) now(t *testing.T, store *data.Store) int {
	t.Helper()
	if _, s := storedTom(t, store); s.Pending().Kind == tom.AskEndTurn || s.Pending().Kind == tom.AskTomTurn {
		return r.yourTurnsEnded + 1
	}
	return r.yourTurnsEnded
}

// TestTomResumeCardSaysTheRound (issue 19, "Resume goes back into the
// game"): after the app is killed mid-game, Home opens with the game's
// Resume card first, above the games, saying which round it is in as the
// session log counts them; tapping it reopens the game, and back on Home the
// card follows the moves played since. The rounds expected are counted from
// the turns played (issue 32 §7: they were the screen's own s.Round()).
func TestTomResumeCardSaysTheRound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	u.SetSeeds(func() uint64 { return 42 })
	startTom(t, u, store, "Ana")
	var r rounds
	yours := func() bool {
		_, s := storedTom(t, store)
		return s.Pending().Kind == tom.AskEndTurn
	}
	// Killed during Tom's turn of round 3: his card is round 3's.
	for i := 0; r.yourTurnsEnded < 3 || yours(); i++ {
		r.answer(t, u, store, i)
	}
	require.Equal(t, 3, r.now(t, store))
	require.NoError(t, store.Close())

	u, store = newTestUI(t, path) // reopened after a kill
	// It reopens on the game that was on screen (issue 32 §6); from Home here.
	u.PopTo(1)
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	require.NotEmpty(t, tiles)
	assert.Equal(t, "Ana against Tom", tiles[0].Title(), "the unfinished game is the first thing on Home")
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), "Round 3 · last move "), tiles[0].Subtitle())

	// Back into it and on to your next turn: round 4.
	uitest.TapTile(t, u, "Ana against Tom")
	require.Equal(t, "Ana against Tom", u.Top().Title)
	for i := 0; !yours(); i++ {
		r.answer(t, u, store, i)
	}
	require.Equal(t, 4, r.now(t, store))
	u.PopTo(1)
	u.Top().OnShow()
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), "Round 4 · last move "), tiles[0].Subtitle())

	// Your turn ended, Tom's card is still round 4's.
	uitest.TapTile(t, u, "Ana against Tom")
	r.answer(t, u, store, 0)
	require.False(t, yours())
	u.PopTo(1)
	u.Top().OnShow()
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), "Round 4 · last move "), tiles[0].Subtitle())

	// The card speaks the language chosen since (the round is remembered,
	// not its words).
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	require.NoError(t, shell.ApplyLanguage("fr"))
	u.Top().OnShow()
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), "Manche 4"), tiles[0].Subtitle())
}

// TestTomRoundFollowsTheLog: each move's log line names the round it was
// played in, counted from the turns played.
func TestTomRoundFollowsTheLog(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	var r rounds
	for i := 0; i < 12; i++ {
		round := r.answer(t, u, store, i)
		log := logTitles(t, u)
		assert.True(t, strings.HasPrefix(log[0], fmt.Sprintf("Round %d — ", round)), "%s vs round %d", log[0], round)
	}
	assert.Greater(t, r.yourTurnsEnded, 1, "the moves spanned rounds")
}

// TestTomResumeShowsTheGameLeft: going Home and back into an unchanged game
// shows the very page left (nothing rebuilt), while a game moved behind its
// back (here: the store's cursor moved directly) is loaded anew from the
// store.
func TestTomResumeShowsTheGameLeft(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 4; i++ {
		answerTom(t, u, store, i)
	}
	left := u.Top()
	u.PopTo(1)
	u.Top().OnShow()
	uitest.TapTile(t, u, "Ana against Tom")
	assert.Same(t, left, u.Top(), "an unchanged game shows the page left")

	sess, _ := storedTom(t, store)
	u.PopTo(1)
	_, err := store.MoveCursor(context.Background(), sess.ID, sess.Cursor-2)
	require.NoError(t, err)
	u.Top().OnShow()
	uitest.TapTile(t, u, "Ana against Tom")
	assert.NotSame(t, left, u.Top(), "a game moved elsewhere is read again")
	_, s := storedTom(t, store)
	assert.Contains(t, uitest.ScreenTexts(u), kit.Tr(s.Pending().Label))
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	after, _ := storedTom(t, store)
	assert.Equal(t, sess.Cursor-1, after.Cursor, "Redo works on the game read again")
}

// TestTomResumeTakesOverWhatHomeRead: after a kill, the game Home read for
// its Resume card is the one the tap opens (read once, not twice), and it
// plays on as stored.
func TestTomResumeTakesOverWhatHomeRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	startTom(t, u, store, "Ana")
	for i := 0; i < 5; i++ {
		answerTom(t, u, store, i)
	}
	require.NoError(t, store.Close())

	// It reopens on the game that was on screen (issue 32 §6), which takes
	// over what Home read; Home's card opens the same game again.
	u, store = newTestUI(t, path)
	sess, _ := storedTom(t, store)
	m := mod(u)
	require.Equal(t, "Ana against Tom", u.Top().Title)
	read := m.last.run
	_, homeRead := m.progress[sess.ID]
	require.True(t, homeRead, "Home read the game for its card")
	assert.Nil(t, m.progress[sess.ID].run, "handed over, not shared")
	u.PopTo(1)
	uitest.TapTile(t, u, "Ana against Tom")
	assert.Same(t, read, m.last.run, "the tap opens the same game")
	answerTom(t, u, store, 5)
	after, _ := storedTom(t, store)
	assert.Equal(t, sess.Cursor+1, after.Cursor)
}
