package shell_test

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestPlayerPageShowsOneModeAtATime (issue 35 §2): a player who played at
// the table and solo sees one at a time, the one they played more first;
// Solo shows their solo figures and chart (no head-to-head), and their page
// opens on Solo next time; in German too.
func TestPlayerPageShowsOneModeAtATime(t *testing.T) {
	for _, c := range []struct{ lang, stats, table, solo, h2h string }{
		{"en", "Stats", "At the table", "Solo", "Head-to-head"},
		{"de", "Statistik", "Am Tisch", "Solo", "Direkter Vergleich"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			h, s := uitest.NewHost(t, t.TempDir()+"/h.db", c.lang, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			h.Window().Resize(fyne.NewSize(360, 640))
			ctx := context.Background()
			at := func(d int) time.Time { return time.Date(2026, 3, d, 20, 0, 0, 0, time.Local) }
			for d := 1; d <= 3; d++ {
				_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at(d),
					Results: []data.Result{{Seat: 0, Name: "Zed", Score: 40 + d, Winner: true}, {Seat: 1, Name: "Bo", Score: 30}}})
				require.NoError(t, err)
			}
			for d := 4; d <= 5; d++ {
				_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: at(d),
					Results: []data.Result{{Seat: 0, Name: "Zed", Score: 70 + d}}})
				require.NoError(t, err)
			}
			uitest.TapTile(t, h, "Fake")
			uitest.TapTile(t, h, c.stats)
			uitest.OpenStanding(t, h, "Zed")
			modes := uitest.FindAll[*kit.Segmented](uitest.Screen(h), nil)
			require.Len(t, modes, 1, "a switch between the two")
			assert.Equal(t, 0, modes[0].Selected(), "at the table first: 3 plays against 2")
			page := uitest.ScreenTexts(h)
			assert.Contains(t, page, c.h2h)
			assert.Contains(t, page, "43\n", "the best at the table")
			assert.NotContains(t, page, "75\n")

			uitest.Tap(t, h, c.solo)
			uitest.Relayout(h)
			page = uitest.ScreenTexts(h)
			assert.NotContains(t, page, c.h2h)
			assert.Contains(t, page, "75\n", "the best solo")
			assert.Len(t, uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil), 1, "the solo chart")
			assert.Empty(t, uitest.Overflowing(uitest.Screen(h)))

			uitest.Back(h)
			uitest.OpenStanding(t, h, "Zed")
			assert.Equal(t, 1, uitest.FindAll[*kit.Segmented](uitest.Screen(h), nil)[0].Selected(), "Solo again, as left")
		})
	}
}
