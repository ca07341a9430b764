package lueur

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"hearth/data"
	ref "hearth/data/lueur"
)

// What a stored event carries is checked whatever the state (Decode): the
// values a card or the board can show are accepted, the others refused.
// Seed 003 "MATÉRIEL": a companion card shows 0, 1 or 2 fireflies; "Voyage
// L'Archipel ténébreux": four boats each; "FIN DE MATINÉE": a reroll comes
// from a companion, a token or the score track, each with its own detail.
func TestDecode_ChecksWhatIsCarried(t *testing.T) {
	lost := func(n int) string {
		ids := make([]int, n)
		for i := range ids {
			ids[i] = i + 1
		}
		b, _ := json.Marshal(ids)
		return string(b)
	}
	for _, c := range []struct {
		typ, payload string
		ok           bool
	}{
		{TypeTake, `{"slot":"fire","companion":{"fireflies":2}}`, true},
		{TypeTake, `{"slot":"fire","companion":{"fireflies":3}}`, false},
		{TypeTake, `{"slot":"fire","companion":{"fireflies":-1}}`, false},
		{TypeSetFace, `{"sources":[{"source":"token"},{"source":"token"},{"source":"track","to":2}],"die":0,"face":"fire"}`, true},
		{TypeSetFace, `{"sources":[{"source":"token"},{"source":"token","to":3},{"source":"token"}],"die":0,"face":"fire"}`, false},
		{TypeSetFace, `{"sources":[{"source":"token"},{"source":"companion"},{"source":"token"}],"die":0,"face":"fire"}`, false},
		{TypeSetFace, `{"sources":[{"source":"token"},{"source":"track","companion":1},{"source":"token"}],"die":0,"face":"fire"}`, false},
		{TypeEffect, `{"lost":` + lost(2*ref.Days) + `}`, true},
		{TypeEffect, `{"lost":` + lost(2*ref.Days+1) + `}`, false},
		{TypeTravel, `{"light":-100}`, true},
		{TypeTravel, `{"light":-101}`, false},
		{TypeTravel, `{"small_steps":1000}`, false},
		{TypeTravel, `{"boat":4,"island":3}`, true},
		{TypeTravel, `{"boat":5,"island":3}`, false},
		{TypeTravel, `{"boat":-1}`, false},
		{TypeTravel, `{"boat":1,"camp":3}`, false},
		{TypeTravel, `{"camp":3}`, true},
	} {
		_, err := Decode(data.Event{Type: c.typ, Payload: []byte(c.payload)})
		if c.ok {
			assert.NoError(t, err, "%s %s", c.typ, c.payload)
		} else {
			assert.Error(t, err, "%s %s", c.typ, c.payload)
		}
	}
}

// Spending more small steps than you hold is refused with what you hold, in
// the right number (seed 003 "APRÈS-MIDI": a space whose small steps you
// cannot pay is out of reach).
func TestTravel_RefusesSmallStepsYouDoNotHold(t *testing.T) {
	s := do(t, start(t, 1, physicalOptions()), Take{Slot: ref.Earth}, Roll{Faces: faces(ref.FaceFire, ref.FaceFire)}, Freeze{}, Resolved{})
	// The English source of the counted phrase, before a plural form is chosen.
	assert.Equal(t, "You have only 1 small steps left; you cannot spend 3.",
		refuse(t, s, Travel{Change: Change{SmallSteps: -3}}))
}

// The options a journey starts with are its own: a caller changing its
// starting track afterwards changes nothing in the journey (seed 003 "MISE
// EN PLACE" 8–9 is set once).
func TestNew_KeepsItsOwnTrack(t *testing.T) {
	o := physicalOptions()
	s := start(t, 1, o)
	want := s.Track()
	o.Track[ref.Fire].Dice[0] = ref.Black
	o.Track[ref.Air].Dice = nil
	assert.Equal(t, want, s.Track())
	assert.Equal(t, ref.Red, s.Options().Track[ref.Fire].Dice[0])
}
