package insula

import (
	"encoding/json"
	"testing"
)

// FuzzDecide: any decoded game is refused or decided without panicking;
// winners are participants, and nightfall has none.
func FuzzDecide(f *testing.F) {
	f.Add([]byte(`{"variant":"purple","ending":"kingosh_defeated","players":[{"name":"Ana","in_final_battle":true,"strength":6,"arrival":1},{"name":"Ben","in_final_battle":true,"strength":6,"arrival":2}]}`))
	f.Add([]byte(`{"variant":"base","ending":"nightfall","players":[{"name":"Ana","in_final_battle":false}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var g Game
		if json.Unmarshal(raw, &g) != nil {
			return
		}
		res, err := Decide(g)
		if err != nil {
			return
		}
		if res.IslandWins != (len(res.Winners) == 0) {
			t.Fatalf("island %v with winners %v", res.IslandWins, res.Winners)
		}
		for _, w := range res.Winners {
			if !g.Players[w].InFinalBattle {
				t.Fatalf("winner %d did not fight", w)
			}
		}
	})
}
