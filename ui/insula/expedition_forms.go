package insula

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/solo/insula"
	"hearth/ui/kit"
)

// effectForm enters what a card printed (seed 004 F.10): energy, time,
// flowers, free moves, guardians, marker moves.
func (g *expedition) effectForm(title string) []fyne.CanvasObject {
	e := &g.effect
	return []fyne.CanvasObject{
		kit.Heading(title),
		kit.Note(lang.L("Enter what the card says; leave the rest at 0.")),
		g.number(lang.L("Energy recovered (+) or lost (–)"), -insula.MaxEffectEnergy, insula.MaxEffectEnergy, &e.Energy),
		g.number(lang.L("Time marker: towards the Moon (+) or the Sun (–)"), -insula.MaxEffectTime, insula.MaxEffectTime, &e.Time),
		g.number(lang.L("Flower cards drawn"), 0, insula.MaxEffectCards, &e.Draw),
		g.number(lang.L("Flower cards discarded"), 0, insula.MaxEffectCards, &e.Discard),
		g.number(lang.L("Free moves"), 0, insula.MaxEffectMoves, &e.Moves),
		g.tick(throughText(), &e.Through),
		g.number(lang.L("Guardians appearing on your tile"), 0, insula.MaxEffectGuardian, &e.Guardians),
		g.number(lang.L("Reward marker moves"), 0, insula.MaxEffectMarker, &e.Rewards),
		g.number(lang.L("Drawback marker moves"), 0, insula.MaxEffectMarker, &e.Drawbacks),
	}
}

// throughText is the check box of a card's free moves that may pass
// guardians (seed 004 F.10 Daring Daffodil: "vous pouvez ignorer la règle
// qui vous interdit normalement de vous déplacer vers le centre de l'île";
// the engine's rule is towards the centre, not the grid's inward).
func throughText() string {
	return lang.L("The free moves may pass guardians towards the centre of the island")
}

// isMoveField tells whether o is one of the effect form's free-move fields.
func (g *expedition) isMoveField(o fyne.CanvasObject) bool {
	switch f := o.(type) {
	case *kit.Stepper:
		return f.Label() == lang.L("Free moves")
	case *kit.WrapCheck:
		return f.Text == throughText()
	}
	return false
}

// greenInCombat: a green flower played during a combat (seed 004 C.1,
// F.10: "n'importe quand"); back returns to the combat as it was.
func (g *expedition) greenInCombat() (body, bottom []fyne.CanvasObject) {
	back := widget.NewButtonWithIcon(lang.L("Back to the combat"), theme.NavigateBackIcon(), func() { g.setModeKeep(pickAction) })
	form := slices.DeleteFunc(g.effectForm(lang.L("Play a green flower: what does the card do?")), func(o fyne.CanvasObject) bool {
		return g.isMoveField(o) // no turn is left for a free move
	})
	return form, append([]fyne.CanvasObject{back}, confirm(lang.L("Play the green flower"), func() {
		g.commit(insula.PlayGreen{Effect: g.effect})
	})...)
}

// greenButton offers a green flower during a combat, when you hold one.
func (g *expedition) greenButton(s insula.State) []fyne.CanvasObject {
	if s.Hand().Green == 0 || !s.GreenInCombat() {
		return nil
	}
	return []fyne.CanvasObject{kit.NewWrapButton(lang.L("Play a green flower"), theme.ContentAddIcon(), func() {
		g.effect = insula.Effect{}
		g.setModeKeep(buildGreen)
	})}
}

// curseForm: which slot's curse is played, blue (its effect) or white (its
// strength bonus).
func (g *expedition) curseForm(s insula.State) (body, bottom []fyne.CanvasObject) {
	var blocked []insula.ActionKind
	for _, k := range insula.SlotKinds {
		if s.Curses().Blocked(k) {
			blocked = append(blocked, k)
		}
	}
	if !slices.Contains(blocked, g.slot) && len(blocked) > 0 {
		g.slot = blocked[0]
	}
	body = append(body, kit.Heading(lang.L("Play a curse: which slot is it on?")))
	names := make([]string, len(blocked))
	sel := 0
	for i, k := range blocked {
		names[i] = kit.TrTerm(k)
		if k == g.slot {
			sel = i
		}
	}
	body = append(body, kit.NewSegmented(names, sel, func(i int) { g.slot = blocked[i]; g.keepDraft() }))
	body = append(body, g.curseColour()...)
	bottom = append(g.back(), confirm(lang.L("Play the curse"), func() {
		c := insula.Curse{Slot: g.slot, White: g.white}
		if g.white {
			c.Bonus = g.bonus
		} else {
			c.Effect = g.effect
		}
		g.commit(c)
	})...)
	return body, bottom
}

// curseColour asks which curse it is: a blue one's effect, or a white one's
// strength bonus.
func (g *expedition) curseColour() []fyne.CanvasObject {
	colour := 0
	if g.white {
		colour = 1
	}
	body := []fyne.CanvasObject{kit.Heading(lang.L("Which curse is it?")),
		kit.NewSegmented([]string{lang.L("Blue curse"), lang.L("White curse")}, colour, func(i int) {
			g.white = i == 1
			g.effect, g.bonus = insula.Effect{}, 0
			g.setModeKeep(buildCurse)
		})}
	if g.white {
		body = append(body, kit.Note(lang.L("A white curse goes on the time counter and adds strength to every guardian and to Kingosh.")))
		return append(body, g.number(lang.L("Strength it adds"), 0, insula.MaxWhiteBonus, &g.bonus))
	}
	return append(body, g.effectForm(lang.L("What does the blue curse do?"))...)
}
