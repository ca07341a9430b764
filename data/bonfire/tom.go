package bonfire

// TomCard is a kind of card in Tom's deck (seed 000 "ACTIONS DE TOM").
type TomCard int

// Tom's card kinds.
const (
	CardGnome TomCard = iota
	CardPath
	CardTaskI
	CardTaskII
	CardGuardian
	CardGreatBonfire
)

// TomCards lists the six card kinds.
var TomCards = []TomCard{CardGnome, CardPath, CardTaskI, CardTaskII, CardGuardian, CardGreatBonfire}

var tomCardNames = [...]string{"Gnome", "Path", "Task I", "Task II", "Guardian", "Great Bonfire"}

// String is the English name printed on the card.
func (c TomCard) String() string {
	if c < 0 || int(c) >= len(tomCardNames) {
		return "?"
	}
	return tomCardNames[c]
}

// ParseTomCard finds a card kind by English name, case-insensitively.
func ParseTomCard(s string) (TomCard, bool) {
	for i, n := range tomCardNames {
		if equalFold(n, s) {
			return TomCard(i), true
		}
	}
	return 0, false
}

// NeedsGnome reports whether the card carries the gnome icon: the top gnome of
// the gnome pile is revealed and its resource steers the action.
func (c TomCard) NeedsGnome() bool {
	return c == CardGnome || c == CardPath || c == CardTaskI || c == CardTaskII
}

// TomDeckSize is the number of Tom cards (seed 000 "MATÉRIEL": 8 cartes Tom).
const TomDeckSize = 8

// TomMaxCycles is how often the Tom pile may run out: the game ends at once
// when it is exhausted for the 4th time (seed 000 "FIN DE PARTIE SOLO").
const TomMaxCycles = 4

// TomNovices is how many novices Tom has for the High Council (seed 000 "MISE EN PLACE").
const TomNovices = 4

// TomTaskIIPoints is what Tom scores when he places a novice on Task II;
// TomBonusPoints for a bonus action; TomSpecialCasePoints for special case 1.
const (
	TomTaskIIPoints      = 1
	TomBonusPoints       = 1
	TomSpecialCasePoints = 3
)

// Deck is a Tom deck composition: how many cards of each kind.
type Deck map[TomCard]int

// DefaultDeck is the composition the app assumes; the cards' contents are not
// in the rules text (SPEC §8): Great Bonfire ×2, Task I, Task II, Guardian,
// Gnome, Path ×2.
func DefaultDeck() Deck {
	return Deck{CardGreatBonfire: 2, CardTaskI: 1, CardTaskII: 1, CardGuardian: 1, CardGnome: 1, CardPath: 2}
}

// Size is the number of cards in the deck.
func (d Deck) Size() int {
	n := 0
	for _, c := range d {
		n += c
	}
	return n
}

// Cards lists the deck's cards in a fixed order (card kind, then copies), the
// order a shuffle starts from.
func (d Deck) Cards() []TomCard {
	var out []TomCard
	for _, k := range TomCards {
		for i := 0; i < d[k]; i++ {
			out = append(out, k)
		}
	}
	return out
}
