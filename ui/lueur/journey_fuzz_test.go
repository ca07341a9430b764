package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"

	lref "hearth/data/lueur"
	"hearth/data/msg"
	journey "hearth/solo/lueur"
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
			opts := journey.Options{Side: lref.Province, RerollSpaces: spaces}
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
