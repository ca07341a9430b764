// Package game names the games Hearth knows. Its Game is the one identity
// every layer uses: the store's rows, setups and their codes, solo engines,
// the UI's modules and the command line.
package game

import (
	"fmt"
	"strings"

	"hearth/data/msg"
)

// Game is a game's key as stored and typed on the command line: "bonfire",
// "lueur" or "insula". The zero value is no game.
type Game string

// The games, in Home order.
const (
	Bonfire Game = "bonfire"
	Lueur   Game = "lueur"
	Insula  Game = "insula"
)

// All lists the games in Home order; a game's index in it is what setup
// codes carry.
var All = []Game{Bonfire, Lueur, Insula}

var names = map[Game]string{Bonfire: "Bonfire", Lueur: "Lueur", Insula: "Insula"}

// Parse finds a game by key or name, case-insensitively.
func Parse(s string) (Game, bool) {
	g := Game(strings.ToLower(strings.TrimSpace(s)))
	return g, g.Valid()
}

// Valid tells whether g is one of the games.
func (g Game) Valid() bool { _, ok := names[g]; return ok }

// String is the game's name, the same in every language ("Bonfire"); "?"
// for no game.
func (g Game) String() string {
	if n, ok := names[g]; ok {
		return n
	}
	return "?"
}

// Key is the lower-case key ("bonfire").
func (g Game) Key() string { return string(g) }

// Index is g's position in All (what a setup code carries), -1 for no game.
func (g Game) Index() int {
	for i, x := range All {
		if x == g {
			return i
		}
	}
	return -1
}

// FromIndex is the game at position i of All.
func FromIndex(i int) (Game, bool) {
	if i < 0 || i >= len(All) {
		return "", false
	}
	return All[i], true
}

// MarshalText writes the key; no game is refused.
func (g Game) MarshalText() ([]byte, error) {
	if !g.Valid() {
		return nil, fmt.Errorf("invalid game %q", string(g))
	}
	return []byte(g), nil
}

// UnmarshalText reads a key or a name.
func (g *Game) UnmarshalText(b []byte) error {
	v, ok := Parse(string(b))
	if !ok {
		return fmt.Errorf("unknown game %q", b)
	}
	*g = v
	return nil
}

// Players is the range of player counts Hearth sets the game up for; 1 is
// solo (Bonfire against Tom, the app's solo journeys for Lueur and Insula).
func (g Game) Players() (lo, hi int) {
	switch g {
	case Bonfire:
		return 1, 4 // seed 000 "MISE EN PLACE" and "JEU SOLO"
	case Lueur:
		return 1, 5 // seed 003 plays 2–4; SPEC §5 accepts 1–5 (the app's solo journey, SPEC §5.2)
	case Insula:
		return 1, 5 // seed 004 "COMPOSANTS": 5 adventurer sheets
	}
	return 0, -1
}

// CheckPlayers returns a player-readable error when n players cannot play g.
func (g Game) CheckPlayers(n int) error {
	lo, hi := g.Players()
	if hi < lo {
		return msg.New("game", "Choose Bonfire, Lueur or Insula.", nil)
	}
	if n < lo || n > hi {
		return msg.New("players", "{{.Game}} is played by {{.Min}} to {{.Max}} players; you asked for {{.Players}}.",
			map[string]any{"Game": msg.Term(g.String()), "Min": lo, "Max": hi, "Players": n})
	}
	return nil
}
