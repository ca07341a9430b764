package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// The folded sheet names each of its numbers (issue 32 §5: "6·0·0" did
// not say which was Vitality, Fatigue or Combat, nor that the next three
// were flowers), in every language.
func TestFoldedSheetNamesEachNumber(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), l)
		startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
		bs := uitest.FindAll(uitest.Screen(u), func(*tapBox) bool { return true })
		require.Len(t, bs, 1)
		shown := uitest.Texts(bs[0])
		for _, c := range uitest.FindAll[*canvas.Text](bs[0], nil) {
			shown += c.Text + "\n"
		}
		for _, want := range []string{"6 " + kit.TrTerm(iref.Vitality), "0 " + kit.TrTerm(iref.Fatigue), "0 " + kit.TrTerm(iref.Combat), lang.L("Flowers")} {
			assert.Contains(t, shown, want, l)
		}
	}
}
