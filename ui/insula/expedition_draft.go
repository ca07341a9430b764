package insula

import (
	"slices"

	"hearth/solo/insula"
)

// giveBack fills the question an Undo came back to with the answer the
// undone move gave it, to change what was wrong rather than enter it all
// again (issue 32 §3: the combat came back empty). Your turn's actions
// come back to the action picker: the undo may be for another action.
func (g *expedition) giveBack() {
	ev, ok := g.run.Undone()
	if !ok {
		return
	}
	a, err := insula.Decode(ev)
	if err != nil {
		return
	}
	switch a := a.(type) {
	case insula.Invest:
		g.invest, g.invested, g.bonusGiven = a, true, a.Red > 0
	case insula.Guardian:
		g.guardian = a
	case insula.Explore:
		g.tile = a.Tile
	case insula.Symbols:
		g.symbols = slices.Clone(a.Symbols)
	case insula.Draw:
		if a.Discard != nil {
			c := a.Colour
			g.drawn = &c
		}
	}
}
