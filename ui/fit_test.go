package ui

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestScreensFitAPhone walks the app's screens in every language and checks
// that none asks for more than 360 px of width (SPEC §3: German words are
// long): Home with a session, a draft and a setup under way, Settings, each
// game's menu, Stats, History, the Tom screen and its log, score entry.
func TestScreensFitAPhone(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "h.db")
			h, s := uitest.NewHost(t, path, l, Modules)
			h.Window().Resize(fyne.NewSize(360, 640))
			fits := func(name string) {
				t.Helper()
				assert.LessOrEqual(t, h.Top().Content.MinSize().Width, float32(360), "%s: %s is wider than a phone", l, name)
			}
			_, err := s.CreateProfile(t.Context(), "Anastasia-Maximiliane")
			require.NoError(t, err)
			require.NoError(t, s.SaveDraft(t.Context(), data.Draft{Key: "bonfire.score", Game: data.GameBonfire, Kind: "score",
				Body: json.RawMessage(`{"boards":[{"name":"A"},{"name":"B"},{"name":"C"}]}`)}))

			// Tom: start a game and open its log.
			uitest.TapTile(t, h, lang.L("Bonfire"))
			fits("Bonfire menu")
			uitest.TapTile(t, h, lang.L("Solo against Tom"))
			fits("Tom start")
			uitest.Tap(t, h, lang.L("Start"))
			fits("Tom screen")
			uitest.Tap(t, h, lang.L("End turn"))
			fits("Tom's turn")
			test.Tap(uitest.IconButton(t, h, theme.ListIcon()))
			fits("session log")

			h.PopTo(1)
			h.Top().OnShow()
			fits("Home with Resume cards")
			uitest.Tap(t, h, lang.L("Settings"))
			fits("Settings")
			h.PopTo(1)
			uitest.Tap(t, h, lang.L("History"))
			fits("History")
			for _, g := range []string{lang.L("Bonfire"), lang.L("Lueur"), lang.L("Insula")} {
				h.PopTo(1)
				uitest.TapTile(t, h, g)
				fits(g + " menu")
				uitest.TapTile(t, h, lang.L("Stats"))
				fits(g + " stats")
				if uitest.OpenFirstStanding(h) {
					fits(g + " player stats")
				}
			}

			// Lueur's score entry on the Archipelago side (more lines than the Province).
			h.PopTo(1)
			uitest.TapTile(t, h, lang.L("Lueur"))
			uitest.TapTile(t, h, lang.L("Score a game"))
			uitest.FindAll[*kit.Segmented](uitest.Screen(h), nil)[0].Select(1, true)
			fits("Lueur score: players")
			uitest.Tap(t, h, "5")
			uitest.Tap(t, h, lang.L("Enter the boards"))
			fits("Lueur score: boards")
			uitest.Tap(t, h, lang.L("See the scores"))
			uitest.TapInDialog(t, h, lang.L("Score them"))
			fits("Lueur score: result")

			// Insula's record of a game, purple citadel with every player fighting.
			h.PopTo(1)
			uitest.TapTile(t, h, lang.L("Insula"))
			uitest.TapTile(t, h, lang.L("Record a game"))
			uitest.FindAll[*kit.Segmented](uitest.Screen(h), nil)[0].Select(1, true)
			fits("Insula record: game")
			uitest.Tap(t, h, lang.L("Who fought Kingosh?"))
			for _, c := range uitest.FindAll[*kit.WrapCheck](uitest.Screen(h), nil) {
				test.Tap(c)
			}
			fits("Insula record: final battle")
			uitest.Tap(t, h, lang.L("Who won?"))
			fits("Insula record: who won")

			// Score entry, quick and city.
			h.PopTo(1)
			uitest.TapTile(t, h, lang.L("Bonfire"))
			uitest.TapTile(t, h, lang.L("Score a game"))
			fits("score: continue or start anew")
			uitest.TapTile(t, h, kit.N("Unfinished score — Bonfire, {{.Count}} players", 3, nil))
			fits("score: quick boards")
			uitest.Tap(t, h, lang.L("City"))
			fits("score: city board")
			assert.Len(t, uitest.Boards(t, h).Buttons(), 3)

			// Four players with long names: every board has its button.
			h.PopTo(1)
			uitest.TapTile(t, h, lang.L("Bonfire"))
			uitest.TapTile(t, h, lang.L("Score a game"))
			uitest.TapTile(t, h, lang.L("Start a new score"))
			uitest.TapInDialog(t, h, lang.L("Yes"))
			uitest.Tap(t, h, "4")
			fields := uitest.FindAll[*kit.NameEntry](uitest.Screen(h), nil)
			for i, n := range []string{"Anastasia-Maximiliane", "Bartholomew", "Constance", "Dominique"} {
				fields[i].SetText(n)
			}
			uitest.Tap(t, h, lang.L("Enter the boards"))
			fits("score: four boards")
			uitest.Tap(t, h, lang.L("See the scores"))
			require.NotNil(t, h.Window().Canvas().Overlays().Top(), "untouched boards ask")
			uitest.CloseOverlays(h)
		})
	}
}
