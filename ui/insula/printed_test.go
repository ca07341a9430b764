package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/solo/insula"
)

// The layout notation reads back what it writes, and refuses an unknown or
// missing symbol with a sentence; an empty entry is no layout.
func TestLayoutNotation(t *testing.T) {
	l, err := parseLayout(" energy ,-, time / flower , flower+time ")
	require.NoError(t, err)
	assert.Equal(t, insula.Layout{
		{{insula.SymEnergy}}, {}, {{insula.SymTime, insula.SymFlower}}, {{insula.SymFlower}, {insula.SymTime}},
	}, l)
	assert.Equal(t, "energy, -, time/flower, flower+time", formatLayout(l))
	back, err := parseLayout(formatLayout(l))
	require.NoError(t, err)
	assert.Equal(t, l, back)

	none, err := parseLayout("  ")
	require.NoError(t, err)
	assert.Nil(t, none)
	assert.Empty(t, formatLayout(nil))

	for _, bad := range []string{"energy, gold", "energy+", "time/"} {
		_, err := parseLayout(bad)
		m, ok := msg.As(err)
		require.True(t, ok, bad)
		assert.Equal(t, "A circle space holds an unknown symbol ({{.Symbol}}).", m.Text, bad)
	}
}

// Saved values are checked as a copy could print them: a guardian on the
// drawback circle is fine (the advanced sheet), on the reward circle not.
func TestPrintedCheck(t *testing.T) {
	assert.NoError(t, printed{}.check(), "nothing entered yet is fine")
	d, err := parseLayout("guardian, curse")
	require.NoError(t, err)
	assert.NoError(t, printed{DrawbackCircle: d}.check())
	assert.Error(t, printed{RewardCircle: d}.check())
	assert.Error(t, printed{TimeTrack: 2}.check())
}
