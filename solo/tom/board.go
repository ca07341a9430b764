package tom

import "hearth/data/bonfire"

// Board is Tom's city and score as the app tracks it.
type Board struct {
	// Score is his score track, the handicap start included.
	Score int
	// Tasks are his tasks, all bonfire side up, in slot order 1, 2, ….
	Tasks []PlacedTask
	// Paths are the crystals of the path tiles he took, in order; they sit
	// on slots 2…7 (slot 1 is his starting tile, which has no crystal).
	Paths []bonfire.Colour
	// Gnomes are the specialists he took.
	Gnomes int
	// Guardians counts his own guardian too.
	Guardians int
	// Portals fill his board right to left: slots 7, 6, ….
	Portals int
	// NovicesLeft are the novices he has not yet sent to the High Council.
	NovicesLeft int
}

// PathTiles counts his starting tile too.
func (b Board) PathTiles() int { return len(b.Paths) + 1 }

// Count is how far Tom is on a common task (compare with t.Threshold()).
func (b Board) Count(t bonfire.CommonTask) int {
	switch t {
	case bonfire.SevenTasks:
		return len(b.Tasks)
	case bonfire.SevenPortals:
		return b.Portals
	case bonfire.SevenPaths:
		return b.PathTiles()
	case bonfire.FiveGuardians:
		return b.Guardians
	case bonfire.SixGnomes:
		return b.Gnomes
	}
	return 0
}

// Fulfils reports whether Tom fulfils common task t.
func (b Board) Fulfils(t bonfire.CommonTask) bool { return b.Count(t) >= t.Threshold() }

// PlacedTask is a task on Tom's board, bonfire side up.
type PlacedTask struct {
	// Slot is 1…7, left to right.
	Slot   int
	Colour bonfire.Colour
	Points int
}

// Council counts the novices in the High Council.
type Council struct {
	You, Tom, Neutral int
	// Threshold is the count that starts the countdown (7).
	Threshold int
}

// Total counts all novices in the council.
func (c Council) Total() int { return c.You + c.Tom + c.Neutral }
