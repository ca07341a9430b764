// Package lueur holds Lueur's vocabulary and reference data from the rulebook
// (seed 003, French): the five elements, the dice and their faces, the board
// sides, the companion decks and the counts the setup needs.
//
// Names are English; they double as translation keys in the UI. The mapping of
// die colours to elements is an assumption of SPEC §5 (the rulebook shows it
// only in pictures), kept here as data so that it can be changed in one place.
package lueur

import (
	"fmt"
	"strings"
)

// Element is one of the five element symbols (seed 003 "LES DÉS EN DÉTAIL":
// "Chacun des cinq symboles élément est représenté sur une face").
type Element int

// The elements in the order of SPEC §5. The encounter track has one slot per
// element; its printed left-to-right order is not in the rules text, so the app
// lists slots in this order.
const (
	Fire Element = iota
	Air
	Water
	Plant
	Earth
)

// Elements lists the five elements.
var Elements = []Element{Fire, Air, Water, Plant, Earth}

var elementNames = [...]string{"fire", "air", "water", "plant", "earth"}

// String is the English name.
func (e Element) String() string {
	if e < 0 || int(e) >= len(elementNames) {
		return "?"
	}
	return elementNames[e]
}

// ParseElement finds an element by English name, case-insensitively.
func ParseElement(s string) (Element, bool) {
	i, ok := find(elementNames[:], s)
	return Element(i), ok
}

// MarshalText writes the English name.
func (e Element) MarshalText() ([]byte, error) { return marshal(e, elementNames[:], int(e)) }

// UnmarshalText reads an English name.
func (e *Element) UnmarshalText(b []byte) error {
	i, err := unmarshal("element", elementNames[:], b)
	*e = Element(i)
	return err
}

// DieColour is the colour of a die.
type DieColour int

// The die colours, the five element colours first.
const (
	Red DieColour = iota
	Azure
	Blue
	Green
	Orange
	Purple
	Yellow
	Black
)

// DieColours lists every die colour.
var DieColours = []DieColour{Red, Azure, Blue, Green, Orange, Purple, Yellow, Black}

var dieColourNames = [...]string{"red", "azure", "blue", "green", "orange", "purple", "yellow", "black"}

// String is the English name.
func (c DieColour) String() string {
	if c < 0 || int(c) >= len(dieColourNames) {
		return "?"
	}
	return dieColourNames[c]
}

// ParseDieColour finds a die colour by English name, case-insensitively.
func ParseDieColour(s string) (DieColour, bool) {
	i, ok := find(dieColourNames[:], s)
	return DieColour(i), ok
}

// MarshalText writes the English name.
func (c DieColour) MarshalText() ([]byte, error) { return marshal(c, dieColourNames[:], int(c)) }

// UnmarshalText reads an English name.
func (c *DieColour) UnmarshalText(b []byte) error {
	i, err := unmarshal("die colour", dieColourNames[:], b)
	*c = DieColour(i)
	return err
}

// colourElements is SPEC §5's assumed mapping: the sixth face of a die of an
// element colour shows that element.
var colourElements = map[DieColour]Element{Red: Fire, Azure: Air, Blue: Water, Green: Plant, Orange: Earth}

// Element is the element of an element colour; false for purple, yellow and black.
func (c DieColour) Element() (Element, bool) {
	e, ok := colourElements[c]
	return e, ok
}

// Face is what a die shows: one of the five elements or a special symbol.
type Face int

// The faces: one per element (in Element order), then the three special
// sixth faces (seed 003 "LES DÉS EN DÉTAIL").
const (
	FaceFire Face = iota
	FaceAir
	FaceWater
	FacePlant
	FaceEarth
	// FaceSmallSteps is the purple dice's sixth face: gain 2 small steps.
	FaceSmallSteps
	// FaceLight is the yellow dice's sixth face: gain 3 light.
	FaceLight
	// FaceCurse is the black curse die's sixth face: lose 2 light.
	FaceCurse
)

// Special faces' amounts (seed 003 "LES DÉS EN DÉTAIL" and "Kaar et la
// malédiction du dé noir").
const (
	SmallStepsGain = 2
	LightGain      = 3
	CurseLoss      = 2
)

