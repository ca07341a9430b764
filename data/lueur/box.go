package lueur

// What the box holds besides the dice's symbols (lueur.go): die sizes and
// stock, the dice setup rolls and reserves, the board's sides, the
// companion decks and the counts of seed 003 "MATÉRIEL" and "MISE EN PLACE".

import "fmt"

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
