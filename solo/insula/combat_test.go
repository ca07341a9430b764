package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
)

// Combat against one guardian of strength 3 (reward 2, drawback 1), base
// and advanced, light and shadow tiles, each die face.
// seed 004 D.1 and F.3 (base: more wins, equal draws, less loses), G.2
// (+1 on shadow tiles), G.3 (advanced: equal wins, a loss pushes back first).
func TestCombat_BaseVersusAdvanced(t *testing.T) {
	gd := Guardian{Strength: 3, Reward: 2, Small: 1, Drawback: 1}
	for _, c := range []struct {
		name     string
		opts     Options
		kind     ref.Tile
		energy   int
		face     Face
		want     Outcome
		opponent int
		next     Kind // what is asked after the combat
		at       Position
	}{
		{"base F.3: more wins", baseOpts(), ref.Light, 4, Blank, Won, 3, AskSymbols, Position{1, 0}},
		{"base F.3: equal draws", baseOpts(), ref.Light, 3, Blank, Drawn, 3, AskTurn, Position{1, 0}},
		{"base F.3: less loses, not pushed back", baseOpts(), ref.Light, 2, Blank, Lost, 3, AskSymbols, Position{1, 0}},
		{"base: shadow tiles add nothing (G.2 is advanced)", baseOpts(), ref.Shadow, 3, Blank, Drawn, 3, AskTurn, Position{1, 0}},
		{"base D.1: the sword adds 2", baseOpts(), ref.Light, 2, Sword, Won, 3, AskSymbols, Position{1, 0}},
		{"base D.1: the moon adds nothing", baseOpts(), ref.Light, 3, Moon, Drawn, 3, AskTurn, Position{1, 0}},
		{"advanced G.3: equal wins", advOpts(ref.Purple), ref.Light, 3, Blank, Won, 3, AskSymbols, Position{1, 0}},
		{"advanced G.3: a loss pushes back first", advOpts(ref.Purple), ref.Light, 2, Blank, Lost, 3, AskSymbols, Beach},
		{"advanced G.2: +1 on a shadow tile", advOpts(ref.Blue), ref.Shadow, 3, Blank, Lost, 4, AskSymbols, Beach},
		{"advanced G.2: shadow tile beaten with 4", advOpts(ref.Blue), ref.Shadow, 4, Blank, Won, 4, AskSymbols, Position{1, 0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := onGuardian(t, c.opts, c.kind, gd)
			assert.Equal(t, c.opponent, g.s.Pending().Opponent)
			g.do(Invest{Energy: c.energy}, Roll{Face: c.face})
			b, ok := g.s.LastBattle()
			assert.True(t, ok)
			assert.Equal(t, c.want, b.Outcome)
			assert.Equal(t, c.opponent, b.Opponent)
			p := g.pending(c.next)
			assert.Equal(t, c.at, g.s.At())
			e := g.energy()
			assert.Equal(t, Energy{Vitality: 6 - c.energy, Fatigue: c.energy}, e, "invested energy goes to Fatigue (D.1)")
			switch c.want {
			case Won:
				assert.Equal(t, RewardCircle, p.Circle)
				want := gd.Reward
				if c.opts.Advanced() {
					want = gd.Strength // G.3's table, one adventurer: a strength-3 guardian gives 3
				}
				assert.Equal(t, want, p.Spaces, "the reward marker moves by the reward")
				assert.Empty(t, g.s.Guardians(), "the beaten guardian leaves the tile")
			case Lost:
				assert.Equal(t, DrawbackCircle, p.Circle)
				assert.Equal(t, gd.Drawback, p.Spaces)
			case Drawn:
				assert.Len(t, g.s.Guardians(), 1)
				assert.Equal(t, 2, g.s.Round())
			}
			assert.Equal(t, 1, g.s.Hand().Red, "no red flower was played: it stays in hand")
		})
	}
}

