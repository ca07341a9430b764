package lueur

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// companionsView lists, folded, the companions in front of you with what
// they bring, and the big dice left in the reserve; a line is made once and
// kept, so a long journey costs no more than a short one.
type companionsView struct {
	key string
	// shown are the companions and reserve last written: a tap that
	// changed neither writes nothing (the lines cost a translation each).
	shown struct {
		comps   []journey.Companion
		reserve []lref.DieColour
		black   bool
	}
	objs  []fyne.CanvasObject
	acc   *widget.Accordion
	list  *fyne.Container
	lines map[string]*widget.RichText
}

func newCompanionsView() *companionsView {
	v := &companionsView{list: container.NewVBox(), lines: map[string]*widget.RichText{}}
	v.acc = widget.NewAccordion(widget.NewAccordionItem("", v.list))
	return v
}

// set shows the state's companions and reserve.
func (v *companionsView) set(s journey.State) []fyne.CanvasObject {
	comps := s.Companions()
	reserve, black := s.Reserve()
	if w := &v.shown; v.objs != nil && slices.Equal(w.comps, comps) && slices.Equal(w.reserve, reserve) && w.black == black {
		return v.objs
	}
	v.shown.comps, v.shown.reserve, v.shown.black = comps, reserve, black
	lines := companionLines(s)
	key := strings.Join(lines, "\n")
	if key == v.key && v.objs != nil {
		return v.objs
	}
	v.key = key
	n := len(s.Companions())
	if n == 0 {
		v.objs = []fyne.CanvasObject{}
		return v.objs
	}
	v.list.Objects = nil
	for _, l := range lines {
		note, ok := v.lines[l]
		if !ok {
			note = kit.Note(l)
			v.lines[l] = note
		}
		v.list.Add(note)
	}
	kit.Relayout(v.list, v.list.Objects...)
	v.acc.Items[0].Title = lang.L("Your companions ({{.Count}})", map[string]any{"Count": n})
	v.acc.Refresh()
	v.objs = []fyne.CanvasObject{v.acc}
	return v.objs
}

// companionLines are one line per companion, then the reserve.
func companionLines(s journey.State) []string {
	var out []string
	for _, c := range s.Companions() {
		parts := []string{companionLabel(c)}
		if c.HasDie {
			parts = append(parts, lang.L("big {{.Colour}} die", map[string]any{"Colour": kit.TrTerm(c.Die)}))
		}
		if c.Reroll {
			parts = append(parts, lang.L("a reroll a day"))
		}
		if c.Kaar {
			parts = append(parts, lang.L("Kaar"))
		}
		if c.Fireflies > 0 {
			parts = append(parts, lang.L("fireflies: {{.Count}}", map[string]any{"Count": c.Fireflies}))
		}
		out = append(out, strings.Join(parts, " · "))
	}
	reserve, black := s.Reserve()
	var left []string
	for _, c := range reserve {
		left = append(left, kit.TrTerm(c))
	}
	if black {
		left = append(left, lang.L("the small black die"))
	}
	if len(left) == 0 {
		return append(out, lang.L("The reserve is empty."))
	}
	return append(out, lang.L("In the reserve: {{.Dice}}", map[string]any{"Dice": strings.Join(left, ", ")}))
}
