package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestEveryStatsPageFitsAPhone opens every game's Stats and every player's
// page on it at 360 px, in each language and theme, over plays with long
// names, long times played and big numbers (issue 32 §5: German's "24 Std.
// 36 Min." and a 100k history's "1616 · 1661 · 87" in two columns widened
// the window to 407 and 415 px, and it stayed so on every later page):
// no page asks for more than the width, nothing runs past its box, and Home
// fits after them.
func TestEveryStatsPageFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, func(t *testing.T, path, l string) (*shell.Host, *data.Store) {
		return uitest.NewHost(t, path, l, Modules)
	}, func(t *testing.T, h *shell.Host, s *data.Store, fits func(string)) {
		longHistory(t, s)
		for _, g := range []string{lang.L("Bonfire"), lang.L("Lueur"), lang.L("Insula")} {
			h.PopTo(1)
			uitest.TapTile(t, h, g)
			uitest.TapTile(t, h, lang.L("Stats"))
			fits(g + " stats")
			assert.Empty(t, uitest.Overflowing(uitest.Screen(h)), g+" stats")
			standings := len(standingTiles(h))
			require.Positive(t, standings, g)
			for i := range standings {
				h.PopTo(3)
				uitest.Relayout(h)
				test.Tap(standingTiles(h)[i])
				require.Equal(t, 4, h.Depth(), "%s: line %d opens a player's page", g, i)
				name := fmt.Sprintf("%s player %d (%s)", g, i, h.Top().Title)
				fits(name)
				uitest.Relayout(h)
				assert.Empty(t, uitest.Overflowing(uitest.Screen(h)), name)
			}
		}
		h.PopTo(1)
		h.Top().OnShow()
		fits("Home after Stats")
		assert.LessOrEqual(t, h.Window().Content().MinSize().Width, float32(uitest.PhoneWidth), "the window as a whole")
	})
}

// standingTiles are a leaderboard's lines ("1. Ana"), at the table then solo.
func standingTiles(h *shell.Host) []*kit.Tile {
	return uitest.FindAll(uitest.Screen(h), func(x *kit.Tile) bool {
		rank, _, ok := strings.Cut(x.Title(), ". ")
		return ok && rank != "" && strings.Trim(rank, "0123456789") == ""
	})
}

// longHistory saves, for every game, plays at the table and solo between a
// profile and a guest with long names, hours of play and big scores, and a
// few Bonfire games against Tom, challenges and standard games.
func longHistory(t *testing.T, s *data.Store) {
	ctx := t.Context()
	long := "Anastasia-Maximiliane von Hohenzollern"
	guest := "Bartholomäus Vandermeulen-Smith"
	me, err := s.CreateProfile(ctx, long)
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	save := func(p data.Play) {
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	for i := range 4 {
		at := base.AddDate(0, 0, i)
		for _, g := range []game.Game{data.GameBonfire, data.GameLueur, data.GameInsula} {
			save(data.Play{Game: g, Mode: data.ModeMulti, PlayedAt: at, Duration: 1234*time.Hour + 56*time.Minute, Results: []data.Result{
				{Seat: 0, Name: long, ProfileID: me.ID, Score: 100_000 + i, Winner: i%2 == 0},
				{Seat: 1, Name: guest, Score: 99_999, Winner: i%2 == 1}}})
		}
		mark, err := data.MarkHandicap(nil, i%2 == 0, -10)
		require.NoError(t, err)
		save(data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: at.Add(time.Hour), Duration: 25 * time.Hour, Results: []data.Result{
			{Seat: 0, Name: long, ProfileID: me.ID, Score: 60 + i, Winner: i == 0, Breakdown: mark},
			{Seat: 1, Name: "Tom", Bot: true, Score: 62}}})
		save(data.Play{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: at.Add(2 * time.Hour), Results: []data.Result{
			{Seat: 0, Name: guest, Score: 72}}})
		save(data.Play{Game: data.GameInsula, Mode: data.ModeSolo, PlayedAt: at.Add(3 * time.Hour), Results: []data.Result{
			{Seat: 0, Name: long, ProfileID: me.ID, Score: 7}}})
	}
}
