package insula

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/insula"
)

// A correction sets the energy circle as counted on the table (issue 32
// §6): in place, at any question, taking no turn; more or fewer tokens
// count as gained or lost for good; Combat only once invested, and the
// investment follows it; the same energy, a negative or huge count, or
// Combat outside a combat are refused and change nothing.
func TestCorrect_SetsTheEnergyCircle(t *testing.T) {
	g := start(t, baseOpts(), Red)
	g.do(Correct{Vitality: 4, Fatigue: 2})
	assert.Equal(t, Energy{Vitality: 4, Fatigue: 2}, g.energy(), "the same six tokens moved")
	assert.Equal(t, AskTurn, g.s.Pending().Kind)
	assert.Empty(t, g.s.Turn().Taken, "no action taken")
	g.do(Correct{Vitality: 5, Fatigue: 2})
	assert.Equal(t, Energy{Vitality: 5, Fatigue: 2, Gained: 1}, g.energy(), "a seventh token is gained for good")
	g.do(Correct{Vitality: 3, Fatigue: 2})
	assert.Equal(t, Energy{Vitality: 3, Fatigue: 2, Gained: 1, Lost: 2}, g.energy(), "two tokens lost for good")
	assert.Equal(t, 5, g.energy().Total())

	g.refuse(Correct{Vitality: 3, Fatigue: 2}, "nothing to correct")
	g.refuse(Correct{Vitality: -1, Fatigue: 2}, "from 0 to 30")
	g.refuse(Correct{Vitality: 31}, "from 0 to 30")
	g.refuse(Correct{Vitality: 3, Fatigue: 2, Combat: 1}, "only in a combat")
}

// In a combat, once invested, Combat may be corrected and your strength is
// what it holds (seed 004 F.1: the energy moved to Combat is your strength).
func TestCorrect_CombatFollowsTheInvestment(t *testing.T) {
	g := onGuardian(t, baseOpts(), ref.Light, Guardian{Strength: 3, Reward: 2, Small: 1, Drawback: 1})
	g.refuse(Correct{Vitality: 2, Combat: 4}, "only in a combat") // not invested yet
	g.do(Invest{Energy: 2})
	g.pending(AskDie)
	g.do(Correct{Vitality: 2, Combat: 4})
	assert.True(t, g.s.Invested())
	g.do(Roll{Face: Blank})
	b, _ := g.s.LastBattle()
	assert.Equal(t, 4, b.Strength, "4 invested after the correction")
	assert.Equal(t, Won, b.Outcome)
	assert.Equal(t, Energy{Vitality: 2, Fatigue: 4}, g.energy())
}

// A correction is an event like the others: decoded from its payload,
// told in the log, replayed to the same state; Undo is the runner's.
func TestCorrect_StoredAndTold(t *testing.T) {
	g := start(t, baseOpts(), Red)
	ev, err := Encode(Correct{Vitality: 5, Fatigue: 2})
	require.NoError(t, err)
	assert.JSONEq(t, `{"vitality": 5, "fatigue": 2, "combat": 0}`, string(ev.Payload))
	a, err := Decode(data.Event{Type: TypeCorrect, Payload: json.RawMessage(`{"vitality": 5, "fatigue": 2, "combat": 0}`)})
	require.NoError(t, err)
	assert.Equal(t, Correct{Vitality: 5, Fatigue: 2}, a)
	_, err = Decode(data.Event{Type: TypeCorrect, Payload: json.RawMessage(`{"vitality": 5, "gained": 1}`)})
	assert.Error(t, err, "unknown keys are refused")

	line := Describe(g.s, Correct{Vitality: 5, Fatigue: 2})
	assert.Equal(t, "Round 1 — energy corrected: Vitality 5, Fatigue 2, Combat 0; 6 tokens become 7", line.String())
	line = Describe(g.s, Correct{Vitality: 4, Fatigue: 2})
	assert.Equal(t, "Round 1 — energy corrected: Vitality 4, Fatigue 2, Combat 0", line.String())

	opts := baseOpts()
	opts.Die.Physical = true
	events := []data.Event{}
	for _, a := range []Action{Draw{Colour: Red}, Correct{Vitality: 5, Fatigue: 2}, Rest{}} {
		e, err := Encode(a)
		require.NoError(t, err)
		events = append(events, e)
	}
	s, err := Replay(1, opts, events)
	require.NoError(t, err)
	assert.Equal(t, Energy{Vitality: 7, Gained: 1}, s.Energy(), "rested +3, up to what Fatigue held")
}
