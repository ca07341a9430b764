package insula

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// fuzzSeeds are valid events of every type, and broken ones.
var fuzzSeeds = []struct{ typ, payload string }{
	{TypeRest, `{}`}, {TypeFlower, `{"draw":true}`}, {TypeFlower, `{"effect":{"energy":3,"moves":2,"through":true}}`},
	{TypeCurse, `{"slot":"move","white":true,"bonus":1}`}, {TypeMove, `{"dir":"inward","tile":{"kind":"shadow","danger":true}}`},
	{TypeMove, `{"dir":"left","card":true}`}, {TypeEase, `{"rest":true}`}, {TypeGreen, `{"effect":{"time":-2}}`},
	{TypeEndTurn, `{}`}, {TypeInvest, `{"energy":4,"red":1,"bonus":2}`}, {TypeRoll, `{"face":"moon"}`},
	{TypeExplore, `{"tile":{"kind":"light","pond":true}}`}, {TypeGuardian, `{"strength":4,"reward":3,"small":1,"drawback":2}`},
	{TypeSymbols, `{"symbols":["time","flower","energy"]}`}, {TypePick, `{"symbol":"curse"}`},
	{TypeDraw, `{"colour":"red","discard":"yellow"}`}, {TypeDiscard, `{"colour":"green"}`}, {TypeLose, `{"from":"fatigue"}`},
	{TypeCurseSlot, `{"slot":"rest"}`},
	{TypeMove, `{"dir":"up"}`}, {TypeRest, `{"x":1}`}, {TypeRoll, `{"face":"moon"} {}`}, {"nope", `{}`}, {TypeInvest, `{"energy":-3}`},
	{TypeLose, `{"from":"combat"}`}, {TypeSymbols, `{"symbols":[""]}`}, {TypeMove, `null`}, {TypeDraw, `[]`},
}

// Decode never panics; what it accepts encodes back to an event that
// decodes to the same action.
func FuzzDecode(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s.typ, []byte(s.payload))
	}
	f.Fuzz(func(t *testing.T, typ string, payload []byte) {
		a, err := Decode(data.Event{Type: typ, Payload: payload})
		if err != nil {
			_, ok := asMsg(err)
			assert.True(t, ok, "a player-readable refusal: %v", err)
			return
		}
		e, err := Encode(a)
		require.NoError(t, err)
		b, err := Decode(e)
		require.NoError(t, err)
		assert.Equal(t, a, b)
	})
}

// Apply never panics on any event in any state reached by a random valid
// expedition: a refusal leaves the state exactly as it was, an accepted
// event keeps the energy circle summing to the adventurer's tokens, and
// Describe says something.
func FuzzApply(f *testing.F) {
	for i, s := range fuzzSeeds {
		f.Add(uint64(i), uint8(i*7), s.typ, []byte(s.payload))
	}
	opts := randomOptions()
	f.Fuzz(func(t *testing.T, seed uint64, at uint8, typ string, payload []byte) {
		o := opts[seed%uint64(len(opts))]
		_, states := randomExpedition(t, seed, o, int(at))
		s := states[len(states)-1]
		before := s
		e := data.Event{Type: typ, Payload: payload}
		next, err := Apply(s, e)
		if err != nil {
			_, ok := asMsg(err)
			assert.True(t, ok, "a player-readable refusal: %v", err)
			assert.Equal(t, before, next)
			assert.Equal(t, before, s)
			return
		}
		en := next.Energy()
		assert.Equal(t, en.Total(), en.Vitality+en.Fatigue+en.Combat)
		assert.GreaterOrEqual(t, min(en.Vitality, en.Fatigue, en.Combat), 0)
		assert.NotEmpty(t, Engine().Describe(before, e).Text)
		assert.Equal(t, before, s, "Apply does not change its input")
	})
}

// Options from JSON never panic; valid ones round-trip.
func FuzzOptions(f *testing.F) {
	for _, o := range randomOptions() {
		b, err := json.Marshal(o)
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add([]byte(`{"version":"advanced","variant":"green","time_track":5}`))
	f.Add([]byte(`{"version":"base","time_track":5,"die":{"physical":true},"reward_circle":[["time/flower/energy"],[]]}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := newFromJSON(7, b)
		if err != nil {
			_, ok := asMsg(err)
			assert.True(t, ok, "a player-readable refusal: %v", err)
			return
		}
		raw, err := json.Marshal(s.Options())
		require.NoError(t, err)
		again, err := newFromJSON(7, raw)
		require.NoError(t, err)
		assert.Equal(t, s, again)
	})
}

// Random garbage events thrown at random states, many at once: the
// property FuzzApply checks, without the fuzzing engine.
func TestApply_RandomEventsNeverBreakTheBooks(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 5))
	for i, o := range randomOptions() {
		_, states := randomExpedition(t, uint64(i), o, 300)
		for _, s := range states {
			for range 3 {
				sd := fuzzSeeds[r.IntN(len(fuzzSeeds))]
				before := s
				next, err := Apply(s, data.Event{Type: sd.typ, Payload: json.RawMessage(sd.payload)})
				if err != nil {
					require.Equal(t, before, next)
					continue
				}
				en := next.Energy()
				require.Equal(t, en.Total(), en.Vitality+en.Fatigue+en.Combat)
			}
		}
	}
}
