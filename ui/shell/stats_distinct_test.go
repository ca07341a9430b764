package shell_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestEightPlayersKeepEightColours (issue 35 §2: with 8 players, two pairs
// shared a colour on the leaderboard): two profiles that chose the same
// colour and six guests whose names hash onto shared colours draw 8
// different colours on the leaderboard, in the light and the dark theme.
func TestEightPlayersKeepEightColours(t *testing.T) {
	for _, th := range []string{shell.ThemeLight, shell.ThemeDark} {
		t.Run(th, func(t *testing.T) {
			h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			ctx := context.Background()
			ana, err := s.CreateProfile(ctx, "Ana")
			require.NoError(t, err)
			ben, err := s.CreateProfile(ctx, "Ben")
			require.NoError(t, err)
			require.NoError(t, s.SetProfileColour(ctx, ben.ID, data.Palette[0]))
			players := []data.Result{{Name: "Ana", ProfileID: ana.ID}, {Name: "Ben", ProfileID: ben.ID}}
			own := map[string]int{data.Palette[0]: 2}
			for i := 0; len(players) < 8; i++ {
				n := fmt.Sprintf("Guest %c", 'A'+i)
				if own[data.NameColour(n)] < 2 {
					own[data.NameColour(n)]++
					players = append(players, data.Result{Name: n})
				}
			}
			require.Less(t, len(own), 8, "the players' own colours collide, so the test can fail")
			for seat := range players {
				players[seat].Seat, players[seat].Score, players[seat].Winner = seat, 10+seat, seat == 7
			}
			_, err = s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local), Results: players})
			require.NoError(t, err)

			h.Window().Resize(fyne.NewSize(390, 1400))
			uitest.Tap(t, h, lang.L("Settings"))
			uitest.Tap(t, h, map[string]string{shell.ThemeLight: "Light", shell.ThemeDark: "Dark"}[th])
			h.PopTo(1)
			uitest.TapTile(t, h, "Fake")
			uitest.TapTile(t, h, "Stats")
			uitest.Relayout(h)
			shot := h.Window().Canvas().Capture()
			for _, hex := range data.Palette {
				assert.True(t, hasColour(shot, kit.ParseColour(hex)), "%s: %s is drawn", th, hex)
			}
		})
	}
}
