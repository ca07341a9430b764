package shell_test

import (
	"errors"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bgstats"
	"hearth/data/game"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// noBrowserApp is a device that can open no link, as a desktop without
// xdg-open.
type noBrowserApp struct{ fyne.App }

func (a *noBrowserApp) OpenURL(*url.URL) error {
	return errors.New(`exec: "xdg-open": executable file not found in $PATH`)
}

// TestSendToBGStatsWithoutBrowser: when the link cannot be opened, the
// player is told so in words (not the raw exec error) and can copy the
// link, which is then exactly the play's createPlay link, with the game's
// BoardGameGeek id given in Settings.
func TestSendToBGStatsWithoutBrowser(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range []string{"en", "fr", "de"} {
		store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
		require.NoError(t, err)
		t.Cleanup(func() { store.Close() })
		require.NoError(t, store.SetSetting(t.Context(), data.SettingLanguage, l))
		saved, err := store.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: time.Now(), Results: []data.Result{
			{Seat: 0, Name: "Ana", Score: 72, Winner: true}, {Seat: 1, Name: "Ben", Score: 60},
		}})
		require.NoError(t, err)
		_, err = bgstats.SetBGGID(t.Context(), store, game.Lueur, "54321")
		require.NoError(t, err)
		a := &noBrowserApp{App: test.NewTempApp(t)}
		h := shell.New(a, store, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
		h.Window().Resize(fyne.NewSize(360, 640))
		h.OpenPlay(saved.ID)
		uitest.Tap(t, h, lang.L("Send to BG Stats"))
		shown := uitest.OverlayTexts(h)
		assert.NotContains(t, shown, "xdg-open", l)
		assert.NotContains(t, shown, "exec:", l)
		assert.Contains(t, shown, "BG Stats", l)
		uitest.TapInDialog(t, h, lang.L("Copy link"))
		want, err := bgstats.Link(saved, 54321) // the game's BoardGameGeek id goes along
		require.NoError(t, err)
		assert.Equal(t, want, a.Clipboard().Content(), l)
		assert.Contains(t, uitest.OverlayTexts(h), lang.L("Link copied"), l)
	}
}
