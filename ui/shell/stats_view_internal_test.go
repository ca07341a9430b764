package shell

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
)

// TestLinesBelowTheScreenAreMeasuredNotLaidOut (issue 21): a leaderboard's
// tiles below the screen whose lines fit as the first tile's do keep their
// place without being laid out, until they scroll into view; a tile whose
// name wraps is laid out at once, so the column's height is right from the
// start and does not change as the lines are laid out on the way down.
func TestLinesBelowTheScreenAreMeasuredNotLaidOut(t *testing.T) {
	test.NewTempApp(t)
	page := &scrolledRows{}
	var tiles []*kit.Tile
	for i := range 30 {
		name := fmt.Sprintf("%d. P%02d", i+1, i)
		if i == 20 {
			name = "21. Maximilian-Alexander von Hohenzollern-Sigmaringen"
		}
		tile := kit.NewTile(name, "Plays: 12 · won: 3 (25%)\nBest 61 · Average 48.2 · 4 Jul 2025", color.Black, nil)
		tiles = append(tiles, tile)
		page.lazy(tile)
	}
	w := test.NewTempWindow(t, canvas.NewRectangle(color.Transparent))
	w.Resize(fyne.NewSize(360, 640)) // a phone's window, as the page opens in it
	w.SetContent(page.content())
	height := page.box.Size().Height

	rows := page.lazies
	require.Len(t, rows, 30-alwaysDrawn)
	assert.False(t, rows[len(rows)-1].laidOut, "the last line is below the screen")
	assert.Zero(t, tiles[29].Size(), "and not laid out")
	wrapped := rows[20-alwaysDrawn]
	assert.True(t, wrapped.laidOut, "the long name wraps: its tile is laid out to know its height")
	assert.Greater(t, wrapped.Size().Height, rows[0].Size().Height, "a taller line")

	for page.scroll.Offset.Y < page.box.Size().Height-page.scroll.Size().Height {
		page.scroll.ScrollToOffset(fyne.NewPos(0, page.scroll.Offset.Y+150))
	}
	assert.True(t, rows[len(rows)-1].laidOut, "scrolled into view: laid out")
	assert.Equal(t, rows[len(rows)-1].Size(), tiles[29].Size(), "in the place kept for it")
	for _, r := range rows {
		if r.laidOut {
			assert.Equal(t, r.Size().Height, r.o.MinSize().Height, "every line laid out has the height kept for it")
		}
	}
	assert.Equal(t, height, page.box.Size().Height, "the column's height did not change")
}
