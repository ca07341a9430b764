package data

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A challenge scored from notes records that it was one, not its start,
// and keeps the rest of the breakdown; a breakdown that is not an object
// is refused.
func TestMarkChallengeInChain(t *testing.T) {
	b, err := MarkChallengeInChain([]byte(`{"lines":[{"key":"track","points":3}],"handicap":{"challenge":false}}`))
	require.NoError(t, err)
	assert.JSONEq(t, `{"lines":[{"key":"track","points":3}],"handicap":{"challenge":true}}`, string(b))
	b, err = MarkChallengeInChain(nil)
	require.NoError(t, err)
	assert.JSONEq(t, `{"handicap":{"challenge":true}}`, string(b))
	for _, bad := range []string{`[]`, `null`, `3`, `{`} {
		_, err := MarkChallengeInChain([]byte(bad))
		assert.Error(t, err, bad)
	}
}
