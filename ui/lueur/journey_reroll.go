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

// ---- Late morning: rerolls and face changes ----

func (g *journeyGame) askReroll(s journey.State, p journey.Pending) (body, bottom []fyne.CanvasObject) {
	body = append(body, kit.BigText(kit.Tr(p.Instruction)))
	body = append(body, symbolLegend())
	if p.Note.Text != "" {
		body = append(body, kit.Warn(kit.Tr(p.Note)))
	}
	most := 2
	if g.d.setFace {
		most = 1
	}
	body = append(body, g.diceView(p.Dice, g.d.sel, func(i int) {
		g.toggleDie(i, most)
		g.redraw()
	}))
	body = append(body, countsView(s.Counts()))
	body = append(body, kit.Note(rerollsLeft(p)))
	if p.Available >= journey.SetFaceRerolls {
		mode := 0
		if g.d.setFace {
			mode = 1
		}
		body = append(body, kit.NewSegmented([]string{lang.L("Reroll dice"), lang.L("Choose a face")}, mode, func(i int) {
			g.d.setFace = i == 1
			g.d.sel, g.d.target = nil, -1
			g.redraw()
		}))
	}
	if g.d.setFace {
		body = append(body, g.setFaceForm(s, p)...)
	} else {
		body = append(body, g.rerollForm(s, p)...)
	}
	return body, primary(kit.Tr(p.Label), theme.ConfirmIcon(), true, func() { g.commit(journey.Freeze{}) })
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
	if g.d.faces == nil || len(g.d.faces) < len(g.run.State().Dice()) {
		g.d.faces = make([]lref.Face, len(g.run.State().Dice()))
		for k := range g.d.faces {
			g.d.faces[k] = -1
		}
	}
}

// rerollForm: the chosen dice (and, with physical dice, their new faces),
// then one button per reroll source.
func (g *journeyGame) rerollForm(s journey.State, p journey.Pending) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	ready := len(g.d.sel) > 0
	if len(g.d.sel) == 0 {
		out = append(out, kit.Note(lang.L("Tap 1 or 2 dice to reroll.")))
	}
	physical := s.Options().Physical()
	if physical {
		for _, i := range g.d.sel {
			i := i
			d := p.Dice[i]
			out = append(out, kit.Note(lang.L("{{.Die}}, new face:", map[string]any{"Die": dieName(d)})))
			out = append(out, facePicker(d.Colour, faces(d.Colour), g.d.faces[i], func(f lref.Face) {
				g.d.faces[i] = f
				g.redraw()
			}))
			ready = ready && g.d.faces[i] >= 0
		}
	}
	for _, src := range p.Sources {
		src := src
		var label string
		switch src.Source.Source {
		case journey.FromCompanion:
			label = lang.L("Reroll with {{.Name}}", map[string]any{"Name": companionLabel(src.Name, src.Companion)})
		case journey.FromToken:
			label = lang.L("Reroll with a token ({{.Left}} left)", map[string]any{"Left": src.Left})
		default:
			if src.HasSpace {
				label = lang.L("Reroll: back to space {{.Space}}", map[string]any{"Space": src.Space})
			} else {
				label = lang.L("Reroll: back on the score track")
			}
		}
		b := kit.NewWrapButton(label, theme.ViewRefreshIcon(), func() {
			a := journey.Reroll{Source: src.Source, Dice: append([]int(nil), g.d.sel...)}
			if a.Source.Source == journey.FromTrack && !src.HasSpace {
				to := g.d.trackTo
				a.Source.To = &to
			}
			if physical {
				for _, i := range g.d.sel {
					a.Faces = append(a.Faces, g.d.faces[i])
				}
			}
			g.commit(a)
		})
		if !src.Usable || !ready {
			b.Disable()
		}
		out = append(out, b)
		if src.Source.Source == journey.FromTrack && !src.HasSpace && src.Usable {
			out = append(out, kit.NewStepper(lang.L("Reroll space to move back to"), 0, max(s.Light()-1, 0), g.d.trackTo, func(n int) { g.d.trackTo = n }))
		}
	}
	return out
}

// companionLabel names a companion: its name, else its number.
func companionLabel(name string, id int) string {
	if name != "" {
		return name
	}
	return lang.L("companion {{.N}}", map[string]any{"N": id})
}

// setFaceForm: one die, the face wanted, and the three rerolls it takes,
// chosen by the app among the usable ones (companions, tokens, the track).
func (g *journeyGame) setFaceForm(s journey.State, p journey.Pending) []fyne.CanvasObject {
	if len(g.d.sel) != 1 {
		return []fyne.CanvasObject{kit.Note(lang.L("Tap the die to turn to the face you want."))}
	}
	d := p.Dice[g.d.sel[0]]
	out := []fyne.CanvasObject{
		kit.Note(lang.L("{{.Die}}, face wanted:", map[string]any{"Die": dieName(d)})),
		facePicker(d.Colour, faces(d.Colour), g.d.target, func(f lref.Face) {
			g.d.target = f
			g.redraw()
		}),
	}
	sources := s.SetFaceSources()
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
	b := widget.NewButtonWithIcon(lang.L("Turn it to this face (3 rerolls)"), theme.ConfirmIcon(), func() {
		g.commit(journey.SetFace{Sources: g.withSpaces(s, sources), Die: g.d.sel[0], Face: g.d.target})
	})
	kit.Enable(b, g.d.target >= 0 && len(sources) == journey.SetFaceRerolls)
	return append(out, b)
}

// faceSpacesForm asks, when the reroll spaces are not saved, for the space
// each track move of a face change goes back to, as the reroll form does:
// the marker moves to printed reroll spaces (seed 003 "FIN DE MATINÉE").
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
			g.d.faceTo = append(g.d.faceTo, max(s.Light()-1-k, 0))
		}
		i := k
		label := lang.L("Track reroll {{.N}}: back to reroll space", map[string]any{"N": k + 1})
		out = append(out, kit.NewStepper(label, 0, max(s.Light()-1, 0), g.d.faceTo[i], func(n int) { g.d.faceTo[i] = n }))
		k++
	}
	return out
}

// withSpaces gives the face change's track moves the spaces entered.
func (g *journeyGame) withSpaces(s journey.State, sources []journey.Source) []journey.Source {
	if len(s.Options().RerollSpaces) > 0 {
		return sources
	}
	out := slices.Clone(sources)
	k := 0
	for i := range out {
		if out[i].Source == journey.FromTrack && k < len(g.d.faceTo) {
			to := g.d.faceTo[k]
			out[i].To = &to
			k++
		}
	}
	return out
}
