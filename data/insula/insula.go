// Package insula holds Insula's vocabulary and reference data from the
// rulebook (seed 004, French): player counts, starting state, components
// ("COMPOSANTS"), the advanced setup (G.1) and the Kingosh variants (G.5).
//
// Names are English; they double as translation keys in the UI.
package insula

import (
	"fmt"
	"strings"
)

// Players and the adventurer's starting state (seed 004 B.6–B.10).
const (
	MinPlayers = 1
	MaxPlayers = 5
	// StartEnergy tokens go in the Vitality circle.
	StartEnergy = 6
	// StartFlowers is the flower cards each player draws.
	StartFlowers = 1
)

// Components (seed 004 "COMPOSANTS").
const (
	Sheets       = 5  // double-sided adventurer sheets
	LightTiles   = 16 // light island tiles (beach symbol on the back)
	ShadowTiles  = 18 // shadow island tiles (citadel symbol on the back)
	IslandTiles  = LightTiles + ShadowTiles + 2
	EnergyTokens = 50
	// GuardianTokens go in the bag; Kingosh has a token of his own.
	GuardianTokens = 13
	// FlowerCards is the printed total. The breakdown printed beside it
	// (34 common, 9 for A, 3 for B) sums to 46: the rules text is inconsistent,
	// so the app relies on neither number.
	FlowerCards       = 41
	FlowerCardsCommon = 34
	FlowerCardsA      = 9
	FlowerCardsB      = 3
	// CurseCards: 26 common, 4 for the advanced version (A), 7 for the base version (B).
	CurseCards       = 37
	CurseCardsCommon = 26
	CurseCardsA      = 4
	CurseCardsB      = 7
	// TilesBetween is the room left between the beach and the citadel (seed 004 B.1).
	TilesBetween = 5
)

// Advanced setup (seed 004 G.1): tiles placed face down between the beach and the citadel.
const (
	AdvancedLightTiles  = 3
	AdvancedShadowTiles = 2
)

// Vain Violet is the advanced version's bluffing red flower card (seed 004
// G.1 and G.3): each player gets one, it has no effect, returns to hand after
// every combat and does not count towards the hand limit.
const (
	VainViolet              = "Vain Violet"
	VainVioletFrench        = "Violette vaine"
	VainVioletsEach         = 1
	HandLimit               = 5
	AdvancedRestEnergy      = 2 // rest gives 2 energy (3 on a pond) in the advanced version
	AdvancedThornsDrawbacks = 3 // drawbacks for moving against thorns, advanced
	BaseThornsDrawbacks     = 2 // drawbacks for moving against thorns, base
)

// Kingosh's strength (seed 004 E.1 and G.5).
const (
	KingoshStrength = 7
	// PurpleStrength is Kingosh's strength in the purple citadel, where each
	// adventurer in the citadel has PurpleMalus less strength.
	PurpleStrength = 5
	PurpleMalus    = 2
	// BlueVitality is the energy an adventurer needs in Vitality to enter the
	// blue citadel; BlueStartStrength is where the token starts on the Kingosh card.
	BlueVitality      = 3
	BlueStartStrength = 7
	// AdvancedExtraEnergy is the extra energy token an adventurer must have
	// gained before entering the citadel in the advanced version.
	AdvancedExtraEnergy = 1
)

// Version is the base or the advanced version of the rules; components are
// marked B (base) or A (advanced) (seed 004 B and G.1).
type Version int

// The versions.
const (
	Base Version = iota
	Advanced
)

var versionNames = [...]string{"base", "advanced"}

// String is the English name.
func (v Version) String() string {
	if v < 0 || int(v) >= len(versionNames) {
		return "?"
	}
	return versionNames[v]
}

// Letter is the letter marking the version's components and sheet side.
func (v Version) Letter() string {
	if v == Advanced {
		return "A"
	}
	return "B"
}

// MarshalText writes the English name.
func (v Version) MarshalText() ([]byte, error) { return marshal(v, versionNames[:], int(v)) }

// Variant is an advanced end-game variant: the side of the Kingosh card
// (seed 004 G.5).
type Variant int

// The Kingosh variants.
const (
	Purple Variant = iota
	Blue
)

// Variants lists the Kingosh variants.
var Variants = []Variant{Purple, Blue}

var (
	variantNames = [...]string{"purple citadel", "blue citadel"}
	variantKeys  = [...]string{"purple", "blue"}
)

// String is the English name.
func (v Variant) String() string {
	if v < 0 || int(v) >= len(variantNames) {
		return "?"
	}
	return variantNames[v]
}

// Key is the short name used on the command line and in JSON ("purple", "blue").
func (v Variant) Key() string {
	if v < 0 || int(v) >= len(variantKeys) {
		return "?"
	}
	return variantKeys[v]
}

// ParseVariant finds a variant by key or English name, case-insensitively.
func ParseVariant(s string) (Variant, bool) {
	for _, names := range [][]string{variantKeys[:], variantNames[:]} {
		for i, n := range names {
			if strings.EqualFold(n, strings.TrimSpace(s)) {
				return Variant(i), true
			}
		}
	}
	return 0, false
}

// StartStrength is Kingosh's strength when the game starts.
func (v Variant) StartStrength() int {
	if v == Purple {
		return PurpleStrength
	}
	return BlueStartStrength
}

// MarshalText writes the key.
func (v Variant) MarshalText() ([]byte, error) { return marshal(v, variantKeys[:], int(v)) }

// UnmarshalText reads a key or a name.
func (v *Variant) UnmarshalText(b []byte) error {
	x, ok := ParseVariant(string(b))
	if !ok {
		return fmt.Errorf("unknown Kingosh variant %q", b)
	}
	*v = x
	return nil
}

// Tile is a kind of island tile (seed 004 G.2).
type Tile int

// The island tile kinds.
const (
	Light Tile = iota
	Shadow
)

var tileNames = [...]string{"light tile", "shadow tile"}

// String is the English name.
func (t Tile) String() string {
	if t < 0 || int(t) >= len(tileNames) {
		return "?"
	}
	return tileNames[t]
}

// MarshalText writes the English name.
func (t Tile) MarshalText() ([]byte, error) { return marshal(t, tileNames[:], int(t)) }

// Circle is one of the three circles of an adventurer's energy circle (seed 004 B.10).
type Circle int

// The energy circles.
const (
	Vitality Circle = iota
	Fatigue
	Combat
)

var circleNames = [...]string{"Vitality", "Fatigue", "Combat"}

// String is the English name.
func (c Circle) String() string {
	if c < 0 || int(c) >= len(circleNames) {
		return "?"
	}
	return circleNames[c]
}

func marshal(v any, names []string, i int) ([]byte, error) {
	if i < 0 || i >= len(names) {
		return nil, fmt.Errorf("invalid %T %d", v, i)
	}
	return []byte(names[i]), nil
}

// Names lists every English name this package's String methods return; the
// UI translates them, and the translation tests check them.
func Names() []string {
	var out []string
	for _, v := range Variants {
		out = append(out, v.String())
	}
	out = append(out, Light.String(), Shadow.String(), Base.String(), Advanced.String())
	for _, c := range []Circle{Vitality, Fatigue, Combat} {
		out = append(out, c.String())
	}
	return out
}