// seed 004 D.1: a shield ends the combat at once in a draw: one invested
// energy to Fatigue, the rest back to Vitality, the red flower back to hand.
func TestCombat_ShieldDraw(t *testing.T) {
	for _, opts := range []Options{baseOpts(), advOpts(ref.Purple)} {
		g := onGuardian(t, opts, ref.Light, Guardian{Strength: 1, Reward: 3, Drawback: 2})
		g.do(Invest{Energy: 4, Red: 1, Bonus: 3})
		assert.Equal(t, Energy{Vitality: 2, Combat: 4}, g.energy())
		assert.Zero(t, g.s.Hand().Red)
		g.do(Roll{Face: Shield})
		b, _ := g.s.LastBattle()
		assert.Equal(t, ShieldDraw, b.Outcome)
		assert.Equal(t, Energy{Vitality: 5, Fatigue: 1}, g.energy())
		assert.Equal(t, 1, g.s.Hand().Red, "the red flower goes back to hand")
		assert.Len(t, g.s.Guardians(), 1, "nobody wins")
		g.pending(AskTurn)
		assert.Equal(t, 2, g.s.Round())
	}
}

// seed 004 D.1, F.1 3: the moon inside a combat moves time on, and the
// combat is still fought; seed 004 C.3: without combat the die is rolled
// once anyway and only the moon counts.
func TestFateDie_MoonInsideAndOutsideCombat(t *testing.T) {
	g := onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 2, Reward: 1, Drawback: 1})
	g.do(Invest{Energy: 3}, Roll{Face: Moon})
	at, _ := g.s.Time()
	assert.Equal(t, 1, at, "moon in combat: time +1")
	b, _ := g.s.LastBattle()
	assert.Equal(t, Won, b.Outcome)

	for _, c := range []struct {
		face Face
		time int
	}{{Moon, 1}, {Sword, 0}, {Shield, 0}, {Blank, 0}} {
		g := start(t, baseOpts(), Yellow)
		g.endRound(c.face)
		at, length := g.s.Time()
		assert.Equal(t, c.time, at, "no combat, %s", c.face)
		assert.Equal(t, 10, length)
		assert.Equal(t, 2, g.s.Round())
	}
}

// seed 004 D.3, F.3: invested strength includes the red flower's bonus; a
// zero strength earns no reward even in a victory (won by the sword).
func TestCombat_RedFlowerAndZeroStrength(t *testing.T) {
	g := onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 3, Red: 1, Bonus: 3}, Roll{Face: Blank})
	b, _ := g.s.LastBattle()
	assert.Equal(t, Won, b.Outcome)
	assert.Equal(t, 6, b.Strength)
	assert.Zero(t, g.s.Hand().Red, "a red flower played is discarded")

	g = onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 1, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 0}, Roll{Face: Sword})
	b, _ = g.s.LastBattle()
	assert.Equal(t, Won, b.Outcome)
	assert.Zero(t, b.Reward, "zero strength earns no reward")
	assert.Empty(t, g.s.Guardians())
	g.pending(AskTurn)

	// Rapier Lily: no reward (seed 004 F.10).
	g = onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 4, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 1, Red: 1, Bonus: 100, NoReward: true}, Roll{Face: Blank})
	b, _ = g.s.LastBattle()
	assert.Equal(t, Won, b.Outcome)
	g.pending(AskTurn)
}

// seed 004 C.2, F.3: in a base combat, a drawback that cannot be applied
// (no flower to discard) pushes you back one tile; seed 004 G.3: in the
// advanced version you are pushed back anyway, never a second time.
func TestCombat_InapplicableDrawbackPushesBack(t *testing.T) {
	g := onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 1, Red: 1}, Roll{Face: Blank}) // the red flower is gone: the hand is empty
	g.pending(AskSymbols)
	assert.Equal(t, Position{1, 0}, g.s.At())
	g.do(Symbols{Symbols: []Symbol{SymDiscard}})
	assert.Equal(t, Beach, g.s.At(), "pushed back to the shore: the beach (F.2)")

	g = onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 1}, Roll{Face: Blank}, Symbols{Symbols: []Symbol{SymDiscard}})
	assert.Equal(t, Position{1, 0}, g.s.At(), "the discard applied: not pushed back")
	assert.Zero(t, g.s.Hand().Count())

	opts := advOpts(ref.Purple)
	g = onGuardian(t, opts, ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	g.do(Invest{Energy: 1, Red: 1}, Roll{Face: Blank})
	assert.Equal(t, Beach, g.s.At())
	g.do(Symbols{Symbols: []Symbol{SymDiscard}})
	assert.Equal(t, Beach, g.s.At())
	assert.True(t, g.s.Hand().VainViolet, "the Vain Violet is never discarded (G.3)")
}

