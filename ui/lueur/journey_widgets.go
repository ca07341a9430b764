package lueur

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	"hearth/data/msg"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// choiceRow is a grid of buttons of which the selected one stands out,
// kept from tap to tap: a tap changes two buttons' importance in place.
type choiceRow struct {
	box      *fyne.Container
	buttons  []*widget.Button
	options  []string
	selected int
	onChange func(int)
}

// newChoiceRow makes a row of cols columns; onChange is told the index
// tapped.
func newChoiceRow(cols int, onChange func(int)) *choiceRow {
	return &choiceRow{box: container.NewGridWithColumns(cols), selected: -1, onChange: onChange}
}

// setOptions shows options, making buttons only when they changed.
func (r *choiceRow) setOptions(options []string) {
	if slices.Equal(r.options, options) {
		return
	}
	r.options = append([]string(nil), options...)
	r.buttons = r.buttons[:0]
	r.box.Objects = nil
	for i, o := range options {
		b := widget.NewButton(o, func() {
			r.choose(i)
			r.onChange(i)
		})
		if i == r.selected {
			b.Importance = widget.HighImportance
		}
		r.buttons = append(r.buttons, b)
		r.box.Add(b)
	}
	r.box.Refresh()
}

// choose marks option i as selected (-1: none).
func (r *choiceRow) choose(i int) {
	if i == r.selected {
		return
	}
	for _, k := range []int{r.selected, i} {
		if k >= 0 && k < len(r.buttons) {
			r.buttons[k].Importance = widget.MediumImportance
			if k == i {
				r.buttons[k].Importance = widget.HighImportance
			}
			r.buttons[k].Refresh()
		}
	}
	r.selected = i
}

// journeyStatus is always on screen: the day and its phase, then light,
// small steps, reroll tokens and fireflies; show changes its texts in place.
type journeyStatus struct {
	head                          *widget.Label
	light, steps, tokens, flies   *canvas.Text
	lightC, stepsC, tokensC, flyC *widget.Label
	cells                         []*counterCell // in journey.Counters order
	correct                       func(journey.Counter)
	box                           fyne.CanvasObject
}

// newJourneyStatus makes the status; a tap on a counter asks correct to set
// it.
func newJourneyStatus(correct func(journey.Counter)) *journeyStatus {
	st := &journeyStatus{head: kit.Heading(""), correct: correct}
	var cells []fyne.CanvasObject
	for _, v := range []**canvas.Text{&st.light, &st.steps, &st.tokens, &st.flies} {
		*v = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	}
	for _, c := range []**widget.Label{&st.lightC, &st.stepsC, &st.tokensC, &st.flyC} {
		*c = widget.NewLabel("")
	}
	captions := []*widget.Label{st.lightC, st.stepsC, st.tokensC, st.flyC}
	for i, v := range []*canvas.Text{st.light, st.steps, st.tokens, st.flies} {
		captionStyle(captions[i])
		cell := newCounterCell(counter(v, captions[i]))
		st.cells = append(st.cells, cell)
		cells = append(cells, cell)
	}
	st.box = kit.NewStillBox(st.head, container.NewGridWithColumns(2, cells...))
	return st
}

