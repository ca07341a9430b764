package bonfire

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// invalid re-checks a board against the rulebook's limits, written out here
// independently of Validate, and says what is wrong ("" when nothing is).
// The numbers are the rulebook's (seed 000 DÉCOMPTE FINAL, MISSIONS DU
// CONSEIL, Annexe III) and the app's sanity limits (200 leftovers, 500
// track points).
func invalid(p Player) string {
	lit := len(p.Bonfires)
	between := func(v, lo, hi int) bool { return v >= lo && v <= hi }
	switch {
	case lit > 7:
		return "more than 7 bonfires"
	case !between(p.OpenTasks, 0, 7-lit):
		return "open tasks"
	case !between(p.Guardians, 1, 5):
		return "guardians"
	case len(p.GuardiansOnBonfires) > lit || len(p.GuardiansOnBonfires) > p.Guardians:
		return "guardians on bonfires"
	case !between(p.Portals, 0, 7):
		return "portals"
	case !between(p.PortalsAdjacent, 0, min(p.Portals, lit)):
		return "adjacent portals"
	case !between(p.PathTiles, 1, 7):
		return "path tiles"
	case !between(p.MatchingPaths, 0, min(p.PathTiles, lit)):
		return "matching paths"
	case !between(p.Gnomes, 0, 6):
		return "gnomes"
	case !between(p.FateTilesLeft, 0, 7):
		return "fate tiles"
	case !between(p.Leftovers, 0, 200):
		return "leftovers"
	case !between(p.TrackPoints, 0, 500):
		return "track"
	case len(p.Specialists) > p.Gnomes:
		return "specialists outnumber gnomes"
	}
	for _, v := range append(append([]int{}, p.Bonfires...), p.GuardiansOnBonfires...) {
		if !between(v, 2, 8) {
			return fmt.Sprintf("value %d", v)
		}
	}
	seen := map[int]bool{}
	for _, s := range p.Specialists {
		if !between(s, 1, 27) || seen[s] {
			return fmt.Sprintf("specialist %d", s)
		}
		seen[s] = true
	}
	return ""
}

// checkScored fails unless a score b of p is a sane one: p valid, no category
// negative, the lines adding up to the total, and the total within the most a
// city can score (56 bonfires + 40 guardians + 14 portals + 14 paths + 23
// common tasks + 21 fate tiles + 100 leftovers + 500 track + 10 specialist 18).
func checkScored(t *testing.T, p Player, b Breakdown) {
	t.Helper()
	if why := invalid(p); why != "" {
		t.Fatalf("scored an invalid board (%s): %+v", why, p)
	}
	sum := 0
	for _, l := range b.Lines() {
		if l.Points < 0 {
			t.Fatalf("negative line %+v for %+v", l, p)
		}
		sum += l.Points
	}
	if total := b.Total(); total != sum || total < 0 || total > 778 {
		t.Fatalf("total %d, lines %d for %+v", total, sum, p)
	}
	if want := rulebookTotal(p); b.Total() != want {
		t.Fatalf("total %d, the rulebook says %d for %+v", b.Total(), want, p)
	}
}

// rulebookTotal counts a valid board the way seed 000 "DÉCOMPTE FINAL" reads,
// spelled out with the rulebook's own numbers, as an oracle for Score.
func rulebookTotal(p Player) int {
	total := p.TrackPoints + 2*p.PortalsAdjacent + 2*p.MatchingPaths + 3*p.FateTilesLeft + p.Leftovers/2
	for _, v := range p.Bonfires {
		total += v
	}
	for _, v := range p.GuardiansOnBonfires {
		total += v
	}
	switch {
	case len(p.Bonfires) == 7:
		total += 7
	case len(p.Bonfires)+p.OpenTasks >= 7:
		total += 4
	}
	for _, fulfilled := range []bool{p.Portals >= 7, p.PathTiles >= 7, p.Guardians >= 5, p.Gnomes >= 6} {
		if fulfilled {
			total += 4
		}
	}
	for _, s := range p.Specialists {
		if s == 18 {
			total += 2 * len(p.GuardiansOnBonfires)
		}
	}
	return total
}

