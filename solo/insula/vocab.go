package insula

import (
	"fmt"
	"strings"

	ref "hearth/data/insula"
)

// Every enumeration of this package is stored by a short key ("flower",
// "shoreward") so that stored logs never depend on the order of Go
// constants; String is the English name the UI translates (a msg.Term).

// Symbol is a symbol printed on the reward or the drawback circle (seed 004
// D.2, C.2, F.5).
type Symbol int

// The circle symbols. The first three are rewards, the others drawbacks.
const (
	NoSymbol Symbol = iota
	// SymTime moves the time marker back towards the Sun (1 space, 2 advanced).
	SymTime
	// SymFlower draws a flower card.
	SymFlower
	// SymEnergy adds an energy token to Vitality for good.
	SymEnergy
	// SymDiscard discards a flower card of your choice.
	SymDiscard
	// SymLoseEnergy removes an energy token for good, from the circle of your choice.
	SymLoseEnergy
	// SymCurse draws a curse card onto a free curse slot.
	SymCurse
	// SymGuardian (advanced) makes a guardian appear on your tile.
	SymGuardian
)

var (
	symbolKeys  = []string{"", "time", "flower", "energy", "discard", "lose_energy", "curse", "guardian"}
	symbolNames = []string{"?", "time back", "draw a flower", "extra energy", "discard a flower", "lose an energy", "draw a curse", "a guardian appears"}
)

// RewardSymbols and DrawbackSymbols are the symbols of each circle.
var (
	RewardSymbols   = []Symbol{SymTime, SymFlower, SymEnergy}
	DrawbackSymbols = []Symbol{SymDiscard, SymLoseEnergy, SymCurse, SymGuardian}
)

// Key is the stored name ("lose_energy").
func (s Symbol) Key() string { return keyOf(int(s), symbolKeys) }

// String is the English name.
func (s Symbol) String() string { return nameOf(int(s), symbolNames) }

// ParseSymbol reads a key.
func ParseSymbol(s string) (Symbol, bool) { return parseKey[Symbol](s, symbolKeys) }

// Reward tells whether s belongs on the reward circle.
func (s Symbol) Reward() bool { return s >= SymTime && s <= SymEnergy }

// Drawback tells whether s belongs on the drawback circle.
func (s Symbol) Drawback() bool { return s >= SymDiscard && s <= SymGuardian }

// MarshalText writes the key.
func (s Symbol) MarshalText() ([]byte, error) { return marshalKey(int(s), symbolKeys, 1) }

// UnmarshalText reads a key.
func (s *Symbol) UnmarshalText(b []byte) error { return unmarshalKey(b, symbolKeys, 1, s) }

// CircleKind is the reward or the drawback circle of the adventurer sheet.
type CircleKind int

// The two circles.
const (
	RewardCircle CircleKind = iota
	DrawbackCircle
)

var (
	circleKeys  = []string{"reward", "drawback"}
	circleNames = []string{"reward circle", "drawback circle"}
)

// Key is the stored name.
func (c CircleKind) Key() string { return keyOf(int(c), circleKeys) }

// String is the English name.
func (c CircleKind) String() string { return nameOf(int(c), circleNames) }

// Symbols are the symbols that belong on the circle.
func (c CircleKind) Symbols() []Symbol {
	if c == DrawbackCircle {
		return DrawbackSymbols
	}
	return RewardSymbols
}

// Holds tells whether symbol s belongs on the circle.
func (c CircleKind) Holds(s Symbol) bool {
	if c == DrawbackCircle {
		return s.Drawback()
	}
	return s.Reward()
}

// MarshalText writes the key.
func (c CircleKind) MarshalText() ([]byte, error) { return marshalKey(int(c), circleKeys, 0) }

// UnmarshalText reads a key.
func (c *CircleKind) UnmarshalText(b []byte) error { return unmarshalKey(b, circleKeys, 0, c) }

// Colour is a flower card's colour (seed 004 F.10): yellow flowers are
// played with the Flower action, red ones in combat, green ones at any time.
type Colour int

// The flower colours.
const (
	Yellow Colour = iota
	Red
	Green
)

// Colours lists the flower colours.
var Colours = []Colour{Yellow, Red, Green}

var (
	colourKeys  = []string{"yellow", "red", "green"}
	colourNames = []string{"yellow flower", "red flower", "green flower"}
)

// Key is the stored name.
func (c Colour) Key() string { return keyOf(int(c), colourKeys) }

// String is the English name.
func (c Colour) String() string { return nameOf(int(c), colourNames) }

// MarshalText writes the key.
func (c Colour) MarshalText() ([]byte, error) { return marshalKey(int(c), colourKeys, 0) }

// UnmarshalText reads a key.
func (c *Colour) UnmarshalText(b []byte) error { return unmarshalKey(b, colourKeys, 0, c) }

// ActionKind is one of the actions of a turn (seed 004 C.1, G.4).
type ActionKind int

// The actions. Rest, Flower and Move have a curse slot; Curse and the
// advanced Ease cannot be blocked.
const (
	ActRest ActionKind = iota
	ActFlower
	ActCurse
	ActMove
	ActEase
)

// ActionKinds lists the actions in the order of the adventurer sheet.
var ActionKinds = []ActionKind{ActRest, ActFlower, ActCurse, ActMove, ActEase}

// SlotKinds are the actions with a curse slot (seed 004 B.11: three slots).
var SlotKinds = []ActionKind{ActRest, ActFlower, ActMove}

