package lueur

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// ---- Late morning: three rerolls turn one die to a face ----

// setFaceForm: one die, the face wanted, and the three rerolls it takes,
// chosen by the app among the usable ones (companions, tokens, the track).
func (g *journeyGame) setFaceForm(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if len(g.d.sel) != 1 {
		return nil
	}
	sources := s.SetFaceSources()
	var b *widget.Button
	d := p.Dice[g.d.sel[0]]
	out := []fyne.CanvasObject{
		kit.Note(lang.L("{{.Die}}, face wanted:", map[string]any{"Die": dieName(d)})),
		newFacePicker(d.Colour, faces(d.Colour), g.d.target, func(f lref.Face) {
			g.d.target = f
			g.edited()
			kit.Enable(b, len(sources) == journey.SetFaceRerolls)
		}).box,
	}
	var used []string
	for _, src := range sources {
		switch src.Source {
		case journey.FromCompanion:
			used = append(used, lang.L("a companion's reroll"))
		case journey.FromToken:
			used = append(used, lang.L("a token"))
		default:
			used = append(used, lang.L("the score track"))
		}
	}
	out = append(out, kit.Note(lang.L("Uses: {{.Sources}}.", map[string]any{"Sources": strings.Join(used, ", ")})))
	out = append(out, g.faceSpacesForm(s, sources)...)
	b = widget.NewButtonWithIcon(lang.L("Turn it to this face (3 rerolls)"), theme.ConfirmIcon(), func() {
		spaces, err := g.withSpaces(s, sources)
		if err != nil {
			g.m.h.ShowError(err)
			return
		}
		g.commit(journey.SetFace{Sources: spaces, Die: g.d.sel[0], Face: g.d.target})
	})
	kit.Enable(b, g.d.target >= 0 && len(sources) == journey.SetFaceRerolls)
	return append(out, b)
}

// faceSpacesForm asks, when the reroll spaces are not saved, for the space
// each track move of a face change goes back to, as the reroll form does:
// the marker moves to printed reroll spaces (seed 003 "FIN DE MATINÉE"),
// which the app never guesses (issue 32 §3: the boxes started at one, two
// and three spaces below the marker, and a tap straight through stored
// those guesses).
func (g *journeyGame) faceSpacesForm(s journey.State, sources []journey.Source) []fyne.CanvasObject {
	if len(s.Options().RerollSpaces) > 0 {
		return nil
	}
	var out []fyne.CanvasObject
	k := 0
	for _, src := range sources {
		if src.Source != journey.FromTrack {
			continue
		}
		if len(g.d.faceTo) <= k {
			g.d.faceTo = append(g.d.faceTo, "")
		}
		i := k
		label := lang.L("Track reroll {{.N}}: back to reroll space", map[string]any{"N": k + 1})
		f := newPlaceField(label, func(t string) { g.d.faceTo[i] = t; g.edited() })
		f.set(g.d.faceTo[i])
		out = append(out, f.box)
		k++
	}
	return out
}

// withSpaces gives the face change's track moves the spaces typed; one not
// typed stays without, and the engine asks for it.
func (g *journeyGame) withSpaces(s journey.State, sources []journey.Source) ([]journey.Source, error) {
	if len(s.Options().RerollSpaces) > 0 {
		return sources, nil
	}
	out := slices.Clone(sources)
	k := 0
	for i := range out {
		if out[i].Source != journey.FromTrack || k >= len(g.d.faceTo) {
			continue
		}
		to, given, err := typedNumber("to", g.d.faceTo[k])
		if err != nil {
			return nil, err
		}
		if given {
			out[i].To = &to
		}
		k++
	}
	return out, nil
}
