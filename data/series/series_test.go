package series

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 20, 0, 0, 0, time.UTC) }

func TestFitKeepsEveryPlayWhileTheyFit(t *testing.T) {
	pts := []Point{{day(2024, 1, 3), 40}, {day(2024, 1, 9), 55}, {day(2024, 3, 1), 61}}
	got, per := Fit(pts, 3)
	assert.Equal(t, PerPlay, per)
	require.Len(t, got, 3)
	for i, b := range got {
		assert.Equal(t, 1, b.Count)
		assert.Equal(t, pts[i].Score, b.Best)
		assert.InDelta(t, float64(pts[i].Score), b.Mean(), 0)
		assert.Equal(t, pts[i].At, b.From)
	}
}

func TestFitSumsPerMonthWhenPointsOutnumberTheWidth(t *testing.T) {
	pts := []Point{{day(2024, 1, 3), 40}, {day(2024, 1, 9), 55}, {day(2024, 1, 31), 10},
		{day(2024, 3, 1), 61}, {day(2024, 3, 2), 59}}
	got, per := Fit(pts, 4)
	assert.Equal(t, PerMonth, per)
	assert.Equal(t, []Bucket{
		{From: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2024, 2, 1, 0, 0, 0, 0, time.UTC), Count: 3, Total: 105, Best: 55},
		{From: time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2024, 4, 1, 0, 0, 0, 0, time.UTC), Count: 2, Total: 120, Best: 61},
	}, got)
	assert.InDelta(t, 35, got[0].Mean(), 1e-9)
}

func TestMonthsAreUTC(t *testing.T) {
	paris := time.FixedZone("CET", 3600)
	// 00:30 on 1 February in Paris is 31 January in UTC.
	got := ByMonth([]Point{{time.Date(2024, 2, 1, 0, 30, 0, 0, paris), 7}})
	assert.Equal(t, time.January, got[0].From.Month())
}

func TestCoarsenGoesToQuartersThenYears(t *testing.T) {
	var months []Bucket
	for m := 0; m < 36; m++ { // 2020–2022, a play a month scoring the month's number
		from := time.Date(2020, time.Month(1+m), 1, 0, 0, 0, 0, time.UTC)
		months = append(months, Bucket{From: from, To: from.AddDate(0, 1, 0), Count: 1, Total: int64(m), Best: m})
	}
	got, per := Coarsen(months, 36)
	assert.Equal(t, PerMonth, per)
	assert.Len(t, got, 36)

	got, per = Coarsen(months, 12)
	assert.Equal(t, PerQuarter, per)
	require.Len(t, got, 12)
	assert.Equal(t, Bucket{From: time.Date(2020, 4, 1, 0, 0, 0, 0, time.UTC), To: time.Date(2020, 7, 1, 0, 0, 0, 0, time.UTC), Count: 3, Total: 3 + 4 + 5, Best: 5}, got[1])

	got, per = Coarsen(months, 3)
	assert.Equal(t, PerYear, per)
	require.Len(t, got, 3)
	assert.Equal(t, 12, got[2].Count)
	assert.Equal(t, 35, got[2].Best)
	assert.Equal(t, time.Date(2022, 1, 1, 0, 0, 0, 0, time.UTC), got[2].From)

	got, _ = Coarsen(months, 1)
	require.Len(t, got, 1)
	assert.Equal(t, 36, got[0].Count)
	assert.Equal(t, int64(35*36/2), got[0].Total)
}

func TestFitReadsTheSameAtTenPlaysAndAtMany(t *testing.T) {
	// The same months, one play each or a hundred each: the same means and
	// bests, so the chart's line is the same.
	var few, many []Point
	for m := 0; m < 10; m++ {
		at := day(2023, time.Month(1+m), 1)
		few = append(few, Point{at, 50 + m})
		for k := 0; k < 100; k++ {
			many = append(many, Point{at.Add(time.Duration(k) * time.Hour), 50 + m + (k%3 - 1)})
		}
	}
	a, _ := Fit(few, 10)
	b, per := Fit(many, 10)
	assert.Equal(t, PerMonth, per)
	require.Len(t, b, len(a))
	for i := range a {
		assert.InDelta(t, a[i].Mean(), b[i].Mean(), 0.01, "month %d", i)
		assert.Equal(t, a[i].Best+1, b[i].Best)
	}
}
