package bonfire

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/setup/step"
)

const seeds = 10000

func result[T step.Result](t *testing.T, s step.Setup, id string) T {
	t.Helper()
	st, ok := s.Step(id)
	require.True(t, ok, "step %q", id)
	r, ok := st.Result.(T)
	require.True(t, ok, "step %q has result %T", id, st.Result)
	return r
}

func ids(s step.Setup) []string {
	var out []string
	for _, st := range s.Steps {
		out = append(out, st.ID)
	}
	return out
}

// SPEC §4.1 over 10,000 seeds for every player count and option: task counts
// per island (seed 000 "MISE EN PLACE" step 2), distinct colours where the
// app assigns them, solo totals 7/7/6 ("JEU SOLO"), never more than 22 tasks
// of a colour, portals per space and per shape (step 6), distinct shapes per
// space in solo, start player within the seats, the game-end trigger, and a
// step list that depends only on the options.
func TestEveryConstraintOver10000Seeds(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for _, first := range []bool{false, true} {
			o := Options{Players: players, FirstGame: first}
			t.Run(fmt.Sprintf("%dp first=%v", players, first), func(t *testing.T) {
				var wantIDs []string
				for seed := range uint64(seeds) {
					s, err := Generate(o, rand.New(rand.NewPCG(seed, 1)))
					require.NoError(t, err)
					checkSetup(t, o, s)
					if wantIDs == nil {
						wantIDs = ids(s)
						assert.Len(t, slices.Compact(slices.Sorted(slices.Values(wantIDs))), len(wantIDs), "step IDs are unique")
					} else if !slices.Equal(wantIDs, ids(s)) {
						t.Fatalf("seed %d: steps %v, want %v", seed, ids(s), wantIDs)
					}
					if t.Failed() {
						t.Fatalf("seed %d failed", seed)
					}
				}
			})
		}
	}
}