// show writes the state's counters, in the language and theme of now.
func (st *journeyStatus) show(s journey.State) {
	setLabel(st.head, lang.L("Day {{.Day}} of {{.Days}} · {{.Phase}}", map[string]any{"Day": s.Day(), "Days": lref.Days, "Phase": phaseName(s.Phase())}))
	// Every token you hold, as on the table: it read "1+1", unexplained
	// (issue 32 §5), the second being those gained today, usable from
	// tomorrow. Tokens are gained at noon and in the afternoon, once the
	// day's rerolls are over, so that every token is usable whenever a
	// reroll can be made (docs/lueur-journey.md).
	usable, today := s.RerollTokens()
	tokens := strconv.Itoa(usable + today)
	light := strconv.Itoa(s.Light())
	if s.Lapped() {
		light += "⁺" // past the track's end (↻ is in no bundled font: a box on the web)
	}
	ink := theme.Color(theme.ColorNameForeground)
	for v, text := range map[*canvas.Text]string{st.light: light, st.steps: strconv.Itoa(s.SmallSteps()), st.tokens: tokens, st.flies: strconv.Itoa(s.Fireflies())} {
		if v.Text != text || v.Color != ink {
			v.Text, v.Color = text, ink
			v.Refresh()
		}
	}
	for i, c := range journey.Counters {
		st.cells[i].OnTap = nil
		if !s.Over() {
			st.cells[i].OnTap = func() { st.correct(c) }
		}
	}
	setLabel(st.lightC, lang.L("light"))
	setLabel(st.stepsC, lang.L("small steps"))
	setLabel(st.tokensC, lang.L("reroll tokens"))
	setLabel(st.flyC, lang.L("fireflies"))
}

// setLabel changes a label's text only when it differs.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// captionLabel is a counter's caption saying text.
func captionLabel(text string) *widget.Label {
	l := widget.NewLabel(text)
	captionStyle(l)
	return l
}

// captionStyle makes l a counter's caption: small, wrapping.
func captionStyle(l *widget.Label) {
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
}

// counter is one number with its caption beside it.
func counter(v *canvas.Text, c *widget.Label) fyne.CanvasObject {
	v.TextStyle = fyne.TextStyle{Bold: true}
	v.TextSize = 22
	v.Alignment = fyne.TextAlignTrailing
	box := canvas.NewRectangle(color.Transparent)
	box.SetMinSize(fyne.NewSize(40, 0))
	return container.NewBorder(nil, nil, container.NewStack(box, v), nil, c)
}

// phaseName names the part of the day.
func phaseName(p journey.Phase) string {
	switch p {
	case journey.PhaseMorning:
		return lang.L("Morning")
	case journey.PhaseRoll:
		return lang.L("Late morning")
	case journey.PhaseResolve:
		return lang.L("Noon")
	case journey.PhaseTravel:
		return lang.L("Afternoon")
	case journey.PhaseEvening:
		return lang.L("Evening")
	}
	return lang.L("Journey over")
}

// instruction is the step's sentence of what to do at the table.
func instruction() *widget.Label {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// warnLine is a warning that shows only when it has something to say.
func warnLine() *widget.Label {
	l := kit.Warn("")
	l.Hide()
	return l
}

// setWarn shows text in a warning line, hidden when empty.
func setWarn(l *widget.Label, text string) {
	setLabel(l, text)
	if text == "" {
		l.Hide()
	} else {
		l.Show()
	}
}

// symbolLegend names the element symbols the dice show.
func symbolLegend() fyne.CanvasObject {
	row := container.NewGridWithColumns(len(lref.Elements))
	ink := theme.Color(theme.ColorNameForeground)
	for _, e := range lref.Elements {
		sym := elementSymbol(e, ink)
		p := kit.NewPicture(fyne.NewSize(14, 14), 0)
		p.Add(sym)
		p.Arrange = func(w, h float32) { kit.Box(sym, w/2-7, 0, 14, 14) }
		name := canvas.NewText(kit.TrTerm(e), theme.Color(theme.ColorNamePlaceHolder))
		name.TextSize = 11
		name.Alignment = fyne.TextAlignCenter
		row.Add(container.NewVBox(p, name))
	}
	return row
}

// countsText says what the cards ask about: the symbols shown, then pairs,
// triples and different elements, and on a line of their own the absent
// elements (issue 32 §5: the line wrapped before "· Absent", a separator
// starting a line).
func countsText(c journey.Counts) (shown, rest string) {
	var parts []string
	for f := lref.FaceFire; f <= lref.FaceCurse; f++ {
		if n := c.Of(f); n > 0 {
			parts = append(parts, lang.L("{{.Face}} ×{{.Count}}", map[string]any{"Face": kit.TrTerm(f), "Count": n}))
		}
	}
	shown = lang.L("No die counts yet.")
	if len(parts) > 0 {
		shown = strings.Join(parts, " · ")
	}
	rest = lang.L("Pairs: {{.Pairs}} · triples: {{.Triples}} · different elements: {{.Distinct}}", map[string]any{"Pairs": c.Pairs, "Triples": c.Triples, "Distinct": c.Distinct})
	if len(c.Absent) == 0 {
		return shown, rest + "\n" + lang.L("Every element is shown.")
	}
	var absent []string
	for _, e := range c.Absent {
		absent = append(absent, kit.TrTerm(e))
	}
	return shown, rest + "\n" + lang.L("Absent: {{.Elements}}", map[string]any{"Elements": strings.Join(absent, ", ")})
}

// countsView is the counts the cards ask about, kept and rewritten in place.
type countsView struct {
	shown *widget.Label
	rest  *widget.RichText
	curse *widget.Label
	box   *fyne.Container
}

func newCountsView() *countsView {
	c := &countsView{shown: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), rest: kit.Note(""), curse: warnLine()}
	c.shown.Wrapping = fyne.TextWrapWord
	c.box = container.NewVBox(c.shown, c.rest, c.curse)
	return c
}

