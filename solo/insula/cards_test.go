package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
)

// A discard symbol with flowers of two colours in hand asks which one goes
// (seed 004 F.5): only a colour held can go, and the log says which.
func TestCircles_DiscardAsksWhichColour(t *testing.T) {
	g := start(t, baseOpts(), Yellow)
	g.do(Flower{Effect: Effect{Rewards: 2}}, Symbols{Symbols: []Symbol{SymFlower, SymFlower}}, Draw{Colour: Green}, Draw{Colour: Red})
	assert.Equal(t, Hand{Red: 1, Green: 1}, g.s.Hand())
	g.do(Move{Dir: Right, Thorns: true, Tile: &TileFace{Kind: ref.Light}}, Symbols{Symbols: []Symbol{SymDiscard}})
	p := g.pending(AskDiscard)
	assert.Equal(t, []Colour{Red, Green}, p.Colours)
	g.refuse(Discard{Colour: Yellow}, "You hold no flower of that colour.")
	assert.Equal(t, "Round 1 — discarded a green flower", Describe(g.s, Discard{Colour: Green}).String())
	g.do(Discard{Colour: Green})
	assert.Equal(t, Hand{Red: 1}, g.s.Hand())
}

// A card's free move with "through" (Daring Daffodil) may leave a guarded
// tile towards the centre; without it the guardian holds you (seed 004
// F.10 "Daring Daffodil": "Vous pouvez passer à travers les gardiens").
func TestCardMove_ThroughPastAGuardian(t *testing.T) {
	guarded := func() *play {
		g := start(t, baseOpts(), Yellow)
		g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}})
		g.pending(AskGuardian)
		return g.do(Guardian{Strength: 2, Reward: 1, Drawback: 1})
	}
	inward := func(g *play) Move {
		m := Move{Dir: Inward, Card: true}
		for _, nb := range g.s.Neighbours() {
			if nb.Dir == Inward {
				m.Tile = &TileFace{Kind: nb.Expected}
			}
		}
		return m
	}
	g := guarded().do(Flower{Effect: Effect{Moves: 1}})
	g.refuse(inward(g), "An unbeaten guardian stands on your tile")
	g = guarded().do(Flower{Effect: Effect{Moves: 1, Through: true}})
	at := g.s.At()
	g.do(inward(g))
	assert.Equal(t, at.Next(Inward), g.s.At())
}