var (
	actionKeys  = []string{"rest", "flower", "curse", "move", "ease"}
	actionNames = []string{"Rest", "Flower", "Curse", "Move", "Ease"}
)

// Key is the stored name.
func (a ActionKind) Key() string { return keyOf(int(a), actionKeys) }

// String is the English name.
func (a ActionKind) String() string { return nameOf(int(a), actionNames) }

// HasSlot tells whether a curse can block the action.
func (a ActionKind) HasSlot() bool { return a == ActRest || a == ActFlower || a == ActMove }

// MarshalText writes the key.
func (a ActionKind) MarshalText() ([]byte, error) { return marshalKey(int(a), actionKeys, 0) }

// UnmarshalText reads a key.
func (a *ActionKind) UnmarshalText(b []byte) error { return unmarshalKey(b, actionKeys, 0, a) }

// Dir is a direction of movement, as seen from the shore looking at the
// citadel (seed 004 F.4: orthogonal moves only; F.6: inward is towards the
// centre of the island, away from the shore).
type Dir int

// The four directions.
const (
	Inward Dir = iota
	Shoreward
	Left
	Right
)

// Dirs lists the directions.
var Dirs = []Dir{Inward, Left, Right, Shoreward}

var (
	dirKeys  = []string{"inward", "shoreward", "left", "right"}
	dirNames = []string{"inward", "towards the shore", "left", "right"}
)

// Key is the stored name.
func (d Dir) Key() string { return keyOf(int(d), dirKeys) }

// String is the English name.
func (d Dir) String() string { return nameOf(int(d), dirNames) }

// Step is the change of coordinates of a move in direction d.
func (d Dir) Step() (dx, dy int) {
	switch d {
	case Inward:
		return 0, 1
	case Shoreward:
		return 0, -1
	case Left:
		return -1, 0
	case Right:
		return 1, 0
	}
	return 0, 0
}

// MarshalText writes the key.
func (d Dir) MarshalText() ([]byte, error) { return marshalKey(int(d), dirKeys, 0) }

// UnmarshalText reads a key.
func (d *Dir) UnmarshalText(b []byte) error { return unmarshalKey(b, dirKeys, 0, d) }

// Face is a face of the fate die (seed 004 D.1, F.1).
type Face int

// The fate die's faces.
const (
	Blank Face = iota
	Shield
	Sword
	Moon
)

// Faces lists the faces.
var Faces = []Face{Shield, Sword, Moon, Blank}

var (
	faceKeys  = []string{"blank", "shield", "sword", "moon"}
	faceNames = []string{"blank", "shield", "sword", "moon"}
)

// Key is the stored name.
func (f Face) Key() string { return keyOf(int(f), faceKeys) }

// String is the English name.
func (f Face) String() string { return nameOf(int(f), faceNames) }

// MarshalText writes the key.
func (f Face) MarshalText() ([]byte, error) { return marshalKey(int(f), faceKeys, 0) }

// UnmarshalText reads a key.
func (f *Face) UnmarshalText(b []byte) error { return unmarshalKey(b, faceKeys, 0, f) }

// Pool is the circle of the energy circle a token is taken from when an
// energy is lost for good: Vitality or Fatigue (seed 004 F.5).
type Pool = ref.Circle

var poolKeys = []string{"vitality", "fatigue", "combat"}

// tileKeys are the stored names of ref.Tile.
var tileKeys = []string{"light", "shadow"}

// Ending says how an expedition ended (the keys of scoring/insula).
type Ending string

// The endings (seed 004 E.2).
const (
	NotOver         Ending = ""
	KingoshDefeated Ending = "kingosh_defeated"
	Nightfall       Ending = "nightfall"
)

// Names lists every English name this package's vocabulary shows; the UI
// translates them and the translation test checks them.
func Names() []string {
	var out []string
	out = append(out, symbolNames[1:]...)
	out = append(out, circleNames...)
	out = append(out, colourNames...)
	out = append(out, actionNames...)
	out = append(out, dirNames...)
	out = append(out, faceNames...)
	out = append(out, outcomeNames...)
	return out
}

func keyOf(i int, keys []string) string {
	if i < 0 || i >= len(keys) {
		return "?"
	}
	return keys[i]
}

func nameOf(i int, names []string) string {
	if i < 0 || i >= len(names) {
		return "?"
	}
	return names[i]
}

func parseKey[T ~int](s string, keys []string) (T, bool) {
	for i, k := range keys {
		if k != "" && k == strings.TrimSpace(s) {
			return T(i), true
		}
	}
	return 0, false
}

func marshalKey(i int, keys []string, first int) ([]byte, error) {
	if i < first || i >= len(keys) {
		return nil, fmt.Errorf("invalid value %d", i)
	}
	return []byte(keys[i]), nil
}

func unmarshalKey[T ~int](b []byte, keys []string, first int, out *T) error {
	v, ok := parseKey[T](string(b), keys)
	if !ok || int(v) < first {
		return fmt.Errorf("unknown value %q", b)
	}
	*out = v
	return nil
}

// parseTile reads a stored tile kind.
func parseTile(s string) (ref.Tile, bool) { return parseKey[ref.Tile](s, tileKeys) }

// parsePool reads a stored pool (Vitality or Fatigue only).
func parsePool(s string) (Pool, bool) {
	p, ok := parseKey[Pool](s, poolKeys)
	return p, ok && p != ref.Combat
}
