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

// ---- Noon: what the cards gave (journey.AskEffects) ----

// noonView shows your dice and their counts, then what a card gave: with
// no card effect the noon is one tap on the primary button.
type noonView struct {
	g       *journeyGame
	text    *widget.Label
	black   *widget.Label
	dice    *diceRow
	counts  *countsView
	change  *changeForm
	cromaug *kit.WrapCheck
	recBox  *fyne.Container
	rec     *recruitForm
	add     *widget.Button
	lap     *kit.WrapButton
	objs    []fyne.CanvasObject
	still   *kit.StillBox
	p       journey.Pending
}

func newNoonView(g *journeyGame) *noonView {
	v := &noonView{g: g, text: instruction(), black: warnLine(), dice: newDiceRow(), counts: newCountsView(), change: newChangeForm(g, true), rec: newRecruitForm(g)}
	v.cromaug = kit.NewWrapCheck(lang.L("A companion came back from the graveyard (Cromaug)"), false, func(b bool) {
		g.d.gained = b
		g.edited()
		if b {
			v.rec.set(g.run.State(), v.p.NeedBlackSlot)
		}
		show(v.recBox, b)
		v.change.refold()
		g.relayout()
	})
	v.recBox = container.NewVBox(kit.Heading(lang.L("What does the returning companion bring?")), v.rec.box)
	v.add = widget.NewButtonWithIcon(lang.L("Add to your counters"), theme.ContentAddIcon(), func() {
		g.commit(g.effectEntered(g.run.State()))
	})
	v.lap = g.lapButton()
	// The black die's line comes after the form: Kaar back from the
	// graveyard can bring the black die in at noon, and a line appearing
	// above the amounts moved them under the thumb (issue 32 §1).
	v.objs = []fyne.CanvasObject{v.text, v.dice.box, v.counts.box, v.change.box, v.add,
		v.change.moreFold(v.change.more, v.cromaug, v.recBox, v.lap), v.black, symbolLegend()}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showNoon(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.noon == nil {
		g.views.noon = newNoonView(g)
	}
	v := g.views.noon
	v.p = p
	setLabel(v.text, kit.Tr(p.Instruction))
	setWarn(v.black, blackLanded(s))
	v.dice.set(s.Dice(), nil, nil)
	v.counts.set(p.Counts)
	v.change.set(p.Lost)
	if v.cromaug.Check.Checked != g.d.gained {
		v.cromaug.Check.SetChecked(g.d.gained)
	}
	show(v.recBox, g.d.gained)
	showLap(v.lap, s)
	v.change.refold()
	// One rule for every step: the primary button applies what the form
	// shows; only a refused entry keeps the noon open.
	g.setPrimary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() {
		if g.effectPending() {
			g.quiet = true
			ok := g.commit(g.effectEntered(g.run.State()))
			g.quiet = false
			if !ok {
				return
			}
		}
		if !g.commit(journey.Resolved{}) {
			g.moved()
		}
	})
	return []fyne.CanvasObject{v.still}
}

// effectEntered is the noon form as an Effect.
func (g *journeyGame) effectEntered(s journey.State) journey.Effect {
	a := journey.Effect{Change: g.changeEntered()}
	if g.d.gained {
		r := g.recruit(s)
		a.Gained = &r
		if g.d.blackSlot >= 0 && r.Kaar {
			e := lref.Element(g.d.blackSlot)
			a.BlackSlot = &e
		}
	}
	return a
}

// effectPending tells whether the noon form holds something not yet added.
func (g *journeyGame) effectPending() bool {
	c := g.changeEntered()
	return g.d.gained || c.Light != 0 || c.SmallSteps != 0 || c.Rerolls != 0 || c.Fireflies != 0 || c.Spells != 0 || len(c.Lost) > 0
}
