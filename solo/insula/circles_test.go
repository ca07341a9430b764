package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
)

// With a saved layout the engine reads the symbols the marker passes or
// lands on, in order, and asks only the slash choices (seed 004 D.2, F.5);
// a full lap passes the first space's extra energy (B.8, G.5).
func TestCircles_WithLayout(t *testing.T) {
	opts := baseOpts()
	opts.RewardCircle = testReward // [energy] [] [flower] [time/flower] [time] [] [flower, time]
	g := start(t, opts, Yellow)
	g.do(Flower{Effect: Effect{Time: 4, Rewards: 3}})
	// Spaces 1, 2, 3: nothing, a flower, then a choice.
	p := g.pending(AskDraw)
	assert.False(t, p.MustDiscard)
	g.do(Draw{Colour: Red})
	p = g.pending(AskPick)
	assert.Equal(t, []Symbol{SymTime, SymFlower}, p.Symbols)
	g.refuse(Pick{Symbol: SymEnergy}, "Choose one")
	g.do(Pick{Symbol: SymTime})
	g.pending(AskTurn)
	at, _ := g.s.Time()
	assert.Equal(t, 3, at)
	assert.Equal(t, Markers{Reward: 3, RewardSpace: 3, DrawbackSpace: -1}, g.s.Markers())

	// A full lap from the first space: spaces 1…6 then 0, the extra energy.
	g = start(t, opts, Yellow)
	g.do(Flower{Effect: Effect{Time: 5, Rewards: 7}})
	g.do(Draw{Colour: Red}, Pick{Symbol: SymFlower}, Draw{Colour: Red})
	g.pending(AskDraw) // space 6: a flower, then the time
	g.do(Draw{Colour: Green})
	g.pending(AskTurn)
	at, _ = g.s.Time()
	assert.Equal(t, 3, at, "spaces 4 and 6 moved time back")
	assert.Equal(t, Hand{Red: 2, Green: 1}, g.s.Hand())
	assert.Equal(t, Energy{Vitality: 7, Gained: 1}, g.energy(), "a full lap: +1 energy for good")
	assert.Equal(t, Markers{Reward: 7, RewardSpace: 0, DrawbackSpace: -1}, g.s.Markers())
}

// Without a layout the engine asks which symbols the marker passed; slash
// choices are the player's (seed 004 F.5).
func TestCircles_WithoutLayout(t *testing.T) {
	g := start(t, baseOpts(), Yellow)
	g.do(Flower{Effect: Effect{Rewards: 2}})
	p := g.pending(AskSymbols)
	assert.Equal(t, RewardCircle, p.Circle)
	assert.Equal(t, 2, p.Spaces)
	assert.Equal(t, []Symbol{SymTime, SymFlower, SymEnergy}, p.Symbols)
	g.refuse(Symbols{Symbols: []Symbol{SymCurse}}, "does not belong")
	g.refuse(Symbols{Symbols: []Symbol{SymTime, SymTime, SymTime, SymTime, SymTime, SymTime, SymTime}}, "at most 6")
	g.do(Symbols{Symbols: []Symbol{SymFlower, SymEnergy}})
	g.pending(AskDraw)
	g.do(Draw{Colour: Green})
	assert.Equal(t, Energy{Vitality: 7, Gained: 1}, g.energy())
	assert.Equal(t, Markers{Reward: 2, RewardSpace: -1, DrawbackSpace: -1}, g.s.Markers())

	// Drawbacks: the guardian symbol is advanced only; losing energy asks the circle.
	g.do(Move{Dir: Right, Thorns: true, Tile: &TileFace{Kind: ref.Light}})
	p = g.pending(AskSymbols)
	assert.NotContains(t, p.Symbols, SymGuardian)
	g.do(Symbols{Symbols: []Symbol{SymLoseEnergy, SymCurse}})
	p = g.pending(AskLose)
	assert.Equal(t, []Pool{ref.Vitality, ref.Fatigue}, p.Pools)
	g.do(Lose{From: ref.Fatigue})
	assert.Equal(t, Energy{Vitality: 6, Fatigue: 0, Gained: 1, Lost: 1}, g.energy())
	g.do(CurseSlot{Slot: ActFlower})
	assert.True(t, g.s.Curses().Flower)
}

// Curses drawn with no free slot do nothing (seed 004 F.5, F.9); the
// advanced guardian symbol brings a guardian onto your tile, nothing on the
// beach (F.5).
func TestCircles_CursesAndGuardians(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Yellow)
	g.do(Move{Dir: Inward, Thorns: true, Tile: &TileFace{Kind: ref.Light}})
	g.do(Symbols{Symbols: []Symbol{SymCurse, SymCurse, SymCurse}})
	g.do(CurseSlot{Slot: ActRest}, CurseSlot{Slot: ActMove}) // the third goes on the last free slot
	assert.Equal(t, Curses{Rest: true, Flower: true, Move: true}, g.s.Curses())
	g.pending(AskTurn)
	// The Curse action (blue) frees the Move slot, then 1 drawback draws 2
	// curses: the first takes the only free slot, the second finds none.
	g.do(Curse{Slot: ActMove, Effect: Effect{Drawbacks: 1}}, Symbols{Symbols: []Symbol{SymCurse, SymCurse}})
	assert.Equal(t, Curses{Rest: true, Flower: true, Move: true}, g.s.Curses())
	g.pending(AskTurn)

	g = start(t, advOpts(ref.Purple), Yellow)
	g.do(Move{Dir: Inward, Thorns: true, Tile: &TileFace{Kind: ref.Light}}, Symbols{Symbols: []Symbol{SymGuardian}})
	p := g.pending(AskGuardian)
	assert.Equal(t, Position{0, 1}, p.At)
	g.do(Guardian{Strength: 2, Reward: 2, Small: 1, Drawback: 1})
	assert.Len(t, g.s.Guardians(), 1)
	g.do(Ease{Dir: Shoreward, Thorns: true}, Symbols{Symbols: []Symbol{SymGuardian}})
	assert.Equal(t, Beach, g.s.At())
	g.pending(AskTurn) // no guardian on the beach
}

// A sixth flower must name the flower discarded (seed 004 C.1, F.10); the
// advanced Vain Violet does not count (G.3).
func TestHand_Limit(t *testing.T) {
	for _, opts := range []Options{baseOpts(), advOpts(ref.Blue)} {
		g := start(t, opts, Yellow)
		g.do(Flower{Effect: Effect{Draw: 5}})
		for _, c := range []Colour{Red, Red, Red, Green, Yellow} {
			assert.False(t, g.pending(AskDraw).MustDiscard)
			g.do(Draw{Colour: c})
		}
		g.endRound(Blank)
		g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Meadow: true}}, Flower{Draw: true})
		assert.True(t, g.pending(AskDraw).MustDiscard)
		g.refuse(Draw{Colour: Red}, "hand is full")
		blue := Colour(7)
		g.refuse(Draw{Colour: Red, Discard: &blue}, "could not be read")
		green := Green
		g.do(Draw{Colour: Red, Discard: &green})
		assert.Equal(t, Hand{Yellow: 1, Red: 4, VainViolet: opts.Advanced()}, g.s.Hand())
	}
}
