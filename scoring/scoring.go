// Package scoring holds what the games' score calculators share; each game's
// calculator is a subpackage (scoring/bonfire).
package scoring

import "encoding/json"

// Line is one line of a score breakdown, as the scoring screen and the
// history show it.
type Line struct {
	// Key identifies the category in JSON output ("bonfires").
	Key string `json:"key"`
	// Label is the English category name, also its translation key ("Bonfires").
	Label string `json:"label"`
	// Detail shows how the points were counted ("7+5+2+4+2"), digits and
	// symbols only so that it needs no translation.
	Detail string `json:"detail,omitempty"`
	Points int    `json:"points"`
}

// Record is what a saved play keeps per player as its breakdown: the lines
// as shown, and the board entered (game-specific JSON) so the score can be
// re-read or recomputed later.
type Record struct {
	Lines []Line          `json:"lines"`
	Input json.RawMessage `json:"input,omitempty"`
}