// seed 004 F.2: pushed back onto an unexplored square, you explore it by the
// rules of movement (a danger tile brings a guardian).
func TestCombat_PushedBackExplores(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Red)
	g.walk(Right)
	g.do(Move{Dir: Inward, Tile: &TileFace{Kind: ref.Light, Danger: true}})
	g.do(Guardian{Strength: 6, Reward: 1, Drawback: 1}, EndTurn{}, Invest{Energy: 0}, Roll{Face: Blank})
	assert.Equal(t, Position{1, 0}, g.s.At(), "back onto the explored (1, 0)")

	g = start(t, advOpts(ref.Purple), Red)
	g.walk(Inward, Inward) // (0, 2); (1, 1) stays unexplored
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}})
	g.do(Guardian{Strength: 6, Reward: 1, Drawback: 1}, EndTurn{}, Invest{Energy: 0}, Roll{Face: Blank})
	p := g.pending(AskTile)
	assert.Equal(t, Position{1, 1}, p.At)
	assert.Equal(t, Position{1, 1}, g.s.At())
	g.do(Explore{Tile: TileFace{Kind: ref.Light, Danger: true}})
	g.pending(AskGuardian)
	g.do(Guardian{Strength: 2, Reward: 1, Drawback: 1})
	g.pending(AskSymbols) // the drawback comes after the push back (G.3)
}

// seed 004 G.3 "Combat avancé": the reward depends on the number of
// adventurers; the table's example ("trois aventuriers … un gardien avec une
// force de 5") indexes it by the guardian's strength, and its row for one
// adventurer gives strength 3 → 3 … 7 → 7. Outside the table the printed
// card decides (its big reward); the base game always uses the printed
// reward (F.3). Several guardians add up (F.3).
func TestCombat_G3_AdvancedRewardAlone(t *testing.T) {
	for _, c := range []struct {
		name string
		opts Options
		gd   Guardian
		want int
	}{
		{"advanced, strength 3: the table gives 3", advOpts(ref.Purple), Guardian{Strength: 3, Reward: 1, Drawback: 1}, 3},
		{"advanced, strength 5: the table gives 5", advOpts(ref.Purple), Guardian{Strength: 5, Reward: 2, Drawback: 1}, 5},
		{"advanced, strength 2: off the table, the printed reward", advOpts(ref.Purple), Guardian{Strength: 2, Reward: 1, Drawback: 1}, 1},
		{"advanced, strength 8: off the table, the printed reward", advOpts(ref.Purple), Guardian{Strength: 8, Reward: 4, Drawback: 1}, 4},
		{"base, strength 5: the printed reward", baseOpts(), Guardian{Strength: 5, Reward: 2, Drawback: 1}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := onGuardian(t, c.opts, ref.Light, c.gd)
			assert.Equal(t, c.want, g.s.RewardOf(c.gd))
			g.do(Invest{Energy: 6}, Roll{Face: Sword})
			b, _ := g.s.LastBattle()
			assert.Equal(t, Won, b.Outcome)
			assert.Equal(t, c.want, b.Reward)
		})
	}
}

// LeastWinning, the screen's default investment: the least energy that
// wins before the die — more than the guardians in the base game (seed 004
// F.3), as much in the advanced game (G.3), +1 on a shadow tile (G.2); all
// of Vitality when nothing wins.
func TestCombat_LeastWinning(t *testing.T) {
	gd := Guardian{Strength: 3, Reward: 2, Small: 1, Drawback: 1}
	for _, c := range []struct {
		name string
		opts Options
		kind ref.Tile
		gd   Guardian
		want int
		ok   bool
	}{
		{"base F.3: more wins", baseOpts(), ref.Light, gd, 4, true},
		{"advanced G.3: equal wins", advOpts(ref.Purple), ref.Light, gd, 3, true},
		{"advanced G.2: +1 on a shadow tile", advOpts(ref.Blue), ref.Shadow, gd, 4, true},
		{"base: out of reach", baseOpts(), ref.Light, Guardian{Strength: 9, Reward: 1, Drawback: 1}, 6, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := onGuardian(t, c.opts, c.kind, c.gd)
			e, ok := g.s.LeastWinning()
			assert.Equal(t, c.want, e)
			assert.Equal(t, c.ok, ok)
			if ok {
				g.do(Invest{Energy: e}, Roll{Face: Blank})
				b, _ := g.s.LastBattle()
				assert.Equal(t, Won, b.Outcome, "it does win")
			}
		})
	}
}
