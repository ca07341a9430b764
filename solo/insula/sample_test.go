package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/insula"
)

// Seed 004 D.3: a red flower's bonus is what the card prints, 0 to
// MaxBonus; more is refused with the bound.
func TestCombat_RedFlowerBonusBound(t *testing.T) {
	g := onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 5, Reward: 2, Drawback: 1})
	g.refuse(Invest{Energy: 1, Red: 1, Bonus: MaxBonus + 1}, "A red flower's bonus lies between 0 and 200.")
	g.do(Invest{Energy: 1, Red: 1, Bonus: MaxBonus})
}

// Seed 004 G.3 (advanced "Apaiser"): resting crosses no thorns.
func TestEase_RestCrossesNoThorns(t *testing.T) {
	g := start(t, advOpts(ref.Purple), Yellow)
	g.refuse(Ease{Rest: true, Thorns: true}, "Resting crosses no thorns.")
}

// The time track must be counted on the player's copy: none entered yet
// is asked for, not refused as "you entered 0".
func TestOptions_TimeTrackNotEnteredYet(t *testing.T) {
	o := baseOpts()
	o.TimeTrack = 0
	err := o.Validate()
	require.Error(t, err)
	assert.Equal(t, "Count the steps of the time counter from the Sun to the Moon (3 to 30) and enter them.", err.Error())
}

// A stored energy loss names Vitality or Fatigue; anything else is refused.
func TestDecode_LoseFromAnUnknownCircle(t *testing.T) {
	_, err := Decode(data.Event{Type: TypeLose, Payload: []byte(`{"from":"combat"}`)})
	require.Error(t, err)
	assert.Equal(t, "An energy lost for good comes from Vitality or Fatigue.", err.Error())
}

// The session log tells a rest as a rest, not as a move.
func TestDescribe_Rest(t *testing.T) {
	g := start(t, baseOpts(), Yellow)
	assert.Contains(t, Describe(g.s, Rest{}).String(), "Round 1 — rested")
}
