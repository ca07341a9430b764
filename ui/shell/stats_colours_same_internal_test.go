package shell

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// A guest (a name without a profile) whose own colour is a profile's
// takes another on the leaderboard, so that the two lines differ; History's
// strips, the play page, the player's page and a score entry's tab show
// that same colour, not the one the leaderboard gave up.
func TestAGuestHasOneColourOnEveryScreen(t *testing.T) {
	a := test.NewTempApp(t)
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana") // the palette's first colour
	require.NoError(t, err)
	guest := ""
	for i := 0; guest == ""; i++ {
		if n := fmt.Sprintf("Guest%d", i); data.NameColour(n) == data.Palette[0] {
			guest = n
		}
	}
	_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local),
		Results: []data.Result{{Name: "Ana", ProfileID: ana.ID, Score: 40, Winner: true}, {Seat: 1, Name: guest, Score: 30}}})
	require.NoError(t, err)
	h := New(a, s, func(*Host) []Module { return nil })

	board, err := s.Leaderboard(ctx, data.GameLueur, false)
	require.NoError(t, err)
	require.Len(t, board, 2)
	onBoard := h.boardColours(board)
	g, p := data.Player{Name: guest}, data.Player{ProfileID: ana.ID, Name: "Ana"}
	assert.NotEqual(t, onBoard[p], onBoard[g], "two lines, two colours")
	colours := h.playerColours()
	assert.Equal(t, onBoard[g], colours.of(g), "History and the player's page show the leaderboard's colour")
	assert.Equal(t, onBoard[p], colours.of(p))
	assert.Equal(t, onBoard[g], colours.ofName(" "+guest), "and a score entry's tab for the name typed")
	assert.Equal(t, onBoard[p], colours.ofName("ana"))
}
