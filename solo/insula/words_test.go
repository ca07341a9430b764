package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"

	ref "hearth/data/insula"
)

// The combat's question and its card count the guardians fought (issue 32
// §5: "Combat contre les gardiens" was said of one guardian), one and two.
func TestWords_CombatCountsItsGuardians(t *testing.T) {
	gd := Guardian{Strength: 2, Reward: 2, Small: 1, Drawback: 1}
	one := onGuardian(t, baseOpts(), ref.Light, gd)
	p := one.s.Pending()
	n, counted := p.Label.Count()
	assert.True(t, counted)
	assert.Equal(t, 1, n)
	assert.Equal(t, "Combat against {{.Count}} guardians (strength {{.Strength}}): how much energy do you invest, and do you play a red flower?", p.Label.Text)
	assert.Equal(t, 2, p.Label.Args["Strength"])
	one.do(Invest{Energy: 4}, Roll{Face: Blank})
	b, _ := one.s.LastBattle()
	assert.Equal(t, 1, b.Guardians)

	two := start(t, baseOpts(), Yellow)
	two.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}}, gd)
	two.do(Flower{Effect: Effect{Guardians: 1}}, gd, EndTurn{})
	p = two.pending(AskInvest)
	n, _ = p.Label.Count()
	assert.Equal(t, 2, n)
	assert.Equal(t, "Combat against 2 guardians (strength 4): how much energy do you invest, and do you play a red flower?", p.Label.String())
	// the one form is the translation's "#one" key (ui/translations/insulasolo.*.json)
	two.do(Invest{Energy: 5}, Roll{Face: Blank})
	b, _ = two.s.LastBattle()
	assert.Equal(t, 2, b.Guardians)

	k := Battle{Kingosh: true}
	assert.Zero(t, k.Guardians, "none against Kingosh")
}

// A guardian's log line gives its small reward too (issue 32 §5: it told
// the big one alone), as printed: strength, rewards big/small, drawback.
func TestWords_GuardianLineGivesBothRewards(t *testing.T) {
	g := start(t, baseOpts(), Red)
	g.do(Move{Dir: Right, Tile: &TileFace{Kind: ref.Light, Danger: true}})
	line := Describe(g.s, Guardian{Strength: 4, Reward: 3, Small: 1, Drawback: 2})
	assert.Equal(t, "Round 1 — a guardian appears: strength 4, rewards 3/1, drawback 2", line.String())
}
