package shell_test

import (
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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

// device is an app whose device is a phone or not, and whose OpenURL
// records the links it opens or fails as a device without a browser.
type device struct {
	fyne.App
	phone     bool
	noBrowser bool
	opened    []string
}

func (a *device) OpenURL(u *url.URL) error {
	if a.noBrowser {
		return errors.New(`exec: "xdg-open": executable file not found in $PATH`)
	}
	a.opened = append(a.opened, u.String())
	return nil
}

func (a *device) Driver() fyne.Driver { return driver{a.App.Driver(), a.phone} }

type driver struct {
	fyne.Driver
	phone bool
}

func (d driver) Device() fyne.Device { return phoneOrNot{d.Driver.Device(), d.phone} }

type phoneOrNot struct {
	fyne.Device
	phone bool
}

func (d phoneOrNot) IsMobile() bool { return d.phone }

// sendHost is the app on a.device over the database at path, in language
// l, at 360×640, in the theme th, showing a play saved there.
func sendHost(t *testing.T, a *device, path, l, th string, p data.Play) (*shell.Host, data.Play, *data.Store) {
	t.Helper()
	store, err := data.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	require.NoError(t, store.SetSetting(t.Context(), data.SettingLanguage, l))
	require.NoError(t, store.SetSetting(t.Context(), data.SettingTheme, th))
	if p.UID == "" {
		p, err = store.SavePlay(t.Context(), p)
		require.NoError(t, err)
	}
	h := shell.New(a, store, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.Window().Resize(fyne.NewSize(360, 640))
	h.OpenPlay(p.ID)
	return h, p, store
}

var (
	lueurPlay = data.Play{Game: game.Lueur, PlayedAt: time.Now().Add(-time.Hour), Location: "Kitchen", Results: []data.Result{
		{Seat: 0, Name: "Ana", Score: 72, Winner: true}, {Seat: 1, Name: "Ben", Score: 60}}}
	tomPlay = data.Play{Game: game.Bonfire, Mode: data.ModeSolo, PlayedAt: time.Now().Add(-time.Hour), Results: []data.Result{
		{Seat: 0, Name: "Ana", Score: 61, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 55}}}
)

// linkOf is the play's link as Send to BG Stats builds it.
func linkOf(t *testing.T, s *data.Store, p data.Play) string {
	t.Helper()
	id, err := bgstats.BGGID(t.Context(), s, p.Game)
	require.NoError(t, err)
	l, err := bgstats.Link(p, id)
	require.NoError(t, err)
	return l
}

// On a computer, where BG Stats does not run, Send to BG Stats shows the
// link as a QR code for the phone that has BG Stats: the code on the
// screen scans back to exactly the play's link (the game's BoardGameGeek id
// in it), in EN/FR/DE, light and dark, at 360×640; the dialog fits; Copy
// link and Open on this computer still work; a game against Tom says,
// once, to mark him a non-player in BG Stats.
func TestSendToBGStatsShowsACodeOnAComputer(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range []string{"en", "fr", "de"} {
		for _, th := range []string{"light", "dark"} {
			for _, play := range []data.Play{lueurPlay, tomPlay} {
				t.Run(l+"-"+th+"-"+string(play.Game), func(t *testing.T) { sendFromAComputer(t, l, th, play) })
			}
		}
	}
}

// sendFromAComputer sends play from a computer in language l and theme th.
func sendFromAComputer(t *testing.T, l, th string, play data.Play) {
	a := &device{App: test.NewTempApp(t)}
	h, p, s := sendHost(t, a, filepath.Join(t.TempDir(), "h.db"), l, th, play)
	_, err := bgstats.SetBGGID(t.Context(), s, game.Lueur, "54321")
	require.NoError(t, err)
	want := linkOf(t, s, p)
	uitest.Tap(t, h, lang.L("Send to BG Stats"))
	assert.Empty(t, a.opened, "a computer does not open BG Stats")
	require.Len(t, uitest.QRCodes(h), 1)
	scan := l == "en" && th == "light" && p.Game == game.Lueur || l == "de" && th == "dark" && p.Game == game.Bonfire
	if scan || os.Getenv("HEARTH_SHOTS") != "" {
		// Scanning a capture takes a second: once per theme.
		assert.Equal(t, want, uitest.ScanQR(t, h))
	}
	if p.Game == game.Lueur {
		assert.Contains(t, want, "54321", "the game's BoardGameGeek id goes along")
	}
	shown := uitest.OverlayTexts(h)
	assert.Contains(t, shown, lang.L("BG Stats is an app for phones: scan this code with the phone where it is installed, and it opens on this play."))
	note := lang.L("In BG Stats, mark Tom as a Non-player once; BG Stats remembers it.")
	assert.Equal(t, p.Game == game.Bonfire, strings.Contains(shown, note), "the note on Tom, for a game against him")
	toms := uitest.FindAll(h.Window().Canvas().Overlays().Top(), func(x *widget.Label) bool { return strings.Contains(x.Text, "Tom") })
	assert.Len(t, toms, map[bool]int{true: 1}[p.Game == game.Bonfire], "said once")
	top := h.Window().Canvas().Overlays().Top()
	assert.LessOrEqual(t, top.MinSize().Width, float32(360), "the dialog fits a phone-sized window")
	assert.LessOrEqual(t, top.MinSize().Height, float32(640))

	// The desktop window's default size: the code grows, the dialog fits.
	h.Window().Resize(fyne.NewSize(420, 820))
	uitest.CloseOverlays(h)
	uitest.Tap(t, h, lang.L("Send to BG Stats"))
	top = h.Window().Canvas().Overlays().Top()
	assert.LessOrEqual(t, top.MinSize().Width, float32(420))
	assert.LessOrEqual(t, top.MinSize().Height, float32(820))
	if scan || os.Getenv("HEARTH_SHOTS") != "" {
		assert.Equal(t, want, uitest.ScanQR(t, h))
	}

	uitest.TapInDialog(t, h, lang.L("Copy link"))
	assert.Equal(t, want, a.Clipboard().Content())
	assert.Contains(t, uitest.OverlayTexts(h), lang.L("Link copied"))
	uitest.CloseOverlays(h)
	uitest.Tap(t, h, lang.L("Send to BG Stats"))
	uitest.TapInDialog(t, h, lang.L("Open on this computer"))
	assert.Equal(t, []string{want}, a.opened)
}

// A link too long for a code a phone can scan (8 players with long names
// far from ASCII) gets a sentence instead of a code too fine to read, and
// no word of scanning a code, on a computer and on a phone that can open
// neither BG Stats nor a browser; it can still be copied. In EN/FR/DE,
// light and dark, the dialog fits 360×640.
func TestSendToBGStatsTooLongForACode(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	p := data.Play{Game: game.Lueur, PlayedAt: time.Now().Add(-time.Hour)}
	for i := range 8 {
		p.Results = append(p.Results, data.Result{Seat: i, Name: strings.Repeat("漢", 39) + string(rune('A'+i)), Score: i})
	}
	for _, l := range []string{"en", "fr", "de"} {
		for _, th := range []string{"light", "dark"} {
			for _, dev := range []string{"computer", "phone"} {
				t.Run(l+"-"+th+"-"+dev, func(t *testing.T) { sendTooLong(t, l, th, dev == "phone", p) })
			}
		}
	}
}

// sendTooLong sends p, whose link is too long for a code, in language l
// and theme th, from a computer or a phone without a browser.
func sendTooLong(t *testing.T, l, th string, phone bool, p data.Play) {
	a := &device{App: test.NewTempApp(t), phone: phone, noBrowser: phone}
	h, p, s := sendHost(t, a, filepath.Join(t.TempDir(), "h.db"), l, th, p)
	want := linkOf(t, s, p)
	require.Greater(t, len(want), 2100)
	uitest.Tap(t, h, lang.L("Send to BG Stats"))
	assert.Empty(t, uitest.QRCodes(h))
	shown := uitest.OverlayTexts(h)
	assert.Contains(t, shown, lang.L("This play's link is too long for a code a phone can scan ({{.N}} characters): copy it instead, and open it on the phone where BG Stats is installed.", map[string]any{"N": len(want)}))
	assert.NotContains(t, shown, lang.L("BG Stats is an app for phones: scan this code with the phone where it is installed, and it opens on this play."), "no code to scan")
	assert.NotContains(t, shown, lang.L("This device could not open BG Stats or a browser. Scan this code with a phone where BG Stats is installed, or copy the link: it fills in this play."), "no code to scan")
	assert.Equal(t, phone, strings.Contains(shown, lang.L("This device could not open BG Stats or a browser.")), "why the link is shown")
	top := h.Window().Canvas().Overlays().Top()
	assert.LessOrEqual(t, top.MinSize().Width, float32(360))
	assert.LessOrEqual(t, top.MinSize().Height, float32(640))
	uitest.Shot(t, h, nil, "")
	uitest.TapInDialog(t, h, lang.L("Copy link"))
	assert.Equal(t, want, a.Clipboard().Content())
}

// On a phone, Send to BG Stats opens BG Stats at once; for a game against
// Tom it first says to mark him a non-player in BG Stats, the first time
// only (Cancel opens nothing and asks again next time; after Open BG Stats
// it is not said again, after a restart too).
func TestSendToBGStatsOnAPhone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	a := &device{App: test.NewTempApp(t), phone: true}
	h, p, s := sendHost(t, a, path, "en", "light", lueurPlay)
	uitest.Tap(t, h, "Send to BG Stats")
	assert.Equal(t, []string{linkOf(t, s, p)}, a.opened)
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "no dialog on the way")

	a.opened = nil
	tom, err := s.SavePlay(t.Context(), tomPlay)
	require.NoError(t, err)
	h.OpenPlay(tom.ID)
	note := "In BG Stats, mark Tom as a Non-player once; BG Stats remembers it."
	uitest.Tap(t, h, "Send to BG Stats")
	assert.Contains(t, uitest.OverlayTexts(h), note)
	uitest.TapInDialog(t, h, "Cancel")
	assert.Empty(t, a.opened)
	uitest.Tap(t, h, "Send to BG Stats")
	uitest.TapInDialog(t, h, "Open BG Stats")
	assert.Equal(t, []string{linkOf(t, s, tom)}, a.opened)
	uitest.Tap(t, h, "Send to BG Stats")
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "said once")
	assert.Len(t, a.opened, 2)

	s.Close()
	b := &device{App: test.NewTempApp(t), phone: true}
	h, _, _ = sendHost(t, b, path, "en", "light", tom)
	uitest.Tap(t, h, "Send to BG Stats")
	assert.Len(t, b.opened, 1, "after a restart too")
}