func checkSetup(t *testing.T, o Options, s step.Setup) {
	// Plain comparisons: this runs 80,000 times.
	check := func(ok bool, what string) {
		if !ok {
			t.Errorf("%s", what)
		}
	}
	solo := o.Players == 1
	check(s.Game == step.Bonfire && s.Players == o.Players, "game and players")

	plan := result[TaskPlan](t, s, "tasks")
	wantTotal := map[int]int{1: 20, 2: 20, 3: 26, 4: 30}[o.Players]
	sum := 0
	for _, r := range plan.Rows {
		sum += r.Islands * r.Tasks
	}
	check(plan.Total == wantTotal && sum == wantTotal, "tasks placed in all")
	if o.Players == 3 {
		if len(plan.Rows) != 5 {
			t.Fatalf("3 players: %d rows", len(plan.Rows))
		}
		for i, r := range plan.Rows[:4] {
			check(rowShape(r.Place, r.Corner, r.Islands, r.Tasks) == rowShape(OnCorner, i+1, 1, 2), "2 tasks on each corner island")
		}
		r := plan.Rows[4]
		check(rowShape(r.Place, r.Corner, r.Islands, r.Tasks) == rowShape(OnOthers, 0, 6, 3), "3 tasks on the 6 other islands")
	} else {
		if len(plan.Rows) != ref.TaskIslands {
			t.Fatalf("%d rows", len(plan.Rows))
		}
		for i, isl := range Islands() {
			r := plan.Rows[i]
			check(r.Place == OnIsland && r.Island == isl && r.Islands == 1 && r.Tasks == TasksPerIsland(o.Players), "tasks per island")
		}
	}
	assigned := solo || o.FirstGame
	check(plan.Assigned() == assigned, "colours assigned for solo and first game only")
	for _, r := range plan.Rows {
		if !assigned {
			check(r.Colours == nil, "no colours without first game")
			continue
		}
		check(len(r.Colours) == r.Tasks, "a colour per task")
		check(slices.IsSorted(r.Colours), "colours in order")
		check(len(slices.Compact(slices.Clone(r.Colours))) == len(r.Colours), "different colours on an island")
	}
	if assigned {
		check(plan.Blue+plan.Red+plan.Yellow == plan.Total, "colour totals")
		check(plan.Blue <= TasksPerColour && plan.Red <= TasksPerColour && plan.Yellow <= TasksPerColour, "at most 22 of a colour")
	}
	if solo {
		check(plan.Blue == SoloBlue && plan.Red == SoloRed && plan.Yellow == SoloYellow, "solo: 7 blue, 7 red, 6 yellow")
	}
	st, _ := s.Step("tasks")
	check(st.Random == (solo || (o.FirstGame && o.Players != 4)), "tasks step random iff colours are drawn")

	d := result[PortalDeal](t, s, "portals")
	each := PortalsPerShape(o.Players)
	check(d.Count() == each*ref.PortalShapes, "21 or 28 portals")
	if len(d.Spaces) != GreatBonfireSpaces {
		t.Fatalf("%d spaces", len(d.Spaces))
	}
	var perShape [ref.PortalShapes]int
	for _, sp := range d.Spaces {
		check(len(sp) == each*ref.PortalShapes/GreatBonfireSpaces, "3 or 4 portals per space")
		check(slices.IsSorted(sp), "shapes in order")
		for _, sh := range sp {
			perShape[sh]++
		}
		if solo {
			check(len(slices.Compact(slices.Clone(sp))) == len(sp), "solo: different shapes on a space")
		}
	}
	for _, n := range perShape {
		check(n == each, "every portal of every shape dealt")
	}
	check(d.Distinct == solo, "distinct flag")
	_, removeStep := s.Step("portals-remove")
	if o.Players <= 2 {
		check(len(d.Removed) == ref.PortalShapes && removeStep, "1–2 players: one of each shape removed")
	} else {
		check(len(d.Removed) == 0 && !removeStep, "3–4 players: all portals")
	}

	sp := result[StartPlayer](t, s, "extension")
	check(sp.Seat >= 0 && sp.Seat < o.Players, "start player is a seat")
	if solo {
		check(sp == StartPlayer{Seat: 0, Solo: true}, "solo: you hold the oval building")
	}
	check(result[GameEnd](t, s, "game-end").Novices == ref.GameEndNovices(o.Players), "game-end novices")
	for _, id := range []string{"specialists-gold", "tom-board", "handicap", "tom-deck"} {
		_, ok := s.Step(id)
		check(ok == solo, "solo-only step "+id)
	}
}

// In solo the checklist speaks to the one player ("Place your player
// board…"), never to "each player", and has the handicap step (seed 000
// "CHALLENGE 1 : MODE HANDICAP"); multi-player setups keep their wording and
// have no handicap step.
func TestSoloStepsAddressTheOnePlayer(t *testing.T) {
	for players := 1; players <= 4; players++ {
		for _, first := range []bool{false, true} {
			s, err := Generate(Options{Players: players, FirstGame: first}, rand.New(rand.NewPCG(7, 1)))
			require.NoError(t, err)
			hc, ok := s.Step("handicap")
			if players > 1 {
				assert.False(t, ok, "%d players: no handicap step", players)
				st, _ := s.Step("player-board")
				assert.True(t, strings.HasPrefix(st.Text.String(), "Each player "), "%d players keep the wording: %q", players, st.Text)
				continue
			}
			for _, st := range s.Steps {
				assert.NotContains(t, strings.ToLower(st.Text.String()), "each player", "solo step %q", st.ID)
			}
			require.True(t, ok, "solo: handicap step")
			assert.Equal(t, msg.Term("Tom"), hc.Section)
			assert.Contains(t, hc.Text.String(), "–10")
			assert.Contains(t, hc.Text.String(), "Solo against Tom")
			st, _ := s.Step("player-board")
			assert.Equal(t, "Place your player board in front of you, attach a starting tile and put your guardian on it.", st.Text.String())
		}
	}
}

// rowShape packs the shape of a TaskPlan row for comparisons.
func rowShape(p Place, corner, islands, tasks int) [4]int {
	return [4]int{int(p), corner, islands, tasks}
}

func TestGenerateRefusesBadOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, c := range []struct {
		players int
		want    string
	}{
		{5, "Bonfire is played by 1 to 4 players; you asked for 5."},
		{0, "Bonfire is played by 1 to 4 players; you asked for 0."},
		{-3, "Bonfire is played by 1 to 4 players; you asked for -3."},
	} {
		_, err := Generate(Options{Players: c.players}, rng)
		m, ok := msg.As(err)
		require.True(t, ok)
		assert.Equal(t, "players", m.Field)
		assert.Equal(t, c.want, m.Error())
	}
	_, err := Generate(Options{Players: 2}, nil)
	assert.Error(t, err)
}

func TestSameSeedSameSetup(t *testing.T) {
	for players := 1; players <= 4; players++ {
		o := Options{Players: players, FirstGame: true}
		a, err := Generate(o, rand.New(rand.NewPCG(99, 1)))
		require.NoError(t, err)
		b, err := Generate(o, rand.New(rand.NewPCG(99, 1)))
		require.NoError(t, err)
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		assert.JSONEq(t, string(ja), string(jb))
	}
}

func TestResultLinesAndJSON(t *testing.T) {
	s, err := Generate(Options{Players: 3, FirstGame: true}, rand.New(rand.NewPCG(4, 1)))
	require.NoError(t, err)
	plan := result[TaskPlan](t, s, "tasks")
	lines := plan.Lines()
	require.Len(t, lines, 5)
	assert.Regexp(t, `^Corner island, top left: (blue|red) and (red|yellow)$`, lines[0].String())
	assert.Equal(t, "Each of the 6 other task islands: blue, red and yellow", lines[4].String())
	b, err := json.Marshal(plan.Rows[0])
	require.NoError(t, err)
	assert.Contains(t, string(b), `"place":"corner","corner":"top left","islands":1,"tasks":2,"colours":[`)

	s, err = Generate(Options{Players: 4}, rand.New(rand.NewPCG(4, 1)))
	require.NoError(t, err)
	plan = result[TaskPlan](t, s, "tasks")
	assert.Equal(t, "Blossom island 1: 3 tasks", plan.Lines()[0].String())
	assert.Equal(t, "Root island 2: 3 tasks", plan.Lines()[9].String())
	b, err = json.Marshal(plan.Rows[1])
	require.NoError(t, err)
	assert.JSONEq(t, `{"label":{"text":"{{.Resource}} island {{.Number}}","args":{"Resource":"Blossom","Number":2}},"place":"island","resource":"Blossom","number":2,"islands":1,"tasks":3}`, string(b))
	d := result[PortalDeal](t, s, "portals")
	assert.Regexp(t, `^Space 1: [A-G] [A-G] [A-G] [A-G]$`, d.Lines()[0].String())
	assert.Equal(t, "Start player: seat 1", StartPlayer{Seat: 0}.Lines()[0].String())
	assert.Equal(t, "Novices in the High Council: 13", GameEnd{Novices: 13}.Lines()[0].String())
}

// TestYellowOfferingTaskOutForOneOrTwo: seed 000 Annexe I marks the yellow
// task "3 tuiles Offrande sur 1 île" "à retirer du jeu pour des parties à 1
// ou 2 joueurs", seed 001 "Nicht verwenden beim Spiel zu zweit oder beim
// Solospiel": the setup says so, before the tasks are shuffled.
func TestYellowOfferingTaskOutForOneOrTwo(t *testing.T) {
	for players := 1; players <= 4; players++ {
		s, err := Generate(Options{Players: players}, rand.New(rand.NewPCG(1, 2)))
		require.NoError(t, err)
		ids := make([]string, len(s.Steps))
		for i, st := range s.Steps {
			ids[i] = st.ID
		}
		out := slices.Index(ids, "yellow-task-out")
		if players > 2 {
			assert.Equal(t, -1, out, "%d players keep every task", players)
			continue
		}
		require.NotEqual(t, -1, out, "%d players", players)
		assert.Less(t, out, slices.Index(ids, "tasks"), "it is taken out before the tasks are dealt")
	}
}
