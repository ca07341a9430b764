// Package series turns a player's dated scores into what a chart can draw:
// one point per play while the plays fit the chart, and otherwise one
// point per month (its mean and its best), per quarter or per year, so a
// chart reads the same at 10 plays and at 100,000 (issue 35 §2). Periods
// are calendar periods in UTC, as the store keeps the dates and sums its
// months (data.Store.ScoreHistory).
package series

import "time"

// Point is one play's score and when it was played.
type Point struct {
	At    time.Time
	Score int
}

// Bucket is what a chart draws at one place on its time axis: one play, or
// the plays of one period (From to the start of the next period, To).
type Bucket struct {
	From, To time.Time
	Count    int   // plays with a score
	Total    int64 // their scores added
	Best     int   // the highest
}

// Mean is the bucket's average score.
func (b Bucket) Mean() float64 {
	if b.Count == 0 {
		return 0
	}
	return float64(b.Total) / float64(b.Count)
}

// Period is how long the buckets of a series are.
type Period int

// The periods a series is drawn in, finest first.
const (
	PerPlay Period = iota
	PerMonth
	PerQuarter
	PerYear
)

// MonthStart is the first instant of t's month, in UTC.
func MonthStart(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// ByMonth sums points, in date order, per calendar month (UTC).
func ByMonth(points []Point) []Bucket {
	var out []Bucket
	for _, p := range points {
		from := MonthStart(p.At)
		if n := len(out); n > 0 && out[n-1].From.Equal(from) {
			b := &out[n-1]
			b.Count++
			b.Total += int64(p.Score)
			b.Best = max(b.Best, p.Score)
			continue
		}
		out = append(out, Bucket{From: from, To: from.AddDate(0, 1, 0), Count: 1, Total: int64(p.Score), Best: p.Score})
	}
	return out
}

// Coarsen merges monthly buckets (in date order) into quarters, then
// years, then spans of several years, until there are at most limit; it
// says which period the result has (PerYear for spans of years too).
func Coarsen(months []Bucket, limit int) ([]Bucket, Period) {
	if len(months) <= limit || limit < 1 {
		return months, PerMonth
	}
	quarters := merge(months, func(t time.Time) time.Time {
		return time.Date(t.Year(), t.Month()-(t.Month()-1)%3, 1, 0, 0, 0, 0, time.UTC)
	}, 3)
	if len(quarters) <= limit {
		return quarters, PerQuarter
	}
	for years := 1; ; years++ {
		out := merge(months, func(t time.Time) time.Time {
			return time.Date(t.Year()-t.Year()%years, 1, 1, 0, 0, 0, 0, time.UTC)
		}, 12*years)
		if len(out) <= limit {
			return out, PerYear
		}
	}
}

// merge sums buckets that fall in the same period (the one starting at
// start(From), months long).
func merge(in []Bucket, start func(time.Time) time.Time, months int) []Bucket {
	var out []Bucket
	for _, b := range in {
		from := start(b.From)
		if n := len(out); n > 0 && out[n-1].From.Equal(from) {
			o := &out[n-1]
			o.Best = max(o.Best, b.Best)
			o.Count += b.Count
			o.Total += b.Total
			continue
		}
		b.From, b.To = from, from.AddDate(0, months, 0)
		out = append(out, b)
	}
	return out
}

// Fit is what a chart at most limit points wide draws of points (in date
// order): each play while they fit, else their months, quarters or years.
func Fit(points []Point, limit int) ([]Bucket, Period) {
	if len(points) <= limit {
		out := make([]Bucket, len(points))
		for i, p := range points {
			out[i] = Bucket{From: p.At, To: p.At, Count: 1, Total: int64(p.Score), Best: p.Score}
		}
		return out, PerPlay
	}
	return Coarsen(ByMonth(points), limit)
}
