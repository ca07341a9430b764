package lueur

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// counterCell is one of the status's counters: a tap sets it to what the
// table shows (issue 32 §6, as X-haven lets a player tap a counter and set
// it), a correction the log keeps and Undo takes back. Its OnTap is nil
// while it cannot be set (a journey over).
type counterCell struct{ kit.TapArea }

func newCounterCell(content fyne.CanvasObject) *counterCell {
	c := &counterCell{kit.TapArea{Content: content}}
	c.ExtendBaseWidget(c)
	return c
}

// counterName names a counter in the sheet that sets it.
func counterName(c journey.Counter) string {
	switch c {
	case journey.CounterLight:
		return lang.L("Your light")
	case journey.CounterSmallSteps:
		return lang.L("Your small steps")
	case journey.CounterRerolls:
		return lang.L("Your reroll tokens")
	}
	return lang.L("Your fireflies")
}

// askCorrection asks what counter c should hold, the field empty with what
// it holds as its hint (what is typed replaces it), and sets it.
func (g *journeyGame) askCorrection(c journey.Counter) {
	s := g.run.State()
	if s.Over() {
		return
	}
	entry := kit.NewNumberEntry()
	entry.SetPlaceHolder(strconv.Itoa(s.Value(c)))
	title := widget.NewLabelWithStyle(counterName(c), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	note := kit.Note(lang.L("Set it to what the table shows. The log keeps the correction; Undo takes it back."))
	var d *dialog.ConfirmDialog
	set := func(ok bool) {
		if !ok {
			return
		}
		v, given, err := typedNumber("to", entry.Text)
		switch {
		case err != nil:
			g.m.h.ShowError(err)
		case given:
			g.correct(c, v)
		}
	}
	d = dialog.NewCustomConfirm(lang.L("Correct a counter"), lang.L("Correct"), lang.L("Cancel"),
		container.NewVBox(title, entry, note), set, g.m.h.Window())
	entry.OnSubmitted = func(string) {
		d.Hide()
		set(true)
	}
	entry.OnBack = d.Hide
	d.Resize(fyne.NewSize(300, d.MinSize().Height))
	d.Show()
	g.m.h.Window().Canvas().Focus(entry)
}

// correct stores the correction of counter c to v, keeping what the step's
// form holds: a correction changes a counter, not the question.
func (g *journeyGame) correct(c journey.Counter, v int) {
	g.keepForm = true
	g.commit(journey.Correct{Counter: c, To: v})
	g.keepForm = false
}

// noteCorrections notes which of the moves played are corrections, and the
// move the screen shows.
func (g *journeyGame) noteCorrections() {
	g.corrections = map[int]bool{}
	for i, e := range g.run.Events() {
		if e.Type == journey.TypeCorrect {
			g.corrections[i+1] = true
		}
	}
	g.shown = g.run.Session().Cursor
}

// committed notes a move stored: the moves it replaced are gone, and a
// correction is noted at its place.
func (g *journeyGame) committed(a journey.Action) {
	at := g.run.Session().Cursor
	for k := range g.corrections {
		if k >= at {
			delete(g.corrections, k)
		}
	}
	if _, ok := a.(journey.Correct); ok {
		g.corrections[at] = true
	}
	g.shown = at
}

// correctionCrossed tells whether the screen moves over one correction
// (undone or redone), which leaves the question and its form as they were;
// it notes the move now shown.
func (g *journeyGame) correctionCrossed() bool {
	at := g.run.Session().Cursor
	crossed := !g.committing && (at == g.shown+1 || at == g.shown-1) && g.corrections[max(at, g.shown)]
	g.shown = at
	return crossed
}
