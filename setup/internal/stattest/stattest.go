// Package stattest holds the chi-square goodness-of-fit helpers the setup
// generators' tests share.
package stattest

import "math"

// ChiSquare is Pearson's statistic Σ (observed − expected)² / expected over
// the categories; categories with no expectation are skipped.
func ChiSquare(observed []int, expected []float64) float64 {
	var x float64
	for i, o := range observed {
		if i >= len(expected) || expected[i] <= 0 {
			continue
		}
		d := float64(o) - expected[i]
		x += d * d / expected[i]
	}
	return x
}

// Uniform is the expectation of n draws spread evenly over k categories.
func Uniform(n, k int) []float64 {
	e := make([]float64, k)
	for i := range e {
		e[i] = float64(n) / float64(k)
	}
	return e
}

// Expected scales probabilities to n draws.
func Expected(n int, probs []float64) []float64 {
	e := make([]float64, len(probs))
	for i, p := range probs {
		e[i] = float64(n) * p
	}
	return e
}

// Critical is the chi-square value with df degrees of freedom exceeded with
// probability alpha, by the Wilson–Hilferty approximation (accurate to a few
// tenths of a percent for df ≥ 3, which is all these tests need).
func Critical(df int, alpha float64) float64 {
	k := float64(df)
	z := normalQuantile(1 - alpha)
	a := 2 / (9 * k)
	c := 1 - a + z*math.Sqrt(a)
	return k * c * c * c
}

// normalQuantile inverts the standard normal distribution by bisection.
func normalQuantile(p float64) float64 {
	lo, hi := -40.0, 40.0
	for range 200 {
		mid := (lo + hi) / 2
		if 0.5*math.Erfc(-mid/math.Sqrt2) < p {
			lo = mid
		} else {
			hi = mid
		}
	}
	return (lo + hi) / 2
}
