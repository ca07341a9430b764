// Package bgsplay builds what BG Stats reads: its play file (.bgsplay, the
// format of BG Stats' own backups: about, players, locations, games, plays)
// and the JSON of its createPlay link. It takes plain structs, so that the
// store (data) can use it without an import cycle.
package bgsplay

import "time"

// Play is one play as BG Stats needs it.
type Play struct {
	UID      string // Hearth's play uid, also the play's identity in BG Stats
	Game     string // "bonfire", "lueur" or "insula"
	PlayedAt time.Time
	Duration time.Duration
	Location string
	Notes    string
	Players  []Player // in seat order
}

// Player is one player's result.
type Player struct {
	Name       string
	ProfileUID string // empty when the player has no profile
	Bot        bool   // an automa such as Tom
	Score      int
	Winner     bool
	Seat       int
}
