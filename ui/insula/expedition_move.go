package insula

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
)

// ways are the Move action on your turn: one button per direction, saying
// where it leads. Onto an explored square (or the beach, or the citadel)
// one tap moves; onto an unexplored one it asks which tile was revealed.
// Thorns are ticked before the tap (thorns, there when Move is not open
// too); why are the reasons of the ways greyed out.
func (g *expedition) ways(s insula.State) (body, thorns []fyne.CanvasObject, why []string) {
	body = []fyne.CanvasObject{g.heading(actionLabel(s, insula.ActMove))}
	allowed := s.Allowed(insula.ActMove)
	var cells []fyne.CanvasObject
	for _, nb := range s.Neighbours() {
		off := allowed != nil || nb.Move != nil
		if allowed == nil && nb.Move != nil {
			why = append(why, whyNot(wayLabel(nb), nb.Move))
		}
		d, text := nb.Dir, wayText(nb)
		cells = append(cells, g.keep(fmt.Sprint("way:", text, ":", off), func() fyne.CanvasObject {
			b := kit.NewWrapButton(text, dirIcon(d), func() { g.goDir(d) })
			if off {
				b.Disable()
			}
			return b
		}))
	}
	body = append(body, container.NewGridWithColumns(2, cells...)) // one layout, not one per Add
	check := g.keep("thorns", func() fyne.CanvasObject {
		return g.tick(lang.L("I moved against thorns"), &g.thorns)
	})
	if c, ok := check.(*kit.WrapCheck); ok && c.Check.Checked != g.thorns {
		c.Check.SetChecked(g.thorns) // ticked for the move before
	}
	// There even when Move is not open, so that nothing under it moves
	// (greying it out redrew its icon, a third of a tap's time).
	thorns = []fyne.CanvasObject{check}
	if allowed != nil {
		why = []string{whyNot(kit.TrTerm(insula.ActMove), allowed)}
	}
	return body, thorns, why
}

// goDir goes in direction d from where you stand now.
func (g *expedition) goDir(d insula.Dir) {
	s := g.run.State()
	for _, nb := range s.Neighbours() {
		if nb.Dir == d {
			g.goWay(s, nb)
		}
	}
}

// goWay moves at once onto a known square, or asks the tile revealed.
func (g *expedition) goWay(s insula.State, nb insula.Neighbour) {
	g.dir, g.hasDir = nb.Dir, true
	if nb.Square.NeedsTile() {
		g.tile = insula.TileFace{Kind: nb.Expected}
		g.setModeKeep(buildMove)
		return
	}
	g.commit(g.moveAction(s, false))
}

// wayText is a direction's button: its name and where it leads.
func wayText(nb insula.Neighbour) string { return wayLabel(nb) + " · " + squareName(nb) }

// wayLabel names a direction on its button; where it leads is said under it.
func wayLabel(nb insula.Neighbour) string { return kit.Capitalised(kit.TrTerm(nb.Dir)) }

// moveForm: exploring, the tile revealed and thorns; Ease and a card's
// free move, the direction (each greyed with its reason) and, for Ease,
// its rest.
func (g *expedition) moveForm(s insula.State) (body, bottom []fyne.CanvasObject) {
	if g.mode == buildMove && g.hasDir {
		body = g.exploreForm(s)
	} else {
		body = append(g.moveHeading(s), g.wayList(s)...)
	}
	ok := kit.Primary(lang.L("Move"), theme.ConfirmIcon(), func() {
		switch g.mode {
		case buildEase:
			g.commit(insula.Ease{Dir: g.dir, Thorns: g.thorns})
		case buildCardMove:
			g.commit(g.moveAction(s, true))
		default:
			g.commit(g.moveAction(s, false))
		}
	})
	kit.Enable(ok, g.hasDir && g.wayOpen(s))
	return body, append(g.back(), kit.WithHeight(ok, kit.PrimaryHeight))
}

