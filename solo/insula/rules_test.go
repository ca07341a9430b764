package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
)

// Rest recovers 3 energy, 4 on a pond, 1 on a tile with a guardian (seed
// 004 C.1); advanced 2 / 3 / 1 (G.4 "Repos plus court"). Energy moves from
// Fatigue to Vitality, never more than Fatigue holds. Each case: round 1
// tires you to 2 Vitality / 4 Fatigue with a yellow flower; round 2 moves
// right onto the tile, then rests as the second action (paying 1 energy).
func TestRest_ValuesPerVersion(t *testing.T) {
	for _, c := range []struct {
		name string
		opts Options
		tile TileFace
		want int // Vitality after: 2 − 1 + the rest
	}{
		{"base C.1: plain tile +3", baseOpts(), TileFace{}, 4},
		{"base C.1: pond +4", baseOpts(), TileFace{Pond: true}, 5},
		{"base C.1: guardian +1", baseOpts(), TileFace{Danger: true}, 2},
		{"base C.1: guardian on a pond +1", baseOpts(), TileFace{Danger: true, Pond: true}, 2},
		{"advanced G.4: plain tile +2", advOpts(ref.Purple), TileFace{}, 3},
		{"advanced G.4: pond +3", advOpts(ref.Purple), TileFace{Pond: true}, 4},
		{"advanced G.4: guardian +1", advOpts(ref.Blue), TileFace{Danger: true}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := start(t, c.opts, Yellow)
			g.do(Flower{Effect: Effect{Energy: -4}})
			g.endRound(Blank)
			tile := c.tile
			g.do(Move{Dir: Right, Tile: &tile})
			if tile.Danger {
				g.do(Guardian{Strength: 9, Reward: 1, Drawback: 1})
			}
			gain := g.s.RestGain()
			g.do(Rest{})
			assert.Equal(t, c.want, g.energy().Vitality)
			assert.Equal(t, c.want-1, gain, "RestGain told what Rest brought back")
			assert.Equal(t, 6, g.energy().Vitality+g.energy().Fatigue)
		})
	}
	// Capped by Fatigue: nothing to recover, and the button says +0.
	g := start(t, baseOpts(), Yellow)
	assert.Equal(t, 3, g.s.RestValue())
	assert.Zero(t, g.s.RestGain())
	g.do(Rest{})
	assert.Equal(t, Energy{Vitality: 6}, g.energy())
	// Ease (G.4): rest 2, only on a tile without guardian.
	g = start(t, advOpts(ref.Purple), Yellow)
	g.do(Flower{Effect: Effect{Energy: -4}})
	g.endRound(Blank)
	assert.Equal(t, 2, g.s.EaseRestGain())
	g.do(Ease{Rest: true})
	assert.Equal(t, 4, g.energy().Vitality)
	g = start(t, advOpts(ref.Purple), Yellow)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 2, Reward: 1, Drawback: 1})
	g.refuse(Ease{Rest: true}, "without guardian")
	g = start(t, baseOpts(), Yellow)
	g.refuse(Ease{Rest: true}, "advanced")
}

// Moving against thorns: 2 drawbacks, 3 in the advanced version (seed 004
// C.1, F.4 3; G.4 "Épines plus pointues"); a thorns drawback that cannot
// apply does nothing, no push back (F.5).
func TestMove_Thorns(t *testing.T) {
	for _, c := range []struct {
		opts Options
		want int
	}{{baseOpts(), 2}, {advOpts(ref.Blue), 3}} {
		g := start(t, c.opts, Yellow)
		g.do(Move{Dir: Right, Thorns: true, Tile: &TileFace{Kind: ref.Light}})
		p := g.pending(AskSymbols)
		assert.Equal(t, DrawbackCircle, p.Circle)
		assert.Equal(t, c.want, p.Spaces)
		g.do(Symbols{Symbols: []Symbol{SymDiscard, SymDiscard}})
		assert.Zero(t, g.s.Hand().Count())
		assert.Equal(t, Position{1, 0}, g.s.At(), "no push back outside combat")
		assert.Equal(t, c.want, g.s.Markers().Drawback)
	}
}

