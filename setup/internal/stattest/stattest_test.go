package stattest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Reference values from a chi-square table.
func TestCriticalMatchesTables(t *testing.T) {
	for _, c := range []struct {
		df    int
		alpha float64
		want  float64
	}{
		{4, 0.05, 9.488},
		{10, 0.01, 23.209},
		{36, 0.001, 67.985},
		{100, 0.001, 149.449},
	} {
		assert.InEpsilon(t, c.want, Critical(c.df, c.alpha), 0.01, "df %d alpha %g", c.df, c.alpha)
	}
}

func TestChiSquare(t *testing.T) {
	assert.InDelta(t, 0.0, ChiSquare([]int{5, 5}, Uniform(10, 2)), 1e-12)
	assert.InDelta(t, 0.4, ChiSquare([]int{4, 6, 0}, []float64{5, 5, 0}), 1e-12)
	assert.Equal(t, []float64{2.5, 7.5}, Expected(10, []float64{0.25, 0.75}))
}
