package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// The checklist shows its setup code as a QR code too: another phone's
// camera reads the code alone off the screen, and that text, pasted into
// the other phone's Hearth, deals the same setup; after a re-roll the code
// is the new setup's. In EN/FR/DE, light and dark, at 360×640, the card
// fits the phone.
func TestSetupCodeScansOnAnotherPhone(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	want, err := setup.Generate(code.Code{Game: step.Bonfire, Players: 3, Seed: 4242})
	require.NoError(t, err)
	for _, l := range []string{"en", "fr", "de"} {
		for _, th := range []string{"light", "dark"} {
			t.Run(l+"-"+th, func(t *testing.T) { scanSetupCode(t, want, l, th) })
		}
	}
}

// scanSetupCode deals want's code in language l and theme th, and scans it
// into another phone's Hearth.
func scanSetupCode(t *testing.T, want setup.Setup, l, th string) {
	u := phone(t, l, th)
	dealCode(t, u, "Bonfire", want.Code, false)
	require.Equal(t, want.Code, uitest.ShownCode(t, u))
	assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(360), "%s %s", l, th)
	codes := uitest.QRCodes(u)
	require.Len(t, codes, 1, "%s %s", l, th)
	assert.Equal(t, float32(116), codes[0].Size().Width, "4 dp a module, quiet zone included")
	if (th == "dark" && l != "en" || th == "light" && l == "en") && os.Getenv("HEARTH_SHOTS") == "" {
		return // scanning a capture takes a second: each language once, each theme once
	}
	scanned := uitest.ScanQR(t, u)
	assert.Equal(t, want.Code, scanned, "%s %s", l, th)

	other := phone(t, l, th) // the theme is the app's: the same, so the re-roll below is seen in th
	dealCode(t, other, "Lueur", scanned, true)
	assert.Equal(t, want.Code, uitest.ShownCode(t, other), "%s: the other phone deals the same setup", l)
	assert.Equal(t, uitest.StepTexts(u), uitest.StepTexts(other), l)

	uitest.Tap(t, u, lang.L("Re-roll"))
	rerolled := uitest.ShownCode(t, u)
	require.NotEqual(t, want.Code, rerolled)
	assert.Equal(t, rerolled, uitest.ScanQR(t, u), "%s %s: after a re-roll the code scans as the new setup", l, th)
}

// phone is a Hearth on a new database in language l and theme th, at
// 360×640.
func phone(t *testing.T, l, th string) *shell.Host {
	t.Helper()
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	require.NoError(t, s.SetSetting(t.Context(), data.SettingTheme, th))
	require.NoError(t, s.Close())
	u, _ := uitest.NewHost(t, path, l, Modules)
	u.Window().Resize(fyne.NewSize(360, 640))
	return u
}

// dealCode opens a game's New setup in the host's language and deals the
// code given, typed or pasted into the code field.
func dealCode(t *testing.T, u *shell.Host, g, text string, paste bool) {
	t.Helper()
	u.PopTo(1)
	uitest.TapTile(t, u, g)
	uitest.TapTile(t, u, lang.L("New setup"))
	es := uitest.FindAll(uitest.Screen(u), func(e *kit.TextEntry) bool { return e.PlaceHolder == lang.L("Setup code") })
	require.Len(t, es, 1)
	es[0].SetText("")
	if paste {
		clip := fyne.CurrentApp().Clipboard()
		clip.SetContent(text)
		es[0].TypedShortcut(&fyne.ShortcutPaste{Clipboard: clip})
	} else {
		test.Type(es[0], text)
	}
	uitest.Tap(t, u, lang.L("Go"))
}
