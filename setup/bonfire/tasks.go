package bonfire

import (
	"encoding/json"
	"math/rand/v2"

	ref "hearth/data/bonfire"
	"hearth/data/msg"
)

// TasksPerColour is how many tasks of each colour the box holds (seed 000
// "MATÉRIEL": 66 tasks, 22 of each colour). The app knows nothing else about
// the task pool and never asks for more of a colour than this.
const TasksPerColour = 22

// Solo task colours (seed 000 "JEU SOLO"): 7 blue, 7 red and 6 yellow tasks,
// 2 of different colours on each of the 10 task islands.
const (
	SoloBlue   = 7
	SoloRed    = 7
	SoloYellow = 6
)

// Pair is the two colours of a 2-task island, in colour order.
type Pair [2]ref.Colour

// The three pairs of different colours.
var (
	BlueRed       = Pair{ref.Blue, ref.Red}
	BlueYellow    = Pair{ref.Blue, ref.Yellow}
	RedYellow     = Pair{ref.Red, ref.Yellow}
	DistinctPairs = []Pair{BlueRed, BlueYellow, RedYellow}
)

// soloPairs is the multiset of island pairs every valid solo assignment uses.
// With x blue-red, y blue-yellow and z red-yellow islands: x+y+z = 10 islands,
// blue x+y = 7, red x+z = 7, yellow y+z = 6; adding the colour equations gives
// 2(x+y+z) = 20, hence x = 10−6 = 4, y = 10−7 = 3, z = 10−7 = 3. The only
// freedom is which islands get which pair: 10!/(4!·3!·3!) = 4200 assignments,
// and a uniform shuffle of this multiset draws each of them with the same
// probability 4!·3!·3!/10!.
var soloPairs = [ref.TaskIslands]Pair{
	BlueRed, BlueRed, BlueRed, BlueRed,
	BlueYellow, BlueYellow, BlueYellow,
	RedYellow, RedYellow, RedYellow,
}

// SoloAssignments is the number of valid solo colour assignments.
const SoloAssignments = 4200

