package insula

import (
	"image/color"
	"slices"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// The questions the expedition asks between your turns. A question
// answered by one tap has its answers at the bottom, where the primary
// button of the other steps sits: they never scroll away.

// choices lays one-tap answers out in cols columns, for the bottom.
func choices(cols int, objs ...fyne.CanvasObject) []fyne.CanvasObject {
	return []fyne.CanvasObject{container.NewGridWithColumns(cols, objs...)}
}

func (g *expedition) askTile(p insula.Pending) (body, bottom []fyne.CanvasObject) {
	if g.tile == (insula.TileFace{}) || !slices.Contains(p.Kinds, g.tile.Kind) {
		g.tile.Kind = p.Expected
	}
	body = append(g.question(p), g.tileForm(p.Kinds, lang.L("The tile"))...)
	return body, confirm(lang.L("Confirm"), func() { g.commit(insula.Explore{Tile: g.tile}) })
}

// askGuardian: the guardian's printed numbers; one tap for a guardian met
// before in this expedition, whose numbers are not typed again.
func (g *expedition) askGuardian(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	gd := &g.guardian
	body = g.question(p)
	if met := g.metGuardians(); len(met) > 0 {
		body = append(body, g.heading(lang.L("A guardian met before")))
		for _, m := range met {
			m := m
			body = append(body, choiceButton(guardianText(m), func() { g.commitGuardian(m) }))
		}
		body = append(body, g.heading(lang.L("Or a new one")))
	}
	if s.Options().Advanced() {
		body = append(body, g.note(lang.L("Advanced, fighting alone (G.3 table): beating a guardian of strength 3 to 7 earns its strength as reward; for another strength the big reward printed on it counts.")))
	}
	body = append(body,
		g.number(lang.L("Strength"), 1, insula.MaxGuardianValue, &gd.Strength),
		g.number(lang.L("Big reward"), 0, insula.MaxGuardianValue, &gd.Reward),
		g.number(lang.L("Small reward"), 0, insula.MaxGuardianValue, &gd.Small),
		g.number(lang.L("Drawback"), 0, insula.MaxGuardianValue, &gd.Drawback),
	)
	return body, confirm(lang.L("Confirm"), func() { g.commitGuardian(*gd) })
}

// commitGuardian stores the guardian's numbers and remembers them for the
// next expeditions with this copy.
func (g *expedition) commitGuardian(gd insula.Guardian) {
	if g.moves.Commit(gd) {
		g.m.rememberGuardian(gd)
	}
}

// maxPicks bounds the guardians offered at one tap.
const maxPicks = 6

// metGuardians are the guardians entered so far in this expedition, then
// those remembered from earlier ones with this copy, each once, latest
// first, at most maxPicks.
func (g *expedition) metGuardians() []insula.Guardian {
	out := g.guardiansHere()
	for _, gd := range g.m.loadGuardians() {
		if !slices.Contains(out, gd) {
			out = append(out, gd)
		}
	}
	return out[:min(len(out), maxPicks)]
}

// guardiansHere are the guardians entered in this expedition, latest first.
func (g *expedition) guardiansHere() []insula.Guardian {
	var out []insula.Guardian
	evs := g.run.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Type != insula.TypeGuardian {
			continue
		}
		a, err := insula.Decode(evs[i])
		if gd, ok := a.(insula.Guardian); err == nil && ok && !slices.Contains(out, gd) {
			out = append(out, gd)
		}
	}
	return out
}

// guardianText names a guardian by its printed numbers.
func guardianText(gd insula.Guardian) string {
	return lang.L("Strength {{.Strength}} · rewards {{.Reward}}/{{.Small}} · drawback {{.Drawback}}",
		map[string]any{"Strength": gd.Strength, "Reward": gd.Reward, "Small": gd.Small, "Drawback": gd.Drawback})
}

// askSymbols: tap the symbols the marker passed, in any order; none is an
// answer.
func (g *expedition) askSymbols(p insula.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.question(p)
	var adds []fyne.CanvasObject
	cols := 2 // one column when a name would break in half a phone's width
	for _, sym := range p.Symbols {
		if utf8.RuneCountInString(kit.TrTerm(sym)) > 14 {
			cols = 1
		}
	}
	for _, sym := range p.Symbols {
		sym := sym
		adds = append(adds, kit.NewWrapButton(kit.Capitalised(kit.TrTerm(sym)), theme.ContentAddIcon(), func() {
			g.symbols = append(g.symbols, sym)
			g.setModeKeep(g.mode)
		}))
	}
	label := lang.L("No symbol")
	if len(g.symbols) > 0 {
		body = append(body, g.heading(lang.L("Passed")))
		for i, sym := range g.symbols {
			i := i
			body = append(body, widget.NewButtonWithIcon(kit.Capitalised(kit.TrTerm(sym)), theme.CancelIcon(), func() {
				g.symbols = append(g.symbols[:i:i], g.symbols[i+1:]...)
				g.setModeKeep(g.mode)
			}))
		}
		label = lang.L("Confirm ({{.Count}})", map[string]any{"Count": len(g.symbols)})
	}
	bottom = append(choices(cols, adds...), confirm(label, func() { g.commit(insula.Symbols{Symbols: slices.Clone(g.symbols)}) })...)
	return body, bottom
}

