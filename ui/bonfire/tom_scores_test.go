package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// notesField is the notes entry of the scores page.
func notesField(t *testing.T, u *shell.Host) *kit.TextEntry {
	t.Helper()
	es := uitest.FindAll(uitest.Screen(u), func(e *kit.TextEntry) bool { return e.PlaceHolder == "Notes (optional)" })
	require.Len(t, es, 1)
	return es[0]
}

// TestTomScoresPageKeepsSaveInView (issue 32 §5): on a phone, Save to
// history stays at the bottom of the scores of a game against Tom, as See
// the scores does on the boards; below the handicap and two breakdowns it
// was off the screen. The notes and duration typed there come back after
// Back to the boards and after a kill.
func TestTomScoresPageKeepsSaveInView(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	opts := tom.DefaultOptions()
	opts.Challenge, opts.Handicap = true, -10
	finishedTomGame(t, path, "Dora", opts)
	u, store := newTestUI(t, path)
	u.Window().Resize(fyne.NewSize(360, 640))
	u.PopTo(1) // it reopens on the game that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u, "Dora against Tom")
	uitest.Tap(t, u, "See the scores")
	require.Equal(t, "Scores", u.Top().Title)
	uitest.Relayout(u)
	save := uitest.Button(t, u, "Save to history")
	at, ok := uitest.Position(u, save)
	require.True(t, ok)
	assert.LessOrEqual(t, at.Y+save.Size().Height, float32(640), "Save to history is on the screen")
	test.Type(notesField(t, u), "Played by the fire")
	uitest.StepTo(t, u, "Duration in minutes (optional)", 75)

	uitest.Back(u)
	uitest.Tap(t, u, "See the scores")
	assert.Equal(t, "Played by the fire", notesField(t, u).Text, "kept over Back")
	assert.Equal(t, 75, uitest.StepperNamed(t, u, "Duration in minutes (optional)").Value())

	require.NoError(t, store.Close())
	u, store = newTestUI(t, path)
	u.Window().Resize(fyne.NewSize(360, 640))
	u.PopTo(1) // it reopens on the game that was on screen (issue 32 §6); from Home here
	uitest.TapTile(t, u, "Dora against Tom")
	uitest.Tap(t, u, "See the scores")
	assert.Equal(t, "Played by the fire", notesField(t, u).Text, "kept over a kill")
	assert.Equal(t, 75, uitest.StepperNamed(t, u, "Duration in minutes (optional)").Value())
	uitest.Tap(t, u, "Save to history")
	plays, err := store.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, "Played by the fire", plays[0].Notes)
	assert.Equal(t, 75, int(plays[0].Duration.Minutes()))
}
