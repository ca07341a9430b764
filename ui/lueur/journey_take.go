package lueur

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// ---- Morning: take a companion (journey.AskTake) ----

// takeView is the morning: the encounter track to tap a slot on, then what
// the slot's companion brings, just under it so the common answers are in
// view without scrolling.
type takeView struct {
	g        *journeyGame
	text     *widget.Label
	note     *widget.Label // you hold Kaar: the black die may move
	last     *widget.RichText
	track    *trackRow
	gold     *widget.RichText
	ask      *widget.Label
	form     *fyne.Container
	rec      *recruitForm
	moveBox  *fyne.Container
	moveRow  *choiceRow
	moveTo   []lref.Element
	objs     []fyne.CanvasObject
	still    *kit.StillBox
	physical bool
}

func newTakeView(g *journeyGame) *takeView {
	v := &takeView{g: g, text: instruction(), note: warnLine(), last: kit.Note(""), track: newTrackRow(),
		gold: kit.Note(lang.L("Gold discs: the small steps waiting on a slot.")), ask: kit.Heading(""), rec: newRecruitForm(g)}
	v.moveRow = newChoiceRow(3, func(i int) {
		g.d.moveBlack = -1
		if i > 0 {
			g.d.moveBlack = int(v.moveTo[i-1])
		}
		g.edited()
	})
	v.moveBox = container.NewVBox(kit.Heading(lang.L("Move the black die first?")), v.moveRow.box)
	v.form = container.NewVBox(v.ask, v.rec.box, v.moveBox)
	// The track comes first, at the top of the question whatever lines
	// follow it (the Kaar note and last evening's rerolls came above it and
	// moved it 48 px from one morning to the next: issue 32 §1), and it
	// stays where it is when a slot is tapped: the instruction under it
	// gives way to the slot's question.
	v.objs = []fyne.CanvasObject{v.track.box, v.note, v.last, v.text, v.gold, v.form}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showTake(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.take == nil {
		g.views.take = newTakeView(g)
	}
	v := g.views.take
	v.physical = s.Options().Physical()
	setLabel(v.text, kit.Tr(p.Instruction))
	setWarn(v.note, trNote(p.Note))
	last := lastEvening(s)
	kit.SetNote(v.last, last)
	show(v.last, last != "")
	v.setSlot(s, p)
	label := lang.L("Take a companion")
	if !v.physical {
		label = lang.L("Take it and roll the dice")
	}
	g.setPrimary(label, theme.ConfirmIcon(), g.d.slot >= 0, v.take)
	return []fyne.CanvasObject{v.still}
}

// setSlot shows the track with the chosen slot and, once one is chosen, the
// companion's form.
func (v *takeView) setSlot(s journey.State, p journey.Pending) {
	g := v.g
	v.track.set(s, g.d.slot, func(i int) {
		g.d.slot = i
		g.edited()
		v.setSlot(g.run.State(), g.run.State().Pending())
		g.enablePrimary(true)
		g.relayout()
	})
	// Once a slot is chosen its question replaces the instruction, so the
	// companion's common answers sit in view.
	show(v.form, g.d.slot >= 0)
	show(v.gold, g.d.slot < 0)
	show(v.text, g.d.slot < 0)
	if g.d.slot < 0 {
		return
	}
	slot := lref.Elements[g.d.slot]
	setLabel(v.ask, lang.L("What does the {{.Slot}} slot's companion bring?", map[string]any{"Slot": kit.TrTerm(slot)}))
	v.rec.set(s, p.NeedBlackSlot)
	canMove := p.CanMoveBlack && p.BlackOn == slot
	show(v.moveBox, canMove)
	if canMove {
		opts := []string{lang.L("No")}
		v.moveTo = nil
		for _, e := range lref.Elements {
			if e != slot {
				opts = append(opts, kit.Capitalised(kit.TrTerm(e)))
				v.moveTo = append(v.moveTo, e)
			}
		}
		v.moveRow.setOptions(opts)
		sel := 0
		for i, e := range v.moveTo {
			if int(e) == g.d.moveBlack {
				sel = i + 1
			}
		}
		v.moveRow.choose(sel)
	}
}

// take stores the companion taken and, with the app's dice, rolls them at
// once: nothing is decided between the two (issue 19: one tap per
// decision). Each is its own event, stored before the screen moves on.
func (v *takeView) take() {
	g := v.g
	if v.physical {
		g.commit(g.takeAction())
		return
	}
	g.quiet = true // one screen update, after both
	ok := g.commit(g.takeAction())
	g.quiet = false
	if ok && !g.commit(journey.Roll{}) {
		g.moved()
	}
}

func (g *journeyGame) takeAction() journey.Take {
	s := g.run.State()
	a := journey.Take{Slot: lref.Elements[g.d.slot], Companion: g.recruit(s)}
	if g.d.moveBlack >= 0 {
		e := lref.Element(g.d.moveBlack)
		a.MoveBlack = &e
	}
	if g.d.blackSlot >= 0 && a.Companion.Kaar {
		e := lref.Element(g.d.blackSlot)
		a.BlackSlot = &e
	}
	return a
}

// lastEvening says which small dice last evening rerolled from a special
// face and the slot each went to, "" when none.
func lastEvening(s journey.State) string {
	var parts []string
	for _, d := range s.RerolledLastEvening() {
		e, _ := d.Face.Element()
		parts = append(parts, lang.L("{{.Die}} on {{.Slot}}", map[string]any{"Die": dieName(d), "Slot": kit.TrTerm(e)}))
	}
	if len(parts) == 0 {
		return ""
	}
	return lang.L("Rerolled last evening: {{.Dice}}.", map[string]any{"Dice": joinParts(parts)})
}
