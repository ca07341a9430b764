// Package bonfire holds Bonfire's vocabulary and reference data from the
// rulebooks (seeds 000 French, 001 German, 002 English): resources, colours,
// limits of a city, common tasks, the solo opponent Tom's cards.
//
// Names are the English edition's; they double as translation keys in the UI.
package bonfire

// Resource is one of the six resources (seed 002 "Game Components").
type Resource int

// The resources, in the order the rulebook lists them.
const (
	Blossom Resource = iota
	Fruit
	Herb
	Shell
	Root
	Gold
)

// Resources lists every resource; TaskResources the five shown on task islands
// and revealed gnomes in solo (gold specialists are removed, seed 000 "JEU SOLO").
var (
	Resources     = []Resource{Blossom, Fruit, Herb, Shell, Root, Gold}
	TaskResources = []Resource{Blossom, Fruit, Herb, Shell, Root}
)

var resourceNames = [...]string{"Blossom", "Fruit", "Herb", "Shell", "Root", "Gold"}

// String is the English name.
func (r Resource) String() string {
	if r < 0 || int(r) >= len(resourceNames) {
		return "?"
	}
	return resourceNames[r]
}

// ParseResource finds a resource by English name, case-insensitively.
func ParseResource(s string) (Resource, bool) {
	for i, n := range resourceNames {
		if equalFold(n, s) {
			return Resource(i), true
		}
	}
	return 0, false
}

// Colour is a crystal, task and bonfire colour.
type Colour int

// The colours, easiest tasks first.
const (
	Blue Colour = iota
	Red
	Yellow
)

// Colours lists the three colours.
var Colours = []Colour{Blue, Red, Yellow}

var colourNames = [...]string{"blue", "red", "yellow"}

// String is the English name.
func (c Colour) String() string {
	if c < 0 || int(c) >= len(colourNames) {
		return "?"
	}
	return colourNames[c]
}

// ParseColour finds a colour by English name, case-insensitively.
func ParseColour(s string) (Colour, bool) {
	for i, n := range colourNames {
		if equalFold(n, s) {
			return Colour(i), true
		}
	}
	return 0, false
}

// TaskPoints returns the lowest and highest points a task of colour c is worth
// (seed 000 Annexe I: blue 2–3, red 4–5, yellow 6–8).
func TaskPoints(c Colour) (lo, hi int) {
	switch c {
	case Blue:
		return 2, 3
	case Red:
		return 4, 5
	default:
		return 6, 8
	}
}

// ColourOfPoints returns the colour whose tasks are worth p points.
func ColourOfPoints(p int) (Colour, bool) {
	for _, c := range Colours {
		lo, hi := TaskPoints(c)
		if p >= lo && p <= hi {
			return c, true
		}
	}
	return 0, false
}

// Limits of a city (seed 000 "UTILISER DES TUILES ACTION" and "DÉCOMPTE FINAL").
const (
	BonfireSpaces   = 7 // task spaces, bonfires and novices beside them
	MaxTasks        = 7 // tasks and bonfires together
	MaxPaths        = 7 // path tiles including the starting tile (6 built)
	MaxPortals      = 7 // portal notches
	MaxGuardians    = 5 // guardians in a city, your own included
	MaxGnomes       = 6 // specialists and elders together
	FateTiles       = 8 // 7 in the supply, 1 placed at the start
	MinValue        = 2 // lowest printed bonfire or guardian value
	MaxValue        = 8 // highest printed bonfire or guardian value
	CouncilSpaces   = 8
	Specialists     = 27 // numbered 1–27 in Appendix III
	Elders          = 6
	CountdownTiles  = 5
	TaskIslands     = 10
	GuardianIslands = 4
	PortalShapes    = 7
	PortalsEach     = 4
)

// SpecialistGuardianBonus is the specialist whose final-scoring ability gives
// 2 points per guardian on a bonfire (seed 000 Annexe III, n° 18).
const SpecialistGuardianBonus = 18

// GoldSpecialists is how many specialists show Gold; solo removes them (seed 000 "JEU SOLO").
const GoldSpecialists = 3

// CommonTask is one of the five common tasks in the middle of the board
// (seed 000 "MISSIONS DU CONSEIL").
type CommonTask int

// The common tasks in rulebook order.
const (
	SevenTasks CommonTask = iota // 7 tasks and/or bonfires (7 points if all are bonfires)
	SevenPortals
	SevenPaths // including the starting tile
	FiveGuardians
	SixGnomes
)

// CommonTasks lists the five common tasks.
var CommonTasks = []CommonTask{SevenTasks, SevenPortals, SevenPaths, FiveGuardians, SixGnomes}

var commonTaskNames = [...]string{"7 tasks and/or bonfires", "7 portals", "7 path tiles", "5 guardians", "6 gnomes"}

// String is the English name.
func (t CommonTask) String() string {
	if t < 0 || int(t) >= len(commonTaskNames) {
		return "?"
	}
	return commonTaskNames[t]
}

// Threshold is the count a city needs to fulfil the common task.
func (t CommonTask) Threshold() int {
	switch t {
	case FiveGuardians:
		return 5
	case SixGnomes:
		return 6
	default:
		return 7
	}
}

// CommonTaskPoints is what a fulfilled common task scores; SevenBonfiresPoints
// replaces it for SevenTasks when all seven are bonfires (seed 000 "DÉCOMPTE FINAL").
const (
	CommonTaskPoints    = 4
	SevenBonfiresPoints = 7
	FateTilePoints      = 3 // per fate tile left in the supply
	LeftoversPerPoint   = 2 // action tiles and resources per point
	PortalPoints        = 2 // per portal adjacent to a lit bonfire
	PathPoints          = 2 // per path tile whose crystal matches its bonfire
	SpecialistPoints    = 2 // specialist 18, per guardian on a bonfire
)

// GameEndNovices is how many novices in the High Council start the countdown
// for a player count of 1–4 (seed 000 "FIN DE PARTIE": 7 | 7 | 10 | 13).
func GameEndNovices(players int) int {
	switch players {
	case 3:
		return 10
	case 4:
		return 13
	default:
		return 7
	}
}

// Names lists every English name this package's String methods return; the
// UI translates them, and the translation tests check them.
func Names() []string {
	var out []string
	for _, r := range Resources {
		out = append(out, r.String())
	}
	for _, c := range Colours {
		out = append(out, c.String())
	}
	for _, c := range TomCards {
		out = append(out, c.String())
	}
	for _, t := range CommonTasks {
		out = append(out, t.String())
	}
	return out
}

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
