package bonfire

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestTomDeckQuestionFitsAPhone (issue 32 §5): a card beyond the
// composition, flipped from your own deck, asks whether your deck differs;
// at 360 px the question's two buttons ran past both edges of the screen in
// French. Each lies inside the window, in every language, and each does
// what it says.
func TestTomDeckQuestionFitsAPhone(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) {
			u, store := startOwnCards(t, l)
			for i := 0; i < 2; i++ {
				uitest.Tap(t, u, lang.L("End turn"))
				uitest.Tap(t, u, kit.TrTerm(ref.CardGreatBonfire))
				uitest.Tap(t, u, lang.L("Mark as taken"))
			}
			uitest.Tap(t, u, lang.L("End turn"))
			uitest.Tap(t, u, kit.TrTerm(ref.CardGreatBonfire))
			top := u.Window().Canvas().Overlays().Top()
			require.NotNil(t, top, "the question is asked")
			assert.Contains(t, uitest.OverlayTexts(u), lang.L("Does your deck differ?"))
			d := fyne.CurrentApp().Driver()
			width := u.Window().Canvas().Size().Width
			for _, text := range []string{lang.L("Change the composition"), lang.L("Check the card")} {
				bs := uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == text })
				require.Len(t, bs, 1, "%q", text)
				at := d.AbsolutePositionForObject(bs[0])
				assert.GreaterOrEqual(t, at.X, float32(0), "%q starts left of the screen", text)
				assert.LessOrEqual(t, at.X+bs[0].Size().Width, width, "%q ends right of the screen", text)
				assert.GreaterOrEqual(t, bs[0].Size().Width, bs[0].MinSize().Width, "%q is cut", text)
			}
			uitest.TapInDialog(t, u, lang.L("Check the card"))
			assert.Nil(t, u.Window().Canvas().Overlays().Top(), "the question is gone")
			_, s := storedTom(t, store)
			assert.Equal(t, tom.AskCard, s.Pending().Kind, "nothing was recorded")
			uitest.Tap(t, u, kit.TrTerm(ref.CardGreatBonfire))
			uitest.TapInDialog(t, u, lang.L("Change the composition"))
			assert.Equal(t, lang.L("Tom's deck"), u.Top().Title)
		})
	}
}