func (g *expedition) askPick(p insula.Pending) []fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, sym := range p.Symbols {
		sym := sym
		bs = append(bs, choiceButton(kit.Capitalised(kit.TrTerm(sym)), func() { g.commit(insula.Pick{Symbol: sym}) }))
	}
	return choices(1, bs...)
}

// flowerColours are the flower cards' colours on buttons.
var flowerColours = map[insula.Colour]color.NRGBA{
	insula.Yellow: {R: 0xF2, G: 0xC0, B: 0x2C, A: 0xFF},
	insula.Red:    {R: 0xD3, G: 0x35, B: 0x2A, A: 0xFF},
	insula.Green:  {R: 0x4F, G: 0xA6, B: 0x4A, A: 0xFF},
}

func colourButton(c insula.Colour, label string, tapped func()) fyne.CanvasObject {
	return kit.WithHeight(kit.SwatchButton(label, flowerColours[c], tapped), kit.TouchTarget)
}

// askDraw: the colour drawn; with a full hand, then the one discarded,
// each colour's button where it was for the draw.
func (g *expedition) askDraw(s insula.State, p insula.Pending) (body, bottom []fyne.CanvasObject) {
	body = g.question(p)
	if g.drawn == nil {
		for _, c := range p.Colours {
			c := c
			bottom = append(bottom, colourButton(c, kit.Capitalised(kit.TrTerm(c)), func() {
				if !p.MustDiscard {
					g.commit(insula.Draw{Colour: c})
					return
				}
				g.drawn = &c
				g.setModeKeep(g.mode)
			}))
		}
		return body, choices(1, bottom...)
	}
	drawn := *g.drawn
	body = append(body, g.heading(lang.L("You drew a {{.Colour}}. Which flower do you discard?", map[string]any{"Colour": kit.TrTerm(drawn)})))
	for _, c := range insula.Colours {
		c := c
		b := kit.SwatchButton(kit.Capitalised(kit.TrTerm(c)), flowerColours[c], func() { g.commit(insula.Draw{Colour: drawn, Discard: &c}) })
		if s.Hand().Of(c) == 0 && c != drawn {
			b.Disable() // greyed, not gone: the others stay where they were
		}
		bottom = append(bottom, kit.WithHeight(b, kit.TouchTarget))
	}
	body = append(body, widget.NewButtonWithIcon(lang.L("Another colour was drawn"), theme.NavigateBackIcon(), func() {
		g.drawn = nil
		g.setModeKeep(g.mode)
	}))
	return body, choices(1, bottom...)
}

func (g *expedition) askDiscard(s insula.State, p insula.Pending) []fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, c := range p.Colours {
		c := c
		label := lang.L("{{.Colour}} ({{.Count}} in hand)", map[string]any{"Colour": kit.Capitalised(kit.TrTerm(c)), "Count": s.Hand().Of(c)})
		bs = append(bs, colourButton(c, label, func() { g.commit(insula.Discard{Colour: c}) }))
	}
	return choices(1, bs...)
}

func (g *expedition) askLose(s insula.State, p insula.Pending) []fyne.CanvasObject {
	e := s.Energy()
	var bs []fyne.CanvasObject
	for _, pool := range p.Pools {
		pool := pool
		n := e.Vitality
		if pool == iref.Fatigue {
			n = e.Fatigue
		}
		b := widget.NewButton(lang.L("{{.Circle}} ({{.Count}})", map[string]any{"Circle": kit.TrTerm(pool), "Count": n}), func() { g.commit(insula.Lose{From: pool}) })
		if n == 0 {
			b.Disable()
		}
		bs = append(bs, kit.WithHeight(b, kit.TouchTarget))
	}
	return choices(2, bs...)
}

func (g *expedition) askCurseSlot(p insula.Pending) []fyne.CanvasObject {
	var bs []fyne.CanvasObject
	for _, k := range p.Slots {
		k := k
		bs = append(bs, choiceButton(kit.TrTerm(k), func() { g.commit(insula.CurseSlot{Slot: k}) }))
	}
	return choices(min(3, max(1, len(bs))), bs...)
}
