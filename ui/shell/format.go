package shell

import (
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2/lang"
)

// Dates and numbers are written as the chosen language writes them: the
// layouts and separators are translations of the English ones.

// FormatWhen is a date and time, e.g. "23 Nov 2026, 20:15" in English,
// "23/11/2026 20:15" in French, "23.11.2026, 20:15" in German.
func FormatWhen(t time.Time) string {
	return t.Local().Format(lang.L("2 Jan 2006, 15:04"))
}

// FormatDate is a date alone.
func FormatDate(t time.Time) string {
	return t.Local().Format(lang.L("2 Jan 2006"))
}

// FormatEvening is a game night's day with its weekday, e.g. "Friday 21
// Nov 2026", "vendredi 21/11/2026", "Freitag, 21.11.2026".
func FormatEvening(t time.Time) string {
	return lang.L("{{.Weekday}} {{.Date}}", map[string]any{"Weekday": weekdayName(t.Weekday()), "Date": FormatDate(t)})
}

// weekdayName is a weekday in the chosen language.
func weekdayName(d time.Weekday) string {
	return [...]string{lang.L("Sunday"), lang.L("Monday"), lang.L("Tuesday"), lang.L("Wednesday"), lang.L("Thursday"),
		lang.L("Friday"), lang.L("Saturday")}[d]
}

// FormatDecimal writes v with one decimal, with the language's decimal
// separator ("55.2", "55,2").
func FormatDecimal(v float64) string {
	s := strconv.FormatFloat(math.Round(v*10)/10, 'f', 1, 64)
	whole, frac, _ := strings.Cut(s, ".")
	return lang.L("{{.Whole}}.{{.Fraction}}", map[string]any{"Whole": whole, "Fraction": frac})
}

// FormatPercent writes a share (0–1) as a whole percentage ("55%", "55 %").
func FormatPercent(share float64) string {
	return lang.L("{{.N}}%", map[string]any{"N": int(math.Round(share * 100))})
}

// FormatDuration writes a time played in hours and minutes.
func FormatDuration(d time.Duration) string {
	h, m := int(d.Hours()), int(d.Minutes())%60
	if h == 0 {
		return lang.L("{{.Minutes}} min", map[string]any{"Minutes": m})
	}
	return lang.L("{{.Hours}} h {{.Minutes}} min", map[string]any{"Hours": h, "Minutes": m})
}
