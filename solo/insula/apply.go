package insula

import (
	"slices"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// MaxBonus bounds a red flower's strength bonus (Rapier Lily gives +100,
// seed 004 F.10) and MaxWhiteBonus a white curse's.
const (
	MaxBonus      = 200
	MaxWhiteBonus = 10
)

func (s State) apply(a Action) (State, error) {
	if !s.started {
		return s, msg.New("", "This expedition was not started.", nil)
	}
	if s.ending != NotOver {
		return s, msg.New("", "The expedition is over: nothing more can be entered.", nil)
	}
	n := s.clone()
	var err error
	switch a := a.(type) {
	case Rest, Flower, Curse, Move, Ease, PlayGreen, EndTurn:
		err = n.turnAction(a)
	case Correct:
		err = n.correct(a)
	case nil:
		err = msg.New("", "This entry could not be read.", nil)
	default:
		err = n.answer(a)
	}
	if err != nil {
		return s, err
	}
	n.settle()
	if err := n.check(); err != nil {
		return s, err
	}
	return n, nil
}

// clone prepares a copy to change: its slices are clipped so that appending
// to them never writes into arrays s still uses. Elements are never changed
// in place (see setTile).
func (s State) clone() State {
	n := s
	n.taken = slices.Clip(s.taken)
	n.tiles = slices.Clip(s.tiles)
	n.steps = slices.Clip(s.steps)
	return n
}

// check is the invariant every accepted event keeps: the energy circle sums
// to the adventurer's tokens, nothing is negative, the hand holds at most
// five, the time marker stays on its track.
func (s State) check() error {
	e := s.energy
	ok := e.Vitality >= 0 && e.Fatigue >= 0 && e.Combat >= 0 &&
		e.Vitality+e.Fatigue+e.Combat == e.Total() &&
		s.hand.Yellow >= 0 && s.hand.Red >= 0 && s.hand.Green >= 0 && s.hand.Count() <= ref.HandLimit &&
		s.time >= 0 && s.time <= s.opts.TimeTrack
	if !ok {
		return msg.New("", "This entry would leave the expedition's books out of balance; it is refused.", nil)
	}
	return nil
}

// Allowed tells whether action k may be taken now in your turn: nil, or a
// *msg.Error saying why not (the UI greys the action out with it).
func (s State) Allowed(k ActionKind) error {
	if err := s.turnOpen(); err != nil {
		return err
	}
	args := map[string]any{"Action": msg.Term(k.String())}
	switch {
	case k < ActRest || k > ActEase:
		return msg.New("action", "There is no such action.", nil)
	case k == ActEase && !s.opts.Advanced():
		return msg.New("action", "Ease is an action of the advanced version.", nil)
	case slices.Contains(s.taken, k):
		return msg.New("action", "You have already taken the {{.Action}} action this turn: the second action must be a different one.", args)
	case len(s.taken) >= ref.ActionsPerTurn:
		return msg.New("action", "You have taken your two actions this turn: end it.", nil)
	case len(s.taken) == 1 && s.energy.Vitality < ref.SecondActionCost:
		return msg.New("action", "A second action costs 1 energy, and your Vitality is empty.", nil)
	case s.curses.Blocked(k):
		return msg.New("action", "A curse blocks the {{.Action}} action: play it with the Curse action first.", args)
	}
	return s.possible(k)
}

// possible tells whether action k has anything to act on.
func (s State) possible(k ActionKind) error {
	switch k {
	case ActFlower:
		if s.hand.Yellow == 0 && !s.onMeadow() {
			return msg.New("action", "You have no yellow flower to play, and no meadow to pick one on.", nil)
		}
	case ActCurse:
		if len(s.curses.Free()) == len(SlotKinds) {
			return msg.New("action", "No curse lies on your sheet.", nil)
		}
	case ActMove:
		if !s.canMoveSomewhere(howAction) {
			return msg.New("action", "You cannot move in any direction now.", nil)
		}
	case ActEase:
		if !s.restHere() && !s.canMoveSomewhere(howEase) {
			return msg.New("action", "Ease needs a tile without guardian to rest on, or an explored tile next to yours.", nil)
		}
	}
	return nil
}

// turnOpen refuses a move of your turn while a question waits or after the end.
func (s State) turnOpen() error {
	if s.ending != NotOver {
		return msg.New("", "The expedition is over: nothing more can be entered.", nil)
	}
	if len(s.steps) > 0 {
		return msg.New("", "Answer the current question first.", nil)
	}
	return nil
}

// AllowedKinds lists the actions Allowed now.
func (s State) AllowedKinds() []ActionKind {
	var out []ActionKind
	for _, k := range ActionKinds {
		if s.Allowed(k) == nil {
			out = append(out, k)
		}
	}
	return out
}

func (s *State) turnAction(a Action) error {
	switch a := a.(type) {
	case EndTurn:
		if err := s.turnOpen(); err != nil {
			return err
		}
		s.cardMoves, s.through = 0, false
		s.steps = append(s.steps, step{kind: stEndRound}, step{kind: stNightfall})
		return nil
	case PlayGreen:
		return s.green(a)
	case Move:
		if a.Card {
			return s.cardMove(a)
		}
		return s.action(ActMove, func() error { return s.move(a.Dir, a.Tile, a.Thorns, howAction) })
	case Rest:
		return s.action(ActRest, func() error { return s.rest(s.restAmount()) })
	case Flower:
		return s.action(ActFlower, func() error { return s.flower(a) })
	case Curse:
		return s.action(ActCurse, func() error { return s.curse(a) })
	case Ease:
		return s.action(ActEase, func() error { return s.ease(a) })
	}
	return msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": a.Type()})
}

// action takes action k: checks it is allowed, pays the second action's
// energy (seed 004 F.8: just before it), then does it.
func (s *State) action(k ActionKind, do func() error) error {
	if err := s.Allowed(k); err != nil {
		return err
	}
	if len(s.taken) == 1 {
		s.energy.Vitality -= ref.SecondActionCost
		s.energy.Fatigue += ref.SecondActionCost
	}
	s.taken = append(s.taken, k)
	return do()
}

// RestValue is the energy a Rest action recovers on your square now: 3, 4
// on a pond, 1 with a guardian or Kingosh (advanced 2 / 3 / 1), never more
// than Fatigue will hold (seed 004 C.1; G.4).
func (s State) RestValue() int { return s.restAmount() }

// RestGain is the energy a Rest action would actually bring back to
// Vitality now: RestValue, but no more tokens than Fatigue will then hold
// (the second action's energy included): +0 with no fatigue.
func (s State) RestGain() int { return min(s.restAmount(), s.fatigueToRest()) }

// EaseRestGain is what Ease's rest would actually bring back now (seed 004
// G.4: 2), capped as RestGain.
func (s State) EaseRestGain() int { return min(ref.EaseRestEnergy, s.fatigueToRest()) }

// fatigueToRest is the Fatigue a rest taken now may draw from, the second
// action's energy included.
func (s State) fatigueToRest() int {
	if len(s.taken) == 1 {
		return s.energy.Fatigue + ref.SecondActionCost
	}
	return s.energy.Fatigue
}

// EaseRest tells whether Ease's rest option may be taken now: nil, or why
// not (seed 004 G.4: only on a tile without guardian).
func (s State) EaseRest() error {
	if err := s.Allowed(ActEase); err != nil {
		return err
	}
	if !s.restHere() {
		return msg.New("rest", "Ease lets you rest only on a tile without guardian.", nil)
	}
	return nil
}

// restAmount is the energy a Rest action recovers here (seed 004 C.1; G.4).
func (s State) restAmount() int {
	adv := s.opts.Advanced()
	switch {
	case !s.restHere():
		return ref.GuardianRestEnergy
	case s.onPond() && adv:
		return ref.AdvancedPondRestEnergy
	case s.onPond():
		return ref.BasePondRestEnergy
	case adv:
		return ref.AdvancedRestEnergy
	}
	return ref.BaseRestEnergy
}

// rest moves up to n tokens from Fatigue to Vitality.
func (s *State) rest(n int) error {
	n = min(n, s.energy.Fatigue)
	s.energy.Fatigue -= n
	s.energy.Vitality += n
	return nil
}

func (s *State) flower(a Flower) error {
	if a.Draw {
		if a.Effect != (Effect{}) {
			return msg.New("effect", "Either pick a flower on the meadow or play a yellow flower, not both.", nil)
		}
		if !s.onMeadow() {
			return msg.New("draw", "You pick flowers only on a meadow.", nil)
		}
		s.steps = append(s.steps, step{kind: stDraw})
		return nil
	}
	if s.hand.Yellow == 0 {
		return msg.New("effect", "You have no yellow flower in hand.", nil)
	}
	s.hand.Yellow--
	return s.effect(a.Effect)
}

func (s *State) curse(a Curse) error {
	if !a.Slot.HasSlot() || !s.curses.Blocked(a.Slot) {
		return msg.New("slot", "No curse lies on that slot.", nil)
	}
	s.curses.set(a.Slot, false)
	if !a.White {
		if a.Bonus != 0 {
			return msg.New("bonus", "Only a white curse adds strength to the guardians.", nil)
		}
		return s.effect(a.Effect)
	}
	if a.Effect != (Effect{}) {
		return msg.New("effect", "A white curse stays on the time counter: its effect is the strength it adds.", nil)
	}
	if a.Bonus < 0 || a.Bonus > MaxWhiteBonus {
		return msg.New("bonus", "A white curse adds between 0 and {{.Max}} strength.", map[string]any{"Max": MaxWhiteBonus})
	}
	s.curses.White, s.curses.WhiteBonus = true, a.Bonus
	return nil
}

// green plays a green flower: not an action, in your turn or during a
// combat (seed 004 C.1, F.10: "n'importe quand"). In a combat its questions
// come before the combat goes on, and a free move it grants has no turn
// left to be taken in, so it is refused there.
func (s *State) green(a PlayGreen) error {
	combat := s.GreenInCombat()
	if !combat {
		if err := s.turnOpen(); err != nil {
			return err
		}
	}
	if s.hand.Green == 0 {
		return msg.New("effect", "You have no green flower in hand.", nil)
	}
	if combat && a.Effect.Moves > 0 {
		return msg.New("moves", "A free move is taken in your turn, not during a combat.", nil)
	}
	s.hand.Green--
	if !combat {
		return s.effect(a.Effect)
	}
	rest := s.steps
	s.steps = nil
	err := s.effect(a.Effect)
	s.steps = append(s.steps, rest...)
	return err
}

// GreenInCombat tells whether a combat is waiting for your investment or
// for its die, when a green flower may also be played.
func (s State) GreenInCombat() bool {
	if !s.fight.on || len(s.steps) == 0 || s.ending != NotOver {
		return false
	}
	st := s.steps[0]
	return st.kind == stInvest || (st.kind == stDie && st.die == DieCombat)
}

func (s *State) ease(a Ease) error {
	if a.Rest {
		if a.Thorns {
			return msg.New("thorns", "Resting crosses no thorns.", nil)
		}
		if !s.restHere() {
			return msg.New("rest", "Ease lets you rest only on a tile without guardian.", nil)
		}
		return s.rest(ref.EaseRestEnergy)
	}
	return s.move(a.Dir, nil, a.Thorns, howEase)
}

// effect applies a card's printed effect (validated first).
func (s *State) effect(e Effect) error {
	if err := e.validate(); err != nil {
		return err
	}
	if e.Energy > 0 {
		_ = s.rest(e.Energy)
	} else if e.Energy < 0 {
		n := min(-e.Energy, s.energy.Vitality)
		s.energy.Vitality -= n
		s.energy.Fatigue += n
	}
	s.moveTime(e.Time)
	s.cardMoves = min(MaxEffectMoves, s.cardMoves+e.Moves)
	s.through = s.through || (e.Through && e.Moves > 0)
	if s.at != Beach && s.at != Citadel {
		for range e.Guardians {
			s.steps = append(s.steps, step{kind: stGuardian, at: s.at})
		}
	}
	for range e.Draw {
		s.steps = append(s.steps, step{kind: stDraw})
	}
	for range e.Discard {
		s.steps = append(s.steps, step{kind: stSymbol, sym: SymDiscard, circle: DrawbackCircle})
	}
	if e.Rewards > 0 {
		s.steps = append(s.steps, step{kind: stMarker, circle: RewardCircle, n: e.Rewards})
	}
	if e.Drawbacks > 0 {
		s.steps = append(s.steps, step{kind: stMarker, circle: DrawbackCircle, n: e.Drawbacks})
	}
	return nil
}

func (e Effect) validate() error {
	in := func(v, lo, hi int) bool { return v >= lo && v <= hi }
	if !in(e.Energy, -MaxEffectEnergy, MaxEffectEnergy) || !in(e.Time, -MaxEffectTime, MaxEffectTime) ||
		!in(e.Draw, 0, MaxEffectCards) || !in(e.Discard, 0, MaxEffectCards) || !in(e.Moves, 0, MaxEffectMoves) ||
		!in(e.Guardians, 0, MaxEffectGuardian) || !in(e.Rewards, 0, MaxEffectMarker) || !in(e.Drawbacks, 0, MaxEffectMarker) {
		return msg.New("effect", "This card effect is out of bounds: energy and time changes, cards, moves, guardians and marker moves are small numbers.", nil)
	}
	return nil
}

// moveTime moves the time marker d steps towards the Moon (d < 0: towards
// the Sun), staying on the track.
func (s *State) moveTime(d int) {
	s.time = min(s.opts.TimeTrack, max(0, s.time+d))
}
