package shell

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/series"
	"hearth/ui/kit"
)

// ChartPoints is how many points a chart draws at most: about one per 5
// pixels of a phone's chart (320 px at 360 px wide), so a history longer
// than that is drawn per month (its mean and best), per quarter or per
// year (series.Fit). At 120, 115 months' dots, 6 px wide, 2.7 px apart,
// ran together into one band, and were a tenth of the busiest player's
// page to draw (BenchmarkPlayerPageInApp100k).
const ChartPoints = 60

// addScoreChart adds the score over time, in the player's colour, when
// there are two plays or more: dated, and summed per period past
// ChartPoints plays.
func (h *Host) addScoreChart(box *fyne.Container, g game.Game, who data.Player, solo bool, colour color.Color) {
	if h.pointless(g) {
		return // strengths, not scores
	}
	buckets, per, err := h.store.ScoreHistory(h.ctx, g, who, solo, ChartPoints)
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return
	}
	if len(buckets) < 2 && (per == series.PerPlay || len(buckets) == 0) {
		return
	}
	box.Add(kit.Note(ChartCaption(per)))
	box.Add(kit.NewDatedChart(buckets, per, colour, ChartDate(per)))
}

// ChartCaption says what a score chart's points are.
func ChartCaption(per series.Period) string {
	switch per {
	case series.PerMonth:
		return lang.L("Score per month: the line is the average, a dot the best")
	case series.PerQuarter:
		return lang.L("Score per quarter: the line is the average, a dot the best")
	case series.PerYear:
		return lang.L("Score per year: the line is the average, a dot the best")
	}
	return lang.L("Score over time, oldest first")
}

// ChartDate writes a chart's axis dates: a day for plays, a month for
// periods (months are UTC, as they are summed).
func ChartDate(per series.Period) func(time.Time) string {
	if per == series.PerPlay {
		return FormatDate
	}
	return func(t time.Time) string { return t.UTC().Format(lang.L("Jan 2006")) }
}
