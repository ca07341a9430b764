package lueur

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// changeForm asks for signed amounts and the companions lost, kept and set
// from the draft in place: at noon what cards gave, in the afternoon what
// the spaces cost and gave (seed 003 "ÉCLAT DE LUMIÈRE": travel only takes
// light), the most used first.
type changeForm struct {
	g        *journeyGame
	steppers []*kit.Stepper
	fields   []func() *int // the draft's amount each stepper sets
	spent    []bool        // the stepper shows the amount taken away: 5 is –5
	lostNote *widget.RichText
	lost     *fyne.Container
	checks   map[int]*kit.WrapCheck
	lostFor  []journey.Companion // the companions the checks were made for
	box      *fyne.Container     // the amounts most used
	more     *fyne.Container     // the others and the graveyard
	inView   int                 // how many amounts are in view, unfolded
	fold     *widget.Accordion   // what moreFold made
}

func newChangeForm(g *journeyGame, gains bool) *changeForm {
	f := &changeForm{g: g, lostNote: kit.Note(lang.L("Companions sent to the graveyard:")), lost: container.NewVBox(), checks: map[int]*kit.WrapCheck{}}
	add := func(label string, least, most int, v func() *int) {
		f.steppers = append(f.steppers, kit.NewStepper(label, least, most, 0, func(n int) { *v() = n; g.edited() }))
		f.fields = append(f.fields, v)
		f.spent = append(f.spent, false)
	}
	// spend is an amount that only goes down, typed as what was spent (issue
	// 32 §3: "Light spent (–)" took –5 and refused 5).
	spend := func(label string, v func() *int) {
		f.steppers = append(f.steppers, kit.NewStepper(label, 0, journey.MaxDelta, 0, func(n int) { *v() = -n; g.edited() }))
		f.fields = append(f.fields, v)
		f.spent = append(f.spent, true)
	}
	light := func() *int { return &g.d.change.Light }
	steps := func() *int { return &g.d.change.SmallSteps }
	tokens := func() *int { return &g.d.change.Rerolls }
	flies := func() *int { return &g.d.change.Fireflies }
	spells := func() *int { return &g.d.change.Spells }
	// The amounts a day moves most come first and are in view; the others
	// and the graveyard wait in More, so the form stays one screen even
	// with eight companions (issue 19). The median afternoon spends a light
	// and gains a firefly token (TestMedianDayIsPlayed): those come first
	// there, the four amounts in view.
	flyLabel := lang.L("Fireflies on tokens (+ or –)")
	if gains {
		f.inView = 3
		add(lang.L("Light (+ or –)"), -journey.MaxDelta, journey.MaxDelta, light)
		add(lang.L("Small steps (+ or –)"), -journey.MaxDelta, journey.MaxDelta, steps)
		add(lang.L("Reroll tokens (+ or –)"), -journey.MaxDelta, journey.MaxDelta, tokens)
		add(flyLabel, -journey.MaxDelta, journey.MaxDelta, flies)
	} else {
		f.inView = 4
		spend(lang.L("Light spent"), light)
		add(flyLabel, -journey.MaxDelta, journey.MaxDelta, flies)
		add(lang.L("Reroll tokens (+ or –)"), -journey.MaxDelta, journey.MaxDelta, tokens)
		add(lang.L("Small steps (+ or –)"), -journey.MaxDelta, journey.MaxDelta, steps)
	}
	add(lang.L("Spell tokens (+ or –)"), -journey.MaxDelta, journey.MaxDelta, spells)
	f.box, f.more = container.NewVBox(), container.NewVBox()
	for i, st := range f.steppers {
		if i < f.inView {
			f.box.Add(st)
		} else {
			f.more.Add(st)
		}
	}
	f.more.Add(f.lostNote)
	f.more.Add(f.lost)
	return f
}

// moreFold folds what is rarely entered under one line that opens it,
// naming what the form f folded.
func (f *changeForm) moreFold(objs ...fyne.CanvasObject) *widget.Accordion {
	title := lang.L("Fireflies, spells, graveyard")
	if f.inView > 3 {
		title = lang.L("Spells, graveyard")
	}
	f.fold = widget.NewAccordion(widget.NewAccordionItem(title, newFoldDetail(objs...)))
	return f.fold
}

// refold measures the fold again after something in it was shown, hidden or
// changed: Fyne 2.8 keeps an accordion's size until the accordion itself is
// refreshed, and a fold that did not grow let a question opened in it run
// over what follows (TestNoonFoldGrowsWithCromaug).
func (f *changeForm) refold() {
	if f.fold != nil {
		f.fold.Refresh()
	}
}

// foldDetail is what a fold holds. Fyne measures a closed fold's content
// on every layout pass (for its width), the companions' graveyard checks
// and all, a cost growing with the journey: hidden (the fold closed), it
// measures nothing.
type foldDetail struct {
	widget.BaseWidget
	box *fyne.Container
}

func newFoldDetail(objs ...fyne.CanvasObject) *foldDetail {
	d := &foldDetail{box: container.NewVBox(objs...)}
	d.ExtendBaseWidget(d)
	return d
}

// MinSize is the content's, nothing while the fold is closed.
func (d *foldDetail) MinSize() fyne.Size {
	if !d.Visible() {
		return fyne.Size{}
	}
	return d.BaseWidget.MinSize()
}

// CreateRenderer shows the content.
func (d *foldDetail) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(d.box) }

// set shows the draft's amounts (zero for a new question) and the
// companions that can be lost, by name or slot and day (issue 19).
func (f *changeForm) set(companions []journey.Companion) {
	for i, st := range f.steppers {
		v := *f.fields[i]()
		if f.spent[i] {
			v = -v
		}
		if st.Value() != v {
			st.SetValue(v)
		}
	}
	if !slices.Equal(companions, f.lostFor) {
		// A companion's check is made once and kept: a long journey does not
		// make its companions' checks (nor their names: a translation each)
		// again on every question.
		f.lostFor = slices.Clone(companions)
		f.lost.Objects = nil
		for _, cp := range companions {
			id := cp.ID
			ch, ok := f.checks[id]
			if !ok || ch.Text != companionLabel(cp) {
				ch = kit.NewWrapCheck(companionLabel(cp), false, func(b bool) { f.g.d.lost[id] = b; f.g.edited() })
				f.checks[id] = ch
			}
			f.lost.Add(ch)
		}
		kit.Relayout(f.lost, f.lost.Objects...)
	}
	for _, cp := range companions {
		ch, id := f.checks[cp.ID], cp.ID
		if ch.Check.Checked != f.g.d.lost[id] {
			ch.Check.SetChecked(f.g.d.lost[id])
		}
	}
	show(f.lostNote, len(companions) > 0)
	show(f.lost, len(companions) > 0)
}

// changeEntered is the change as entered, companions lost in ID order.
func (g *journeyGame) changeEntered() journey.Change {
	c := g.d.change
	c.Lost = nil
	for _, cp := range g.run.State().Companions() {
		if g.d.lost[cp.ID] {
			c.Lost = append(c.Lost, cp.ID)
		}
	}
	return c
}