// exploreForm asks the tile revealed by a move onto an unexplored square.
func (g *expedition) exploreForm(s insula.State) []fyne.CanvasObject {
	for _, nb := range s.Neighbours() {
		if nb.Dir == g.dir {
			body := []fyne.CanvasObject{g.heading(wayText(nb))}
			body = append(body, g.tileForm(nb.Kinds, lang.L("Which tile did you reveal?"))...)
			return append(body, g.tick(lang.L("I moved against thorns"), &g.thorns))
		}
	}
	return nil
}

// moveHeading is the heading of Ease and of a card's free move; Ease
// offers its rest first.
func (g *expedition) moveHeading(s insula.State) []fyne.CanvasObject {
	if g.mode == buildCardMove {
		return []fyne.CanvasObject{g.heading(lang.L("Free move granted by a card"))}
	}
	if g.mode != buildEase {
		return []fyne.CanvasObject{g.heading(lang.L("Move: which way?"))}
	}
	body := []fyne.CanvasObject{g.heading(kit.TrTerm(insula.ActEase))}
	rest := widget.NewButton(lang.L("Rest (+{{.Energy}})", map[string]any{"Energy": s.EaseRestGain()}), func() { g.commit(insula.Ease{Rest: true}) })
	body = append(body, kit.WithHeight(rest, kit.TouchTarget))
	err := s.EaseRest()
	if err == nil && s.EaseRestGain() == 0 {
		err = errNothingToRest()
	}
	if err != nil {
		rest.Disable()
		body = append(body, g.note(kit.TrErr(err)))
	}
	return append(body, g.heading(lang.L("Or move onto an explored tile")))
}

// whyNot says why what is greyed out is ("Rest: …"; French puts a space
// before the colon).
func whyNot(what string, err error) string {
	return lang.L("{{.What}}: {{.Why}}", map[string]any{"What": what, "Why": kit.TrErr(err)})
}

// errNothingToRest is why a rest is not offered at full energy: the rules
// allow it, but it would bring nothing back and spend an action (issue 32
// §5: "Rest (+0)" was offered).
func errNothingToRest() error {
	return errors.New(lang.L("No energy in your Fatigue circle: a rest would bring nothing back."))
}

// wayRefusal is why the move being built may not go to nb, nil if it may.
func (g *expedition) wayRefusal(nb insula.Neighbour) error {
	switch g.mode {
	case buildEase:
		return nb.Ease
	case buildCardMove:
		return nb.Card
	}
	return nb.Move
}

// wayOpen tells whether the chosen way is open to the move being built.
func (g *expedition) wayOpen(s insula.State) bool {
	for _, nb := range s.Neighbours() {
		if nb.Dir == g.dir {
			return g.wayRefusal(nb) == nil
		}
	}
	return false
}

// wayList is one button per direction in two columns, as on your turn,
// each greyed with its reason, the chosen one highlighted; then why some
// are greyed, what the chosen way needs (the tile and thorns) and the map.
// Nothing comes or goes above a way's button when one is chosen: the map
// sat above them until then and the tile form opened under the chosen
// one, and a second tap on one spot hit another way or ticked a box
// (issue 32 §1). Two columns keep the tile's form in view under them.
func (g *expedition) wayList(s insula.State) []fyne.CanvasObject {
	var cells, chosen []fyne.CanvasObject
	var why []string
	for _, nb := range s.Neighbours() {
		nb := nb
		b := kit.NewWrapButton(wayText(nb), dirIcon(nb.Dir), func() {
			g.dir, g.hasDir = nb.Dir, true
			g.tile = insula.TileFace{Kind: nb.Expected}
			g.render()
		})
		if err := g.wayRefusal(nb); err != nil {
			b.Disable()
			why = append(why, whyNot(wayLabel(nb), err))
		} else if g.hasDir && g.dir == nb.Dir {
			b.SetImportance(widget.HighImportance)
			chosen = g.chosenWay(nb)
		}
		cells = append(cells, b)
	}
	body := []fyne.CanvasObject{container.NewGridWithColumns(2, cells...)}
	if len(why) > 0 {
		body = append(body, g.note(strings.Join(why, "\n")))
	}
	return append(append(body, chosen...), islandMap(s))
}

