package insula

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
)

// The citadel cannot be entered from the shore side: red thorns (seed 004
// E.1); in the advanced version only after gaining an extra energy token
// (G.5).
func TestCitadel_Entry(t *testing.T) {
	g := start(t, baseOpts(), Yellow)
	g.walk(Inward, Inward, Inward, Inward, Inward)
	assert.Equal(t, Position{0, 5}, g.s.At())
	g.refuse(Move{Dir: Inward}, "Red thorns")
	for _, nb := range g.s.Neighbours() {
		if nb.Dir == Inward {
			assert.Equal(t, OnCitadel, nb.Square)
			assert.Error(t, nb.Move)
		}
	}

	g = start(t, advOpts(ref.Purple), Yellow)
	g.toCitadelSide()
	g.refuse(Move{Dir: Left}, "extra energy token")
	g.gainEnergy()
	assert.Equal(t, Energy{Vitality: 7, Gained: 1}, g.energy())
	g.do(Move{Dir: Left})
	assert.Equal(t, Citadel, g.s.At())
	assert.Equal(t, Energy{Vitality: 6, Fatigue: 1, Gained: 1}, g.energy(), "the second action cost 1")
}

// Blue citadel (seed 004 G.5): only with 3 energy in Vitality, counted after
// paying for the second action.
func TestCitadel_BlueEntryNeedsThreeVitality(t *testing.T) {
	for _, c := range []struct {
		tire  int
		enter bool
	}{{3, true}, {4, false}} {
		g := start(t, advOpts(ref.Blue), Yellow)
		g.do(Flower{Effect: Effect{Draw: 2, Rewards: 1}}, Draw{Colour: Green}, Draw{Colour: Green}, Symbols{Symbols: []Symbol{SymEnergy}})
		g.endRound(Blank)
		g.toCitadelSide()
		g.walk(Shoreward) // (1, 5), with (1, 6) explored
		g.do(PlayGreen{Effect: Effect{Energy: -c.tire}}, Ease{Dir: Inward})
		assert.Equal(t, Position{1, 6}, g.s.At())
		if c.enter {
			g.do(Move{Dir: Left})
			assert.Equal(t, Citadel, g.s.At())
			assert.Equal(t, 3, g.energy().Vitality)
			continue
		}
		for _, nb := range g.s.Neighbours() {
			if nb.Dir == Left {
				assert.ErrorContains(t, nb.Move, "blue citadel")
			}
		}
		g.refuse(Move{Dir: Left}, "blue citadel")
	}
}

// Purple citadel (seed 004 G.5): Kingosh has strength 5 and you have 2 less;
// advanced, equal wins (G.3) and a loss pushes you out (G.3).
func TestKingosh_Purple(t *testing.T) {
	g := atKingosh(t, advOpts(ref.Purple))
	assert.Equal(t, 5, g.pending(AskInvest).Opponent)
	assert.Equal(t, ref.PurpleMalus, g.s.Malus())
	assert.Equal(t, 4, g.s.StrengthOf(Invest{Energy: 6}), "the total the screen shows before the die")
	g.do(Invest{Energy: 6}, Roll{Face: Blank})
	b, _ := g.s.LastBattle()
	assert.Equal(t, Lost, b.Outcome)
	assert.Equal(t, 4, b.Strength)
	assert.Equal(t, Position{0, 5}, g.s.At(), "pushed back out of the citadel")

	g = atKingosh(t, advOpts(ref.Purple))
	g.do(Invest{Energy: 7}, Roll{Face: Blank})
	assert.Equal(t, KingoshDefeated, g.s.Ending())
	assert.Equal(t, Result{Ending: KingoshDefeated, Won: true, Rounds: g.s.Round(), FinalStrength: 7, Version: "advanced", Variant: "purple"}, Summary(g.s))
}

// Blue citadel, solo (seed 004 G.5; SPEC §6.2): the fury roll is for
// "chaque aventurier qui est arrivé à la citadelle après le premier", and a
// lone adventurer is always the first: no re-entry rolls, a shield draw
// changes nothing, Kingosh stays at 7 (issue 18).
func TestKingosh_G5_BlueNoFuryRollSolo(t *testing.T) {
	g := atKingosh(t, advOpts(ref.Blue))
	assert.Equal(t, 7, g.pending(AskInvest).Opponent, "the first arrival does not roll")
	g.do(Invest{Energy: 0}, Roll{Face: Blank})
	assert.Equal(t, Position{0, 5}, g.s.At())
	g.walk(Right, Inward, Left)
	assert.Equal(t, Citadel, g.s.At())
	g.do(EndTurn{})
	assert.Equal(t, 7, g.pending(AskInvest).Opponent, "a re-entry rolls for no fury either")
	g.do(Invest{Energy: 1}, Roll{Face: Shield})
	assert.Equal(t, 7, g.s.KingoshStrength())
	g.do(EndTurn{})
	assert.Equal(t, AskInvest, g.s.Pending().Kind)
	assert.Equal(t, 7, g.s.Pending().Opponent)
}