var faceNames = [...]string{"fire", "air", "water", "plant", "earth", "2 small steps", "+3 light", "−2 light"}

// String is the English name of the symbol.
func (f Face) String() string {
	if f < 0 || int(f) >= len(faceNames) {
		return "?"
	}
	return faceNames[f]
}

// MarshalText writes the English name.
func (f Face) MarshalText() ([]byte, error) { return marshal(f, faceNames[:], int(f)) }

// UnmarshalText reads an English name.
func (f *Face) UnmarshalText(b []byte) error {
	i, err := unmarshal("face", faceNames[:], b)
	*f = Face(i)
	return err
}

// ElementFace is the face showing element e.
func ElementFace(e Element) Face { return Face(e) }

// Element is the element a face shows; false for the special faces.
func (f Face) Element() (Element, bool) {
	if f >= FaceFire && f <= FaceEarth {
		return Element(f), true
	}
	return 0, false
}

// SixthFace is the face a die of colour c shows besides the five elements:
// its colour's element for the element colours, a special symbol otherwise.
func (c DieColour) SixthFace() Face {
	if e, ok := c.Element(); ok {
		return ElementFace(e)
	}
	switch c {
	case Purple:
		return FaceSmallSteps
	case Yellow:
		return FaceLight
	default:
		return FaceCurse
	}
}

// Faces lists the six faces of a die of colour c: the five elements in
// Element order, then the sixth face.
func (c DieColour) Faces() [6]Face {
	return [6]Face{FaceFire, FaceAir, FaceWater, FacePlant, FaceEarth, c.SixthFace()}
}

// Size is a die's size: big dice belong to cards, small dice travel between
// players (seed 003 "MATÉRIEL").
type Size int

// The die sizes.
const (
	Big Size = iota
	Small
)

var sizeNames = [...]string{"big", "small"}

// String is the English name.
func (s Size) String() string {
	if s < 0 || int(s) >= len(sizeNames) {
		return "?"
	}
	return sizeNames[s]
}

// Stock is how many dice of one colour the box holds.
type Stock struct {
	Colour DieColour
	Big    int
	Small  int
}

// Inventory is the box's 30 dice (seed 003 "LES DÉS EN DÉTAIL"): 20 big and 10 small.
var Inventory = []Stock{
	{Green, 3, 2},
	{Blue, 3, 2},
	{Azure, 3, 2},
	{Red, 4, 1},
	{Orange, 3, 1},
	{Purple, 2, 1},
	{Yellow, 2, 0},
	{Black, 0, 1},
}

// Dice counts the dice of colour c and size s in the box.
func Dice(c DieColour, s Size) int {
	for _, st := range Inventory {
		if st.Colour == c {
			if s == Big {
				return st.Big
			}
			return st.Small
		}
	}
	return 0
}

// SetupDice are the 9 small dice the first player rolls onto the encounter
// track at setup, in the rulebook's order (seed 003 "MISE EN PLACE" step 8:
// 2 green, 2 azure, 2 blue, 1 red, 1 orange, 1 purple). The small black die
// stays in the reserve.
var SetupDice = []DieColour{Green, Green, Azure, Azure, Blue, Blue, Red, Orange, Purple}

// ReserveBig and ReserveSmall are the dice put in the reserve at setup
// (seed 003 "MISE EN PLACE" step 3: 5 big dice and the small black die).
var (
	ReserveBig   = []DieColour{Red, Azure, Blue, Orange, Green}
	ReserveSmall = []DieColour{Black}
)

// Side is a side of the travel board.
type Side int

// The travel board's two sides (seed 003 "MATÉRIEL").
const (
	Province Side = iota
	Archipelago
)

// Sides lists the two board sides.
var Sides = []Side{Province, Archipelago}

var (
	sideNames       = [...]string{"Province of Shadows", "Dark Archipelago"}
	sideFrenchNames = [...]string{"La Province des ombres", "L'Archipel ténébreux"}
	sideKeys        = [...]string{"province", "archipelago"}
)

