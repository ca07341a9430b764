package shell_test

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	"hearth/scoring"
	lscore "hearth/scoring/lueur"
	"hearth/ui"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestIssue22Shots renders issue 22's screens (game nights, the custom
// period, a Lueur play page, the leaderboard and a player's page in
// colour, merging) in EN, FR and DE side by side, at 360×640 light and
// 390×844 dark, into $HEARTH_SHOTS; skipped without it.
func TestIssue22Shots(t *testing.T) {
	dir := os.Getenv("HEARTH_SHOTS")
	if dir == "" {
		t.Skip("set HEARTH_SHOTS to a folder to render the screens")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	for _, v := range []struct {
		size  fyne.Size
		theme string
	}{{fyne.NewSize(360, 640), "light"}, {fyne.NewSize(390, 844), "dark"}} {
		rows := map[string][]image.Image{}
		var order []string
		for _, l := range []string{"en", "fr", "de"} {
			for _, s := range issue22Tour(t, l, v.theme, v.size) {
				if _, ok := rows[s.name]; !ok {
					order = append(order, s.name)
				}
				rows[s.name] = append(rows[s.name], s.img)
			}
		}
		for i, name := range order {
			writeShotRow(t, filepath.Join(dir, fmt.Sprintf("%dx%d-%02d-%s.png", int(v.size.Width), int(v.size.Height), i+1, name)), rows[name])
		}
	}
}

type shot22 struct {
	name string
	img  image.Image
}

// lueurResult is a saved Lueur result with its board, as the score entry
// saves it.
func lueurResult(t *testing.T, seat int, name string, profile int64, p lscore.Player, side lref.Side) data.Result {
	b, err := lscore.Score(side, p)
	require.NoError(t, err)
	in, err := json.Marshal(struct {
		Side lref.Side `json:"side"`
		lscore.Player
	}{side, p})
	require.NoError(t, err)
	rec, err := json.Marshal(scoring.Record{Lines: b.Lines(), Input: in})
	require.NoError(t, err)
	return data.Result{Seat: seat, Name: name, ProfileID: profile, Score: b.Total(), Breakdown: rec}
}

func issue22Tour(t *testing.T, l, themeName string, size fyne.Size) []shot22 {
	a := test.NewApp()
	defer test.NewApp()
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer store.Close()
	ctx := context.Background()
	require.NoError(t, store.SetSetting(ctx, data.SettingLanguage, l))
	require.NoError(t, store.SetSetting(ctx, data.SettingTheme, themeName))
	ana, _ := store.CreateProfile(ctx, "Ana")
	ben, _ := store.CreateProfile(ctx, "Ben")
	camp := 5
	board := func(track, gain, loss, tokens, cards, comp int) lscore.Player {
		return lscore.Player{Track: track, CardLightGain: gain, CardLightLoss: loss, CampVillage: &camp, FireflyTokens: tokens, FirefliesOnCards: cards, Companions: comp, SmallSteps: 3}
	}
	night := time.Date(2025, 11, 21, 19, 30, 0, 0, time.Local)
	for i := range 3 {
		p := data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: night.Add(time.Duration(i) * 100 * time.Minute), Location: "Lyon"}
		p.Results = []data.Result{lueurResult(t, 0, "Ana", ana.ID, board(60+i, 5, 1, 1, 2, 7), lref.Province),
			lueurResult(t, 1, "Ben", ben.ID, board(55+2*i, 6, 0, 4, 4, 6), lref.Province),
			lueurResult(t, 2, "Gus", 0, board(50, 3, 2, 0, 1, 5), lref.Province)}
		p.Results[0].Winner = p.Results[0].Score >= p.Results[1].Score
		p.Results[1].Winner = !p.Results[0].Winner
		_, err := store.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	for i := range 6 {
		_, err := store.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: night.AddDate(0, 0, -3*(i+1)),
			Results: []data.Result{lueurResult(t, 0, "Benny", 0, board(40+3*i, 2, 0, 2, 2, 4), lref.Province), lueurResult(t, 1, "Ana", ana.ID, board(45+i, 4, 1, 1, 1, 6), lref.Province)}})
		require.NoError(t, err)
	}
	h := shell.New(a, store, ui.Modules)
	h.Window().Resize(size)
	var shots []shot22
	snap := func(name string) {
		uitest.Relayout(h)
		shots = append(shots, shot22{name, h.Window().Canvas().Capture()})
	}
	tap := func(text string) { uitest.Tap(t, h, text) }

	tap(lang.L("History"))
	snap("history-night")
	period := uitest.FindAll[*widget.Select](uitest.Screen(h), nil)[2]
	period.SetSelectedIndex(len(period.Options) - 1)
	fields := uitest.FindAll[*kit.TextEntry](h.Window().Canvas().Overlays().Top(), nil)
	test.Type(fields[0], "22/11/2025")
	test.Type(fields[1], "2025-11-01")
	uitest.TapInDialog(t, h, lang.L("Show these plays"))
	snap("history-range-refused")
	fields[0].SetText("2025-11-01")
	fields[1].SetText("2025-11-30")
	uitest.TapInDialog(t, h, lang.L("Show these plays"))
	snap("history-range")
	plays, err := store.Plays(ctx, data.PlayFilter{Limit: 1})
	require.NoError(t, err)
	h.OpenPlay(plays[0].ID)
	snap("lueur-play-page")

	h.PopTo(1)
	uitest.TapTile(t, h, lang.L("Lueur"))
	uitest.TapTile(t, h, lang.L("Stats"))
	snap("leaderboard-colours")
	uitest.OpenStanding(t, h, "Ana")
	snap("player-page")
	for _, s := range uitest.FindAll[*container.Scroll](uitest.Screen(h), nil) {
		s.ScrollToBottom()
	}
	snap("player-page-bottom")
	h.Pop()
	uitest.OpenStanding(t, h, "Benny")
	uitest.TapWrap(t, h, lang.L("Same person as another player…"))
	pick := uitest.FindAll[*widget.Select](h.Window().Canvas().Overlays().Top(), nil)[0]
	pick.SetSelected("Ana")
	uitest.TapInDialog(t, h, lang.L("Continue"))
	snap("merge-refused")
	pick.SetSelected("Ben")
	uitest.TapInDialog(t, h, lang.L("Continue"))
	snap("merge-ask")
	uitest.CloseOverlays(h)

	h.PopTo(1)
	uitest.TapTile(t, h, lang.L("Lueur"))
	uitest.TapTile(t, h, lang.L("Score a game"))
	names := uitest.FindAll[*widget.SelectEntry](uitest.Screen(h), nil)
	names[0].SetText("Ana")
	names[1].SetText("Gus")
	tap(lang.L("Enter the boards"))
	snap("lueur-tabs-colours")
	return shots
}

func writeShotRow(t *testing.T, path string, imgs []image.Image) {
	var w, hgt int
	for _, im := range imgs {
		w += im.Bounds().Dx() + 8
		hgt = max(hgt, im.Bounds().Dy())
	}
	row := image.NewRGBA(image.Rect(0, 0, w, hgt))
	x := 0
	for _, im := range imgs {
		draw.Draw(row, image.Rect(x, 0, x+im.Bounds().Dx(), im.Bounds().Dy()), im, im.Bounds().Min, draw.Src)
		x += im.Bounds().Dx() + 8
	}
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, row))
}
