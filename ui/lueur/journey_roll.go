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

// ---- Late morning: roll (journey.AskRoll) ----

// rollView rolls the dice: the app's at a tap (after an undo: taking a
// companion rolls them at once), or your own, one face per die.
type rollView struct {
	text    *widget.Label
	black   *widget.Label
	dice    *diceRow
	pickers *fyne.Container
	objs    []fyne.CanvasObject
	still   *kit.StillBox
}

func newRollView() *rollView {
	v := &rollView{text: instruction(), black: warnLine(), dice: newDiceRow(), pickers: container.NewVBox()}
	// Kaar's black die, brought in this morning, is said under the dice
	// (issue 32 §1: a line above them moved them from one day to the next).
	v.objs = []fyne.CanvasObject{v.text, v.dice.box, v.pickers, v.black, symbolLegend()}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showRoll(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.roll == nil {
		g.views.roll = newRollView()
	}
	v := g.views.roll
	setLabel(v.text, kit.Tr(p.Instruction))
	setWarn(v.black, blackLanded(s))
	if !s.Options().Physical() {
		v.dice.set(p.Dice, nil, nil)
		show(v.dice.box, true)
		show(v.pickers, false)
		g.setPrimary(kit.Tr(p.Label), theme.MediaPlayIcon(), true, func() { g.commit(journey.Roll{}) })
		return []fyne.CanvasObject{v.still}
	}
	show(v.dice.box, false)
	show(v.pickers, true)
	v.pickers.Objects = nil
	for i, d := range p.Dice {
		v.pickers.Add(kit.Note(dieName(d)))
		v.pickers.Add(newFacePicker(d.Colour, faces(d.Colour), g.d.faces[i], func(f lref.Face) {
			g.d.faces[i] = f
			g.edited()
			g.enablePrimary(allChosen(g.d.faces))
		}).box)
	}
	v.pickers.Refresh()
	// You rolled them yourself: the button takes the faces (issue 32 §5:
	// it said "Roll the dice").
	g.setPrimary(lang.L("Confirm the faces"), theme.ConfirmIcon(), allChosen(g.d.faces), func() {
		g.commit(journey.Roll{Faces: append([]lref.Face(nil), g.d.faces...)})
	})
	return []fyne.CanvasObject{v.still}
}

// allChosen tells whether every die has its face.
func allChosen(faces []lref.Face) bool {
	for _, f := range faces {
		if f < 0 {
			return false
		}
	}
	return true
}

// ---- Over (journey.JourneyOver) ----

func (g *journeyGame) showOver(p journey.Pending) []fyne.CanvasObject {
	g.setPrimary(lang.L("Score the journey"), theme.DocumentCreateIcon(), true, func() { g.m.h.Push(g.scorePage()) })
	return []fyne.CanvasObject{kit.Heading(kit.Tr(p.Label)), kit.BigText(kit.Tr(p.Instruction))}
}
