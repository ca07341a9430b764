package insula

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/solo/insula"
	"hearth/ui/kit"
)

// askInvest is the combat before the die: both totals as the investment
// changes. The investment starts at the least that wins before the die
// (all of Vitality when nothing does), so the usual combat is one tap.
func (g *expedition) askInvest(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	inv := &g.invest
	if !g.invested {
		inv.Energy, _ = s.LeastWinning()
		g.invested = true
	}
	inv.Energy = min(inv.Energy, p.MaxEnergy)
	totals := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	totals.Wrapping = fyne.TextWrapWord
	totals.SizeName = theme.SizeNameSubHeadingText
	show := func() {
		totals.SetText(lang.L("Your strength {{.You}} · against you {{.Them}}", map[string]any{"You": s.StrengthOf(*inv), "Them": p.Opponent}))
	}
	show()
	body = append(g.question(p), totals)
	if malus := s.Malus(); malus > 0 {
		body = append(body, g.note(lang.L("In the purple citadel you have {{.Malus}} strength less.", map[string]any{"Malus": malus})))
	}
	body = append(body, kit.NewStepper(lang.L("Energy invested"), 0, p.MaxEnergy, inv.Energy, func(n int) { inv.Energy = n; show(); g.keepDraft() }))
	if p.MaxRed > 0 {
		body = append(body, g.redFlower(show)...)
	}
	body = append(body, g.note(lang.L("The fate die decides next: a sword adds 2 to your total, a shield makes it a draw, a moon moves time on.")))
	label := lang.L("Invest and roll")
	if s.Options().Die.Physical {
		label = lang.L("Invest")
	}
	body = append(body, g.greenButton(s)...)
	return body, confirm(label, g.investNow)
}

// redFlower plays a red flower in the combat: its strength bonus, read off
// the card (no number until one is given: a bonus of 0 was taken when the
// player went on without one), and whether the card forbids the reward;
// show updates the totals.
func (g *expedition) redFlower(show func()) []fyne.CanvasObject {
	inv := &g.invest
	bonus := kit.NewStepper(lang.L("Strength bonus on the card"), 0, insula.MaxBonus, inv.Bonus, func(n int) {
		inv.Bonus, g.bonusGiven = n, true
		show()
		g.keepDraft()
	})
	if !g.bonusGiven {
		bonus.Clear()
	}
	noReward := kit.NewWrapCheck(lang.L("The card forbids the reward"), inv.NoReward, func(b bool) { inv.NoReward = b; g.keepDraft() })
	extra := container.NewVBox(bonus, noReward)
	if inv.Red == 0 {
		extra.Hide()
	}
	red := kit.NewWrapCheck(lang.L("I play a red flower"), inv.Red > 0, func(b bool) {
		inv.Red, inv.Bonus, inv.NoReward, g.bonusGiven = 0, 0, false, false
		bonus.Clear()
		noReward.Check.SetChecked(false)
		extra.Hide()
		if b {
			inv.Red = 1
			extra.Show()
		}
		show()
		g.keepDraft()
	})
	return []fyne.CanvasObject{red, extra}
}

// investNow stores the investment; a red flower needs its bonus first.
func (g *expedition) investNow() {
	if g.invest.Red > 0 && !g.bonusGiven {
		g.m.h.ShowError(errors.New(lang.L("Enter the strength bonus printed on your red flower (0 if it gives none).")))
		return
	}
	g.commit(g.invest)
}

// askDie: the physical die's face, at the bottom; in combat both totals are
// shown first.
func (g *expedition) askDie(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	switch p.For {
	case insula.DieCombat:
		body = append(body, g.heading(lang.L("Combat")), g.investedTotals(s))
	case insula.DieFury:
		body = append(body, g.heading(lang.L("This expedition began before Hearth dropped the solo fury roll: roll for Kingosh's fury. A moon adds 1 to his strength, a shield sends it to 100.")))
	default:
		body = append(body, g.heading(lang.L("End of the round: no combat. Only a moon counts: it moves the time marker.")))
	}
	body = append(append(body, g.question(p)...), g.greenButton(s)...)
	var faces []fyne.CanvasObject
	for _, f := range p.Faces {
		f := f
		name := kit.Capitalised(kit.TrTerm(f))
		faces = append(faces, g.keep("face:"+name, func() fyne.CanvasObject {
			return kit.WithHeight(widget.NewButton(name, func() { g.commit(insula.Roll{Face: f}) }), 56)
		}))
	}
	return body, choices(2, faces...)
}

// investedTotals are both sides' totals during a combat, before the die.
func (g *expedition) investedTotals(s insula.State) fyne.CanvasObject {
	e := s.Energy()
	t := widget.NewLabelWithStyle(lang.L("You invested {{.Energy}} · strength against you: {{.Them}}", map[string]any{"Energy": e.Combat, "Them": s.Opponent()}),
		fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.Wrapping = fyne.TextWrapWord
	return t
}

// battleCard is the last combat: the face, both totals, the outcome, and
// the markers it moved.
func battleCard(b insula.Battle) fyne.CanvasObject {
	title := kit.N("Combat against {{.Count}} guardians", b.Guardians, nil)
	if b.Kingosh {
		title = lang.L("Combat against Kingosh")
	}
	box := container.NewVBox(kit.Heading(title),
		kit.BigText(lang.L("{{.Face}} · you {{.You}}, against you {{.Them}}: {{.Outcome}}", map[string]any{
			"Face": kit.Capitalised(kit.TrTerm(b.Face)), "You": b.Strength, "Them": b.Opponent, "Outcome": kit.TrTerm(b.Outcome)})))
	if b.Reward > 0 {
		box.Add(kit.Note(kit.N("Reward marker: {{.Count}} spaces", b.Reward, nil)))
	}
	if b.Drawback > 0 {
		box.Add(kit.Note(kit.N("Drawback marker: {{.Count}} spaces", b.Drawback, nil)))
	}
	return widget.NewCard("", "", box)
}
