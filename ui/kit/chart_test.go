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
	assert.Len(t, r.segs, 5)
	assert.Len(t, r.dots, 6)
	c.Resize(fyne.NewSize(300, 200))
	assert.Less(t, r.dots[1].Position1.Y, r.dots[0].Position1.Y, "the −5 dot sits above the −10 dot")
	assert.Less(t, r.dots[0].Position1.X, r.dots[1].Position1.X, "time runs left to right")
}
