package insula

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// The energy circle corrected in place (issue 32 §6): a tap on a count of
// the sheet opens its three circles, set as they stand on the table, and
// stores the correction as an event of the log (insula.Correct), which
// Undo takes back like any move. What was being answered is put back
// after it.

// openCorrect opens the correction from wherever the screen stands.
func (g *expedition) openCorrect() {
	s := g.run.State()
	if s.Over() || g.mode == buildCorrect {
		return
	}
	e := s.Energy()
	g.fix, g.fixFrom = insula.Correct{Vitality: e.Vitality, Fatigue: e.Fatigue, Combat: e.Combat}, g.mode
	g.unfolded = false // the form in view, not under the whole sheet
	g.setModeKeep(buildCorrect)
}

// backFromCorrection puts back, once the correction is stored, what was
// being answered when it was opened.
func (g *expedition) backFromCorrection() {
	g.expDraft = g.before
	g.mode, g.fix, g.fixFrom, g.filled = g.before.fixFrom, insula.Correct{}, pickAction, true
}

// correctForm is the correction: the three circles, the tokens in all, and
// Back or the correction.
func (g *expedition) correctForm(s insula.State) (body, bottom []fyne.CanvasObject) {
	f, e := &g.fix, s.Energy()
	total := widget.NewLabel("")
	total.Wrapping = fyne.TextWrapWord
	show := func() {
		total.SetText(lang.L("{{.Total}} tokens in all (before: {{.Before}})", map[string]any{"Total": f.Vitality + f.Fatigue + f.Combat, "Before": e.Total()}))
	}
	show()
	circle := func(p insula.Pool, v *int) fyne.CanvasObject {
		return kit.NewStepper(kit.TrTerm(p), 0, insula.MaxCorrectEnergy, *v, func(n int) {
			*v = n
			show()
			g.keepDraft()
		})
	}
	body = []fyne.CanvasObject{g.heading(lang.L("Correct your energy")),
		g.note(lang.L("Count the tokens on your energy circle and set each circle as it stands. Tokens more or fewer than before count as gained or lost for good.")),
		circle(iref.Vitality, &f.Vitality), circle(iref.Fatigue, &f.Fatigue)}
	if s.Invested() {
		body = append(body, circle(iref.Combat, &f.Combat))
	}
	back := widget.NewButtonWithIcon(lang.L("Cancel"), theme.CancelIcon(), func() {
		g.fix = insula.Correct{}
		g.setModeKeep(g.fixFrom)
	})
	body = append(body, total)
	return body, append([]fyne.CanvasObject{back}, confirm(lang.L("Correct the energy"), func() { g.commit(*f) })...)
}

// counter is a count of the sheet that opens the correction when tapped.
type counter struct{ kit.TapArea }

func newCounter(content fyne.CanvasObject, onTap func()) *counter {
	c := &counter{kit.TapArea{Content: content, OnTap: onTap}}
	c.ExtendBaseWidget(c)
	return c
}
