package lueur

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/lueur"
)

// The fast reroll decoder reads every reroll Encode writes, the events a
// replay meets most, and gives what was encoded: a fast path that falls back
// to the general decoder on every event would be dead code nobody notices
// (FuzzFastReroll only checks the events it does read).
func TestFastReroll_ReadsWhatEncodeWrites(t *testing.T) {
	for _, a := range []Reroll{
		{Source: Source{Source: FromToken}, Dice: []int{0}},
		{Source: Source{Source: FromToken}, Dice: []int{3, 10}},
		{Source: Source{Source: FromCompanion, Companion: 2}, Dice: []int{1}},
		{Source: Source{Source: FromTrack, To: intp(0)}, Dice: []int{0, 1}},
		{Source: Source{Source: FromTrack, To: intp(12)}, Dice: []int{2}},
		{Source: Source{Source: FromTrack}, Dice: []int{4}, Faces: faces(ref.FaceAir)},
		{Source: Source{Source: FromToken}, Dice: []int{0, 1}, Faces: faces(ref.FaceFire, ref.FaceSmallSteps)},
	} {
		e, err := Encode(a)
		require.NoError(t, err)
		got, ok := fastReroll(e.Payload)
		assert.True(t, ok, "the fast path reads %s", e.Payload)
		assert.Equal(t, a, got, "%s", e.Payload)
	}
}

// The fast path takes JSON's whitespace anywhere between tokens, as the
// general decoder does, and refuses what it does not read (the general
// decoder reads or refuses those).
func TestFastReroll_Shapes(t *testing.T) {
	for _, c := range []struct {
		payload string
		ok      bool
		want    Reroll
	}{
		{" {\n\t\"source\" : \"track\" ,\r\"to\" : 0 , \"dice\" : [ 1 , 2 ] , \"faces\" : [ \"air\" , \"fire\" ] } ", true,
			Reroll{Source: Source{Source: FromTrack, To: intp(0)}, Dice: []int{1, 2}, Faces: faces(ref.FaceAir, ref.FaceFire)}},
		{`{"source":"companion","companion":7,"dice":[]}`, true, Reroll{Source: Source{Source: FromCompanion, Companion: 7}, Dice: []int{}}},
		{`{"source":"track","to":-4,"dice":[0]}`, true, Reroll{Source: Source{Source: FromTrack, To: intp(-4)}, Dice: []int{0}}},
		{`{"source":"token","dice":[01]}`, false, Reroll{}},
		{`{"source":"token","dice":[1e0]}`, false, Reroll{}},
		{`{"source":"token","dice":[1],"colour":"red"}`, false, Reroll{}},
		{`{"source":"token","dice":[1],"dice":[2]}`, false, Reroll{}},
		{`{"source":"tok\u0065n","dice":[1]}`, false, Reroll{}},
		{`{"source":"token","dice":[1]`, false, Reroll{}},
		{`{"source":"token","dice":[1]} 1`, false, Reroll{}},
	} {
		got, ok := fastReroll([]byte(c.payload))
		assert.Equal(t, c.ok, ok, "%s", c.payload)
		if c.ok {
			assert.Equal(t, c.want, got, "%s", c.payload)
		}
	}
}

// strict accepts what a json.Decoder with DisallowUnknownFields accepts,
// whitespace included, and refuses what it refuses (strict's contract).
func TestStrict_AsDisallowUnknownFields(t *testing.T) {
	for _, c := range []struct {
		typ, payload string
	}{
		{TypeTake, "{\"slot\":\"fire\", \"move_black\" : \"water\",\n\t\"black_slot\":\"air\"}"},
		{TypeTake, `{ "slot" : "fire" , "companion" : { "name" : "Sketal" , "die" : "red" , "reroll" : true } }`},
		{TypeSetFace, `{"sources": [ {"source":"token"} , {"source": "track", "to": 3}, {"source":"companion","companion":1} ], "die": 2, "face": "water"}`},
		{TypeEffect, `{"light": -3, "lost": [ 1 , 2 ], "gained": {"kaar": true}}`},
		{TypeEffect, `{"light": -3, "lost": [ 1 , 2 ], "gained": {"kaar": true, "wings": 1}}`},
		{TypeTake, `{"slot":"fire", "companion":{"name":"Sketal"}, "x":1}`},
		{TypeTravel, `{"camp": 4, "small_steps": -2}`},
		{TypeTravel, `{"camp": 4, "small_steps": -2, "boat": {"n": 1}}`},
	} {
		t.Run(c.payload, func(t *testing.T) {
			a, err := Decode(data.Event{Type: c.typ, Payload: []byte(c.payload)})
			want := disallowUnknown(t, c.typ, c.payload)
			if want != nil {
				require.NoError(t, err)
				assert.Equal(t, want, a)
			} else {
				assert.Error(t, err)
			}
		})
	}
}

// disallowUnknown decodes payload with encoding/json's strict Decoder into
// the action of type typ; nil when it refuses it.
func disallowUnknown(t *testing.T, typ, payload string) Action {
	t.Helper()
	var a Action
	switch typ {
	case TypeTake:
		a = decodeStd[Take](payload)
	case TypeSetFace:
		a = decodeStd[SetFace](payload)
	case TypeEffect:
		a = decodeStd[Effect](payload)
	case TypeTravel:
		a = decodeStd[Travel](payload)
	}
	return a
}

func decodeStd[T Action](payload string) Action {
	d := json.NewDecoder(bytes.NewReader([]byte(payload)))
	d.DisallowUnknownFields()
	var v T
	if d.Decode(&v) != nil {
		return nil
	}
	return v
}
