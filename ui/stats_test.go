package ui

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// TestStatsShowHandicapChart: seed 000 "MODE HANDICAP" — win, loss, loss,
// tie, win from −10 ends at −4, drawn as a line through 6 points.
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
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Stats")
	shown := texts(u)
	assert.Contains(t, shown, "-4")
	assert.Contains(t, shown, "2 · 2 · 1", "won · lost · tied")
	assert.Contains(t, shown, "Plays")
	charts := findAll[*lineChart](screen(u), nil)
	require.Len(t, charts, 1)
	assert.Equal(t, []int{-10, -5, -7, -9, -9, -4}, charts[0].values)

	r := test.WidgetRenderer(charts[0]).(*chartRenderer)
	assert.Len(t, r.segs, 5)
	assert.Len(t, r.dots, 6)
	charts[0].Resize(fyne.NewSize(300, 200))
	// Higher handicap is drawn higher: the −5 dot sits above the −10 dot.
	assert.Less(t, r.dots[1].Position1.Y, r.dots[0].Position1.Y)
	assert.Less(t, r.dots[0].Position1.X, r.dots[1].Position1.X, "time runs left to right")
}

func TestStatsWithoutPlays(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	tapTile(t, u, "Lueur")
	tapTile(t, u, "Stats")
	assert.Contains(t, texts(u), "No players yet")
}
