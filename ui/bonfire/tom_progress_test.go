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

	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestTomResumeCardSaysTheRound (issue 19, "Resume goes back into the
// game"): after the app is killed mid-game, Home opens with the game's
// Resume card first, above the games, saying which round it is in as the
// session log counts them; tapping it reopens the game, and back on Home the
// card follows the moves played since.
func TestTomResumeCardSaysTheRound(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path)
	startTom(t, u, store, "Ana")
	for i := 0; i < 8; i++ {
		answerTom(t, u, store, i)
	}
	_, s := storedTom(t, store)
	require.Greater(t, s.Round(), 1, "the game is past its first round")
	require.NoError(t, store.Close())

	u, store = newTestUI(t, path) // reopened after a kill
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	require.NotEmpty(t, tiles)
	assert.Equal(t, "Ana against Tom", tiles[0].Title(), "the unfinished game is the first thing on Home")
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), fmt.Sprintf("Round %d · last move ", s.Round())), tiles[0].Subtitle())

	uitest.TapTile(t, u, "Ana against Tom")
	require.Equal(t, "Ana against Tom", u.Top().Title)
	for i := 0; i < 12; i++ {
		answerTom(t, u, store, i)
	}
	_, later := storedTom(t, store)
	require.Greater(t, later.Round(), s.Round())
	u.PopTo(1)
	u.Top().OnShow()
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), fmt.Sprintf("Round %d · last move ", later.Round())), tiles[0].Subtitle())

	// The card speaks the language chosen since (the round is remembered,
	// not its words).
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	require.NoError(t, shell.ApplyLanguage("fr"))
	u.Top().OnShow()
	tiles = uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	assert.True(t, strings.HasPrefix(tiles[0].Subtitle(), fmt.Sprintf("Manche %d", later.Round())), tiles[0].Subtitle())
}

// TestTomRoundFollowsTheLog: the round on the Resume card is the round the
// log names the next move by.
func TestTomRoundFollowsTheLog(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 12; i++ {
		_, before := storedTom(t, store)
		answerTom(t, u, store, i)
		log := logTitles(t, u)
		assert.True(t, strings.HasPrefix(log[0], fmt.Sprintf("Round %d — ", before.Round())), "%s vs round %d", log[0], before.Round())
	}
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

	u, store = newTestUI(t, path)
	sess, _ := storedTom(t, store)
	m := mod(u)
	read := m.progress[sess.ID].run
	require.NotNil(t, read, "Home read the game for its card")
	uitest.TapTile(t, u, "Ana against Tom")
	assert.Same(t, read, m.last.run, "the tap opens the game Home read")
	assert.Nil(t, m.progress[sess.ID].run, "handed over, not shared")
	answerTom(t, u, store, 5)
	after, _ := storedTom(t, store)
	assert.Equal(t, sess.Cursor+1, after.Cursor)
}
