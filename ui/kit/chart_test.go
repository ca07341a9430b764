package kit

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/series"
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

// TestDatedChartPlacesPointsAtTheirDates (issue 35 §2): points sit at their
// dates (a year's gap is wide), the first and last dates are written under
// the axis, and a period's dot is at its best, above its mean on the line.
func TestDatedChartPlacesPointsAtTheirDates(t *testing.T) {
	test.NewTempApp(t)
	d := func(y int, m time.Month) time.Time { return time.Date(y, m, 1, 0, 0, 0, 0, time.UTC) }
	month := func(y int, m time.Month, n int, total int64, best int) series.Bucket {
		return series.Bucket{From: d(y, m), To: d(y, m).AddDate(0, 1, 0), Count: n, Total: total, Best: best}
	}
	bs := []series.Bucket{month(2024, 1, 2, 100, 60), month(2024, 2, 1, 70, 70), month(2025, 2, 4, 160, 90)}
	c := NewDatedChart(bs, series.PerMonth, color.NRGBA{R: 200, A: 255}, func(t time.Time) string { return t.Format("Jan 2006") })
	r := test.WidgetRenderer(c).(*datedRenderer)
	c.Resize(fyne.NewSize(300, 200))
	assert.Equal(t, []string{"Jan 2024", "Feb 2025"}, c.DateLabels())
	require.Len(t, r.dates, 2)
	assert.Less(t, r.dates[0].Position().X, r.dates[1].Position().X)
	require.Len(t, r.segs, 2)
	require.Len(t, r.dots, 3)
	jan, feb, later := r.dots[0].Position1.X, r.dots[1].Position1.X, r.dots[2].Position1.X
	assert.Greater(t, later-feb, 5*(feb-jan), "a year's gap is wider than a month's")
	lineAtJan := r.segs[0].Position1.Y
	assert.Greater(t, lineAtJan, r.dots[0].Position1.Y+3, "the best (60) is above the mean (50)")
	assert.Less(t, r.dates[0].Position().Y, float32(200), "dates inside the chart")
	assert.Greater(t, r.dates[0].Position().Y, r.segs[0].Position1.Y, "dates under the line")
}