// set shows counts c.
func (v *countsView) set(c journey.Counts) {
	shown, rest := countsText(c)
	setLabel(v.shown, shown)
	if v.rest.String() != rest {
		v.rest.Segments[0].(*widget.TextSegment).Text = rest
		v.rest.Refresh()
	}
	curse := ""
	if c.HasCurse {
		curse = kit.N("Cancelled by the black die: {{.Count}} dice ({{.Element}}), faded above.", c.Cancelled, map[string]any{"Element": kit.TrTerm(c.Cursed)})
	}
	setWarn(v.curse, curse)
}

// elementNames are the elements' names, capitalised.
func elementNames() []string {
	out := make([]string, len(lref.Elements))
	for i, e := range lref.Elements {
		out[i] = kit.Capitalised(kit.TrTerm(e))
	}
	return out
}

// dieName says which die it is: "Big red die", "Small purple die".
func dieName(d journey.Die) string {
	args := map[string]any{"Colour": kit.TrTerm(d.Colour)}
	if d.Size == lref.Small {
		return lang.L("Small {{.Colour}} die", args)
	}
	return lang.L("Big {{.Colour}} die", args)
}

// joinParts lists parts in one line.
func joinParts(parts []string) string { return strings.Join(parts, ", ") }

// trNote translates a note, "" when there is none.
func trNote(t msg.Text) string {
	if t.Text == "" {
		return ""
	}
	return kit.Tr(t)
}

// steadyNote is a note showing one of a few texts, always as tall as the
// tallest of them at its width: changing its text moves nothing under it
// (issue 32 §1: "Tap the die to turn to the face you want." wrapped to two
// lines in French and German where the reroll hint had one, and moved the
// reroll buttons and the mode switch under the thumb).
type steadyNote struct {
	box   *fyne.Container
	notes []*widget.RichText
}

func newSteadyNote(texts ...string) *steadyNote {
	n := &steadyNote{box: container.New(tallest{})}
	for _, t := range texts {
		note := kit.Note(t)
		n.notes = append(n.notes, note)
		n.box.Add(note)
	}
	n.show(0)
	return n
}

// show shows text i.
func (n *steadyNote) show(i int) {
	for k, note := range n.notes {
		show(note, k == i)
	}
}

// tallest lays every object over the whole of its size, and is as large as
// the largest of them, shown or hidden.
type tallest struct{}

func (tallest) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

func (tallest) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objs {
		s = s.Max(o.MinSize())
	}
	return s
}