// checkRefusal fails unless err is a player-readable refusal naming a field.
func checkRefusal(t *testing.T, err error) {
	t.Helper()
	m, ok := msg.As(err)
	if !ok || m.Field == "" {
		t.Fatalf("refusal without a field: %v", err)
	}
	if s := m.Error(); strings.Contains(s, "<no value>") || strings.Contains(s, "{{") {
		t.Fatalf("unfilled sentence: %q", s)
	}
}

func FuzzScore(f *testing.F) {
	seeds := []string{
		`{"name":"Ana","track_points":5,"bonfires":[7,5,2,4,2],"open_tasks":0,"guardians_on_bonfires":[6],"portals":7,"portals_adjacent":5,"path_tiles":5,"matching_paths":4,"guardians":3,"gnomes":4,"fate_tiles_left":2,"leftover_tiles_and_resources":4,"specialists":[]}`,
		`{"bonfires":[8,8,8,8,8,8,8],"guardians_on_bonfires":[8,8,8,8,8],"guardians":5,"portals":7,"portals_adjacent":7,"path_tiles":7,"matching_paths":7,"gnomes":6,"specialists":[18],"fate_tiles_left":7,"leftover_tiles_and_resources":200,"track_points":500}`,
		`{"bonfires":[2,2,2,2,2,2,2,2],"guardians":1,"path_tiles":1}`,
		`{"bonfires":[],"open_tasks":-1,"guardians":1,"path_tiles":1}`,
		`{"guardians":1,"path_tiles":1,"guardians_on_bonfires":[4]}`,
		`{"guardians":2,"path_tiles":1,"gnomes":2,"specialists":[18,18]}`,
		`{"guardians":1,"path_tiles":1,"track_points":-9223372036854775808}`,
		`{"guardians":1,"path_tiles":1,"leftover_tiles_and_resources":9223372036854775807}`,
		`{"bonfires":null,"specialists":null}`,
		`{}`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var p Player
		if json.Unmarshal(data, &p) != nil {
			return
		}
		b, err := Score(p)
		if err != nil {
			checkRefusal(t, err)
			if invalid(p) == "" {
				t.Fatalf("refused a valid board: %v\n%+v", err, p)
			}
			return
		}
		checkScored(t, p, b)
	})
}

func FuzzScoreCity(f *testing.F) {
	example, err := json.Marshal(appendixIVCity())
	if err != nil {
		f.Fatal(err)
	}
	seeds := []string{
		string(example),
		`{"guardians":1,"slots":[{"lit":true,"colour":0,"value":3,"guardian":true,"guardian_value":8}]}`,
		`{"guardians":1,"slots":[{},{"guardian":true,"guardian_value":5}]}`,
		`{"guardians":1,"slots":[{"lit":true,"colour":3,"value":7}]}`,
		`{"guardians":1,"slots":[{"lit":true,"colour":1,"value":6}]}`,
		`{"guardians":1,"slots":[{"has_crystal":true,"crystal":-1}]}`,
		`{"guardians":0,"slots":[{"lit":true,"colour":2,"value":8,"guardian":true,"guardian_value":2}]}`,
		`{"guardians":1,"open_tasks":7,"slots":[{"lit":true,"colour":2,"value":8}]}`,
		`{"guardians":5,"gnomes":6,"specialists":[18,1,2,3,4,5],"slots":[{"lit":true,"colour":2,"value":8,"portal":true,"path":true,"has_crystal":true,"crystal":2,"guardian":true,"guardian_value":8}]}`,
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var c City
		if json.Unmarshal(data, &c) != nil {
			return
		}
		checkCity(t, c)
	})
}

