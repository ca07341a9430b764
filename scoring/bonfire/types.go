// Package bonfire computes Bonfire's final scores (SPEC §4.2; seed 000
// "DÉCOMPTE FINAL" and Annexe IV, seed 002 "Final Scoring") from the board
// state a player enters, in quick mode (a count per category) or city mode
// (the seven slots of a city).
package bonfire

import ref "hearth/data/bonfire"

// Player is one player's end-of-game board in quick mode. The JSON keys are the
// CLI's input format and must not change.
type Player struct {
	Name string `json:"name"`
	// TrackPoints are the points already on the score track: elders, Great
	// Bonfire "2 points", council "1 point", countdown pass, handicap start.
	TrackPoints int `json:"track_points"`
	// Bonfires are the printed values (2–8) of the lit bonfires.
	Bonfires []int `json:"bonfires"`
	// OpenTasks are tasks taken but not flipped to their bonfire side.
	OpenTasks int `json:"open_tasks"`
	// GuardiansOnBonfires are the values printed beside the bonfires guardians stand on.
	GuardiansOnBonfires []int `json:"guardians_on_bonfires"`
	Portals             int   `json:"portals"`
	// PortalsAdjacent are the portals adjacent to a lit bonfire.
	PortalsAdjacent int `json:"portals_adjacent"`
	// PathTiles counts the starting tile.
	PathTiles int `json:"path_tiles"`
	// MatchingPaths are path tiles whose crystal matches the adjacent lit bonfire.
	MatchingPaths int `json:"matching_paths"`
	// Guardians are all guardians in the city, your own included.
	Guardians int `json:"guardians"`
	// Gnomes are specialists and elders together.
	Gnomes        int `json:"gnomes"`
	FateTilesLeft int `json:"fate_tiles_left"`
	// Leftovers are the action tiles and resources left in the supply.
	Leftovers int `json:"leftover_tiles_and_resources"`
	// Specialists are the Appendix III numbers of owned specialists that affect
	// final scoring (only 18 does).
	Specialists []int `json:"specialists"`
}

// Game is the CLI's input: the players in seat order; with Solo the second
// player is Tom.
type Game struct {
	Solo    bool     `json:"solo"`
	Players []Player `json:"players"`
}

// Slot is one of the seven positions of a city in city mode: a bonfire space
// with its portal notch, the path tile beside it and a guardian standing on it.
// Slot 1 holds the starting tile's path.
type Slot struct {
	Lit    bool       `json:"lit"`
	Colour ref.Colour `json:"colour"`
	Value  int        `json:"value"` // printed bonfire value, within Colour's range
	Portal bool       `json:"portal"`
	Path   bool       `json:"path"`
	// HasCrystal tells whether Crystal is set; the starting tile may show none.
	HasCrystal bool       `json:"has_crystal"`
	Crystal    ref.Colour `json:"crystal"`
	Guardian   bool       `json:"guardian"`
	// GuardianValue is the value printed beside the space (2–8).
	GuardianValue int `json:"guardian_value"`
}

// City is one player's board in city mode; everything not tied to a slot is
// entered as in quick mode.
type City struct {
	Name          string                  `json:"name"`
	TrackPoints   int                     `json:"track_points"`
	Slots         [ref.BonfireSpaces]Slot `json:"slots"`
	OpenTasks     int                     `json:"open_tasks"`
	Guardians     int                     `json:"guardians"`
	Gnomes        int                     `json:"gnomes"`
	FateTilesLeft int                     `json:"fate_tiles_left"`
	Leftovers     int                     `json:"leftover_tiles_and_resources"`
	Specialists   []int                   `json:"specialists"`
}

// Breakdown is a player's final score by category. The JSON keys are the CLI's
// --json output format.
type Breakdown struct {
	Bonfires    int `json:"bonfires"`
	Guardians   int `json:"guardians"`
	Portals     int `json:"portals"`
	Paths       int `json:"paths"`
	CommonTasks int `json:"common_tasks"`
	FateTiles   int `json:"fate_tiles"`
	Leftovers   int `json:"leftovers"`
	Track       int `json:"track"`
	// Specialists is specialist 18's bonus, omitted when zero.
	Specialists int `json:"specialists,omitempty"`
	// Fulfilled lists the common tasks the city fulfils now.
	Fulfilled []ref.CommonTask `json:"-"`

	// The counts behind the points, kept for Lines' details and absent from
	// the JSON output.

	// BonfireValues are the lit bonfires' values, GuardianValues those of the
	// guardians on bonfires, in the order entered.
	BonfireValues  []int `json:"-"`
	GuardianValues []int `json:"-"`
	// LeftoverCount is the number of action tiles and resources left.
	LeftoverCount int `json:"-"`
}

// Outcome is a solo game's result for the player facing Tom.
type Outcome int

// Solo outcomes: only strictly more points than Tom wins (seed 000 "FIN DE
// PARTIE SOLO"); a tie loses the game but leaves the handicap unchanged (SPEC §8).
const (
	Loss Outcome = iota
	Win
	Tie
)
