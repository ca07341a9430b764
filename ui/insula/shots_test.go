package insula

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/require"

	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// prefix names the screens playRound saves (TestExpeditionScreensLook).
var prefix string

// shot saves the window as dir/name.png when INSULA_SHOTS names a folder:
// a way to look at the screens a test walks through.
func shot(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	dir := os.Getenv("INSULA_SHOTS")
	if dir == "" {
		return
	}
	uitest.Relayout(u)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, png.Encode(f, u.Window().Canvas().Capture()))
}

// TestExpeditionScreensLook saves, when INSULA_SHOTS names a folder, the
// screens of the tap budget's rounds, the sheet unfolded and the End turn
// question in each language and theme at 360×640 and 390×844, to look at
// (it has nothing to check without the folder).
func TestExpeditionScreensLook(t *testing.T) {
	if os.Getenv("INSULA_SHOTS") == "" {
		t.Skip("INSULA_SHOTS names no folder")
	}
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, size := range []fyne.Size{{Width: 360, Height: 640}, {Width: 390, Height: 844}} {
		for _, l := range translations.Languages {
			for _, th := range []string{shell.ThemeLight, shell.ThemeDark} {
				name := fmt.Sprintf("%s-%s-%.0f", l, th, size.Width)
				t.Run(name, func(t *testing.T) {
					u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), l)
					u.SetSeeds(func() uint64 { return 7 })
					u.Window().Resize(size)
					uitest.Tap(t, u, lang.L("Settings"))
					uitest.Tap(t, u, map[string]string{shell.ThemeLight: lang.L("Light"), shell.ThemeDark: lang.L("Dark")}[th])
					shot(t, u, name+"-settings")
					startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
					uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
					c := uitest.NewTaps(u)
					shot(t, u, name+"-turn")
					uitest.Tap(t, u, lang.L("End turn"))
					shot(t, u, name+"-end-turn-asks")
					uitest.TapInDialog(t, u, lang.L("Cancel"))
					tapSheet(t, u)
					shot(t, u, name+"-sheet")
					tapSheet(t, u)
					prefix = name
					for _, plan := range []roundPlan{{}, {danger: true, guardian: tapBudgetGuardian, invest: 4, combat: insula.Sword},
						{danger: true, guardian: tapBudgetGuardian, invest: 2, combat: insula.Sword, met: true}} {
						playRound(t, c, store, plan)
					}
					prefix = ""
				})
			}
		}
	}
}
