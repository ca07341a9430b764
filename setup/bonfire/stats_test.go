package bonfire

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	ref "hearth/data/bonfire"
	"hearth/setup/internal/stattest"
)

// alpha is the significance level of every goodness-of-fit test here: a
// correct sampler fails with probability 1e-4 for a random seed. The seeds are
// fixed, so the tests are deterministic; the level says how surprising a
// failure would be after a change of seed.
const alpha = 1e-4

// solo colour totals of an assignment, one pair per island.
func totals(a [ref.TaskIslands]Pair) (blue, red, yellow int) {
	for _, p := range a {
		for _, c := range p {
			switch c {
			case ref.Blue:
				blue++
			case ref.Red:
				red++
			default:
				yellow++
			}
		}
	}
	return
}

// allSoloAssignments enumerates every way to give each of the 10 islands one
// of the 3 pairs of different colours (3^10 = 59,049) and keeps those with
// seed 000's totals: 7 blue, 7 red, 6 yellow.
func allSoloAssignments() map[[ref.TaskIslands]Pair]int {
	out := map[[ref.TaskIslands]Pair]int{}
	var a [ref.TaskIslands]Pair
	var rec func(i int)
	rec = func(i int) {
		if i == len(a) {
			if b, r, y := totals(a); b == SoloBlue && r == SoloRed && y == SoloYellow {
				out[a] = len(out)
			}
			return
		}
		for _, p := range DistinctPairs {
			a[i] = p
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// Seed 000 "JEU SOLO": the valid assignments are exactly the arrangements of
// 4 blue-red, 3 blue-yellow and 3 red-yellow islands, 10!/(4!3!3!) = 4200.
func TestSoloAssignmentsEnumerated(t *testing.T) {
	all := allSoloAssignments()
	assert.Len(t, all, SoloAssignments)
	for a := range all {
		n := map[Pair]int{}
		for _, p := range a {
			n[p]++
		}
		assert.Equal(t, map[Pair]int{BlueRed: 4, BlueYellow: 3, RedYellow: 3}, n)
	}
}

// rank numbers an assignment in base 3 (one digit per island), 0 to 3^10−1.
func rank(a [ref.TaskIslands]Pair) int {
	r := 0
	for _, p := range a {
		r = 3*r + slices.Index(DistinctPairs, p)
	}
	return r
}

// soloChiSquare draws n assignments and measures how far their frequencies
// are from uniform over all 4200 valid assignments.
func soloChiSquare(t *testing.T, n int, draw func(*rand.Rand) [ref.TaskIslands]Pair) float64 {
	all := allSoloAssignments()
	index := slices.Repeat([]int{-1}, 59049)
	for a, i := range all {
		index[rank(a)] = i
	}
	counts := make([]int, len(all))
	rng := rand.New(rand.NewPCG(2024, 7))
	for range n {
		a := draw(rng)
		i := index[rank(a)]
		if i < 0 {
			t.Fatalf("invalid assignment %v", a)
		}
		counts[i]++
	}
	return stattest.ChiSquare(counts, stattest.Uniform(n, len(all)))
}

// biasedSoloColours is a plausible but wrong sampler, kept to show the test
// has teeth: island by island, it picks uniformly among the pairs that still
// allow a completion. Early islands then see all three pairs as equally
// likely, which over-weights assignments starting with the rarer pairs.
func biasedSoloColours(rng *rand.Rand) [ref.TaskIslands]Pair {
	var a [ref.TaskIslands]Pair
	left := map[ref.Colour]int{ref.Blue: SoloBlue, ref.Red: SoloRed, ref.Yellow: SoloYellow}
	for i := range a {
		var ok []Pair
		for _, p := range DistinctPairs {
			l := map[ref.Colour]int{ref.Blue: left[ref.Blue], ref.Red: left[ref.Red], ref.Yellow: left[ref.Yellow]}
			l[p[0]]--
			l[p[1]]--
			islands := len(a) - i - 1
			// x+y = blue, x+z = red, y+z = yellow, x+y+z = islands must have
			// a non-negative solution.
			x, y, z := islands-l[ref.Yellow], islands-l[ref.Red], islands-l[ref.Blue]
			if l[p[0]] >= 0 && l[p[1]] >= 0 && x >= 0 && y >= 0 && z >= 0 && x+y+z == islands {
				ok = append(ok, p)
			}
		}
		p := ok[rng.IntN(len(ok))]
		a[i] = p
		left[p[0]]--
		left[p[1]]--
	}
	return a
}

// The solo colour assignment is uniform over the 4200 valid assignments:
// 420,000 draws (100 expected per assignment), chi-square with 4199 degrees
// of freedom against the 1e-4 critical value. The sequential sampler above
// fails the same test.
func TestSoloColoursAreUniform(t *testing.T) {
	const n = 420000
	crit := stattest.Critical(SoloAssignments-1, alpha)
	x := soloChiSquare(t, n, soloColours)
	t.Logf("solo colours: chi-square %.1f, df %d, critical %.1f", x, SoloAssignments-1, crit)
	assert.Less(t, x, crit)

	biased := soloChiSquare(t, n, biasedSoloColours)
	t.Logf("sequential sampler: chi-square %.1f", biased)
	assert.Greater(t, biased, crit)
}

// First game with 2 players: each island's pair is uniform over the 3 pairs
// of different colours, island by island (df 2 per island, 20 in all).
func TestFirstGamePairsAreUniform(t *testing.T) {
	const n = 30000
	counts := make([]int, ref.TaskIslands*len(DistinctPairs))
	rng := rand.New(rand.NewPCG(11, 7))
	for range n {
		p := planTasks(Options{Players: 2, FirstGame: true}, rng)
		for i, r := range p.Rows {
			j := slices.Index(DistinctPairs, Pair(r.Colours))
			require.GreaterOrEqual(t, j, 0)
			counts[i*len(DistinctPairs)+j]++
		}
	}
	x := stattest.ChiSquare(counts, stattest.Uniform(n*ref.TaskIslands, len(counts)))
	crit := stattest.Critical(ref.TaskIslands*(len(DistinctPairs)-1), alpha)
	t.Logf("first-game pairs: chi-square %.1f, critical %.1f", x, crit)
	assert.Less(t, x, crit)
}

// allMatrices enumerates the 0/1 matrices with rows rows of rowSum ones and
// every column summing to colSum.
func allMatrices(rows, rowSum, cols, colSum int) map[string]int {
	out := map[string]int{}
	var subsets [][]int
	for mask := 0; mask < 1<<cols; mask++ {
		var s []int
		for c := range cols {
			if mask&(1<<c) != 0 {
				s = append(s, c)
			}
		}
		if len(s) == rowSum {
			subsets = append(subsets, s)
		}
	}
	left := make([]int, cols)
	for i := range left {
		left[i] = colSum
	}
	var picked [][]int
	var rec func(r int)
	rec = func(r int) {
		if r == rows {
			out[fmt.Sprint(picked)] = len(out)
			return
		}
		for _, s := range subsets {
			ok := true
			for _, c := range s {
				ok = ok && left[c] > 0
			}
			if !ok {
				continue
			}
			for _, c := range s {
				left[c]--
			}
			picked = append(picked, s)
			rec(r + 1)
			picked = picked[:len(picked)-1]
			for _, c := range s {
				left[c]++
			}
		}
	}
	rec(0)
	return out
}

// The counting sampler behind the solo portal deal is exactly uniform: on
// instances small enough to enumerate (4×4 with 2 per row and column: 90
// matrices, 100 draws each; 5×5 with 2: 2040 matrices, 50 draws each) the
// frequencies pass a chi-square test, and the counter agrees with the enumeration.
func TestSampleMatrixIsUniformOnSmallInstances(t *testing.T) {
	for _, c := range []struct{ n, k, want, per int }{{4, 2, 90, 100}, {5, 2, 2040, 50}} {
		all := allMatrices(c.n, c.k, c.n, c.k)
		require.Len(t, all, c.want)
		caps := slices.Repeat([]int{c.k}, c.n)
		m := &matrixCounter{rowSum: c.k, memo: map[uint64]uint64{}}
		assert.Equal(t, uint64(c.want), m.count(profile(caps, c.k)))

		draws := c.per * c.want
		counts := make([]int, len(all))
		rng := rand.New(rand.NewPCG(uint64(c.n), 3))
		for range draws {
			rows, err := sampleMatrix(c.n, c.k, caps, rng)
			require.NoError(t, err)
			i, ok := all[fmt.Sprint(rows)]
			require.True(t, ok, "%v", rows)
			counts[i]++
		}
		x := stattest.ChiSquare(counts, stattest.Uniform(draws, len(all)))
		crit := stattest.Critical(len(all)-1, alpha)
		t.Logf("%d×%d, %d per line: chi-square %.1f, df %d, critical %.1f", c.n, c.n, c.k, x, len(all)-1, crit)
		assert.Less(t, x, crit)
	}
}

func TestSampleMatrixRefusesImpossibleSums(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	rows, err := sampleMatrix(3, 2, []int{3, 3}, rng)
	require.NoError(t, err)
	assert.Equal(t, [][]int{{0, 1}, {0, 1}, {0, 1}}, rows, "the only matrix")
	_, err = sampleMatrix(3, 2, []int{3, 2}, rng)
	assert.Error(t, err, "sums differ")
	_, err = sampleMatrix(2, 2, []int{4, 0}, rng)
	assert.Error(t, err, "a column cannot take 2 in one row")
	_, err = sampleMatrix(1, 1, []int{-1, 2}, rng)
	assert.Error(t, err)
}

// overlapProbabilities is the exact distribution of how many shapes two
// given spaces of a uniform solo deal share, from the counter: by symmetry fix
// the first space to shapes {0,1,2}; the second takes k of them and 3−k of the
// other 4, and the remaining 5 spaces complete it in f(profile) ways.
func overlapProbabilities() []float64 {
	m := &matrixCounter{rowSum: 3, memo: map[uint64]uint64{}}
	total := m.count(profile(slices.Repeat([]int{3}, 7), 3))
	probs := make([]float64, 4)
	for k := 0; k <= 3; k++ {
		left := []int{3, 3, 3, 3, 3, 3, 3}
		for c := range 3 {
			left[c]-- // first space
		}
		for c := range k {
			left[c]-- // shared shapes
		}
		for c := 3; c < 3+(3-k); c++ {
			left[c]-- // new shapes
		}
		ways := 35 * binomial(3, k) * binomial(4, 3-k) * m.count(profile(left, 3))
		probs[k] = float64(ways) / float64(total)
	}
	return probs
}

func overlap(a, b []Shape) int {
	n := 0
	for _, x := range a {
		if slices.Contains(b, x) {
			n++
		}
	}
	return n
}

// greedySoloPortals is a plausible but wrong solo deal, kept to show the
// test has teeth: each space takes 3 different shapes uniformly among those
// left, starting over on a dead end. Its last spaces are biased.
func greedySoloPortals(rng *rand.Rand) [][]Shape {
	for {
		left := slices.Repeat([]int{3}, 7)
		var spaces [][]Shape
		for range GreatBonfireSpaces {
			var avail []int
			for s, n := range left {
				if n > 0 {
					avail = append(avail, s)
				}
			}
			if len(avail) < 3 {
				break
			}
			rng.Shuffle(len(avail), func(i, j int) { avail[i], avail[j] = avail[j], avail[i] })
			sp := []Shape{Shape(avail[0]), Shape(avail[1]), Shape(avail[2])}
			for _, s := range sp {
				left[s]--
			}
			spaces = append(spaces, sp)
		}
		if len(spaces) == GreatBonfireSpaces {
			return spaces
		}
	}
}

// Solo portals (seed 000 "JEU SOLO"): the deal is uniform among the
// 68,938,800 valid deals (OEIS A001501, 7×7 0/1 matrices with line sums 3).
// Deals are too many to tabulate, so the test compares the exact distribution
// of the overlap between spaces 1–2 and between spaces 6–7 with 40,000 deals
// (df 3 each, 6 together); the greedy deal fails it.
func TestSoloPortalDealIsUniform(t *testing.T) {
	m := &matrixCounter{rowSum: 3, memo: map[uint64]uint64{}}
	assert.Equal(t, uint64(68938800), m.count(profile(slices.Repeat([]int{3}, 7), 3)))

	probs := overlapProbabilities()
	const n = 40000
	measure := func(deal func(*rand.Rand) [][]Shape) float64 {
		rng := rand.New(rand.NewPCG(77, 5))
		first, last := make([]int, 4), make([]int, 4)
		for range n {
			sp := deal(rng)
			first[overlap(sp[0], sp[1])]++
			last[overlap(sp[5], sp[6])]++
		}
		e := stattest.Expected(n, probs)
		return stattest.ChiSquare(first, e) + stattest.ChiSquare(last, e)
	}
	crit := stattest.Critical(6, alpha)
	x := measure(func(r *rand.Rand) [][]Shape { return dealPortals(1, r).Spaces })
	t.Logf("solo portals: overlap probabilities %.4f, chi-square %.2f, critical %.2f", probs, x, crit)
	assert.Less(t, x, crit)
	g := measure(greedySoloPortals)
	t.Logf("greedy deal: chi-square %.2f", g)
	assert.Greater(t, g, crit)
}

// The oval building goes to every seat equally often (seed 000 "PLATEAUX
// JOUEUR" step 4), 4 players, 20,000 setups.
func TestStartPlayerIsUniform(t *testing.T) {
	const n = 20000
	counts := make([]int, 4)
	rng := rand.New(rand.NewPCG(8, 8))
	for range n {
		s, err := Generate(Options{Players: 4}, rng)
		require.NoError(t, err)
		st, _ := s.Step("extension")
		counts[st.Result.(StartPlayer).Seat]++
	}
	x := stattest.ChiSquare(counts, stattest.Uniform(n, 4))
	t.Logf("start seat: chi-square %.2f, critical %.2f", x, stattest.Critical(3, alpha))
	assert.Less(t, x, stattest.Critical(3, alpha))
}
