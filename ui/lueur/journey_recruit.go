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

// recruitForm asks what a companion brings, most common first: printed
// fireflies, a Lumipili's reroll, Kaar (and, with your own dice, where the
// black die landed), a Sketal's die among those left in the reserve, a
// name. It is kept and set from the draft in place.
type recruitForm struct {
	g        *journeyGame
	box      *fyne.Container
	flies    *choiceRow
	lumipili *kit.WrapCheck
	kaar     *kit.WrapCheck
	blackBox *fyne.Container
	black    *choiceRow
	dieNote  *widget.RichText
	die      *choiceRow
	dies     []string // the die row's choices: "", colours left, journey.AnyDie
	pickBox  *fyne.Container
	pick     *choiceRow
	reserve  []lref.DieColour
	name     *kit.TextEntry
	// needBlack: physical dice and the black die still in the reserve.
	needBlack bool
}

func newRecruitForm(g *journeyGame) *recruitForm {
	f := &recruitForm{g: g}
	f.flies = newChoiceRow(3, func(i int) { g.d.rec.Fireflies = i; g.edited() })
	f.flies.setOptions([]string{"0", "1", "2"})
	f.lumipili = kit.NewWrapCheck(lang.L("A reroll every day (Lumipili)"), false, func(b bool) { g.d.rec.Reroll = b; g.edited() })
	f.kaar = kit.NewWrapCheck(lang.L("Kaar: immune to the black die's curse"), false, func(b bool) {
		g.d.rec.Kaar = b
		g.edited()
		f.showBlack()
	})
	f.black = newChoiceRow(3, func(i int) { g.d.blackSlot = i; g.edited() })
	f.black.setOptions(elementNames())
	f.blackBox = container.NewVBox(kit.Heading(lang.L("Roll the black die: on which slot did it land?")), f.black.box)
	f.dieNote = kit.Note(lang.L("A big die from the reserve (Sketal):"))
	f.die = newChoiceRow(3, func(i int) {
		g.d.die = f.dies[i]
		g.edited()
		f.showPick()
	})
	f.pick = newChoiceRow(3, func(i int) { g.d.pick = i; g.edited() })
	f.pickBox = container.NewVBox(kit.Note(lang.L("Pick the colour of the die this Sketal takes from the reserve.")), f.pick.box)
	f.name = kit.NewEntry()
	f.name.SetPlaceHolder(lang.L("Name (optional), such as Sketal"))
	f.name.OnChanged = func(t string) { g.d.rec.Name = t; g.edited() }
	f.box = container.NewVBox(kit.Note(lang.L("Fireflies printed on the card:")), f.flies.box, f.lumipili, f.kaar, f.blackBox,
		f.dieNote, f.die.box, f.pickBox, f.name)
	return f
}

// set shows the draft's companion; the die row offers only the big dice
// still in the reserve (issue 19).
func (f *recruitForm) set(s journey.State, needBlack bool) {
	d := &f.g.d
	f.needBlack = needBlack
	f.flies.choose(d.rec.Fireflies)
	f.lumipili.Check.SetChecked(d.rec.Reroll)
	f.kaar.Check.SetChecked(d.rec.Kaar)
	f.black.choose(d.blackSlot)
	f.reserve, _ = s.Reserve()
	f.dies = []string{""}
	options := []string{lang.L("No die")}
	for _, c := range f.reserve {
		f.dies = append(f.dies, c.String())
		options = append(options, kit.Capitalised(kit.TrTerm(c)))
	}
	if len(f.reserve) > 0 {
		f.dies = append(f.dies, journey.AnyDie)
		options = append(options, lang.L("Any"))
		kit.SetNote(f.dieNote, lang.L("A big die from the reserve (Sketal):"))
	} else {
		kit.SetNote(f.dieNote, lang.L("The reserve has no big die left: a Sketal brings none."))
	}
	f.die.setOptions(options)
	f.die.choose(max(0, slices.Index(f.dies, d.die)))
	var picks []string
	for _, c := range f.reserve {
		picks = append(picks, kit.Capitalised(kit.TrTerm(c)))
	}
	f.pick.setOptions(picks)
	f.pick.choose(d.pick)
	if f.name.Text != d.rec.Name {
		f.name.SetText(d.rec.Name)
	}
	f.showBlack()
	f.showPick()
}

// showBlack asks where the black die landed when Kaar brings it (own dice).
func (f *recruitForm) showBlack() {
	if show(f.blackBox, f.needBlack && f.g.d.rec.Kaar) {
		f.g.relayout()
	}
}

// showPick asks the multicoloured Sketal's colour.
func (f *recruitForm) showPick() {
	if show(f.pickBox, f.g.d.die == journey.AnyDie && len(f.reserve) > 0) {
		f.g.relayout()
	}
}

// recruit is the companion as entered.
func (g *journeyGame) recruit(s journey.State) journey.Recruit {
	r := g.d.rec
	r.Name = strings.TrimSpace(r.Name)
	r.Die, r.Pick = g.d.die, nil
	if r.Die == journey.AnyDie {
		reserve, _ := s.Reserve()
		if g.d.pick >= 0 && g.d.pick < len(reserve) {
			c := reserve[g.d.pick]
			r.Pick = &c
		}
	}
	return r
}

// show shows or hides o, telling whether that changed anything.
func show(o fyne.CanvasObject, on bool) bool {
	switch {
	case on && !o.Visible():
		o.Show()
	case !on && o.Visible():
		o.Hide()
	default:
		return false
	}
	return true
}

// companionLabel names a companion: its name, else the slot and day it was
// taken on (issue 19: "companion 5" told the player nothing).
func companionLabel(c journey.Companion) string {
	switch {
	case c.Name != "":
		return lang.L("{{.Name}} (day {{.Day}})", map[string]any{"Name": c.Name, "Day": c.Day})
	case c.FromSlot:
		return lang.L("{{.Slot}} slot (day {{.Day}})", map[string]any{"Slot": kit.Capitalised(kit.TrTerm(c.Slot)), "Day": c.Day})
	}
	return lang.L("Companion back from the graveyard (day {{.Day}})", map[string]any{"Day": c.Day})
}