// checkCity fails unless ScoreCity refuses c with a readable error, or scores
// a possible city exactly as quick mode scores its counts.
func checkCity(t *testing.T, c City) {
	t.Helper()
	b, err := ScoreCity(c)
	if err != nil {
		checkRefusal(t, err)
		return
	}
	for i, s := range c.Slots {
		if s.Guardian && !s.Lit {
			t.Fatalf("slot %d: a guardian on an unlit bonfire was scored", i+1)
		}
		// seed 000 Annexe I: blue 2–3, red 4–5, yellow 6–8.
		ranges := [][2]int{{2, 3}, {4, 5}, {6, 8}}
		if s.Lit && (s.Colour < 0 || int(s.Colour) >= len(ranges) || s.Value < ranges[s.Colour][0] || s.Value > ranges[s.Colour][1]) {
			t.Fatalf("slot %d: bonfire %v worth %d was scored", i+1, s.Colour, s.Value)
		}
		if (s.Path || i == 0) && s.HasCrystal && (s.Crystal < 0 || int(s.Crystal) >= len(ranges)) {
			t.Fatalf("slot %d: crystal %d was scored", i+1, s.Crystal)
		}
	}
	p, err := c.Player()
	if err != nil {
		t.Fatalf("ScoreCity accepted what Player refuses: %v", err)
	}
	checkScored(t, p, b)
	q, err := Score(p)
	if err != nil {
		t.Fatalf("Player gave a board Score refuses: %v", err)
	}
	if !reflect.DeepEqual(q, b) {
		t.Fatalf("city mode %+v, quick mode %+v", b, q)
	}
}

// signed spreads fuzzed bytes over -128..127, around every limit of a board.
func signed(data []byte) []int {
	var out []int
	for _, b := range data {
		out = append(out, int(int8(b)))
	}
	return out
}

// FuzzScoreCounts explores boards field by field, which JSON bytes reach
// only rarely: every count and list value near and past its limits.
func FuzzScoreCounts(f *testing.F) {
	f.Add([]byte{7, 5, 2, 4, 2}, []byte{6}, []byte{}, 0, 3, 7, 5, 5, 4, 4, 2, 4, 5)
	f.Add([]byte{8, 8, 8, 8, 8, 8, 8}, []byte{8, 8, 8, 8, 8}, []byte{18, 1, 2, 3, 4, 5}, 0, 5, 7, 7, 7, 7, 6, 7, 200, 500)
	f.Add([]byte{2, 2, 2}, []byte{}, []byte{}, 4, 1, 0, 0, 7, 0, 6, 0, 1, 0)
	f.Fuzz(func(t *testing.T, bonfires, onBonfires, specialists []byte, open, guardians, portals, adjacent, paths, matching, gnomes, fate, leftovers, track int) {
		p := Player{
			Bonfires: signed(bonfires), GuardiansOnBonfires: signed(onBonfires), Specialists: signed(specialists),
			OpenTasks: open, Guardians: guardians, Portals: portals, PortalsAdjacent: adjacent, PathTiles: paths,
			MatchingPaths: matching, Gnomes: gnomes, FateTilesLeft: fate, Leftovers: leftovers, TrackPoints: track,
		}
		b, err := Score(p)
		if err != nil {
			checkRefusal(t, err)
			if invalid(p) == "" {
				t.Fatalf("refused a valid board: %v\n%+v", err, p)
			}
			return
		}
		checkScored(t, p, b)
	})
}

// FuzzScoreCityBytes explores cities slot by slot: each slot is five fuzzed
// bytes (flags, colour, value, crystal, guardian value).
func FuzzScoreCityBytes(f *testing.F) {
	f.Add([]byte{0x1f, 2, 7, 2, 0, 0x1f, 1, 5, 1, 6}, 0, 3, 4, 2, 4, 5, []byte{})
	f.Add([]byte{0x10, 0, 0, 0, 5}, 0, 1, 0, 0, 0, 0, []byte{})
	f.Add([]byte{0x1f, 2, 8, 2, 8, 0x1f, 2, 8, 2, 8}, 5, 5, 6, 7, 200, 500, []byte{18})
	f.Fuzz(func(t *testing.T, slots []byte, open, guardians, gnomes, fate, leftovers, track int, specialists []byte) {
		c := City{OpenTasks: open, Guardians: guardians, Gnomes: gnomes, FateTilesLeft: fate, Leftovers: leftovers, TrackPoints: track, Specialists: signed(specialists)}
		for i := 0; i < len(c.Slots) && 5*i+5 <= len(slots); i++ {
			b := slots[5*i : 5*i+5]
			v := signed(b[1:])
			c.Slots[i] = Slot{
				Lit: b[0]&1 != 0, Portal: b[0]&2 != 0, Path: b[0]&4 != 0, HasCrystal: b[0]&8 != 0, Guardian: b[0]&16 != 0,
				Colour: ref.Colour(v[0]), Value: v[1], Crystal: ref.Colour(v[2]), GuardianValue: v[3],
			}
		}
		checkCity(t, c)
	})
}
