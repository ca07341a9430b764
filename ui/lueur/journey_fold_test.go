package lueur

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestNoonFoldGrowsWithCromaug: ticking "A companion came back from the
// graveyard" in the folded part of the noon form opens its question inside
// the fold, and the fold grows with it: what follows the fold moves down
// instead of being drawn over the question. Fyne 2.8 keeps an accordion's
// size until it is refreshed; the question ran over the symbol legend and
// the companions, seen in a real window.
func TestNoonFoldGrowsWithCromaug(t *testing.T) {
	r, _ := toNoon(t)
	r.u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	openMore(t, r.u)
	uitest.Relayout(r.u)
	fold := uitest.FindAll(uitest.Screen(r.u), func(a *widget.Accordion) bool {
		return a.Items[0].Title == lang.L("Fireflies, spells, graveyard")
	})[0]
	closed := fold.Size().Height
	ch := uitest.FindAll(uitest.Screen(r.u), func(c *kit.WrapCheck) bool {
		return c.Text == lang.L("A companion came back from the graveyard (Cromaug)")
	})
	require.Len(t, ch, 1)
	test.Tap(ch[0])
	uitest.Relayout(r.u)
	detail := fold.Items[0].Detail
	assert.Greater(t, fold.Size().Height, closed, "the fold grew with the question")
	assert.LessOrEqual(t, detail.Position().Y+detail.Size().Height, fold.Size().Height+1, "the question stays inside the fold")
	assert.Empty(t, uitest.Overflowing(uitest.Screen(r.u)))
}