// soloColours draws a solo colour assignment, one pair per task island in
// Islands order, uniformly among all valid assignments.
func soloColours(rng *rand.Rand) [ref.TaskIslands]Pair {
	p := soloPairs
	rng.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// Island is one of the 10 task islands, named by the resource it shows and a
// number telling the two islands of a resource apart: island 1 is the one met
// first reading the board (placed upright) from the top, left to right.
type Island struct {
	Resource ref.Resource
	Number   int // 1 or 2
}

// Islands lists the task islands: Blossom 1, Blossom 2, Fruit 1, ...
func Islands() []Island {
	out := make([]Island, 0, ref.TaskIslands)
	for _, r := range ref.TaskResources {
		out = append(out, Island{r, 1}, Island{r, 2})
	}
	return out
}

// Place says which islands a row of a TaskPlan stands for.
type Place int

// The places. The rules do not say which resources the 3-player corner
// islands show, so 3-player rows name corners by position instead.
const (
	// OnIsland is one task island, named by Island.
	OnIsland Place = iota
	// OnCorner is one of the 4 corner islands, named by Corner.
	OnCorner
	// OnOthers is each of the 6 task islands that are not corners.
	OnOthers
)

var placeKeys = [...]string{"island", "corner", "others"}

// Corner positions of the 3-player corner islands, in reading order.
var cornerNames = [...]string{"top left", "top right", "bottom left", "bottom right"}

// Corners is how many corner islands get only 2 tasks with 3 players.
const Corners = 4

// IslandTasks is one row of a TaskPlan: the tasks to place on an island, or
// on each island of a group.
type IslandTasks struct {
	// Label names the island or group for the player.
	Label msg.Text
	Place Place
	// Island is set when Place is OnIsland.
	Island Island
	// Corner is 1–4 (top left, top right, bottom left, bottom right) when
	// Place is OnCorner.
	Corner int
	// Islands is how many islands the row stands for (6 for OnOthers).
	Islands int
	// Tasks is how many tasks go on each of them.
	Tasks int
	// Colours, when the app assigns colours, has one colour per task (in
	// colour order); nil when the tasks are simply shuffled face down.
	Colours []ref.Colour
}

// MarshalJSON writes resources, colours and places by name.
func (t IslandTasks) MarshalJSON() ([]byte, error) {
	type out struct {
		Label    msg.Text `json:"label"`
		Place    string   `json:"place"`
		Resource string   `json:"resource,omitempty"`
		Number   int      `json:"number,omitempty"`
		Corner   string   `json:"corner,omitempty"`
		Islands  int      `json:"islands"`
		Tasks    int      `json:"tasks"`
		Colours  []string `json:"colours,omitempty"`
	}
	o := out{Label: t.Label, Islands: t.Islands, Tasks: t.Tasks}
	if t.Place >= 0 && int(t.Place) < len(placeKeys) {
		o.Place = placeKeys[t.Place]
	}
	switch t.Place {
	case OnIsland:
		o.Resource, o.Number = t.Island.Resource.String(), t.Island.Number
	case OnCorner:
		o.Corner = cornerName(t.Corner)
	}
	for _, c := range t.Colours {
		o.Colours = append(o.Colours, c.String())
	}
	return json.Marshal(o)
}

func cornerName(n int) string {
	if n < 1 || n > len(cornerNames) {
		return "?"
	}
	return cornerNames[n-1]
}

// TaskPlan is the tasks step's result.
type TaskPlan struct {
	Rows []IslandTasks `json:"islands"`
	// Total is the number of tasks placed.
	Total int `json:"total"`
	// Blue, Red and Yellow count the tasks of each colour when colours are
	// assigned; all 0 otherwise.
	Blue   int `json:"blue,omitempty"`
	Red    int `json:"red,omitempty"`
	Yellow int `json:"yellow,omitempty"`
}

// Kind implements step.Result.
func (TaskPlan) Kind() string { return "tasks" }

// Assigned tells whether the plan gives task colours.
func (p TaskPlan) Assigned() bool { return p.Blue+p.Red+p.Yellow > 0 }

// Lines implements step.Result: one line per row.
func (p TaskPlan) Lines() []msg.Text {
	out := make([]msg.Text, 0, len(p.Rows))
	for _, r := range p.Rows {
		args := map[string]any{"Tasks": r.Tasks}
		switch r.Place {
		case OnIsland:
			args["Resource"], args["Number"] = msg.Term(r.Island.Resource.String()), r.Island.Number
		case OnCorner:
			args["Position"] = msg.Term(cornerName(r.Corner))
		}
		for i, k := range []string{"A", "B", "C"} {
			if i < len(r.Colours) {
				args[k] = msg.Term(r.Colours[i].String())
			}
		}
		var t msg.Text
		switch {
		case r.Place == OnIsland && len(r.Colours) == 2:
			t = msg.T("{{.Resource}} island {{.Number}}: {{.A}} and {{.B}}", args)
		case r.Place == OnIsland && len(r.Colours) == 3:
			t = msg.T("{{.Resource}} island {{.Number}}: {{.A}}, {{.B}} and {{.C}}", args)
		case r.Place == OnIsland:
			t = msg.T("{{.Resource}} island {{.Number}}: {{.Tasks}} tasks", args)
		case r.Place == OnCorner && len(r.Colours) == 2:
			t = msg.T("Corner island, {{.Position}}: {{.A}} and {{.B}}", args)
		case r.Place == OnCorner:
			t = msg.T("Corner island, {{.Position}}: {{.Tasks}} tasks", args)
		case len(r.Colours) == 3:
			t = msg.T("Each of the 6 other task islands: {{.A}}, {{.B}} and {{.C}}", args)
		default:
			t = msg.T("Each of the 6 other task islands: {{.Tasks}} tasks", args)
		}
		out = append(out, t)
	}
	return out
}

func islandLabel(i Island) msg.Text {
	return msg.T("{{.Resource}} island {{.Number}}", map[string]any{"Resource": msg.Term(i.Resource.String()), "Number": i.Number})
}

func cornerLabel(n int) msg.Text {
	return msg.T("Corner island, {{.Position}}", map[string]any{"Position": msg.Term(cornerName(n))})
}

// planTasks decides what goes on the islands. Without colours to assign it
// draws nothing from rng.
func planTasks(o Options, rng *rand.Rand) TaskPlan {
	var p TaskPlan
	switch {
	case o.Players == 1:
		pairs := soloColours(rng)
		for i, isl := range Islands() {
			p.Rows = append(p.Rows, IslandTasks{Label: islandLabel(isl), Place: OnIsland, Island: isl, Islands: 1, Tasks: 2, Colours: pairs[i][:]})
		}
	case o.Players == 3:
		// Corners get a pair each; with the first-game option the 6 other
		// islands get one task of each colour, which needs no chance.
		for c := 1; c <= Corners; c++ {
			row := IslandTasks{Label: cornerLabel(c), Place: OnCorner, Corner: c, Islands: 1, Tasks: 2}
			if o.FirstGame {
				pair := DistinctPairs[rng.IntN(len(DistinctPairs))]
				row.Colours = pair[:]
			}
			p.Rows = append(p.Rows, row)
		}
		others := IslandTasks{Label: msg.T("Each of the 6 other task islands", nil), Place: OnOthers, Islands: ref.TaskIslands - Corners, Tasks: 3}
		if o.FirstGame {
			others.Colours = []ref.Colour{ref.Blue, ref.Red, ref.Yellow}
		}
		p.Rows = append(p.Rows, others)
	default:
		// 2 or 4 players: every island alike. First game: 4 players get one
		// of each colour everywhere; 2 players draw each island's pair
		// independently and uniformly, which is uniform over all valid
		// assignments since the only constraint is per island and at most
		// 10 tasks of a colour are needed (there are 22).
		n := TasksPerIsland(o.Players)
		for _, isl := range Islands() {
			row := IslandTasks{Label: islandLabel(isl), Place: OnIsland, Island: isl, Islands: 1, Tasks: n}
			if o.FirstGame {
				if n == 3 {
					row.Colours = []ref.Colour{ref.Blue, ref.Red, ref.Yellow}
				} else {
					pair := DistinctPairs[rng.IntN(len(DistinctPairs))]
					row.Colours = pair[:]
				}
			}
			p.Rows = append(p.Rows, row)
		}
	}
	for _, r := range p.Rows {
		p.Total += r.Islands * r.Tasks
		for _, c := range r.Colours {
			switch c {
			case ref.Blue:
				p.Blue += r.Islands
			case ref.Red:
				p.Red += r.Islands
			case ref.Yellow:
				p.Yellow += r.Islands
			}
		}
	}
	return p
}