// A white curse adds its bonus to the guardians' strength and to Kingosh's
// (seed 004 F.3); playing a curse frees its slot (C.1).
func TestCurse_WhiteBonusAndUnblock(t *testing.T) {
	opts := baseOpts()
	opts.DrawbackCircle = testDrawback
	g := start(t, opts, Yellow)
	g.do(Move{Dir: Right, Thorns: true, Tile: &TileFace{Kind: ref.Light}})
	// Spaces 1 and 2: discard (the only colour held goes at once), curse.
	p := g.pending(AskCurseSlot)
	assert.Equal(t, []ActionKind{ActRest, ActFlower, ActMove}, p.Slots)
	assert.Zero(t, g.s.Hand().Count())
	g.do(CurseSlot{Slot: ActRest})
	g.refuse(Rest{}, "A curse blocks")
	assert.ErrorContains(t, g.s.Allowed(ActRest), "A curse blocks")
	g.do(Curse{Slot: ActRest, White: true, Bonus: 2})
	assert.Equal(t, Curses{White: true, WhiteBonus: 2}, g.s.Curses())
	g.endRound(Blank)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{})
	assert.Equal(t, 5, g.pending(AskInvest).Opponent)
}

// An expedition stored before issue 18 (Options.Rules 0) replays as it was
// played: a blue-citadel re-entry rolls for Kingosh's fury (moon +1, shield
// → 100, reset to 7 when Kingosh wins), "inward" is the grid's y + 1, Ease
// may make the first entry, and the advanced reward is the printed one; so
// reopening it changes no number and refuses none of its events.
func TestRules_StoredExpeditionsReplayAsPlayed(t *testing.T) {
	old := advOpts(ref.Blue)
	old.Rules = 0
	g := atKingosh(t, old)
	g.do(Invest{Energy: 0}, Roll{Face: Blank})
	g.walk(Right, Inward, Left)
	g.do(EndTurn{})
	assert.Equal(t, DieFury, g.pending(AskDie).For)
	g.do(Roll{Face: Moon})
	assert.Equal(t, 8, g.s.KingoshStrength())
	g.do(Invest{Energy: 2}, Roll{Face: Blank})
	assert.Equal(t, 7, g.s.KingoshStrength(), "Kingosh won: reset to 7")

	behind := start(t, Options{Version: ref.Base, TimeTrack: 10, Die: testDie}, Green)
	behind.walk(Inward, Inward, Inward, Inward, Inward, Right, Inward, Inward, Left)
	behind.guardHere()
	assert.NoError(t, behind.neighbour(Shoreward).Move, "rules 0: only y + 1 was blocked")
	assert.Error(t, behind.neighbour(Inward).Move)

	purple := advOpts(ref.Purple)
	purple.Rules = 0
	p := onGuardian(t, purple, ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	assert.Equal(t, 2, p.s.RewardOf(Guardian{Strength: 5, Reward: 2, Drawback: 1}), "rules 0: the printed reward")

	assert.Error(t, Options{Version: ref.Base, TimeTrack: 10, Die: testDie, Rules: UnkeyedDieRules + 1}.Validate())
}

// SPEC principle 3 and issue 18: undo must not let a player peek at the
// fate die. "Invest A, see the face, undo, invest B" gives B an independent
// throw, while a replay of the same log throws the same faces.
func TestRandomStream_UndoGivesAnIndependentThrow(t *testing.T) {
	same, n := 0, 0
	for seed := uint64(1); seed <= 300; seed++ {
		s, err := New(seed, baseOpts())
		require.NoError(t, err)
		for _, a := range []Action{Draw{Colour: Red}, Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{}} {
			s, err = s.Try(a)
			require.NoError(t, err)
		}
		a, errA := s.Try(Invest{Energy: 1})
		b, errB := s.Try(Invest{Energy: 2}) // after undoing A
		require.NoError(t, errA)
		require.NoError(t, errB)
		fa, _ := a.LastRoll()
		fb, _ := b.LastRoll()
		n++
		if fa == fb {
			same++
		}
	}
	// testDie has faces 1/1/2/2 of 6: two independent throws agree with
	// probability 10/36 (about 83 of 300); the old stream agreed every time.
	assert.Less(t, same, 130, "B copies A's face %d times out of %d", same, n)
}

// The session log tells a virtual throw as it was thrown: the description
// of a stored event is keyed with the same choice chain as its replay.
func TestDescribe_TellsTheKeyedThrow(t *testing.T) {
	s, err := New(3, baseOpts())
	require.NoError(t, err)
	s, err = s.Try(Draw{Colour: Red})
	require.NoError(t, err)
	e, err := Encode(EndTurn{})
	require.NoError(t, err)
	after, err := Apply(s, e)
	require.NoError(t, err)
	f, ok := after.LastRoll()
	require.True(t, ok)
	text := Engine().Describe(s, e)
	assert.Equal(t, f.String(), fmt.Sprint(text.Args["Face"]), "the log says the face the state holds")
}
