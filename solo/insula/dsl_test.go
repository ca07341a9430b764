package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
)

// play drives an expedition in a test, failing on any refusal.
type play struct {
	t *testing.T
	s State
}

// start begins an expedition with a physical die (the tests say each face)
// and draws the starting flower of colour first.
func start(t *testing.T, opts Options, first Colour) *play {
	t.Helper()
	opts.Die.Physical = true
	s, err := New(1, opts)
	require.NoError(t, err)
	g := &play{t: t, s: s}
	require.Equal(t, AskDraw, s.Pending().Kind, "the starting flower is asked first")
	return g.do(Draw{Colour: first})
}

func (g *play) do(as ...Action) *play {
	g.t.Helper()
	for _, a := range as {
		next, err := g.s.Try(a)
		require.NoError(g.t, err, "%T %+v (pending %v)", a, a, g.s.Pending().Kind)
		g.s = next
	}
	return g
}

// refuse checks that a is refused with a message containing want, and that
// the state is unchanged.
func (g *play) refuse(a Action, want string) {
	g.t.Helper()
	before := g.s
	next, err := g.s.Try(a)
	require.Error(g.t, err, "%T %+v should be refused", a, a)
	assert.Contains(g.t, err.Error(), want)
	assert.Equal(g.t, before, next, "a refused event changes nothing")
	assert.Equal(g.t, before, g.s)
}

func (g *play) pending(k Kind) Pending {
	g.t.Helper()
	p := g.s.Pending()
	require.Equal(g.t, k, p.Kind, "pending")
	return p
}

// endRound ends the turn and rolls face (no combat).
func (g *play) endRound(face Face) *play {
	g.t.Helper()
	g.do(EndTurn{})
	g.pending(AskDie)
	return g.do(Roll{Face: face})
}

// onGuardian: round 1, you move right onto a danger tile of kind k where
// guardian gd appears, and end your turn: the combat asks your investment.
func onGuardian(t *testing.T, opts Options, k ref.Tile, gd Guardian) *play {
	t.Helper()
	g := start(t, opts, Red)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: k, Danger: true}})
	g.pending(AskGuardian)
	g.do(gd, EndTurn{})
	g.pending(AskInvest)
	return g
}

// walk moves you through dirs, one Move action a round (blank die), each
// new tile a plain tile of the expected kind.
func (g *play) walk(dirs ...Dir) *play {
	g.t.Helper()
	for _, d := range dirs {
		m := Move{Dir: d}
		for _, nb := range g.s.Neighbours() {
			if nb.Dir == d && (nb.Square == Unexplored || nb.Square == FaceDown) {
				m.Tile = &TileFace{Kind: nb.Expected}
			}
		}
		g.do(m)
		if g.s.At() == Citadel {
			return g
		}
		g.endRound(Blank)
	}
	return g
}

// toCitadelSide walks from the beach to the square right of the citadel.
func (g *play) toCitadelSide() *play {
	return g.walk(Inward, Inward, Inward, Inward, Inward, Right, Inward)
}

// gainEnergy plays a yellow flower whose effect moves the reward marker one
// space onto the extra energy symbol (no layout): +1 energy for good.
func (g *play) gainEnergy() *play {
	g.t.Helper()
	g.do(Flower{Effect: Effect{Rewards: 1}})
	g.pending(AskSymbols)
	return g.do(Symbols{Symbols: []Symbol{SymEnergy}})
}

func (g *play) energy() Energy { return g.s.Energy() }
