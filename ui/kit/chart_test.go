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

// TestDatedChartLabelsItsLowestValue (issue 35 §2: "only 0 and the
// maximum"): the value axis names the lowest point too, and hides a label
// that would overprint another.
func TestDatedChartLabelsItsLowestValue(t *testing.T) {
	test.NewTempApp(t)
	at := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
	bs := []series.Bucket{{From: at, To: at, Count: 1, Total: 52, Best: 52}, {From: at.AddDate(0, 0, 1), To: at.AddDate(0, 0, 1), Count: 1, Total: 99, Best: 99}}
	c := NewDatedChart(bs, series.PerPlay, color.Black, func(t time.Time) string { return t.Format("2 Jan") })
	r := test.WidgetRenderer(c).(*datedRenderer)
	c.Resize(fyne.NewSize(300, 200))
	shown := []string{}
	for _, l := range r.labels {
		if l.Visible() {
			shown = append(shown, l.Text)
		}
	}
	assert.ElementsMatch(t, []string{"0", "52", "99"}, shown)

	c.Resize(fyne.NewSize(300, 40)) // too short for three labels
	shown = shown[:0]
	for _, l := range r.labels {
		if l.Visible() {
			shown = append(shown, l.Text)
		}
	}
	assert.Less(t, len(shown), 3)
	assert.Contains(t, shown, "99", "the best score keeps its label where two would overprint")
}
