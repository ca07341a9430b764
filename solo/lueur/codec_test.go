package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Every action encodes to its type and a JSON payload and decodes back to
// itself; vocabulary is stored by English name.
func TestCodec_RoundTrip(t *testing.T) {
	for _, a := range []Action{
		Take{Slot: ref.Air, Companion: Recruit{Name: "Sketal", Die: AnyDie, Pick: colour(ref.Red), Reroll: true, Kaar: true, Fireflies: 2}, MoveBlack: el(ref.Fire), BlackSlot: el(ref.Water)},
		Take{Slot: ref.Earth},
		Roll{Faces: faces(ref.FaceFire, ref.FaceLight, ref.FaceCurse, ref.FaceSmallSteps)},
		Reroll{Source: Source{Source: FromTrack, To: intp(3)}, Dice: []int{0, 1}, Faces: faces(ref.FaceAir, ref.FaceWater)},
		Reroll{Source: Source{Source: FromCompanion, Companion: 2}, Dice: []int{1}},
		SetFace{Sources: []Source{{Source: FromToken}, {Source: FromTrack}, {Source: FromCompanion, Companion: 1}}, Die: 1, Face: ref.FacePlant},
		Freeze{}, Resolved{}, Lap{},
		Effect{Change: Change{Light: -3, Rerolls: 2, SmallSteps: -1, Fireflies: 1, Spells: 1, Lost: []int{1}}, Gained: &Recruit{Kaar: true}, BlackSlot: el(ref.Earth)},
		Travel{Change: Change{SmallSteps: -2}, Camp: intp(4)},
		Travel{Boat: 3, Island: 5},
		Evening{Faces: faces(ref.FaceEarth)},
	} {
		e, err := Encode(a)
		require.NoError(t, err)
		assert.Equal(t, a.Type(), e.Type)
		back, err := Decode(e)
		require.NoError(t, err, "%s %s", e.Type, e.Payload)
		assert.Equal(t, a, back, "%s", e.Payload)
	}
	e, _ := Encode(Roll{Faces: faces(ref.FaceSmallSteps)})
	assert.JSONEq(t, `{"faces":["2 small steps"]}`, string(e.Payload))
	_, err := Encode(nil)
	assert.Error(t, err)
	_, err = Encode(Take{Slot: 9})
	assert.Error(t, err, "no name for element 9")
}

// Decode is strict: unknown types and fields (at any depth), trailing data,
// wrong types and unknown names are refused with a sentence.
func TestCodec_Strict(t *testing.T) {
	for _, c := range []struct{ typ, payload string }{
		{"jump", `{}`},
		{TypeFreeze, `{"now":true}`},
		{TypeFreeze, `{} {}`},
		{TypeFreeze, `[]`},
		{TypeTake, `{"slot":"moon"}`},
		{TypeTake, `{"slot":"fire","companion":{"x":1}}`},
		{TypeTake, `{"slot":"fire","companion":{"die":"red","pick":"pink"}}`},
		{TypeTake, `{"slot":"fire","move_black":"fire"}`},
		{TypeRoll, `{"faces":["fire","smoke"]}`},
		{TypeRoll, `{"faces":"fire"}`},
		{TypeReroll, `{"source":"token","dice":["a"]}`},
		{TypeReroll, `{"source":"token","dice":[0],"extra":1}`},
		{TypeReroll, `{"source":"luck","dice":[0]}`},
		{TypeReroll, `{"source":"token","dice":[0,0]}`},
		{TypeReroll, `{"source":"token","dice":[0,1,2]}`},
		{TypeReroll, `{"source":"token","dice":[-1]}`},
		{TypeReroll, `{"source":"token","to":3,"dice":[0]}`},
		{TypeReroll, `{"source":"track","to":-3,"dice":[0]}`},
		{TypeReroll, `{"source":"token","dice":[0],"faces":["fire","air"]}`},
		{TypeReroll, `{"source":"token","dice":[1.5]}`},
		{TypeSetFace, `{"sources":[{"source":"token"}],"die":0,"face":"fire"}`},
		{TypeSetFace, `{"sources":[{"source":"token","x":1},{"source":"token"},{"source":"token"}],"die":0,"face":"fire"}`},
		{TypeEffect, `{"gained":{"kaar":true,"y":2}}`},
		{TypeEffect, `{"lost":[0]}`},
		{TypeEffect, `{"light":1000}`},
		{TypeEffect, `{"black_slot":"fire"}`},
		{TypeTravel, `{"boat":2,"camp":3}`},
		{TypeTravel, `{"island":3}`},
		{TypeTravel, `{"camp":-1}`},
		{TypeEvening, `{"faces":["−2 light"]}`},
	} {
		_, err := Decode(data.Event{Type: c.typ, Payload: []byte(c.payload)})
		m, ok := msg.As(err)
		if assert.True(t, ok, "%s %s is refused with a sentence (%v)", c.typ, c.payload, err) {
			assert.NotContains(t, m.Error(), "{{")
		}
	}
	// Keys match case-insensitively, as encoding/json does; empty payloads are {}.
	a, err := Decode(data.Event{Type: TypeReroll, Payload: []byte(`{"Source":"token","DICE":[0]}`)})
	require.NoError(t, err)
	assert.Equal(t, Reroll{Source: Source{Source: FromToken}, Dice: []int{0}}, a)
	_, err = Decode(data.Event{Type: TypeFreeze})
	assert.NoError(t, err)
}
