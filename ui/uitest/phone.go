package uitest

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/translations"
)

// PhoneWidth is the narrowest phone every screen must fit (SPEC §3).
const PhoneWidth = 360

// OnEveryPhone runs walk once per language and theme, each over a new
// database opened by open, in a window PhoneWidth wide, starting on Home
// with the theme chosen in Settings. walk calls fits with a screen's name
// to check the screen on top fits the width (each name is checked once).
func OnEveryPhone(t *testing.T, open func(t *testing.T, path, lang string) (*shell.Host, *data.Store),
	walk func(t *testing.T, u *shell.Host, store *data.Store, fits func(name string))) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		for _, th := range []string{shell.ThemeLight, shell.ThemeDark} {
			t.Run(l+"-"+th, func(t *testing.T) {
				u, store := open(t, filepath.Join(t.TempDir(), "h.db"), l)
				u.Window().Resize(fyne.NewSize(PhoneWidth, 640))
				Tap(t, u, lang.L("Settings"))
				Tap(t, u, map[string]string{shell.ThemeLight: lang.L("Light"), shell.ThemeDark: lang.L("Dark")}[th])
				u.PopTo(1)
				seen := map[string]bool{}
				walk(t, u, store, func(name string) {
					t.Helper()
					if seen[name] {
						return
					}
					seen[name] = true
					assert.LessOrEqual(t, u.Top().Content.MinSize().Width, float32(PhoneWidth), "%s %s: %s is wider than a phone", l, th, name)
				})
			})
		}
	}
}