// A phone that can open neither BG Stats nor a browser says so in words
// (not the raw exec error) and shows the link as a code another phone can
// scan, or to copy: exactly the play's createPlay link.
func TestSendToBGStatsWithoutBrowser(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range []string{"en", "fr", "de"} {
		a := &device{App: test.NewTempApp(t), phone: true, noBrowser: true}
		h, p, s := sendHost(t, a, filepath.Join(t.TempDir(), "h.db"), l, "light", lueurPlay)
		uitest.Tap(t, h, lang.L("Send to BG Stats"))
		shown := uitest.OverlayTexts(h)
		assert.NotContains(t, shown, "xdg-open", l)
		assert.NotContains(t, shown, "exec:", l)
		assert.Contains(t, shown, lang.L("This device could not open BG Stats or a browser. Scan this code with a phone where BG Stats is installed, or copy the link: it fills in this play."), l)
		want := linkOf(t, s, p)
		if l == "en" {
			assert.Equal(t, want, uitest.ScanQR(t, h), l)
		} else {
			assert.Len(t, uitest.QRCodes(h), 1, l)
		}
		assert.Empty(t, uitest.FindAll(h.Window().Canvas().Overlays().Top(), func(b *widget.Button) bool { return b.Text == lang.L("Open on this computer") }),
			"%s: a phone is no computer", l)
		uitest.TapInDialog(t, h, lang.L("Copy link"))
		assert.Equal(t, want, a.Clipboard().Content(), l)
		assert.Contains(t, uitest.OverlayTexts(h), lang.L("Link copied"), l)
	}
}