// Nightfall is checked only at the end of the round, after the combats
// (seed 004 C.3, E.2 "à la fin de la manche, après résolution de tous les
// combats"): reaching the Moon during your turn does not end the expedition,
// and a reward moving time back in the round's combat saves it.
func TestNightfall_OnlyAtTheEndOfTheRound(t *testing.T) {
	opts := baseOpts()
	opts.TimeTrack = 3
	g := start(t, opts, Yellow)
	g.do(Flower{Effect: Effect{Time: 5}})
	at, length := g.s.Time()
	assert.Equal(t, 3, at)
	assert.Equal(t, 3, length)
	assert.False(t, g.s.Over(), "the Moon reached mid-turn does not end the round")
	g.do(Rest{})
	g.do(EndTurn{})
	assert.False(t, g.s.Over(), "the fate die is still rolled")
	g.do(Roll{Face: Blank})
	assert.True(t, g.s.Over())
	assert.Equal(t, Nightfall, g.s.Ending())
	g.refuse(Rest{}, "over")

	// Saved by a combat reward in the same round.
	g = start(t, opts, Yellow)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 1, Reward: 1, Drawback: 1})
	g.do(Flower{Effect: Effect{Time: 2}}, EndTurn{}, Invest{Energy: 3}, Roll{Face: Moon})
	at, _ = g.s.Time()
	assert.Equal(t, 3, at, "the moon in the combat reached the Moon")
	assert.False(t, g.s.Over())
	g.do(Symbols{Symbols: []Symbol{SymTime}})
	at, _ = g.s.Time()
	assert.Equal(t, 2, at)
	assert.False(t, g.s.Over())
	g.pending(AskTurn)
	assert.Equal(t, 2, g.s.Round())
}

// Time back is 1 space in the base version, 2 in the advanced one (seed 004
// D.2, F.5; G.4 "Soleil étouffant"); the time marker never passes the Sun.
func TestReward_TimeBack(t *testing.T) {
	for _, c := range []struct {
		opts Options
		want int
	}{{baseOpts(), 2}, {advOpts(ref.Purple), 1}} {
		g := start(t, c.opts, Yellow)
		g.do(Flower{Effect: Effect{Time: 3, Rewards: 1}}, Symbols{Symbols: []Symbol{SymTime}})
		at, _ := g.s.Time()
		assert.Equal(t, c.want, at)
	}
	g := start(t, baseOpts(), Yellow)
	g.do(Flower{Effect: Effect{Rewards: 2}}, Symbols{Symbols: []Symbol{SymTime, SymTime}})
	at, _ := g.s.Time()
	assert.Zero(t, at)
}

// The base Kingosh has strength 7 (seed 004 E.1): more wins, equal draws,
// less loses; a win ends the expedition, a draw or a loss goes on (E.1).
func TestKingosh_Base(t *testing.T) {
	for _, c := range []struct {
		inv  Invest
		face Face
		want Outcome
	}{
		{Invest{Energy: 6, Red: 1, Bonus: 2}, Blank, Won},
		{Invest{Energy: 5, Red: 1, Bonus: 2}, Blank, Drawn},
		{Invest{Energy: 6}, Blank, Lost},
		{Invest{Energy: 6}, Sword, Won},
		{Invest{Energy: 6}, Shield, ShieldDraw},
	} {
		g := atKingosh(t, baseOpts())
		p := g.pending(AskInvest)
		assert.True(t, p.Kingosh)
		assert.Equal(t, 7, p.Opponent)
		g.do(c.inv, Roll{Face: c.face})
		b, _ := g.s.LastBattle()
		assert.Equal(t, c.want, b.Outcome, "%+v %s", c.inv, c.face)
		if c.want == Won {
			assert.Equal(t, KingoshDefeated, g.s.Ending())
			r := Summary(g.s)
			assert.Equal(t, Result{Ending: KingoshDefeated, Won: true, Rounds: g.s.Round(), FinalStrength: c.inv.Energy + c.inv.Bonus, Version: "base"}, r)
			continue
		}
		assert.False(t, g.s.Over(), "a draw or a loss goes on (E.1)")
		g.pending(AskTurn)
		assert.Equal(t, Citadel, g.s.At(), "base: no push back")
		assert.Equal(t, c.inv.Energy+c.inv.Bonus, Summary(g.s).FinalStrength)
	}
}

// atKingosh walks to the citadel (gaining the advanced version's extra
// energy on the way) and ends the turn there: Kingosh's combat asks the
// investment (or the blue fury die).
func atKingosh(t *testing.T, opts Options) *play {
	t.Helper()
	g := start(t, opts, Yellow)
	e := Effect{Draw: 1}
	if opts.Advanced() {
		e.Rewards = 1
	}
	g.do(Flower{Effect: e}, Draw{Colour: Red})
	if opts.Advanced() {
		g.do(Symbols{Symbols: []Symbol{SymEnergy}})
	}
	g.endRound(Blank)
	g.toCitadelSide()
	g.do(Move{Dir: Left}, EndTurn{})
	return g
}
