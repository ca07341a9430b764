package shell_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestStatsDrawsTheLinesInView (issue 21): a leaderboard of 21 players on
// a phone draws its first eight lines and, past them, only the lines in
// view; scrolled to its end, the last line shows (and the 9th no longer), and
// every line is there to tap on the way.
func TestStatsDrawsTheLinesInView(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	ctx := context.Background()
	for i := range 20 {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, 1+i, 20, 0, 0, 0, time.Local),
			Results: []data.Result{{Seat: 0, Name: fmt.Sprintf("P%02d", i), Score: 40, Winner: true}, {Seat: 1, Name: "Zed", Score: 30}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(360, 640))
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Stats")
	uitest.Relayout(h)
	first := shownTiles(h)
	require.NotEmpty(t, first)
	assert.Equal(t, "1. P00", first[0])
	assert.Len(t, first, 8, "the first eight lines draw, not the 13 below the screen: %v", first)

	scroll := uitest.FindAll[*container.Scroll](uitest.Screen(h), nil)
	require.NotEmpty(t, scroll)
	seen := map[string]bool{}
	for _, title := range first {
		seen[title] = true
	}
	for scroll[0].Offset.Y < scroll[0].Content.Size().Height-scroll[0].Size().Height {
		scroll[0].ScrollToOffset(fyne.NewPos(0, scroll[0].Offset.Y+200))
		uitest.Relayout(h)
		for _, title := range shownTiles(h) {
			seen[title] = true
		}
	}
	last := shownTiles(h)
	assert.Contains(t, last, "21. Zed", "the end of the list shows")
	assert.NotContains(t, last, "9. P08", "the 9th line has scrolled away")
	assert.Len(t, seen, 21, "every line showed on the way: %v", seen)

	uitest.OpenStanding(t, h, "Zed")
	assert.Equal(t, "Zed · Fake", h.Top().Title)
}
