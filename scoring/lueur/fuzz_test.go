package lueur

import (
	"encoding/json"
	"testing"
)

// FuzzScoreGame feeds arbitrary JSON to the calculator: it never panics, and
// what it accepts has totals equal to the sum of their lines and winners that
// hold the highest total.
func FuzzScoreGame(f *testing.F) {
	f.Add([]byte(`{"side":"province","players":[{"name":"Blue","track":60,"card_light_gain":5,"card_light_loss":1,"camp_village":5,"firefly_tokens":1,"fireflies_on_cards":2,"companions":7,"small_steps":3,"reroll_tokens":0}]}`))
	f.Add([]byte(`{"side":"archipelago","players":[{"name":"A","track":10,"boat_islands":[1,2,3,4]},{"name":"B","track":10,"boat_islands":[4,3,2,1],"reroll_tokens":2}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var g Game
		if json.Unmarshal(raw, &g) != nil {
			return
		}
		res, err := ScoreGame(g)
		if err != nil {
			return
		}
		best := res.Players[0].Total
		for _, p := range res.Players {
			sum := 0
			for _, l := range p.Breakdown.Lines() {
				sum += l.Points
			}
			if sum != p.Total {
				t.Fatalf("%s: lines sum to %d, total %d", p.Name, sum, p.Total)
			}
			best = max(best, p.Total)
		}
		if len(res.Winners) == 0 {
			t.Fatal("no winner")
		}
		for _, w := range res.Winners {
			if res.Players[w].Total != best {
				t.Fatalf("winner %d has %d, best is %d", w, res.Players[w].Total, best)
			}
		}
	})
}
