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

// ---- Evening: small dice back on the track (journey.AskEvening) ----

// eveningView says where each small die goes back and which must be
// rerolled first (issue 19), with your own dice the reroll's face to tap,
// then the track: an evening that needs no choice is one tap.
type eveningView struct {
	text    *widget.Label
	note    *widget.Label
	goes    *widget.RichText
	pickers *fyne.Container
	head    *widget.Label
	track   *trackRow
	objs    []fyne.CanvasObject
	still   *kit.StillBox
}

func newEveningView() *eveningView {
	v := &eveningView{text: instruction(), note: warnLine(), goes: kit.Note(""), pickers: container.NewVBox(),
		head: kit.Heading(lang.L("Encounter track")), track: newTrackRow()}
	v.objs = []fyne.CanvasObject{v.text, v.note, v.goes, v.pickers, v.head, v.track.box}
	v.still = kit.NewStillBox(v.objs...)
	return v
}

func (g *journeyGame) showEvening(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if g.views.evening == nil {
		g.views.evening = newEveningView()
	}
	v := g.views.evening
	setLabel(v.text, kit.Tr(p.Instruction))
	setWarn(v.note, trNote(p.Note))
	goes := whereDiceGo(p, s.Options().Physical())
	kit.SetNote(v.goes, goes)
	show(v.goes, goes != "")
	v.pickers.Objects = nil
	if s.Options().Physical() {
		for k, i := range p.Reroll {
			v.pickers.Add(kit.Note(lang.L("{{.Die}}, rerolled:", map[string]any{"Die": dieName(p.Dice[i])})))
			v.pickers.Add(newFacePicker(p.Dice[i].Colour, elementFaces(), g.d.faces[k], func(f lref.Face) {
				g.d.faces[k] = f
				g.edited()
				g.enablePrimary(allChosen(g.d.faces))
			}).box)
		}
	}
	v.pickers.Refresh()
	more := s.Day() < lref.Days // days to come: the track matters
	show(v.head, more)
	show(v.track.box, more)
	if more {
		v.track.set(s, -1, nil)
	}
	if !more {
		// The last evening ends the journey and opens its final score in
		// one tap (issue 32 §5: "End the journey", then "Score the journey").
		g.setPrimary(lang.L("End the journey and score it"), theme.DocumentCreateIcon(), true, func() {
			if g.commit(journey.Evening{}) {
				g.m.h.Push(g.scorePage())
			}
		})
		return []fyne.CanvasObject{v.still}
	}
	// The app's dice need nothing: it rerolls them itself.
	g.setPrimary(kit.Tr(p.Label), theme.MediaSkipNextIcon(), !s.Options().Physical() || allChosen(g.d.faces), func() {
		a := journey.Evening{}
		if s.Options().Physical() && len(p.Reroll) > 0 {
			a.Faces = append([]lref.Face(nil), g.d.faces...)
		}
		g.commit(a)
	})
	return []fyne.CanvasObject{v.still}
}

// whereDiceGo says where each small die you hold goes back on the track,
// and which show a special face and are rerolled first.
func whereDiceGo(p journey.Pending, physical bool) string {
	var back, again []string
	for i, d := range p.Dice {
		if d.Size != lref.Small {
			continue
		}
		if e, ok := d.Face.Element(); ok && !slices.Contains(p.Reroll, i) {
			back = append(back, lang.L("{{.Die}} on {{.Slot}}", map[string]any{"Die": dieName(d), "Slot": kit.TrTerm(e)}))
			continue
		}
		again = append(again, dieName(d))
	}
	var lines []string
	if len(back) > 0 {
		lines = append(lines, lang.L("Back to the track: {{.Dice}}.", map[string]any{"Dice": joinParts(back)}))
	}
	if len(again) > 0 && physical {
		lines = append(lines, lang.L("Reroll first: {{.Dice}}.", map[string]any{"Dice": joinParts(again)}))
	} else if len(again) > 0 {
		lines = append(lines, lang.L("Showing a special face, rerolled by the app when the day ends: {{.Dice}}.", map[string]any{"Dice": joinParts(again)}))
	}
	return strings.Join(lines, "\n")
}
