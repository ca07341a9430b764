package kit

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
)

// TestLineChartDrawsHigherValuesHigher: one segment between each pair of
// points, one dot per point, time left to right, higher values higher.
func TestLineChartDrawsHigherValuesHigher(t *testing.T) {
	test.NewTempApp(t)
	c := NewLineChart([]int{-10, -5, -7, -9, -9, -4}, color.NRGBA{R: 200, A: 255})
	r := test.WidgetRenderer(c).(*chartRenderer)
	c.Resize(fyne.NewSize(300, 200))
	assert.Equal(t, 5, r.used)
	assert.Len(t, r.dots, 6)
	assert.Less(t, r.dots[1].Position1.Y, r.dots[0].Position1.Y, "the −5 dot sits above the −10 dot")
	assert.Less(t, r.dots[0].Position1.X, r.dots[1].Position1.X, "time runs left to right")
}

// TestLineChartDrawsOneStrokePerColumn: a long series (issue 21: 6,664
// canvas objects for a long handicap ledger) draws at most one stroke per
// pixel column, each spanning the lowest and highest values in it, and no
// dots.
func TestLineChartDrawsOneStrokePerColumn(t *testing.T) {
	test.NewTempApp(t)
	values := make([]int, 20_000)
	for i := range values {
		values[i] = i % 7
	}
	values[10_000] = -30 // one dip must still show
	c := NewLineChart(values, color.NRGBA{R: 200, A: 255})
	r := test.WidgetRenderer(c).(*chartRenderer)
	c.Resize(fyne.NewSize(300, 200))
	cols := 300 - 8 - 8 - chartLabelWidth
	assert.LessOrEqual(t, r.used, cols)
	assert.Empty(t, r.dots)
	assert.LessOrEqual(t, len(r.Objects()), cols+2*len(r.guides)+1)
	lowest := float32(0)
	for _, s := range r.segs[:r.used] {
		lowest = max(lowest, s.Position2.Y)
	}
	assert.InDelta(t, 200-8, lowest, 0.5, "the −30 dip reaches the bottom")

	c.Resize(fyne.NewSize(600, 200))
	assert.Greater(t, r.used, cols, "a wider chart draws more columns")
	c.SetValues([]int{1, 2})
	assert.Equal(t, 1, r.used, "a short series is drawn point to point again")
	for _, s := range r.segs[r.used:] {
		assert.False(t, s.Visible())
	}
}
