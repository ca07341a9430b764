package lueur

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// ---- Afternoon: travel (journey.AskTravel) ----

// travelView shows your dice, where you travel (a camp's village or a
// boat's island), what the spaces cost and gave, then the counts: with no
// travel the afternoon is one tap.
type travelView struct {
	g       *journeyGame
	text    *widget.Label
	dice    *diceRow
	where   *fyne.Container
	campAt  *widget.RichText
	camped  *kit.WrapCheck
	camp    *kit.Stepper
	boat    *choiceRow
	island  *kit.Stepper
	boatBox *fyne.Container
	boats   *widget.RichText
	change  *changeForm
	counts  *countsView
	lap     *kit.WrapButton
	objs    []fyne.CanvasObject
	still   *kit.StillBox
}

func newTravelView(g *journeyGame, side lref.Side) *travelView {
	v := &travelView{g: g, text: instruction(), dice: newDiceRow(), campAt: kit.Note(""), boats: kit.Note(""), change: newChangeForm(g, false), counts: newCountsView()}
	if side == lref.Archipelago {
		v.boat = newChoiceRow(5, func(i int) {
			g.d.boat = i
			show(v.boatBox, i > 0)
			g.relayout()
		})
		opts := []string{"—"} // no boat moved
		for b := 1; b <= journey.Boats; b++ {
			opts = append(opts, strconv.Itoa(b))
		}
		v.boat.setOptions(opts)
		v.island = kit.NewStepper(lang.L("Value of the island it reached"), 0, journey.MaxPlace, 0, func(n int) { g.d.island = n })
		v.boatBox = container.NewVBox(v.island, kit.Note(lang.L("Each boat must end on a different island: the app cannot see the board, check it there.")))
		v.where = container.NewVBox(kit.Heading(lang.L("Which boat moved?")), v.boat.box, v.boatBox, v.boats)
	} else {
		v.camp = kit.NewStepper(lang.L("Value of the village"), 0, journey.MaxPlace, 0, func(n int) { g.d.camp = n })
		v.camped = kit.NewWrapCheck(lang.L("I set up camp in a village"), false, func(b bool) {
			g.d.camped = b
			show(v.camp, b)
			g.relayout()
		})
		v.where = container.NewVBox(v.campAt, v.camped, v.camp)
	}
	v.lap = g.lapButton()
	// What a move costs comes first, then where it ended: the instruction
	// says what to enter.
	v.objs = []fyne.CanvasObject{v.text, v.dice.box, v.change.box, v.where, v.change.moreFold(v.change.more, v.lap), v.counts.box, symbolLegend()}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showTravel(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.travel == nil {
		g.views.travel = newTravelView(g, s.Side())
	}
	v := g.views.travel
	setLabel(v.text, kit.Tr(p.Instruction))
	v.dice.set(s.Dice(), nil, nil)
	v.counts.set(p.Counts)
	v.change.set(p.Lost)
	showLap(v.lap, s)
	v.change.refold()
	if v.boat != nil {
		v.boat.choose(g.d.boat)
		v.island.SetValue(g.d.island)
		show(v.boatBox, g.d.boat > 0)
		var on []string
		for i, b := range s.Boats() {
			on = append(on, lang.L("boat {{.N}}: {{.Value}}", map[string]any{"N": i + 1, "Value": b}))
		}
		kit.SetNote(v.boats, lang.L("Islands reached so far: {{.Boats}}", map[string]any{"Boats": strings.Join(on, " · ")}))
	} else {
		at, ok := s.Camp()
		kit.SetNote(v.campAt, lang.L("Your camp is in a village worth {{.Value}}.", map[string]any{"Value": at}))
		show(v.campAt, ok)
		if v.camped.Check.Checked != g.d.camped {
			v.camped.Check.SetChecked(g.d.camped)
		}
		v.camp.SetValue(g.d.camp)
		show(v.camp, g.d.camped)
	}
	g.setPrimary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() { g.commit(g.travelAction(g.run.State())) })
	return []fyne.CanvasObject{v.still}
}

// travelAction is the afternoon as entered.
func (g *journeyGame) travelAction(s journey.State) journey.Travel {
	a := journey.Travel{Change: g.changeEntered()}
	if s.Side() == lref.Archipelago && g.d.boat > 0 {
		a.Boat, a.Island = g.d.boat, g.d.island
	}
	if s.Side() == lref.Province && g.d.camped {
		v := g.d.camp
		a.Camp = &v
	}
	return a
}
