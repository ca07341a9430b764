package insula

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/insula"
)

// A card's effect is refused past the bounds of what a card prints (seed
// 004 F.10): each count on its own, not only when several are too large.
func TestEffect_EachBoundOnItsOwn(t *testing.T) {
	for _, e := range []Effect{{Draw: MaxEffectCards + 1}, {Discard: MaxEffectCards + 1}, {Moves: MaxEffectMoves + 1}, {Energy: MaxEffectEnergy + 1}} {
		g := start(t, baseOpts(), Yellow)
		g.refuse(Flower{Effect: e}, "This card effect is out of bounds")
	}
}

// The options' version is base or advanced (seed 004 A, G); a stored
// expedition naming another is refused, not read as the base game; a
// layout's choice offers 2 or 3 symbols (F.5), never none nor four.
func TestOptions_VersionAndChoices(t *testing.T) {
	b, err := json.Marshal(baseOpts())
	require.NoError(t, err)
	var o Options
	require.NoError(t, json.Unmarshal(b, &o))
	bad := strings.Replace(string(b), `"base"`, `"expert"`, 1)
	require.NotEqual(t, string(b), bad)
	assert.Error(t, json.Unmarshal([]byte(bad), &o))

	for _, choice := range []Entry{{}, {SymTime, SymFlower, SymEnergy, SymTime}} {
		opts := baseOpts()
		opts.RewardCircle = append(Layout{Space{choice}}, testReward[1:]...)
		_, err := New(1, opts)
		assert.Error(t, err, "%v", choice)
	}
}

// A face-down tile is the kind its pile gave (seed 004 G.2): a move onto it
// naming the other kind is refused; advanced, the squares before the shadow
// line are expected light.
func TestMove_FaceDownTileKind(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Red)
	var faceDown *Neighbour
	for _, nb := range g.s.Neighbours() {
		if nb.Square == FaceDown {
			faceDown = &nb
		}
		if nb.Square == Unexplored {
			assert.Equal(t, ref.Light, nb.Expected, "%+v", nb)
		}
	}
	require.NotNil(t, faceDown)
	other := ref.Shadow
	if faceDown.Expected == ref.Shadow {
		other = ref.Light
	}
	g.refuse(Move{Dir: faceDown.Dir, Tile: &TileFace{Kind: other}}, "This face-down tile is a")
}

// The log says a move onto an explored square as a move, not as exploring,
// and a combat's roll as the combat (SPEC §3 session log).
func TestDescribe_MovesAndCombat(t *testing.T) {
	g := start(t, baseOpts(), Red)
	g.walk(Right, Right)
	assert.Equal(t, "Round 3 — moved left", Describe(g.s, Move{Dir: Left}).String())

	g = onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 6, Reward: 1, Drawback: 1})
	g.do(Invest{Energy: 0})
	assert.Contains(t, Describe(g.s, Roll{Face: Blank}).String(), "Round 1 — combat: ")
}

// Pushed back onto an unexplored square, the question lists the kinds of
// tile that can lie there (seed 004 F.2).
func TestPushedBack_TileQuestionListsKinds(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Red)
	g.walk(Inward, Inward)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}})
	g.do(Guardian{Strength: 6, Reward: 1, Drawback: 1}, EndTurn{}, Invest{Energy: 0}, Roll{Face: Blank})
	p := g.pending(AskTile)
	assert.NotEmpty(t, p.Kinds)
	assert.Contains(t, p.Kinds, p.Expected)
}

// Advanced, the five tiles laid face down at setup (seed 004 G.1) are out of
// the island pile: IslandPile − 5 squares remain to explore before no new
// square can be entered (F.4).
func TestNew_AdvancedFaceDownTilesLeaveThePile(t *testing.T) {
	s, err := New(1, advOpts(ref.Purple))
	require.NoError(t, err)
	assert.Equal(t, ref.AdvancedLightTiles+ref.AdvancedShadowTiles, s.explored)
	s, err = New(1, baseOpts())
	require.NoError(t, err)
	assert.Zero(t, s.explored)
}
