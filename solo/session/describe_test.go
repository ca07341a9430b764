package session

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Describe says one event as the log says it, undone ones included, without
// building the log (the undo notice's line).
func TestDescribeIsTheLogsLine(t *testing.T) {
	ctx := context.Background()
	r, err := Start(ctx, openStore(t), counterEngine(), 1, map[string]int{"Limit": 100}, 0)
	require.NoError(t, err)
	for _, n := range []int{2, 5, 1} {
		_, err := r.Do(ctx, add(n))
		require.NoError(t, err)
	}
	require.NoError(t, r.Undo(ctx))
	log := r.Log()
	for i := range 3 {
		d, ok := r.Describe(i)
		require.True(t, ok)
		assert.Equal(t, log[len(log)-1-i].Text, d, "event %d", i)
	}
	_, ok := r.Describe(3)
	assert.False(t, ok)
	_, ok = r.Describe(-1)
	assert.False(t, ok)
}
