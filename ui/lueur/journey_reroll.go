package lueur

import (
	"slices"
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

// ---- Late morning: rerolls and face changes (journey.AskReroll) ----

// rerollView shows the rolled dice to tap, and just under them one button
// per reroll source, so a reroll is two taps in view; then the face
// change, the counts and the legend.
type rerollView struct {
	g       *journeyGame
	text    *widget.Label
	black   *widget.Label
	note    *widget.Label
	dice    *diceRow
	hint    *steadyNote
	pickers *fyne.Container // your own dice: the new faces
	sources *fyne.Container
	buttons []*kit.WrapButton
	// srcs are the sources the buttons stand for, labels what they say
	// (the buttons are made again only when these change).
	srcs   []journey.RerollSource
	labels []string
	track  *placeField
	left   *widget.RichText
	mode   *kit.Segmented
	face   *fyne.Container // the face change's form
	counts *countsView
	objs   []fyne.CanvasObject
	still  *kit.StillBox
	p      journey.Pending
}

func newRerollView(g *journeyGame) *rerollView {
	v := &rerollView{g: g, text: instruction(), black: warnLine(), note: warnLine(), dice: newDiceRow(),
		hint:    newSteadyNote(lang.L("Tap 1 or 2 dice to reroll."), lang.L("Then tap how you reroll them:"), lang.L("Tap the die to turn to the face you want.")),
		pickers: container.NewVBox(), sources: container.NewVBox(), left: kit.Note(""), face: container.NewVBox(), counts: newCountsView()}
	v.track = newPlaceField(lang.L("Reroll space to move back to"), func(t string) { g.d.trackTo = t; g.edited() })
	v.mode = kit.NewSegmented([]string{lang.L("Reroll dice"), lang.L("Choose a face")}, 0, func(i int) {
		g.d.setFace = i == 1
		g.d.sel, g.d.target = nil, -1
		g.edited()
		v.update()
		g.relayout()
	})
	// Nothing above the reroll buttons and the mode switch appears, goes or
	// wraps anew while the dice are rerolled (but your own dice's new
	// faces), so they stay under the thumb: the hint keeps the height of its
	// longest text, and the lines a reroll can make appear (the black die's
	// curse) or that a day may have (Kaar's black die) come after them
	// (issue 32 §1). The face change opens below its switch.
	v.objs = []fyne.CanvasObject{v.text, v.dice.box, v.hint.box, v.pickers, v.sources, v.mode, v.left, v.face, v.black, v.note, v.counts.box, symbolLegend()}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showReroll(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.reroll == nil {
		g.views.reroll = newRerollView(g)
	}
	v := g.views.reroll
	v.p = p
	setLabel(v.text, kit.Tr(p.Instruction))
	setWarn(v.black, blackLanded(s))
	setWarn(v.note, trNote(p.Note))
	v.counts.set(s.Counts())
	kit.SetNote(v.left, rerollsLeft(p))
	show(v.mode, p.Available >= journey.SetFaceRerolls)
	sel := 0
	if g.d.setFace {
		sel = 1
	}
	v.mode.Select(sel, false)
	v.setSources(s, p)
	v.update()
	g.setPrimary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() { g.commit(journey.Freeze{}) })
	return []fyne.CanvasObject{v.still}
}

// update shows the draft: the dice chosen, their new faces, which sources
// can reroll them, or the face change's form.
func (v *rerollView) update() {
	g, p := v.g, v.p
	s := g.run.State()
	most := 2
	if g.d.setFace {
		most = 1
	}
	v.dice.set(p.Dice, g.d.sel, func(i int) {
		v.g.toggleDie(i, most)
		v.g.edited()
		v.update()
		v.g.relayout()
	})
	show(v.face, g.d.setFace)
	v.pickers.Objects = nil
	if g.d.setFace {
		v.hint.show(2)
		v.face.Objects = g.setFaceForm(s, p)
		v.face.Refresh()
		v.pickers.Refresh()
		v.enableSources()
		return
	}
	v.hint.show(min(len(g.d.sel), 1))
	if s.Options().Physical() {
		for _, i := range g.d.sel {
			d := p.Dice[i]
			v.pickers.Add(kit.Note(lang.L("{{.Die}}, new face:", map[string]any{"Die": dieName(d)})))
			v.pickers.Add(newFacePicker(d.Colour, faces(d.Colour), g.d.faces[i], func(f lref.Face) {
				g.d.faces[i] = f
				g.edited()
				v.enableSources()
			}).box)
		}
	}
	v.pickers.Refresh()
	v.enableSources()
}

// toggleDie selects or unselects die i, keeping at most most dice.
func (g *journeyGame) toggleDie(i, most int) {
	for k, x := range g.d.sel {
		if x == i {
			g.d.sel = append(g.d.sel[:k:k], g.d.sel[k+1:]...)
			return
		}
	}
	if len(g.d.sel) >= most {
		g.d.sel = g.d.sel[1:]
	}
	g.d.sel = append(g.d.sel, i)
	if len(g.d.faces) < len(g.run.State().Dice()) {
		g.d.faces = make([]lref.Face, len(g.run.State().Dice()))
		for k := range g.d.faces {
			g.d.faces[k] = -1
		}
	}
}

// setSources makes one button per reroll source, labelled with what it
// costs, and the track's space when the app does not know it: a field
// shown while the dice are rerolled, greyed when the track gives no reroll,
// so that nothing under it comes or goes (issue 32 §1).
func (v *rerollView) setSources(s journey.State, p journey.Pending) {
	v.srcs = p.Sources
	var labels []string
	for i, src := range p.Sources {
		labels = append(labels, sourceLabel(s, src))
		if src.Source.Source == journey.FromTrack && len(s.Options().RerollSpaces) == 0 {
			labels[i] += "\x00track" // the track's space follows
			v.track.set(v.g.d.trackTo)
			v.track.enable(src.Usable)
		}
	}
	if slices.Equal(labels, v.labels) {
		return // the same buttons: kept, their icons not drawn again
	}
	v.labels = labels
	var objs []fyne.CanvasObject
	v.buttons = v.buttons[:0]
	for i, src := range p.Sources {
		i := i
		b := kit.NewWrapButton(sourceLabel(s, src), theme.ViewRefreshIcon(), func() {
			a, err := v.g.rerollAction(v.srcs[i])
			if err != nil {
				v.g.m.h.ShowError(err)
				return
			}
			v.g.commit(a)
		})
		v.buttons = append(v.buttons, b)
		objs = append(objs, b)
		if strings.HasSuffix(labels[i], "\x00track") {
			objs = append(objs, v.track.box)
		}
	}
	kit.Relayout(v.sources, objs...)
}

// enableSources enables the sources that can reroll the dice chosen.
func (v *rerollView) enableSources() {
	g := v.g
	ready := len(g.d.sel) > 0 && !g.d.setFace
	if g.run.State().Options().Physical() {
		for _, i := range g.d.sel {
			ready = ready && g.d.faces[i] >= 0
		}
	}
	for k, src := range v.p.Sources {
		if src.Usable && ready {
			v.buttons[k].Enable()
		} else {
			v.buttons[k].Disable()
		}
	}
}

// sourceLabel says what a reroll source costs.
func sourceLabel(s journey.State, src journey.RerollSource) string {
	switch src.Source.Source {
	case journey.FromCompanion:
		c, _ := s.Companion(src.Companion)
		return lang.L("Reroll with {{.Name}}", map[string]any{"Name": companionLabel(c)})
	case journey.FromToken:
		return kit.N("Reroll with a token ({{.Count}} left)", src.Left, nil)
	case journey.FromTrack:
		if src.HasSpace {
			return lang.L("Reroll: back to space {{.Space}}", map[string]any{"Space": src.Space})
		}
	}
	return lang.L("Reroll: back on the score track")
}

// rerollAction is the reroll of the dice chosen with src. A track reroll
// without saved reroll spaces takes the space typed; none typed, the engine
// asks for it (the app never guesses one).
func (g *journeyGame) rerollAction(src journey.RerollSource) (journey.Reroll, error) {
	a := journey.Reroll{Source: src.Source, Dice: append([]int(nil), g.d.sel...)}
	if a.Source.Source == journey.FromTrack && !src.HasSpace {
		to, given, err := typedNumber("to", g.d.trackTo)
		if err != nil {
			return a, err
		}
		if given {
			a.Source.To = &to
		}
	}
	if g.run.State().Options().Physical() {
		for _, i := range g.d.sel {
			a.Faces = append(a.Faces, g.d.faces[i])
		}
	}
	return a, nil
}

// rerollsLeft says how many rerolls you can use now. Without the track's
// reroll spaces saved the engine only bounds the track's share, so the line
// counts the other sources and names the track.
func rerollsLeft(p journey.Pending) string {
	for _, src := range p.Sources {
		if src.Source.Source == journey.FromTrack && src.Usable && src.Bound > 0 {
			return lang.L("Rerolls you can use now: {{.Count}} from companions and tokens, and more by moving back on the score track.", map[string]any{"Count": p.Available - src.Bound})
		}
	}
	return lang.L("Rerolls you can use now: {{.Count}}.", map[string]any{"Count": p.Available})
}
