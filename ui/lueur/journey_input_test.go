package lueur

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	"hearth/data/msg"
	journey "hearth/solo/lueur"
	"hearth/ui/shell"
)

// FuzzRerollSpaces: whatever is typed as the score track's reroll spaces is
// refused with a sentence (by the reader or by the journey's options) or
// starts a journey; never a panic.
func FuzzRerollSpaces(f *testing.F) {
	for _, s := range []string{"", "5, 15, 25", "5;15 25", "0", "-3", "99999999999999999999", "5,,5", "x", "１２"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spaces, err := parseSpaces(s)
		if err == nil {
			opts := journey.Options{Side: lref.Province, BigDice: []lref.DieColour{lref.Red, lref.Blue}, RerollSpaces: spaces}
			if err = opts.Validate(); err == nil {
				_, err = journey.New(1, opts)
				assert.NoError(t, err, "%q: valid options start a journey", s)
				return
			}
		}
		_, ok := msg.As(err)
		assert.True(t, ok, "%q: refused without a sentence: %v", s, err)
	})
}

// With the track's reroll spaces saved the count is exact; without them the
// track's share is unknown (seed 003: you move back to the previous reroll
// space), so the line counts companions and tokens and names the track
// (it said 13 for 2 tokens and a marker on 10).
func TestRerollsLeftNamesAnUncountedTrack(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	require.NoError(t, shell.ApplyLanguage("en"))
	rolled := func(spaces []int) journey.State {
		s, err := journey.New(7, journey.Options{Side: lref.Province, BigDice: []lref.DieColour{lref.Red, lref.Blue}, RerollSpaces: spaces})
		require.NoError(t, err)
		for !(s.Phase() == journey.PhaseRoll && s.Rolled()) {
			s, err = s.Try(s.DefaultAction())
			require.NoError(t, err)
		}
		return s
	}
	s := rolled(nil)
	assert.Equal(t, "Rerolls you can use now: 2 from companions and tokens, and more by moving back on the score track.", rerollsLeft(s.Pending()))
	s = rolled([]int{3, 6, 9})
	assert.Equal(t, "Rerolls you can use now: 5.", rerollsLeft(s.Pending()), "2 tokens and the spaces 3, 6 and 9 below 10")
}
