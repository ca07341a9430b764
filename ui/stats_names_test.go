package ui

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestStatsNameTheHandicapChallenge (issue 32 §4): a player's Bonfire page
// counts every solo game against Tom under Solo, and the handicap's record
// (the challenge's games only, seed 000 "CHALLENGE 1 : MODE HANDICAP")
// under "Handicap challenge", not under "Against Tom", which read as a
// second, smaller count of the same games.
func TestStatsNameTheHandicapChallenge(t *testing.T) {
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", Modules)
	ana, err := s.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.Local)
	for i, challenge := range []bool{false, true, false} {
		mark, err := data.MarkHandicap(nil, challenge, -10)
		require.NoError(t, err)
		_, err = s.SavePlay(t.Context(), data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: base.AddDate(0, 0, i), Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 70, Winner: true, Breakdown: mark}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}})
		require.NoError(t, err)
	}
	uitest.TapTile(t, h, "Bonfire")
	uitest.TapTile(t, h, "Stats")
	uitest.OpenStanding(t, h, "Ana")
	shown := uitest.ScreenTexts(h)
	assert.Contains(t, shown, "Solo\n")
	assert.Contains(t, shown, "3\nPlays", "every game against Tom")
	assert.Contains(t, shown, "Handicap challenge\n")
	assert.Contains(t, shown, "1 · 0 · 0\nWon · lost · tied", "the challenge's games")
	assert.NotContains(t, shown, "Against Tom")
}

// TestInsulaStrengthOnlyOverBattlesFought (issue 32 §4): Ana fought one
// final battle at 6, then a nightfall came with no battle; Cy never fought.
// Stats and the player pages give Ana best and average 6 (not an average
// of 3), and Cy no strength at all (not "best 0, average 0").
func TestInsulaStrengthOnlyOverBattlesFought(t *testing.T) {
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", Modules)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.Local)
	for i, p := range [][]data.Result{
		{{Seat: 0, Name: "Ana", Score: 6, Winner: true}, {Seat: 1, Name: "Cy", Unscored: true}},
		{{Seat: 0, Name: "Ana", Unscored: true}, {Seat: 1, Name: "Cy", Unscored: true}},
	} {
		_, err := s.SavePlay(t.Context(), data.Play{Game: data.GameInsula, Mode: data.ModeMulti, PlayedAt: base.AddDate(0, 0, i), Results: p})
		require.NoError(t, err)
	}
	uitest.TapTile(t, h, "Insula")
	uitest.TapTile(t, h, "Stats")
	shown := uitest.ScreenTexts(h)
	assert.Contains(t, shown, "Best strength 6 · Average strength 6.0 ·")
	assert.Contains(t, shown, "Best strength — · Average strength — ·")
	uitest.OpenStanding(t, h, "Ana")
	assert.Contains(t, uitest.ScreenTexts(h), "6.0\nAverage strength")
	h.Pop()
	uitest.OpenStanding(t, h, "Cy")
	shown = uitest.ScreenTexts(h)
	assert.Contains(t, shown, "—\nBest strength")
	assert.Contains(t, shown, "—\nAverage strength")
	assert.NotContains(t, shown, "0.0")
}
