package lueur

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	"hearth/data/msg"
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
	camp    *placeField
	boat    *choiceRow
	island  *placeField
	boatBox *fyne.Container
	boats   []*widget.Label // each boat's island so far, one cell each
	change  *changeForm
	counts  *countsView
	lap     *kit.WrapButton
	objs    []fyne.CanvasObject
	still   *kit.StillBox
}

func newTravelView(g *journeyGame, side lref.Side) *travelView {
	v := &travelView{g: g, text: instruction(), dice: newDiceRow(), campAt: kit.Note(""), change: newChangeForm(g, false), counts: newCountsView()}
	if side == lref.Archipelago {
		v.boat = newChoiceRow(5, func(i int) {
			g.d.boat = i
			g.edited()
			show(v.boatBox, i > 0)
			g.relayout()
		})
		opts := []string{"—"} // no boat moved
		for b := 1; b <= journey.Boats; b++ {
			opts = append(opts, strconv.Itoa(b))
		}
		v.boat.setOptions(opts)
		v.island = newPlaceField(lang.L("Value of the island it reached"), func(t string) { g.d.island = t; g.edited() })
		v.boatBox = container.NewVBox(v.island.box, kit.Note(lang.L("Each boat must end on a different island: the app cannot see the board, check it there.")))
		// One cell per boat: a line "boat 1: 0 · boat 2: 3 · …" wrapped before
		// a separator or, in French, before a colon (issue 32 §5).
		cells := container.NewGridWithColumns(journey.Boats)
		for range journey.Boats {
			c := captionLabel("")
			c.Alignment = fyne.TextAlignCenter
			v.boats = append(v.boats, c)
			cells.Add(c)
		}
		v.where = container.NewVBox(kit.Heading(lang.L("Which boat moved?")), v.boat.box, v.boatBox,
			kit.Note(lang.L("Islands reached so far:")), cells)
	} else {
		v.camp = newPlaceField(lang.L("Value of the village"), func(t string) { g.d.camp = t; g.edited() })
		v.camped = kit.NewWrapCheck(lang.L("I set up camp in a village"), false, func(b bool) {
			g.d.camped = b
			g.edited()
			show(v.camp.box, b)
			g.relayout()
		})
		v.where = container.NewVBox(v.campAt, v.camped, v.camp.box)
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
		v.island.set(g.d.island)
		show(v.boatBox, g.d.boat > 0)
		for i, b := range s.Boats() {
			setLabel(v.boats[i], lang.L("Boat {{.N}}", map[string]any{"N": i + 1})+"\n"+strconv.Itoa(b))
		}
	} else {
		at, ok := s.Camp()
		kit.SetNote(v.campAt, lang.L("Your camp is in a village worth {{.Value}}.", map[string]any{"Value": at}))
		show(v.campAt, ok)
		if v.camped.Check.Checked != g.d.camped {
			v.camped.Check.SetChecked(g.d.camped)
		}
		v.camp.set(g.d.camp)
		show(v.camp.box, g.d.camped)
	}
	g.setPrimary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() {
		a, err := g.travelAction(g.run.State())
		if err != nil {
			g.m.h.ShowError(err)
			return
		}
		g.commit(a)
	})
	return []fyne.CanvasObject{v.still}
}

// travelAction is the afternoon as entered; a camp or a boat's island
// without its value is refused, never taken as 0 (issue 32 §3).
func (g *journeyGame) travelAction(s journey.State) (journey.Travel, error) {
	a := journey.Travel{Change: g.changeEntered()}
	if s.Side() == lref.Archipelago && g.d.boat > 0 {
		v, given, err := typedNumber("island", g.d.island)
		if err == nil && !given {
			err = msg.New("island", "Enter the light printed on the island boat {{.Boat}} reached.", map[string]any{"Boat": g.d.boat})
		}
		a.Boat, a.Island = g.d.boat, v
		return a, err
	}
	if s.Side() == lref.Province && g.d.camped {
		v, given, err := typedNumber("camp", g.d.camp)
		if err == nil && !given {
			err = msg.New("camp", "Enter the light printed on the village where you camped.", nil)
		}
		a.Camp = &v
		return a, err
	}
	return a, nil
}
