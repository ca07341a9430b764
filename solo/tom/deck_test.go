package tom

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/bonfire"
)

const shuffles = 80_000

// Critical values of the chi-square distribution at p = 10⁻⁶ (Wilson–Hilferty):
// a fair shuffle exceeds them once in a million runs. The seeds are fixed, so
// the test is deterministic anyway; the margin keeps a change of seeds or
// stream from making it flaky.
const (
	chi2Crit49 = 111.6 // (8−1)×(8−1) degrees of freedom: card index × position
	chi2Crit35 = 90.5  // (6−1)×(8−1): card kind × position, default deck
)

// chiSquare over counts[position][card] against expected[card] per position.
func chiSquare(counts [][]int, expected []float64) float64 {
	var x float64
	for _, row := range counts {
		for j, o := range row {
			d := float64(o) - expected[j]
			x += d * d / expected[j]
		}
	}
	return x
}

// cardByPosition counts, over many shuffles, where each of the 8 cards lands.
func cardByPosition(shuffle func(i int) []int) [][]int {
	n := bonfire.TomDeckSize
	counts := make([][]int, n)
	for i := range counts {
		counts[i] = make([]int, n)
	}
	for i := 0; i < shuffles; i++ {
		for pos, card := range shuffle(i) {
			counts[pos][card]++
		}
	}
	return counts
}

func uniform(n int) []float64 {
	e := make([]float64, n)
	for i := range e {
		e[i] = float64(shuffles) / float64(n)
	}
	return e
}

// SPEC §1.3 and §4.3: the virtual deck is shuffled from the session seed and
// the cycle; every card must be equally likely in every position.
func TestShuffle_UniformChiSquare(t *testing.T) {
	counts := cardByPosition(func(i int) []int {
		return permutation(uint64(i), i%bonfire.TomMaxCycles+1, bonfire.TomDeckSize)
	})
	x := chiSquare(counts, uniform(bonfire.TomDeckSize))
	t.Logf("Fisher–Yates (rand.Shuffle): chi² = %.1f over 49 degrees of freedom (critical %.1f), %d shuffles", x, chi2Crit49, shuffles)
	assert.Less(t, x, chi2Crit49)
}

// naiveShuffle swaps every position with any position: n^n equally likely
// paths onto n! orders, so it is biased. The test must catch it.
func naiveShuffle(r *rand.Rand, p []int) {
	for i := range p {
		j := r.IntN(len(p))
		p[i], p[j] = p[j], p[i]
	}
}

func TestShuffle_ChiSquareCatchesABiasedShuffle(t *testing.T) {
	counts := cardByPosition(func(i int) []int {
		p := []int{0, 1, 2, 3, 4, 5, 6, 7}
		naiveShuffle(rand.New(rand.NewPCG(uint64(i), shuffleStream+1)), p)
		return p
	})
	x := chiSquare(counts, uniform(bonfire.TomDeckSize))
	t.Logf("naive swap shuffle: chi² = %.1f (critical %.1f)", x, chi2Crit49)
	assert.Greater(t, x, chi2Crit49*5)
}

// The cards of the default deck by kind: each kind lands in each position in
// proportion to its copies.
func TestShuffle_DefaultDeckKindsUniform(t *testing.T) {
	deck := bonfire.DefaultDeck()
	counts := make([][]int, bonfire.TomDeckSize)
	for i := range counts {
		counts[i] = make([]int, len(bonfire.TomCards))
	}
	for i := 0; i < shuffles; i++ {
		for pos, c := range cycleOrder(uint64(i)+1_000_000, deck, 1) {
			counts[pos][c]++
		}
	}
	expected := make([]float64, len(bonfire.TomCards))
	for _, k := range bonfire.TomCards {
		expected[k] = float64(shuffles) * float64(deck[k]) / float64(bonfire.TomDeckSize)
	}
	x := chiSquare(counts, expected)
	t.Logf("default deck, kind × position: chi² = %.1f over 35 degrees of freedom (critical %.1f)", x, chi2Crit35)
	assert.Less(t, x, chi2Crit35)
}

// seed7 is the default deck's order in the first two cycles of seed 7,
// written down once: every stored game of Tom replays from its seed, so a
// change to the shuffle (its stream, rand's algorithm, the deck's card
// order) would silently deal a stored game differently. It must fail here.
var seed7 = [2][]bonfire.TomCard{
	{bonfire.CardGreatBonfire, bonfire.CardGnome, bonfire.CardPath, bonfire.CardTaskI,
		bonfire.CardGreatBonfire, bonfire.CardPath, bonfire.CardTaskII, bonfire.CardGuardian},
	{bonfire.CardGreatBonfire, bonfire.CardPath, bonfire.CardPath, bonfire.CardGuardian,
		bonfire.CardGreatBonfire, bonfire.CardTaskI, bonfire.CardTaskII, bonfire.CardGnome},
}

// SPEC §1.3: the order depends only on the seed and the cycle, and is the
// one stored games were dealt.
func TestShuffle_GoldenSeed7(t *testing.T) {
	assert.Equal(t, []int{6, 0, 1, 3, 7, 2, 4, 5}, permutation(7, 1, bonfire.TomDeckSize))
	assert.Equal(t, []int{6, 1, 2, 5, 7, 3, 4, 0}, permutation(7, 2, bonfire.TomDeckSize))
	deck := bonfire.DefaultDeck()
	assert.Equal(t, seed7[0], cycleOrder(7, deck, 1))
	assert.Equal(t, seed7[1], cycleOrder(7, deck, 2))
}

// SPEC §1.3: the order depends only on the seed and the cycle.
func TestShuffle_DeterministicPerSeedAndCycle(t *testing.T) {
	deck := bonfire.DefaultDeck()
	differs := 0
	for c := 1; c <= bonfire.TomMaxCycles; c++ {
		for seed := uint64(0); seed < 20; seed++ {
			if !assert.ObjectsAreEqual(cycleOrder(seed, deck, c), cycleOrder(seed+1, deck, c)) {
				differs++
			}
		}
	}
	assert.Greater(t, differs, 60, "different seeds give different orders")

	// The engine reveals exactly that order, cycle after cycle.
	s, err := New(7, Options{Deck: deck})
	require.NoError(t, err)
	var got []bonfire.TomCard
	for len(got) < 2*bonfire.TomDeckSize {
		s = do(t, s, EndTurn{})
		got = append(got, s.Pending().Card)
		if s.Pending().Kind == AskGnome {
			s = do(t, s, Gnome{Resource: bonfire.Herb})
		}
		s = do(t, s, Nothing{})
	}
	assert.Equal(t, append(slices.Clone(seed7[0]), seed7[1]...), got)
}
