package lueur

import (
	"encoding/json"
	"sort"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
	"hearth/data/msg"
)

var (
	poolOnce sync.Once
	pool     []State
)

// statePool holds states from every phase of a few random journeys, virtual
// and physical, both sides, with and without saved score tracks.
func statePool(t testing.TB) []State {
	poolOnce.Do(func() {
		for seed := uint64(0); seed < 8; seed++ {
			_, states := journey(t, seed, optionsFor(seed))
			pool = append(pool, states...)
		}
	})
	return pool
}

// types lists the event types in a fixed order.
func types() []string {
	var out []string
	for k := range decoders {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func seedCorpus(f *testing.F) {
	for _, a := range []Action{
		Take{Slot: ref.Air, Companion: Recruit{Name: "Sketal", Die: AnyDie, Pick: colour(ref.Red), Kaar: true, Reroll: true, Fireflies: 2}, MoveBlack: el(ref.Fire), BlackSlot: el(ref.Water)},
		Roll{Faces: faces(ref.FaceFire, ref.FaceLight, ref.FaceCurse)},
		Reroll{Source: Source{Source: FromTrack, To: intp(3)}, Dice: []int{0, 1}, Faces: faces(ref.FaceAir, ref.FaceSmallSteps)},
		Reroll{Source: Source{Source: FromCompanion, Companion: 2}, Dice: []int{1}},
		SetFace{Sources: []Source{{Source: FromToken}, {Source: FromToken}, {Source: FromCompanion, Companion: 1}}, Die: 1, Face: ref.FaceWater},
		Freeze{}, Resolved{}, Lap{},
		Effect{Change: Change{Light: -3, Rerolls: 2, SmallSteps: -1, Fireflies: 1, Spells: 1, Lost: []int{1}}, Gained: &Recruit{Kaar: true}, BlackSlot: el(ref.Earth)},
		Travel{Change: Change{SmallSteps: -2}, Camp: intp(4)},
		Travel{Boat: 3, Island: 5},
		Evening{Faces: faces(ref.FaceEarth)},
	} {
		e, err := Encode(a)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(uint16(0), e.Type, []byte(e.Payload))
	}
	f.Add(uint16(3), "take", []byte(`{"slot":"fire","companion":{"die":"any"},"x":1}`))
	f.Add(uint16(9), "roll", []byte(`{"faces":["fire"]} []`))
	f.Add(uint16(5), "reroll", []byte(`{"source":"track","to":-4,"dice":[0]}`))
	f.Add(uint16(5), "effect", []byte(`{"light":9223372036854775807}`))
	f.Add(uint16(5), "travel", []byte(`null`))
}

// FuzzDecode: any type and payload is decoded or refused with a *msg.Error,
// never a panic; what decodes encodes again and decodes to the same action.
func FuzzDecode(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, _ uint16, typ string, payload []byte) {
		a, err := Decode(data.Event{Type: typ, Payload: payload})
		if err != nil {
			_, ok := msg.As(err)
			require.True(t, ok, "a refusal is a sentence: %v", err)
			return
		}
		e, err := Encode(a)
		require.NoError(t, err)
		b, err := Decode(e)
		require.NoError(t, err)
		again, err := Encode(b)
		require.NoError(t, err)
		require.JSONEq(t, string(e.Payload), string(again.Payload))
	})
}

// FuzzApply: random event types and payloads applied to states from every
// phase never panic; a refusal is a *msg.Error and leaves the state as it
// was; an accepted event keeps the journey within the rules.
func FuzzApply(f *testing.F) {
	seedCorpus(f)
	f.Fuzz(func(t *testing.T, at uint16, typ string, payload []byte) {
		states := statePool(t)
		s := states[int(at)%len(states)]
		if len(typ) > 0 && typ[0] >= '0' && typ[0] <= '9' {
			typ = types()[int(typ[0]-'0')%len(decoders)] // reach every type often
		}
		before := snapshot(s)
		next, err := Apply(s, data.Event{Type: typ, Payload: payload})
		require.Equal(t, before, snapshot(s), "Apply left its input alone")
		if err != nil {
			_, ok := msg.As(err)
			require.True(t, ok, "a refusal is a sentence: %v", err)
			return
		}
		checkInvariants(t, next)
		_ = Describe(s, mustDecode(t, typ, payload)).String()
	})
}

func mustDecode(t *testing.T, typ string, payload []byte) Action {
	a, err := Decode(data.Event{Type: typ, Payload: payload})
	require.NoError(t, err)
	return a
}

// FuzzOptions: stored options are read strictly; anything accepted starts a
// journey whose options survive a round trip.
func FuzzOptions(f *testing.F) {
	for _, o := range []Options{baseOptions(), physicalOptions(), optionsFor(3)} {
		b, _ := json.Marshal(o)
		f.Add(b)
	}
	f.Add([]byte(`{"side":"archipelago","big_dice":["red","red","red","red"],"track_length":11,"reroll_spaces":[0,10]}`))
	f.Add([]byte(`{"side":"province","big_dice":["yellow"],"track":[{"element":"fire","dice":["purple"],"token":false}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		o, err := ParseOptions(raw)
		if err != nil {
			_, ok := msg.As(err)
			require.True(t, ok, "a refusal is a sentence: %v", err)
			return
		}
		s, err := New(1, o)
		require.NoError(t, err)
		checkInvariants(t, s)
		b, err := json.Marshal(o)
		require.NoError(t, err)
		back, err := ParseOptions(b)
		require.NoError(t, err)
		require.Equal(t, o, back)
	})
}

// FuzzFastReroll: whenever the hand-written reader of reroll payloads
// accepts a payload, the general strict decoder reads the same action from
// it; what it does not accept goes to the general decoder anyway.
func FuzzFastReroll(f *testing.F) {
	for _, p := range []string{
		`{"source":"companion","companion":3,"dice":[2]}`,
		`{"source":"token","dice":[0,1],"faces":["fire","2 small steps"]}`,
		` { "source" : "track" , "to" : 0 , "dice" : [ 1 ] } `,
		`{"source":"track","to":-0,"dice":[]}`,
		`{"source":"token","dice":[01]}`,
		`{"source":"token","dice":[1.0]}`,
		`{"SOURCE":"token","dice":[1]}`,
		`{"source":"token","source":"track","dice":[1]}`,
		`{"source":"token","dice":[1]}x`,
		`{"source":"token","dice":[1],}`,
		`{"source":"token","dice":[99999999999999999999]}`,
	} {
		f.Add([]byte(p))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		fast, ok := fastReroll(b)
		if !ok {
			return
		}
		var slow Reroll
		require.NoError(t, strict(b, &slow), "%s", b)
		require.Equal(t, slow, fast, "%s", b)
	})
}
