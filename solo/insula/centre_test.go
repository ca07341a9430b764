package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
)

// neighbour is the Neighbour in direction d.
func (g *play) neighbour(d Dir) Neighbour {
	g.t.Helper()
	for _, nb := range g.s.Neighbours() {
		if nb.Dir == d {
			return nb
		}
	}
	g.t.Fatalf("no neighbour %v", d)
	return Neighbour{}
}

// guardHere makes a guardian appear on your tile (a card's effect).
func (g *play) guardHere() *play {
	g.t.Helper()
	g.do(PlayGreen{Effect: Effect{Guardians: 1}}, Guardian{Strength: 9, Reward: 1, Drawback: 1})
	require.Len(g.t, g.s.Guardians(), 1)
	return g
}

// Seed 004 "Déplacement": an unbeaten guardian forbids leaving its tile "en
// direction du centre de l'île", the citadel (F.6: distance = least number
// of moves from it). Behind the citadel at (0, 7), the move into the
// citadel is the one blocked and the move away is free; beside it at
// (1, 6) the same; on the way there, steps that bring you nearer are
// blocked whatever their direction on the grid (issue 18).
func TestMove_Deplacement_TowardsTheCentre(t *testing.T) {
	behind := start(t, baseOpts(), Green)
	behind.walk(Inward, Inward, Inward, Inward, Inward, Right, Inward, Inward, Left)
	require.Equal(t, Position{0, 7}, behind.s.At())
	assert.NoError(t, behind.neighbour(Shoreward).Move, "no guardian yet: the citadel is open from behind")
	behind.guardHere()
	assert.ErrorContains(t, behind.neighbour(Shoreward).Move, "towards the centre of the island", "into the citadel: towards the centre")
	assert.NoError(t, behind.neighbour(Inward).Move, "away from the citadel is free")
	assert.NoError(t, behind.neighbour(Right).Move, "(1, 7) is farther from the citadel")
	behind.refuse(Move{Dir: Shoreward}, "unbeaten guardian")
	behind.do(Move{Dir: Inward, Tile: &TileFace{Kind: ref.Light}})
	assert.Equal(t, Position{0, 8}, behind.s.At())

	beside := start(t, baseOpts(), Green)
	beside.walk(Inward, Inward, Inward, Inward, Inward, Right, Inward)
	require.Equal(t, Position{1, 6}, beside.s.At())
	beside.guardHere()
	assert.Error(t, beside.neighbour(Left).Move, "into the citadel")
	assert.NoError(t, beside.neighbour(Inward).Move, "(1, 7) is farther")
	assert.NoError(t, beside.neighbour(Right).Move, "(2, 6) is farther")
	assert.NoError(t, beside.neighbour(Shoreward).Move, "(1, 5) is farther")

	way := start(t, baseOpts(), Green)
	way.walk(Right, Inward)
	require.Equal(t, Position{1, 1}, way.s.At())
	way.guardHere()
	assert.Error(t, way.neighbour(Inward).Move, "(1, 2) is nearer")
	assert.Error(t, way.neighbour(Left).Move, "(0, 1) is nearer")
	assert.NoError(t, way.neighbour(Right).Move, "(2, 1) is farther")
}

// Seed 004 G.4 "Facilité" moves onto an already explored tile, and the
// citadel is not explored until someone has stood on it (F.10 in the
// issue's reading): Ease cannot make the first entry, but may re-enter.
func TestEase_G4_NotTheFirstEntryIntoTheCitadel(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Yellow)
	g.toCitadelSide()
	g.gainEnergy()
	require.Equal(t, Position{1, 6}, g.s.At())
	assert.ErrorContains(t, g.neighbour(Left).Ease, "not explored until you have entered it")
	g.refuse(Ease{Dir: Left}, "not explored until")
	g.do(Move{Dir: Left})
	require.Equal(t, Citadel, g.s.At())
	g.do(EndTurn{}, Invest{Energy: 0}, Roll{Face: Blank}) // lost: pushed back to (0, 5)
	g.walk(Right, Inward)
	require.Equal(t, Position{1, 6}, g.s.At())
	assert.NoError(t, g.neighbour(Left).Ease, "a re-entry by Ease is allowed")
	g.do(Ease{Dir: Left})
	assert.Equal(t, Citadel, g.s.At())
}

// Seed 004 C.1 and F.10: green flowers are not actions and "peuvent être
// jouées n'importe quand", a combat included: before investing or before
// the physical die. Their questions come first; a free move they grant has
// no turn left and is refused (issue 18).
func TestGreen_F10_DuringACombat(t *testing.T) {
	g := start(t, baseOpts(), Green)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, Rest{}, EndTurn{})
	g.pending(AskInvest)
	assert.True(t, g.s.GreenInCombat())
	g.refuse(PlayGreen{Effect: Effect{Moves: 1}}, "not during a combat")
	g.do(PlayGreen{Effect: Effect{Draw: 1}})
	g.pending(AskDraw) // the card's question first
	g.do(Draw{Colour: Red})
	p := g.pending(AskInvest) // then the combat goes on
	assert.Equal(t, 1, p.MaxRed)
	assert.Zero(t, g.s.Hand().Green)
	g.refuse(PlayGreen{Effect: Effect{Energy: 1}}, "no green flower")

	h := start(t, baseOpts(), Green)
	h.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{}, Invest{Energy: 2})
	h.pending(AskDie)
	assert.True(t, h.s.GreenInCombat())
	h.do(PlayGreen{Effect: Effect{Time: 1}})
	at, _ := h.s.Time()
	assert.Equal(t, 1, at)
	h.pending(AskDie)
	h.do(Roll{Face: Sword})
	b, _ := h.s.LastBattle()
	assert.Equal(t, Won, b.Outcome)

	// Outside a combat, questions still come first.
	k := start(t, baseOpts(), Green)
	k.do(EndTurn{})
	assert.False(t, k.s.GreenInCombat(), "the end-of-round die is no combat")
	k.refuse(PlayGreen{Effect: Effect{Energy: 1}}, "Answer the current question first")
}
