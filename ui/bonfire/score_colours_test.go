package bonfire

import (
	"image/color"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/canvas"
	"github.com/stretchr/testify/assert"

	"hearth/ui/uitest"
)

// TestBoardTabsCarryPlayerColours (issue 22: a colour per player on the
// score entry's tabs): each board's tab is underlined with its player's
// colour, as on Lueur's score entry and the charts.
func TestBoardTabsCarryPlayerColours(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	openScore(t, u)
	typeNames(t, u, "Ana", "Ben")
	uitest.Tap(t, u, "Enter the boards")
	want := u.PlayerColours([]string{"Ana", "Ben"})
	assert.NotEqual(t, want[0], want[1])
	for _, c := range want {
		bars := uitest.FindAll(uitest.Screen(u), func(r *canvas.Rectangle) bool { return colourEq(r.FillColor, c) })
		assert.NotEmpty(t, bars, "a tab is underlined in %v", c)
	}
}

func colourEq(a, b color.Color) bool {
	if a == nil || b == nil {
		return false
	}
	r1, g1, b1, a1 := a.RGBA()
	r2, g2, b2, a2 := b.RGBA()
	return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
}
