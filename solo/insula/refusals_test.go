package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

func asMsg(err error) (*msg.Error, bool) { return msg.As(err) }

// Everything the brief lists as refused is refused with a sentence and
// changes nothing (seed 004 sections in each case's name).
func TestRefusals(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(*play)
		a     Action
		want  string
	}{
		{"C.1/F.8: the same action twice", func(g *play) { g.do(Rest{}) }, Rest{}, "already taken the Rest action"},
		{"C.1/F.8: a second action without energy", func(g *play) { g.do(Flower{Effect: Effect{Energy: -6}}) }, Rest{}, "Vitality is empty"},
		{"F.8: a third action", func(g *play) { g.do(Rest{}, Move{Dir: Right, Tile: &TileFace{}}) }, Curse{Slot: ActMove}, "two actions"},
		{"B.11: a blocked action", func(g *play) {
			g.do(Flower{Effect: Effect{Drawbacks: 1}}, Symbols{Symbols: []Symbol{SymCurse}}, CurseSlot{Slot: ActMove})
		}, Move{Dir: Right, Tile: &TileFace{}}, "A curse blocks the Move action"},
		{"C.1: a curse from an empty slot", nil, Curse{Slot: ActRest}, "No curse lies on your sheet"},
		{"C.1: picking a flower off a meadow", nil, Flower{Draw: true}, "only on a meadow"},
		{"F.10: a green flower not in hand", func(g *play) { g.do(Flower{}) }, PlayGreen{}, "no green flower"},
		{"F.10: a sixth flower without a discard", func(g *play) {
			g.do(Flower{Effect: Effect{Draw: 5, Rewards: 1}}, Draw{Colour: Red}, Draw{Colour: Red}, Draw{Colour: Red}, Draw{Colour: Red}, Draw{Colour: Red})
			g.do(Symbols{Symbols: []Symbol{SymFlower}})
		}, Draw{Colour: Red}, "hand is full"},
		{"F.4: into the sea", nil, Move{Dir: Shoreward}, "sea"},
		{"F.4: an unexplored square needs its tile", nil, Move{Dir: Right}, "unexplored"},
		{"F.4: an explored square takes no tile", func(g *play) { g.walk(Right) }, Move{Dir: Left, Tile: &TileFace{}}, "already explored"},
		{"F.4/F.7: inward off a guarded tile", func(g *play) {
			g.do(Move{Dir: Right, Tile: &TileFace{Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, Flower{Effect: Effect{Moves: 1}})
		}, Move{Dir: Inward, Card: true, Tile: &TileFace{}}, "unbeaten guardian"},
		{"F.1: investing energy not in Vitality", func(g *play) {
			g.do(Move{Dir: Right, Tile: &TileFace{Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{})
		}, Invest{Energy: 7}, "only the energy in your Vitality"},
		{"F.1 2: a red flower not in hand", func(g *play) {
			g.do(Move{Dir: Right, Tile: &TileFace{Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{})
		}, Invest{Energy: 1, Red: 1}, "no red flower"},
		{"F.1 2: a bonus without a red flower", func(g *play) {
			g.do(Move{Dir: Right, Tile: &TileFace{Danger: true}}, Guardian{Strength: 3, Reward: 1, Drawback: 1}, EndTurn{})
		}, Invest{Energy: 1, Bonus: 2}, "Only a red flower"},
		{"an action while a question waits", func(g *play) { g.do(Flower{Effect: Effect{Draw: 1}}) }, EndTurn{}, "Answer the current question first"},
		{"an answer nobody asked", nil, Pick{Symbol: SymTime}, "Nothing is being asked"},
		{"the wrong answer", func(g *play) { g.do(Flower{Effect: Effect{Draw: 1}}) }, Discard{Colour: Red}, "does not fit"},
		{"a guardian out of bounds", func(g *play) { g.do(Move{Dir: Right, Tile: &TileFace{Danger: true}}) }, Guardian{Strength: 0, Reward: 1}, "strength lies between 1"},
		{"a card effect out of bounds", nil, Flower{Effect: Effect{Energy: 99}}, "out of bounds"},
		{"E.2: anything after the end", func(g *play) {
			g.do(Flower{Effect: Effect{Time: 5}})
			for range 5 {
				g.do(EndTurn{}, Roll{Face: Moon})
			}
		}, EndTurn{}, "over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := start(t, baseOpts(), Yellow)
			if c.setup != nil {
				c.setup(g)
			}
			g.refuse(c.a, c.want)
		})
	}
}

// The fate die's faces are checked: a physical die with known faces refuses
// a face it does not have; a virtual die is never asked (SPEC §6.2).
func TestRefusals_Die(t *testing.T) {
	opts := baseOpts()
	opts.Die = DieFaces{Physical: true, Sword: 2, Moon: 1, Blank: 3}
	g := start(t, opts, Yellow)
	g.do(EndTurn{})
	assert.Equal(t, []Face{Sword, Moon, Blank}, g.pending(AskDie).Faces)
	g.refuse(Roll{Face: Shield}, "no such face")

	s, err := New(3, baseOpts())
	assert.NoError(t, err)
	s, err = s.Try(Draw{Colour: Red})
	assert.NoError(t, err)
	s, err = s.Try(EndTurn{})
	assert.NoError(t, err)
	assert.Equal(t, AskTurn, s.Pending().Kind, "the virtual die rolled by itself")
	assert.Equal(t, 2, s.Round())
	_, err = s.Try(Roll{Face: Moon})
	assert.ErrorContains(t, err, "Nothing is being asked")
}

// Options are validated with sentences naming the field (SPEC §1.4, §8).
func TestOptions_Validate(t *testing.T) {
	ok := baseOpts()
	for _, c := range []struct {
		name  string
		edit  func(*Options)
		field string
	}{
		{"time track too short", func(o *Options) { o.TimeTrack = 2 }, "time_track"},
		{"time track missing", func(o *Options) { o.TimeTrack = 0 }, "time_track"},
		{"time track too long", func(o *Options) { o.TimeTrack = 31 }, "time_track"},
		{"virtual die without faces", func(o *Options) { o.Die = DieFaces{} }, "die"},
		{"negative face", func(o *Options) { o.Die.Moon = -1 }, "die"},
		{"too many faces", func(o *Options) { o.Die.Blank = 40 }, "die"},
		{"advanced without variant", func(o *Options) { o.Version, o.Variant = ref.Advanced, 9 }, "variant"},
		{"unknown version", func(o *Options) { o.Version = 5 }, "version"},
		{"short circle", func(o *Options) { o.RewardCircle = Layout{{}} }, "reward_circle"},
		{"drawback on the reward circle", func(o *Options) { o.RewardCircle = Layout{{{SymCurse}}, {}} }, "reward_circle"},
		{"guardian on a base sheet", func(o *Options) { o.DrawbackCircle = Layout{{{SymGuardian}}, {}} }, "drawback_circle"},
		{"Kingosh drawback", func(o *Options) { o.KingoshDrawback = -1 }, "kingosh_drawback"},
	} {
		o := ok
		c.edit(&o)
		_, err := New(1, o)
		m, isMsg := asMsg(err)
		if assert.True(t, isMsg, c.name) {
			assert.Equal(t, c.field, m.Field, c.name)
		}
	}
	phys := ok
	phys.Die = DieFaces{Physical: true}
	_, err := New(1, phys)
	assert.NoError(t, err, "a physical die may leave its faces unknown")
}
