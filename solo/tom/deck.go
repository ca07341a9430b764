package tom

import (
	"math/rand/v2"

	"hearth/data/bonfire"
)

// shuffleStream keeps the Tom deck's random numbers apart from any other use
// of a session seed; the cycle number is added to it, so every cycle has its
// own stream and its order depends on nothing but (seed, cycle).
const shuffleStream uint64 = 0x546f6d4465636b00 // "TomDeck\x00"

// permutation is the order (indices into Deck.Cards) in which a virtual deck
// of n cards comes up in cycle, top card first: a Fisher–Yates shuffle
// (rand.Shuffle) of the identity.
func permutation(seed uint64, cycle, n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r := rand.New(rand.NewPCG(seed, shuffleStream+uint64(cycle)))
	r.Shuffle(n, func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

// cycleOrder is the virtual deck's order in cycle (1-based), top card first.
func cycleOrder(seed uint64, deck bonfire.Deck, cycle int) []bonfire.TomCard {
	cards := deck.Cards()
	out := make([]bonfire.TomCard, len(cards))
	for i, j := range permutation(seed, cycle, len(cards)) {
		out[i] = cards[j]
	}
	return out
}
