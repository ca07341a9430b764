package shell_test

import (
	"context"
	"fmt"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// sevenRivals saves Zed's plays with seven opponents: P1 once, P2 twice …
// P7 seven times; Zed wins the first of each run.
func sevenRivals(t *testing.T, s *data.Store) {
	ctx := context.Background()
	day := 0
	for i := 1; i <= 7; i++ {
		for n := range i {
			day++
			_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2025, 1, 1, 20, 0, 0, 0, time.Local).AddDate(0, 0, day),
				Results: []data.Result{{Seat: 0, Name: "Zed", Score: 40, Winner: n == 0}, {Seat: 1, Name: fmt.Sprintf("P%d", i), Score: 35, Winner: n != 0}}})
			require.NoError(t, err)
		}
	}
}

// TestHeadToHeadListsTheMostPlayedFirstAndTheRestOnTheirPage (issue 35 §2):
// a player's page lists the five opponents they played most with, a line
// each (name; plays together · won by them · won by the opponent), and a
// button opens the page of all seven, in French too.
func TestHeadToHeadListsTheMostPlayedFirstAndTheRestOnTheirPage(t *testing.T) {
	for _, c := range []struct{ lang, stats, all, caption string }{
		{"en", "Stats", "All 7 opponents", "Plays together · won by you · won by them"},
		{"fr", "Statistiques", "Les 7 adversaires", "Parties ensemble · gagnées par vous · par l'autre"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			h, s := uitest.NewHost(t, t.TempDir()+"/h.db", c.lang, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			sevenRivals(t, s)
			h.Window().Resize(fyne.NewSize(360, 640))
			uitest.TapTile(t, h, "Fake")
			uitest.TapTile(t, h, c.stats)
			uitest.OpenStanding(t, h, "Zed")
			page := uitest.ScreenTexts(h)
			assert.Contains(t, page, c.caption)
			for i := 7; i >= 3; i-- {
				assert.Contains(t, page, fmt.Sprintf("P%d\n%d · 1 · %d\n", i, i, i-1), "P%d's line", i)
			}
			assert.NotContains(t, page, "P2\n", "the sixth opponent is on the page of all")
			assert.NotContains(t, page, "P1\n")

			uitest.Tap(t, h, c.all)
			all := uitest.ScreenTexts(h)
			for i := 1; i <= 7; i++ {
				assert.Contains(t, all, fmt.Sprintf("P%d\n%d · 1 · %d\n", i, i, i-1))
			}
			assert.Contains(t, h.Top().Title, "Zed")
			assert.Empty(t, uitest.Overflowing(uitest.Screen(h)), "the page of all fits 360 px")
		})
	}
}

// TestPlayerPageCastsNoShadow: a player's figures are drawn without
// shadows (a card's shadow is blurred on every software-drawn frame: over
// half the busiest player's page at 100,000 plays, issue 35 §2).
func TestPlayerPageCastsNoShadow(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	sevenRivals(t, s)
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Stats")
	uitest.OpenStanding(t, h, "Zed")
	uitest.Relayout(h)
	require.NotEmpty(t, uitest.FindAll[*kit.DatedChart](uitest.Screen(h), nil), "the page is drawn whole")
	shadows := uitest.FindAll[*canvas.Rectangle](uitest.Screen(h), func(r *canvas.Rectangle) bool {
		return r.Shadow.BlurRadius > 0 && r.Shadow.Color != nil && r.Shadow.Color != color.Transparent
	})
	assert.Empty(t, shadows)
}
