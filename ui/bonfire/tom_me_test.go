package bonfire

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/uitest"
)

// Issue 35 §1: a game against Tom offers the profile marked "this is me"
// first, not the first profile by name.
func TestTomStartOffersMeFirst(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	_, err := store.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := store.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	require.NoError(t, store.SetMe(ctx, ben.ID))
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, "Start")
	sess, _ := storedTom(t, store)
	assert.Equal(t, ben.ID, sess.ProfileID)
}
