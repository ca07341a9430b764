package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// scoreSoloWin enters a solo game won 61 to 20 by the player called name in
// "Score a game" and opens its result page.
func scoreSoloWin(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Score a game")
	uitest.Tap(t, u, "Solo")
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(u), nil)
	require.NotEmpty(t, names)
	names[0].SetText("")
	test.Type(names[0], name)
	uitest.Tap(t, u, "Enter the boards")
	enterAppendixIV(t, u)
	uitest.SelectBoard(t, u, 1)
	uitest.StepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 20)
	uitest.Tap(t, u, "See the scores")
}

// TestScoreSoloGameHandicapIsAChoice_Seed000Challenge1: a solo game entered in
// "Score a game" moves the handicap only when it was the handicap challenge
// (seeds 000 "CHALLENGE 1", 001 "HERAUSFORDERUNG 1"); a standard game leaves
// the ledger alone, and a challenge records the handicap it started with.
func TestScoreSoloGameHandicapIsAChoice_Seed000Challenge1(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ana, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)

	scoreSoloWin(t, u, "Ana")
	assert.False(t, checked(t, u, "Handicap challenge"), "a profile that never played the challenge plays the standard game")
	assert.Contains(t, uitest.ScreenTexts(u), "Standard game: both score markers started on 0 and the handicap does not change.")
	uitest.Tap(t, u, "Save to history")
	ledger, err := store.Ledger(t.Context(), ana.ID)
	require.NoError(t, err)
	assert.Empty(t, ledger, "a standard game never touches the ledger")

	u.PopTo(1)
	scoreSoloWin(t, u, "Ana")
	tapCheck(t, u, "Handicap challenge")
	assert.Contains(t, uitest.ScreenTexts(u), "Handicap challenge: Ana started at -10, and this game moves the handicap.")
	uitest.Tap(t, u, "Save to history")
	ledger, err = store.Ledger(t.Context(), ana.ID)
	require.NoError(t, err)
	require.Len(t, ledger, 1)
	assert.Equal(t, -10, ledger[0].Before)
	assert.Equal(t, -5, ledger[0].After, "a win moves the handicap +5")

	plays, err := store.Plays(t.Context(), data.PlayFilter{Game: data.GameBonfire})
	require.NoError(t, err)
	require.Len(t, plays, 2)
}
