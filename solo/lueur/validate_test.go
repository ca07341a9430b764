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