// String is the English name.
func (s Side) String() string {
	if s < 0 || int(s) >= len(sideNames) {
		return "?"
	}
	return sideNames[s]
}

// FrenchName is the name printed on the board of the French edition.
func (s Side) FrenchName() string {
	if s < 0 || int(s) >= len(sideFrenchNames) {
		return "?"
	}
	return sideFrenchNames[s]
}

// Key is the short lower-case name used on the command line and in JSON
// ("province", "archipelago").
func (s Side) Key() string {
	if s < 0 || int(s) >= len(sideKeys) {
		return "?"
	}
	return sideKeys[s]
}

// ParseSide finds a side by key, English or French name, case-insensitively.
func ParseSide(s string) (Side, bool) {
	for _, names := range [][]string{sideKeys[:], sideNames[:], sideFrenchNames[:]} {
		if i, ok := find(names, s); ok {
			return Side(i), true
		}
	}
	return 0, false
}

// MarshalText writes the key.
func (s Side) MarshalText() ([]byte, error) { return marshal(s, sideKeys[:], int(s)) }

// UnmarshalText reads a key or a name.
func (s *Side) UnmarshalText(b []byte) error {
	v, ok := ParseSide(string(b))
	if !ok {
		return fmt.Errorf("unknown board side %q", b)
	}
	*s = v
	return nil
}

// Deck is one of the two companion decks, told apart by the letter on their backs.
type Deck int

// The companion decks.
const (
	DeckA Deck = iota
	DeckB
)

// String is the letter on the cards' backs.
func (d Deck) String() string {
	switch d {
	case DeckA:
		return "A"
	case DeckB:
		return "B"
	}
	return "?"
}

// Counts from seed 003 "MATÉRIEL" and "MISE EN PLACE".
const (
	// MinPlayers counts the app's solo journey (SPEC §5.2); the rules are for
	// 2–4, and SPEC §5 accepts up to 5 (MaxPlayers).
	MinPlayers = 1
	MaxPlayers = 5
	// Adventurers are the 7 adventurer cards.
	Adventurers = 7
	// CompanionsPerDeck is the size of deck A and of deck B.
	CompanionsPerDeck = 23
	// RemovedPerDeck companions of each deck go back to the box unseen.
	RemovedPerDeck = 3
	// CompanionsInPlay is what the pile holds after setup: 5 a day for 8 days.
	CompanionsInPlay = 2 * (CompanionsPerDeck - RemovedPerDeck)
	// Days is the number of turns (days) of a game.
	Days = 8
	// EncounterSlots are the slots of the encounter track, one per element.
	EncounterSlots = 5
	// StartScore is where score markers start on the score track.
	StartScore = 10
	// SetupRerolls is what the player to the first player's right takes.
	SetupRerolls = 2
	// Token supplies.
	RerollTokens    = 44
	FireflyTokens   = 25
	SmallStepTokens = 25
	SpellTokens     = 7
	// FireflyBonus is the light for having at least as many fireflies as companions.
	FireflyBonus = 10
)

func find(names []string, s string) (int, bool) {
	for i, n := range names {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return i, true
		}
	}
	return 0, false
}

func marshal(v any, names []string, i int) ([]byte, error) {
	if i < 0 || i >= len(names) {
		return nil, fmt.Errorf("invalid %T %d", v, i)
	}
	return []byte(names[i]), nil
}

func unmarshal(what string, names []string, b []byte) (int, error) {
	i, ok := find(names, string(b))
	if !ok {
		return 0, fmt.Errorf("unknown %s %q", what, b)
	}
	return i, nil
}

// Names lists every English name this package's String methods return; the
// UI translates them, and the translation tests check them.
func Names() []string {
	var out []string
	for _, e := range Elements {
		out = append(out, e.String())
	}
	for _, c := range DieColours {
		out = append(out, c.String())
	}
	for f := FaceFire; f <= FaceCurse; f++ {
		out = append(out, f.String())
	}
	for _, s := range Sides {
		out = append(out, s.String())
	}
	return append(out, Big.String(), Small.String())
}
