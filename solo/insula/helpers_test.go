package insula

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/insula"
)

// testDie is a die made up for the tests only (the real faces are entered
// by the player, SPEC §8).
var testDie = DieFaces{Shield: 1, Sword: 1, Moon: 2, Blank: 2}

// testReward and testDrawback are made-up layouts for the tests only.
var (
	testReward   = Layout{{{SymEnergy}}, {}, {{SymFlower}}, {{SymTime, SymFlower}}, {{SymTime}}, {}, {{SymFlower}, {SymTime}}}
	testDrawback = Layout{{}, {{SymDiscard}}, {{SymCurse}}, {}, {{SymLoseEnergy}}, {{SymDiscard, SymCurse}}}
)

func baseOpts() Options {
	return Options{Version: ref.Base, TimeTrack: 10, Die: testDie, Rules: CurrentRules}
}

func advOpts(v ref.Variant) Options {
	return Options{Version: ref.Advanced, Variant: v, TimeTrack: 10, Die: testDie, Rules: CurrentRules}
}

// randomOptions are the option sets the property tests walk through.
func randomOptions() []Options {
	withLayouts := baseOpts()
	withLayouts.RewardCircle, withLayouts.DrawbackCircle = testReward, testDrawback
	physical := advOpts(ref.Purple)
	physical.Die.Physical = true
	blueLayouts := advOpts(ref.Blue)
	blueLayouts.RewardCircle = testReward
	blueLayouts.DrawbackCircle = append(Layout{{{SymGuardian}}}, testDrawback...)
	blueLayouts.KingoshDrawback = 2
	long := baseOpts() // time to get round the guardians (they block every step towards the centre)
	long.TimeTrack = MaxTimeTrack
	stored := blueLayouts // an expedition stored before issue 18 still replays
	stored.Rules = 0
	return []Options{baseOpts(), withLayouts, advOpts(ref.Purple), physical, advOpts(ref.Blue), blueLayouts, long, stored}
}

// randomAction builds a valid next action from the State alone, as a UI
// would: it reads Pending, Allowed, Neighbours, Hand and Curses. It prefers
// moves towards the citadel so that random expeditions reach both endings.
func randomAction(s State, r *rand.Rand) Action {
	p := s.Pending()
	pick := func(n int) int { return r.IntN(n) }
	switch p.Kind {
	case AskTurn:
		return randomTurn(s, r)
	case AskTile:
		return Explore{Tile: randomFace(p.Expected, r)}
	case AskGuardian:
		rw := 1 + pick(4)
		return Guardian{Strength: 1 + pick(5), Reward: rw, Small: pick(rw + 1), Drawback: 1 + pick(3)}
	case AskSymbols:
		var out []Symbol
		for range pick(p.Spaces + 1) {
			out = append(out, p.Symbols[pick(len(p.Symbols))])
		}
		return Symbols{Symbols: out}
	case AskPick:
		return Pick{Symbol: p.Symbols[pick(len(p.Symbols))]}
	case AskDraw:
		c := p.Colours[pick(len(p.Colours))]
		if !p.MustDiscard {
			return Draw{Colour: c}
		}
		held := []Colour{c}
		for _, x := range Colours {
			if x != c && s.Hand().Of(x) > 0 {
				held = append(held, x)
			}
		}
		d := held[pick(len(held))]
		return Draw{Colour: c, Discard: &d}
	case AskDiscard:
		return Discard{Colour: p.Colours[pick(len(p.Colours))]}
	case AskLose:
		return Lose{From: p.Pools[pick(len(p.Pools))]}
	case AskCurseSlot:
		return CurseSlot{Slot: p.Slots[pick(len(p.Slots))]}
	case AskInvest:
		if s.Hand().Green > 0 && pick(5) == 0 { // seed 004 F.10: at any time
			return PlayGreen{Effect: Effect{Energy: pick(3), Time: pick(2)}}
		}
		inv := Invest{Energy: p.MaxEnergy - pick(min(3, p.MaxEnergy+1))}
		if p.MaxRed > 0 && pick(2) == 0 {
			inv.Red, inv.Bonus = 1, pick(4)
		}
		if s.At() == Citadel { // all in against Kingosh, so that some expeditions win
			inv.Energy = p.MaxEnergy
			if p.MaxRed > 0 {
				inv.Red, inv.Bonus = 1, 1+pick(4)
			}
		}
		return inv
	case AskDie:
		return Roll{Face: p.Faces[pick(len(p.Faces))]}
	}
	return nil
}

