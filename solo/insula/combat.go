package insula

import (
	"slices"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// Outcome is how a combat ended.
type Outcome int

// The outcomes of a combat.
const (
	NoCombat Outcome = iota
	Won
	Drawn
	Lost
	// ShieldDraw is the draw the shield face forces at once (seed 004 D.1).
	ShieldDraw
)

// Battle is the last combat fought: what you invested, the face rolled, both
// sides' strengths and the outcome.
type Battle struct {
	Round   int
	Kingosh bool
	Invest  Invest
	Face    Face
	// Strength is yours (energy, red flower's bonus, the purple citadel's
	// malus and the sword), Opponent the guardians' or Kingosh's.
	Strength, Opponent int
	// Guardians is how many guardians were fought (none against Kingosh).
	Guardians int
	Outcome   Outcome
	// Reward and Drawback are the spaces the markers moved because of it.
	Reward, Drawback int
}

// LastBattle is the last combat fought; false before the first.
func (s State) LastBattle() (Battle, bool) { return s.battle, s.battle.Outcome != NoCombat }

// InCombat tells whether a combat is being fought (AskInvest, or AskDie for it).
func (s State) InCombat() bool { return s.fight.on }

// endRound starts the end of the round (seed 004 C.3, F.1): a combat on your
// tile if a guardian stands there, or against Kingosh in the citadel; else
// the fate die is rolled once anyway.
func (s *State) endRound() {
	kingosh := s.at == Citadel
	if !kingosh && !s.guarded(s.at) {
		s.pushFront(step{kind: stDie, die: DieEndOfRound})
		return
	}
	s.fight = fight{on: true, kingosh: kingosh}
	// No fury roll: G.5 gives it to "chaque aventurier qui est arrivé à la
	// citadelle après le premier", and a lone adventurer is always the
	// first (SPEC §6.2). Expeditions stored before (Rules 0) rolled on each
	// re-entry and replay so.
	var out []step
	if kingosh && s.blue() && s.opts.Rules == 0 && s.arrivals > 1 && !s.furyRolled {
		out = append(out, step{kind: stDie, die: DieFury})
	}
	s.pushFront(append(out, step{kind: stInvest}, step{kind: stDie, die: DieCombat})...)
}

func (s State) blue() bool { return s.opts.Advanced() && s.opts.Variant == ref.Blue }

func (s State) purple() bool { return s.opts.Advanced() && s.opts.Variant == ref.Purple }

// Opponent is the strength a combat where you stand faces (seed 004 F.3,
// G.2): the guardians' summed strength, or Kingosh's, plus an active white
// curse's bonus, plus 1 on a shadow tile in the advanced version.
func (s State) Opponent() int {
	n := 0
	if s.curses.White {
		n += s.curses.WhiteBonus
	}
	if s.at == Citadel {
		return n + s.KingoshStrength()
	}
	t, _ := s.TileAt(s.at)
	for _, g := range t.Guardians {
		n += g.Strength
	}
	if s.opts.Advanced() && t.Kind == ref.Shadow {
		n += ref.ShadowBonus
	}
	return n
}

// StrengthOf is your strength before the fate die in a combat where you
// stand, with this investment: energy and the red flower's bonus, less the
// purple citadel's malus against Kingosh (seed 004 F.3, G.5).
func (s State) StrengthOf(inv Invest) int {
	return inv.Energy + inv.Bonus - s.Malus()
}

// beats tells whether strength wins against opponent: more wins; in the
// advanced game equal wins too (seed 004 F.1; G.3).
func (s State) beats(strength, opponent int) bool {
	return strength > opponent || (s.opts.Advanced() && strength == opponent)
}

// LeastWinning is the least energy that, invested without a red flower,
// wins the combat now before the fate die (a sword could still add 2), at
// most the energy in Vitality; ok is false when even all of it does not.
func (s State) LeastWinning() (energy int, ok bool) {
	for e := 0; e <= s.energy.Vitality; e++ {
		if s.beats(s.StrengthOf(Invest{Energy: e}), s.Opponent()) {
			return e, true
		}
	}
	return s.energy.Vitality, false
}

// Malus is the strength the purple citadel takes from you against Kingosh
// (seed 004 G.5), 0 elsewhere.
func (s State) Malus() int {
	if s.at == Citadel && s.purple() {
		return ref.PurpleMalus
	}
	return 0
}

func (s *State) invest(a Invest) error {
	switch {
	case a.Energy < 0 || a.Energy > s.energy.Vitality:
		return msg.New("energy", "You can invest only the energy in your Vitality: {{.Max}}.", map[string]any{"Max": s.energy.Vitality})
	case a.Red < 0 || a.Red > 1:
		return msg.New("red", "You play at most one red flower in a combat.", nil)
	case a.Red > s.hand.Red:
		return msg.New("red", "You have no red flower in hand.", nil)
	case a.Bonus < 0 || a.Bonus > MaxBonus:
		return msg.New("bonus", "A red flower's bonus lies between 0 and {{.Max}}.", map[string]any{"Max": MaxBonus})
	case a.Red == 0 && (a.Bonus != 0 || a.NoReward):
		return msg.New("bonus", "Only a red flower played in the combat gives a bonus.", nil)
	}
	s.energy.Vitality -= a.Energy
	s.energy.Combat += a.Energy
	s.hand.Red -= a.Red
	s.fight.invest = a
	return nil
}

// rollAnswer takes the face of the physical die.
func (s *State) rollAnswer(st step, a Roll) error {
	if !slices.Contains(s.dieFaces(), a.Face) {
		return msg.New("face", "Your fate die has no such face.", nil)
	}
	s.face(a.Face, st.die)
	return nil
}

// face applies a face of the fate die.
func (s *State) face(f Face, why DieFor) {
	s.last = f
	s.faces++
	switch why {
	case DieEndOfRound:
		if f == Moon {
			s.moveTime(1)
		}
	case DieFury:
		s.furyRolled = true
		switch f {
		case Moon:
			s.fury = min(ref.BlueFuryMax, s.fury+1)
		case Shield:
			s.fury = ref.BlueFuryMax
		}
	case DieCombat:
		s.resolve(f)
	}
}

// resolve ends the combat with face f (seed 004 D.1, F.1, F.3; G.3, G.5).
func (s *State) resolve(f Face) {
	fg := s.fight
	inv := fg.invest
	s.fight = fight{}
	s.fights++
	b := Battle{Round: s.round, Kingosh: fg.kingosh, Invest: inv, Face: f, Opponent: s.Opponent()}
	if t, ok := s.TileAt(s.at); ok && !fg.kingosh {
		b.Guardians = len(t.Guardians)
	}
	if fg.kingosh {
		s.final = inv.Energy + inv.Bonus
	}
	if f == Shield {
		s.shieldDraw(inv, fg.kingosh)
		b.Outcome = ShieldDraw
		s.battle = b
		return
	}
	own := s.StrengthOf(inv)
	b.Strength = own
	switch f {
	case Sword:
		b.Strength += ref.SwordBonus
	case Moon:
		s.moveTime(1)
	}
	s.energy.Fatigue += s.energy.Combat
	s.energy.Combat = 0
	switch {
	case s.beats(b.Strength, b.Opponent):
		b.Outcome = Won
		b.Reward = s.win(fg.kingosh, own, inv)
	case b.Strength == b.Opponent:
		b.Outcome = Drawn
	default:
		b.Outcome = Lost
		b.Drawback = s.defeat(fg.kingosh)
	}
	s.battle = b
}

// shieldDraw: the combat ends at once in a draw; one invested energy goes
// to Fatigue, the rest back to Vitality, the red flower back to hand (seed
// 004 D.1).
func (s *State) shieldDraw(inv Invest, kingosh bool) {
	tired := min(ref.ShieldFatigue, s.energy.Combat)
	s.energy.Fatigue += tired
	s.energy.Vitality += s.energy.Combat - tired
	s.energy.Combat = 0
	s.hand.Red += inv.Red
	if kingosh && s.blue() {
		s.fury = ref.BlueStartStrength // the fury resets (G.5), rules 0 only moved it
	}
}

// win: Kingosh defeated ends the expedition; guardians beaten leave the tile
// and, unless your own strength was zero or a card forbids it, the reward
// marker moves by their rewards summed (seed 004 F.3).
func (s *State) win(kingosh bool, own int, inv Invest) int {
	if kingosh {
		s.ending = KingoshDefeated
		return 0
	}
	i := s.tileIndex(s.at)
	if i < 0 {
		return 0
	}
	t := s.tiles[i]
	reward := 0
	for _, g := range t.Guardians {
		reward += s.RewardOf(g)
	}
	t.Guardians = nil
	s.setTile(i, t)
	if own <= 0 || inv.NoReward {
		return 0
	}
	s.pushFront(step{kind: stMarker, circle: RewardCircle, n: reward})
	return reward
}

// defeat: the drawback marker moves by the drawbacks summed; advanced, you
// are first pushed back one tile (G.3); base, only if a drawback cannot be
// applied (F.3).
func (s *State) defeat(kingosh bool) int {
	drawback := s.opts.KingoshDrawback
	if kingosh && s.blue() {
		s.fury = ref.BlueStartStrength
	}
	if !kingosh {
		drawback = 0
		t, _ := s.TileAt(s.at)
		for _, g := range t.Guardians {
			drawback += g.Drawback
		}
	}
	mark := step{kind: stMarker, circle: DrawbackCircle, n: drawback, combat: true}
	if s.opts.Advanced() {
		s.pushFront(step{kind: stPushback}, mark)
	} else {
		s.missed = false
		s.pushFront(mark, step{kind: stPushIfMiss})
	}
	return drawback
}

// nightfall: at the end of the round, after the combats, the island wins if
// the time marker is on the Moon and Kingosh lives (seed 004 E.2); else the
// next round begins.
func (s *State) nightfall() {
	if s.time >= s.opts.TimeTrack {
		s.ending = Nightfall
		return
	}
	s.round++
	s.taken = nil
	s.cardMoves, s.through = 0, false
}

// RewardOf is what beating guardian g alone earns (seed 004 F.3, G.3): base,
// its printed (big) reward; advanced, G.3's table, whose row for one
// adventurer gives a guardian of strength 3 to 7 that strength (the
// example, "trois aventuriers … un gardien avec une force de 5", indexes
// the table by the guardian's strength). For a strength outside the table
// the printed card decides: its big reward.
func (s State) RewardOf(g Guardian) int {
	if s.opts.Advanced() && s.opts.Rules >= CurrentRules {
		if r, ok := AloneReward(g.Strength); ok {
			return r
		}
	}
	return g.Reward
}

// G.3's table covers guardians of strength 3 to 7.
const (
	g3MinStrength = 3
	g3MaxStrength = 7
)

// AloneReward is G.3's reward for one adventurer beating a guardian of this
// strength; false outside the table (strengths 3 to 7).
func AloneReward(strength int) (int, bool) {
	if strength < g3MinStrength || strength > g3MaxStrength {
		return 0, false
	}
	return strength, true
}
