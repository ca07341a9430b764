package shell_test

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestMergePlayersFromTheirPage (issue 22): on Benny's page, "Same person
// as another player…" asks whom; Cy, who played with Benny, is refused with
// a sentence; Ben is accepted after the question says how many plays move;
// the leaderboard then has Ben with every play and no Benny.
func TestMergePlayersFromTheirPage(t *testing.T) {
	h, _, s := newHost(t)
	ctx := context.Background()
	day := time.Date(2026, 4, 1, 20, 0, 0, 0, time.Local)
	for i, pair := range [][2]string{{"Benny", "Cy"}, {"Benny", "Ana"}, {"Ben", "Ana"}, {"Benny", "Ana"}} {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: day.AddDate(0, 0, i),
			Results: []data.Result{{Seat: 0, Name: pair[0], Score: 50, Winner: true}, {Seat: 1, Name: pair[1], Score: 40}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, lang.L("Stats"))
	uitest.OpenStanding(t, h, "Benny")
	uitest.TapWrap(t, h, "Same person as another player…")
	pick := uitest.FindAll[*widget.Select](h.Window().Canvas().Overlays().Top(), nil)
	require.Len(t, pick, 1)
	assert.Equal(t, []string{"Ana", "Ben", "Cy"}, pick[0].Options)
	pick[0].SetSelected("Cy")
	uitest.TapInDialog(t, h, "Continue")
	assert.Contains(t, uitest.OverlayTexts(h), "“Benny” and “Cy” have played together: they are two people.")
	pick[0].SetSelected("Ben")
	uitest.TapInDialog(t, h, "Continue")
	assert.Contains(t, uitest.OverlayTexts(h), "Merge “Benny” into “Ben”: 3 plays move.")
	uitest.TapInDialog(t, h, "Yes")
	assert.Equal(t, "Fake stats", h.Top().Title, "back on the leaderboard")
	shown := uitest.ScreenTexts(h)
	assert.NotContains(t, shown, "Benny")
	board, err := s.Leaderboard(ctx, data.GameLueur, false)
	require.NoError(t, err)
	plays := map[string]int{}
	for _, st := range board {
		plays[st.Name] = st.Plays
	}
	assert.Equal(t, map[string]int{"Ben": 4, "Ana": 3, "Cy": 1}, plays)
}