func randomFace(k ref.Tile, r *rand.Rand) TileFace {
	t := TileFace{Kind: k}
	switch r.IntN(5) {
	case 0:
		t.Pond = true
	case 1:
		t.Meadow = true
	case 2, 3:
		t.Danger = true
	}
	return t
}

func randomTurn(s State, r *rand.Rand) Action {
	if s.Turn().CardMoves > 0 {
		if a, ok := randomMove(s, r, func(nb Neighbour) error { return nb.Card }); ok {
			m := a.(Move)
			m.Card = true
			return m
		}
	}
	if s.Hand().Green > 0 && r.IntN(4) == 0 {
		return PlayGreen{Effect: Effect{Energy: r.IntN(3)}}
	}
	if s.At() == Citadel && s.Allowed(ActRest) == nil && r.IntN(2) == 0 {
		return Rest{} // gather strength before Kingosh
	}
	allowed := s.AllowedKinds()
	if len(allowed) == 0 || r.IntN(6) == 0 {
		return EndTurn{}
	}
	// Moving is the way to the citadel: take it most of the time.
	k := allowed[r.IntN(len(allowed))]
	for _, a := range allowed {
		if a == ActMove && r.IntN(3) > 0 {
			k = ActMove
		}
	}
	switch k {
	case ActRest:
		return Rest{}
	case ActFlower:
		t, _ := s.TileAt(s.At())
		if t.Meadow && (s.Hand().Yellow == 0 || r.IntN(2) == 0) {
			return Flower{Draw: true}
		}
		return Flower{Effect: Effect{Energy: r.IntN(4), Draw: r.IntN(2), Moves: r.IntN(2)}}
	case ActCurse:
		slot := SlotKinds[r.IntN(len(SlotKinds))]
		for !s.Curses().Blocked(slot) {
			slot = SlotKinds[r.IntN(len(SlotKinds))]
		}
		if r.IntN(2) == 0 {
			return Curse{Slot: slot, White: true, Bonus: r.IntN(2)}
		}
		return Curse{Slot: slot, Effect: Effect{Energy: -r.IntN(2), Time: r.IntN(2)}}
	case ActMove:
		if a, ok := randomMove(s, r, func(nb Neighbour) error { return nb.Move }); ok {
			return a
		}
	case ActEase:
		if s.EaseRest() == nil && r.IntN(2) == 0 {
			return Ease{Rest: true}
		}
		for _, nb := range s.Neighbours() {
			if nb.Ease == nil {
				return Ease{Dir: nb.Dir}
			}
		}
		return Ease{Rest: true}
	}
	return EndTurn{}
}

// randomMove picks an open direction, preferring those that bring you
// closer to the citadel's side entrances.
func randomMove(s State, r *rand.Rand, open func(Neighbour) error) (Action, bool) {
	var best []Neighbour
	var all []Neighbour
	here := distance(s.At())
	for _, nb := range s.Neighbours() {
		if open(nb) != nil {
			continue
		}
		all = append(all, nb)
		if distance(nb.At) < here {
			best = append(best, nb)
		}
	}
	if len(all) == 0 {
		return nil, false
	}
	choice := all[r.IntN(len(all))]
	if len(best) > 0 && r.IntN(5) > 0 {
		choice = best[r.IntN(len(best))]
	}
	m := Move{Dir: choice.Dir, Thorns: r.IntN(8) == 0}
	if choice.Square == Unexplored || choice.Square == FaceDown {
		f := randomFace(choice.Expected, r)
		m.Tile = &f
	}
	return m, true
}

// distance is the number of moves to the citadel through a side entrance.
func distance(p Position) int {
	if p == Citadel {
		return 0
	}
	dx, dy := abs(p.X-Citadel.X), abs(p.Y-Citadel.Y)
	if dx == 0 && p.Y < Citadel.Y {
		return dy + 2 // round the red thorns
	}
	return dx + dy
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// randomExpedition plays a random valid expedition to its end (or limit
// events) and returns the events and the state after each prefix.
func randomExpedition(t testing.TB, seed uint64, opts Options, limit int) ([]data.Event, []State) {
	t.Helper()
	s, err := New(seed, opts)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(seed, 99))
	states := []State{s}
	var events []data.Event
	for len(events) < limit && !s.Over() {
		a := randomAction(s, r)
		require.NotNil(t, a, "no action for %+v", s.Pending())
		e, err := Encode(a)
		require.NoError(t, err)
		next, err := Apply(s, e)
		require.NoError(t, err, "event %d %s %s (pending %v)", len(events), e.Type, e.Payload, s.Pending().Kind)
		e.Seq = len(events) + 1
		events = append(events, e)
		states = append(states, next)
		s = next
	}
	return events, states
}
