package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// sessionNotice is the line under the session screen's header saying what
// Undo or Redo did, "" when none shows; it fails the test when the line is
// set but not visible on screen.
func sessionNotice(t *testing.T, u *shell.Host) string {
	t.Helper()
	var shown []string
	for _, l := range uitest.FindAll[*widget.Label](uitest.Screen(u), func(l *widget.Label) bool { return l.TextStyle.Italic && l.Text != "" }) {
		if _, ok := uitest.Position(u, l); ok {
			shown = append(shown, l.Text)
		}
	}
	if len(shown) == 0 {
		return ""
	}
	require.Len(t, shown, 1)
	return shown[0]
}

// logTitles are the session log's lines, newest first, read by opening the
// log and going back.
func logTitles(t *testing.T, u *shell.Host) []string {
	t.Helper()
	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	var out []string
	for _, tile := range uitest.FindAll[*kit.Tile](uitest.Screen(u), nil) {
		out = append(out, tile.Title())
	}
	uitest.Back(u)
	return out
}

// TestTomUndoSaysWhatItUndid (issue 19, "undo that says what it undid"):
// Undo and Redo put the move's log text on a line under the header; the
// next answer clears it.
func TestTomUndoSaysWhatItUndid(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 3; i++ {
		answerTom(t, u, store, i)
	}
	assert.Empty(t, sessionNotice(t, u), "no notice before any undo")
	titles := logTitles(t, u)
	require.Len(t, titles, 3)

	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	assert.Equal(t, "Undone: "+titles[0], sessionNotice(t, u))
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	assert.Equal(t, "Undone: "+titles[1], sessionNotice(t, u), "each undo names its own move")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	assert.Equal(t, "Redone: "+titles[1], sessionNotice(t, u))

	sess, _ := storedTom(t, store)
	answerTom(t, u, store, 5)
	after, _ := storedTom(t, store)
	require.Equal(t, sess.Cursor+1, after.Cursor)
	assert.Empty(t, sessionNotice(t, u), "the next answer clears the notice")
}

// TestTomLogUndoesOneMoveWithoutAsking: tapping the newest move in the log
// undoes it at once, no question, and says so.
func TestTomLogUndoesOneMoveWithoutAsking(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for i := 0; i < 2; i++ {
		answerTom(t, u, store, i)
	}
	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	tiles := uitest.FindAll[*kit.Tile](uitest.Screen(u), nil)
	require.Len(t, tiles, 2)
	newest := tiles[0].Title()
	test.Tap(tiles[0])
	assert.Empty(t, uitest.OverlayTexts(u), "one move: no question")
	sess, _ := storedTom(t, store)
	assert.Equal(t, 1, sess.Cursor)
	assert.Equal(t, "Undone: "+newest, sessionNotice(t, u))
}