// chosenWay is what the chosen way needs, under the ways: the tile
// revealed (a card's move onto an unexplored square) and thorns.
func (g *expedition) chosenWay(nb insula.Neighbour) []fyne.CanvasObject {
	var body []fyne.CanvasObject
	explore := nb.Square.NeedsTile()
	if explore && g.mode != buildEase {
		body = append(body, g.tileForm(nb.Kinds, lang.L("Which tile did you reveal?"))...)
	}
	return append(body, g.tick(lang.L("I moved against thorns"), &g.thorns))
}

// moveAction is the Move being built: the tile only onto an unexplored or
// face-down square.
func (g *expedition) moveAction(s insula.State, card bool) insula.Move {
	m := insula.Move{Dir: g.dir, Thorns: g.thorns, Card: card}
	for _, nb := range s.Neighbours() {
		if nb.Dir == g.dir && nb.Square.NeedsTile() {
			t := g.tile
			m.Tile = &t
		}
	}
	return m
}

// tileForm enters an island tile: its kind (advanced only: the base game
// draws from one pile, light tiles on shadow ones, and makes nothing of
// the kind, seed 004 B.2, F.6) and symbols.
func (g *expedition) tileForm(kinds []iref.Tile, title string) []fyne.CanvasObject {
	if !slices.Contains(kinds, g.tile.Kind) && len(kinds) > 0 {
		g.tile.Kind = kinds[0]
	}
	names := make([]string, len(kinds))
	sel := 0
	for i, k := range kinds {
		names[i] = kit.Capitalised(kit.TrTerm(k))
		if k == g.tile.Kind {
			sel = i
		}
	}
	kind := kit.NewSegmented(names, sel, func(i int) { g.tile.Kind = kinds[i]; g.keepDraft() })
	if !g.run.State().Options().Advanced() {
		kind.Hide()
	}
	return []fyne.CanvasObject{
		g.heading(title),
		kind,
		g.tick(lang.L("Pond"), &g.tile.Pond),
		g.tick(lang.L("Meadow"), &g.tile.Meadow),
		g.tick(lang.L("Danger"), &g.tile.Danger),
	}
}

// squareName says what lies in a direction.
func squareName(nb insula.Neighbour) string {
	switch nb.Square {
	case insula.Sea:
		return lang.L("the sea")
	case insula.OnBeach:
		return lang.L("the beach")
	case insula.OnCitadel:
		return lang.L("the citadel")
	case insula.FaceDown:
		return lang.L("a face-down {{.Kind}}", map[string]any{"Kind": kit.TrTerm(nb.Tile.Kind)})
	case insula.Unexplored:
		return lang.L("unexplored")
	}
	return tileName(nb.Tile)
}

// tileName is "pond, 1 guardian, light tile": the kind last, for a long
// word followed by its comma was broken before the comma where a button
// wraps ("Lichtplättchen" / ", Gefahr", issue 32 §5's stray comma).
func tileName(t insula.Tile) string {
	var parts []string
	if t.Pond {
		parts = append(parts, lang.L("pond"))
	}
	if t.Meadow {
		parts = append(parts, lang.L("meadow"))
	}
	if t.Danger {
		parts = append(parts, lang.L("danger"))
	}
	if n := len(t.Guardians); n > 0 {
		parts = append(parts, kit.N("{{.Count}} guardians", n, nil))
	}
	return strings.Join(append(parts, kit.TrTerm(t.Kind)), ", ")
}

// dirIcon is a direction's arrow as seen from the shore.
func dirIcon(d insula.Dir) fyne.Resource {
	switch d {
	case insula.Inward:
		return theme.MoveUpIcon()
	case insula.Shoreward:
		return theme.MoveDownIcon()
	case insula.Left:
		return theme.NavigateBackIcon()
	}
	return theme.NavigateNextIcon()
}
