package shell

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// dateRange is a custom period of History: from the first day to the last,
// both included; a zero end is open.
type dateRange struct{ from, to time.Time }

// bounds are the filter's From and To: the last day is included, so To is
// the midnight after it.
func (r dateRange) bounds() (time.Time, time.Time) {
	to := r.to
	if !to.IsZero() {
		to = to.AddDate(0, 0, 1)
	}
	return r.from, to
}

// label is the range as the period filter shows it once chosen.
func (r dateRange) label() string {
	switch {
	case r.to.IsZero():
		return lang.L("From {{.From}}", map[string]any{"From": FormatDate(r.from)})
	case r.from.IsZero():
		return lang.L("Until {{.To}}", map[string]any{"To": FormatDate(r.to)})
	}
	if r.from.Year() == r.to.Year() {
		// Both in one year: day and month fit a phone's half-width filter.
		short := lang.L("2 Jan")
		return r.from.Format(short) + " – " + r.to.Format(short)
	}
	return FormatDate(r.from) + " – " + FormatDate(r.to)
}

// ParseDate reads a date as the chosen language writes it (FormatDate's
// layout, "21/11/2025" in French) or as 2025-11-21; "" is no date. The
// error is a sentence with an example of the expected form.
func ParseDate(s string, example time.Time) (time.Time, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return time.Time{}, nil
	}
	for _, layout := range []string{lang.L("2 Jan 2006"), "2006-01-02"} {
		if t, err := time.ParseInLocation(layout, s, time.Local); err == nil {
			return t, nil
		}
	}
	return time.Time{}, rangeError(lang.L("“{{.Text}}” is not a date: write it as {{.Example}}.", map[string]any{"Text": s, "Example": FormatDate(example)}))
}

// rangeError is a sentence refusing a range.
type rangeError string

func (e rangeError) Error() string { return string(e) }

// ParseRange reads a custom period from what was typed in its two fields,
// refusing a start after the end with a sentence that says so.
func ParseRange(from, to string, example time.Time) (time.Time, time.Time, error) {
	f, err := ParseDate(from, example)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	t, err := ParseDate(to, example)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	if f.IsZero() && t.IsZero() {
		return f, t, rangeError(lang.L("Give a first day, a last day or both."))
	}
	if !f.IsZero() && !t.IsZero() && f.After(t) {
		return f, t, rangeError(lang.L("The first day, {{.From}}, is after the last day, {{.To}}: swap them.", map[string]any{"From": FormatDate(f), "To": FormatDate(t)}))
	}
	return f, t, nil
}

// askDateRange asks History's custom period in a dialog; done receives it,
// cancelled says the dialog was closed without one.
func (h *Host) askDateRange(current dateRange, done func(dateRange), cancelled func()) {
	now := h.Now()
	from, to := kit.NewEntry(), kit.NewEntry()
	from.SetPlaceHolder(FormatDate(now.AddDate(0, -1, 0)))
	to.SetPlaceHolder(FormatDate(now))
	if !current.from.IsZero() {
		from.SetText(FormatDate(current.from))
	}
	if !current.to.IsZero() {
		to.SetText(FormatDate(current.to))
	}
	problem := kit.NewErrorLabel()
	form := container.NewVBox(kit.Note(lang.L("Both days included; leave one empty to keep it open.")),
		widget.NewLabel(lang.L("First day")), from, widget.NewLabel(lang.L("Last day")), to)
	var d dialog.Dialog
	var content *fyne.Container // laid out again when a problem shows
	applied := false
	apply := widget.NewButton(lang.L("Show these plays"), func() {
		f, t, err := ParseRange(from.Text, to.Text, now)
		if err != nil {
			problem.Set(err.Error())
			content.Refresh()
			return
		}
		applied = true
		d.Hide()
		done(dateRange{f, t})
	})
	apply.Importance = widget.HighImportance
	cancel := widget.NewButton(lang.L("Cancel"), func() { d.Hide() })
	content = container.NewBorder(nil, container.NewVBox(problem.Label, container.NewGridWithColumns(2, cancel, apply)), nil, nil, form)
	d = dialog.NewCustomWithoutButtons(lang.L("Choose dates"), content, h.win)
	// Cancel, Escape and Back all close it: the period chosen before stays.
	d.SetOnClosed(func() {
		if !applied {
			cancelled()
		}
	})
	d.Resize(fyne.NewSize(340, 460))
	d.Show()
}

// periodPicker is History's period filter: the presets, then "Choose
// dates…", which asks a range and then shows it as its own label.
func (h *Host) periodPicker(l *historyList) *widget.Select {
	labels, ranges := historyPeriods(h.Now())
	custom := len(labels)
	choose := lang.L("Choose dates…")
	pick := widget.NewSelect(append(labels, choose), nil)
	pick.SetSelectedIndex(0)
	var chosen dateRange
	shown := 0 // the option whose plays show
	quiet := false
	pick.OnChanged = func(string) {
		kit.Unfocus(pick)
		if quiet {
			return
		}
		i := pick.SelectedIndex()
		if i < custom {
			shown = i
			pick.Options[custom] = choose
			l.filter.From, l.filter.To = ranges[i]()
			l.refilter()
			return
		}
		h.askDateRange(chosen, func(r dateRange) {
			chosen, shown = r, custom
			l.filter.From, l.filter.To = r.bounds()
			quiet = true
			pick.Options[custom] = r.label()
			pick.SetSelectedIndex(custom)
			quiet = false
			l.refilter()
		}, func() {
			quiet = true
			pick.SetSelectedIndex(shown)
			quiet = false
		})
	}
	return pick
}
