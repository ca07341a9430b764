package bonfire

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestStatsShowHandicapChart: seed 000 "MODE HANDICAP" — win, loss, loss,
// tie, win from –10 ends at –4, drawn as a line through 6 points.
func TestStatsShowHandicapChart(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	for i, sc := range [][2]int{{80, 70}, {60, 70}, {65, 71}, {70, 70}, {90, 60}} {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: base.AddDate(0, 0, i), Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: sc[0], Winner: sc[0] > sc[1]}, {Seat: 1, Name: "Tom", Bot: true, Score: sc[1]}}})
		require.NoError(t, err)
	}
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Stats")
	assert.Contains(t, uitest.ScreenTexts(u), "Plays: 5 · won: 2 (40%)", "against Tom, in the solo leaderboard")
	openStanding(t, u, "Ana")
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "-4")
	assert.Contains(t, shown, "2 · 2 · 1", "won · lost · tied")
	assert.Contains(t, shown, "Plays")
	charts := uitest.FindAll[*kit.DatedChart](uitest.Screen(u), nil)
	require.Len(t, charts, 2, "her scores, then the handicap")
	assert.Equal(t, []int{80, 60, 65, 70, 90}, chartBests(charts[0]))
	assert.Equal(t, []int{-5, -7, -9, -9, -4}, chartBests(charts[1]), "from the start at -10")

	uitest.Tap(t, u, "Records")
	assert.Contains(t, uitest.ScreenTexts(u), "Best handicap reached against Tom: –4 (5 Mar 2026)", "issue 35 §2")

}

func TestStatsWithoutPlays(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Stats")
	assert.Contains(t, uitest.ScreenTexts(u), "No players yet")
}

// chartBests are the points of a chart: each play's value while each is
// drawn.
func chartBests(c *kit.DatedChart) []int {
	points, _ := c.Buckets()
	out := []int{}
	for _, b := range points {
		out = append(out, b.Best)
	}
	return out
}
