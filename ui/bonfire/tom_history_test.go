package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/tom"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// playToYourTurn answers until it is your turn again after Tom's.
func playToYourTurn(t *testing.T, u *shell.Host, store *data.Store) {
	t.Helper()
	answerTom(t, u, store, 0)
	for i := 1; i < 20; i++ {
		if _, s := storedTom(t, store); s.Pending().Kind == tom.AskEndTurn {
			return
		}
		answerTom(t, u, store, i)
	}
	t.Fatal("Tom's turn did not end")
}

// TestTomHistoryIsBuiltWhenOpenedAndGrowsByOneCard (issue 19: the whole
// turn history was rebuilt on every tap): folded, Tom's earlier turns make
// no card; opened, one card per turn; a new turn adds its card and keeps
// the others; Undo takes the card away again.
func TestTomHistoryIsBuiltWhenOpenedAndGrowsByOneCard(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	startTom(t, u, store, "Ana")
	for range 3 {
		playToYourTurn(t, u, store)
	}
	cards := func() []*widget.Card { return uitest.FindAll[*widget.Card](uitest.Screen(u), nil) }
	require.Len(t, cards(), 1, "only what Tom just played, the history is folded")

	uitest.Tap(t, u, lang.L("Tom's earlier turns ({{.Count}})", map[string]any{"Count": 2}))
	before := cards()
	require.Len(t, before, 3, "the latest turn and the 2 earlier ones")

	playToYourTurn(t, u, store)
	after := cards()
	require.Len(t, after, 4)
	for _, c := range before[2:] {
		assert.Contains(t, after, c, "an earlier turn's card is kept, not made again")
	}
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Tom's earlier turns ({{.Count}})", map[string]any{"Count": 3}))

	_, s := storedTom(t, store)
	undo := uitest.IconButton(t, u, theme.ContentUndoIcon())
	for i := 0; i < 20; i++ {
		if _, now := storedTom(t, store); len(now.Log()) < len(s.Log()) && now.Pending().Kind == tom.AskEndTurn {
			break
		}
		test.Tap(undo)
	}
	assert.Len(t, cards(), 3, "the undone turn's card is gone")
	uitest.Tap(t, u, lang.L("Tom's earlier turns ({{.Count}})", map[string]any{"Count": 2}))
	assert.Len(t, cards(), 1, "folded again")
}

// TestTomHistorySpeaksTheNewLanguage: cards built in English are written
// again in French once the language changes.
func TestTomHistorySpeaksTheNewLanguage(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	startTom(t, u, store, "Ana")
	for range 3 {
		playToYourTurn(t, u, store)
	}
	uitest.Tap(t, u, "Tom's earlier turns (2)")
	require.Contains(t, uitest.ScreenTexts(u), "Card 1: ")
	// As when coming back from Settings in another language.
	require.NoError(t, shell.ApplyLanguage("fr"))
	u.Top().OnShow()
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Carte 1 : ")
	assert.NotContains(t, shown, "Card 1: ")
}

// A turn's card is kept under a key naming all it shows: another space in
// a line, another gnome or more points make a new card; the same turn
// finds its card again. The key names the lines' templates and arguments
// without filling them in.
func TestTurnKeyNamesWhatTheCardShows(t *testing.T) {
	turn := func(space int, res ref.Resource, pts int) tom.Turn {
		return tom.Turn{Number: 3, Cycle: 1, Card: ref.TomCard(2), Resource: res, HasResource: true, Points: pts,
			Lines: []msg.Text{msg.T("Portal attached on space {{.Space}}.", map[string]any{"Space": space})}}
	}
	base := turnKey(turn(7, ref.Resource(1), 2))
	assert.Equal(t, base, turnKey(turn(7, ref.Resource(1), 2)))
	for _, other := range []tom.Turn{turn(2, ref.Resource(1), 2), turn(7, ref.Resource(2), 2), turn(7, ref.Resource(1), 3)} {
		assert.NotEqual(t, base, turnKey(other))
	}
	assert.NotContains(t, base, "on space 7", "a line's template is not filled in")
}
