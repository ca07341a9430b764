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

// TestHomeShowsYourStats (issue 35 §1: the profile marked "me" is used for
// "your" stats on Home): nothing while nobody is marked; once Ana is, Home
// has a card with her plays in all games and the last date, opening a page
// with a line per game (at the table with wins, solo) that opens her page of
// that game; in German too.
func TestHomeShowsYourStats(t *testing.T) {
	for _, c := range []struct{ lang, you, line, sub string }{
		{"en", "You", "3 plays · last on 12 Jun 2026", "2 at the table, 1 won · 1 solo"},
		{"de", "Du", "3 Partien · zuletzt am 12.06.2026", "2 am Tisch, 1 gewonnen · 1 solo"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			h, s := uitest.NewHost(t, t.TempDir()+"/h.db", c.lang, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			h.Window().Resize(fyne.NewSize(360, 640))
			ctx := context.Background()
			ana, err := s.CreateProfile(ctx, "Ana")
			require.NoError(t, err)
			at := func(d int) time.Time { return time.Date(2026, 6, d, 20, 0, 0, 0, time.Local) }
			for i, won := range []bool{true, false} {
				_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at(10 + i),
					Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 40, Winner: won}, {Seat: 1, Name: "Bo", Score: 30, Winner: !won}}})
				require.NoError(t, err)
			}
			_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeSolo, PlayedAt: at(12),
				Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 55}}})
			require.NoError(t, err)

			h.PopTo(1)
			assert.NotContains(t, uitest.ScreenTexts(h)+tileTexts(h), c.line, "nobody is marked yet")

			require.NoError(t, s.SetMe(ctx, ana.ID))
			uitest.TapTile(t, h, "Fake")
			uitest.Back(h) // Home shows again
			require.True(t, uitest.HasTile(h, "Ana"), "Home has your card")
			assert.Contains(t, tileTexts(h), c.line)

			uitest.TapTile(t, h, "Ana")
			assert.Equal(t, "Ana · "+c.you, h.Top().Title)
			assert.Contains(t, tileTexts(h), c.sub)
			uitest.TapTile(t, h, "Fake")
			assert.Equal(t, "Ana · Fake", h.Top().Title)
			assert.Empty(t, uitest.Overflowing(uitest.Screen(h)))
		})
	}
}

// tileTexts joins the titles and subtitles of the tiles on screen.
func tileTexts(h *shell.Host) string {
	out := ""
	for _, x := range uitest.FindAll[*kit.Tile](uitest.Screen(h), nil) {
		out += x.Title() + "\n" + x.Subtitle() + "\n"
	}
	return out
}
