package bonfire

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestStatsCallTheLedgerTheHandicapChallenge (issue 32 §4): a player's
// Stats showed "Solo 23 plays / 10 wins" beside "Against Tom 5·9·0", the
// second the handicap challenge's games alone; the section is named for
// what it counts, and its notes speak of challenge games.
func TestStatsCallTheLedgerTheHandicapChallenge(t *testing.T) {
	h, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ana, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	m := New(h)
	empty := uitest.Texts(m.StatsSection(data.Player{ProfileID: ana.ID}, true))
	assert.Contains(t, empty, "Handicap challenge")
	assert.NotContains(t, empty, "Against Tom")
	assert.Contains(t, empty, "No handicap challenge yet: the first starts at a handicap of -10.")

	breakdown, err := data.MarkHandicap(nil, true, -10)
	require.NoError(t, err)
	_, err = store.SavePlay(t.Context(), data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC),
		Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 70, Winner: true, Breakdown: breakdown}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}})
	require.NoError(t, err)
	played := uitest.Texts(m.StatsSection(data.Player{ProfileID: ana.ID}, true))
	assert.Contains(t, played, "Handicap after each challenge game, from the start at -10.")
}
