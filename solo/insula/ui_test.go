package insula_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
	"hearth/solo/insula"
)

// table plays the part of the player at the table for a UI written against
// the exported API only: every decision reads the State (Pending, Allowed,
// Neighbours, Energy, Hand, Curses), as the lead's UI does.
type table struct {
	// combatFace and roundFace are what the physical fate die shows in
	// combat and outside it; stay keeps the adventurer on the beach.
	combatFace, roundFace insula.Face
	stay                  bool
}

// next builds a valid next action from the State alone.
func (tb table) next(s insula.State) insula.Action {
	p := s.Pending()
	switch p.Kind {
	case insula.AskTurn:
		return tb.turn(s)
	case insula.AskTile:
		return insula.Explore{Tile: insula.TileFace{Kind: p.Expected}}
	case insula.AskGuardian:
		return insula.Guardian{Strength: 1, Reward: 2, Small: 1, Drawback: 1}
	case insula.AskSymbols:
		if p.Circle == insula.RewardCircle {
			return insula.Symbols{Symbols: []insula.Symbol{insula.SymEnergy}}
		}
		return insula.Symbols{}
	case insula.AskPick:
		return insula.Pick{Symbol: p.Symbols[0]}
	case insula.AskDraw:
		if p.MustDiscard {
			return insula.Draw{Colour: insula.Red, Discard: &p.Colours[0]}
		}
		return insula.Draw{Colour: insula.Red}
	case insula.AskDiscard:
		return insula.Discard{Colour: p.Colours[0]}
	case insula.AskLose:
		return insula.Lose{From: p.Pools[1]}
	case insula.AskCurseSlot:
		return insula.CurseSlot{Slot: p.Slots[0]}
	case insula.AskInvest:
		return insula.Invest{Energy: p.MaxEnergy}
	case insula.AskDie:
		if p.For == insula.DieCombat {
			return insula.Roll{Face: tb.combatFace}
		}
		return insula.Roll{Face: tb.roundFace}
	}
	return nil
}

// turn: play curses off the Move slot, rest when tired, else head for the
// citadel (exploring a danger tile first, to earn the advanced version's
// extra energy), and end the turn.
func (tb table) turn(s insula.State) insula.Action {
	if tb.stay {
		return insula.EndTurn{}
	}
	if s.Curses().Move && s.Allowed(insula.ActCurse) == nil {
		return insula.Curse{Slot: insula.ActMove}
	}
	e := s.Energy()
	if e.Vitality < 6 && e.Fatigue > 0 && s.Allowed(insula.ActRest) == nil && s.RestValue() > 1 {
		return insula.Rest{}
	}
	if s.Allowed(insula.ActMove) != nil || len(s.Turn().Taken) > 0 {
		return insula.EndTurn{}
	}
	best, bestDist := insula.Neighbour{}, 1<<30
	for _, nb := range s.Neighbours() {
		if nb.Move == nil && distance(nb.At) < bestDist {
			best, bestDist = nb, distance(nb.At)
		}
	}
	if bestDist == 1<<30 {
		return insula.EndTurn{}
	}
	m := insula.Move{Dir: best.Dir}
	if best.Square == insula.Unexplored || best.Square == insula.FaceDown {
		m.Tile = &insula.TileFace{Kind: best.Expected, Danger: s.Energy().Gained == 0}
	}
	return m
}

func distance(p insula.Position) int {
	dx, dy := p.X-insula.Citadel.X, p.Y-insula.Citadel.Y
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	if p.X == insula.Citadel.X && p.Y < insula.Citadel.Y {
		return dy + 2
	}
	return dx + dy
}

// A UI can drive an expedition to both endings from the State alone, in
// every version and variant (SPEC §6.2).
func TestUI_DrivesBothEndingsFromStateAlone(t *testing.T) {
	die := insula.DieFaces{Physical: true, Shield: 1, Sword: 1, Moon: 1, Blank: 3}
	for _, o := range []insula.Options{
		{Version: ref.Base, TimeTrack: 20, Die: die},
		{Version: ref.Advanced, Variant: ref.Purple, TimeTrack: 20, Die: die},
		{Version: ref.Advanced, Variant: ref.Blue, TimeTrack: 20, Die: die},
	} {
		for _, c := range []struct {
			tb   table
			want insula.Ending
		}{
			{table{combatFace: insula.Sword, roundFace: insula.Blank}, insula.KingoshDefeated},
			{table{combatFace: insula.Moon, roundFace: insula.Moon, stay: true}, insula.Nightfall},
		} {
			s, err := insula.New(42, o)
			require.NoError(t, err)
			for i := 0; i < 1000 && !s.Over(); i++ {
				a := c.tb.next(s)
				require.NotNil(t, a)
				s, err = s.Try(a)
				require.NoError(t, err, "%T %+v", a, a)
			}
			assert.Equal(t, c.want, s.Ending(), "%s %s", o.Version, o.Variant)
			sum := insula.Summary(s)
			assert.Equal(t, c.want, sum.Ending)
			assert.Equal(t, s.Round(), sum.Rounds)
			if c.want == insula.KingoshDefeated {
				assert.Positive(t, sum.FinalStrength)
			}
			assert.Equal(t, insula.Finished, s.Pending().Kind)
		}
	}
}
