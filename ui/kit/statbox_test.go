package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// TestStatBoxesInTwoColumnsFitAPhone: two boxes side by side, as the player
// page and the handicap section lay them, fit the width of a 360 px phone's
// page whatever their value (issue 32 §5: a 100k history's won · lost ·
// tied and German's time played asked for 398 and 391 px), the value
// wrapping rather than widening the page.
func TestStatBoxesInTwoColumnsFitAPhone(t *testing.T) {
	test.NewTempApp(t)
	for _, value := range []string{"1616 · 1661 · 87", "1234 Std. 56 Min.", "+4748"} {
		grid := container.NewGridWithColumns(2, StatBox("Gewonnen · verloren · unentschieden", value), StatBox("Spielzeit", value))
		assert.LessOrEqual(t, grid.MinSize().Width, float32(344), value)
		grid.Resize(fyne.NewSize(344, grid.MinSize().Height))
		assert.Contains(t, texts(grid), value, "the value is all there")
	}
}
