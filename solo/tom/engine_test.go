package tom

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/solo/session"
)

// TestEngineRunsOnTheSessionRunner plays Tom through solo/session: the
// runner refuses what the engine refuses, undoes and redoes by cursor, and a
// reopened session has the same state and log.
func TestEngineRunsOnTheSessionRunner(t *testing.T) {
	ctx := context.Background()
	store, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer store.Close()
	r, err := session.Start(ctx, store, Engine(), 7, DefaultOptions(), 0)
	require.NoError(t, err)

	do := func(a Action) error {
		e, err := Encode(a)
		require.NoError(t, err)
		_, err = r.Do(ctx, e)
		return err
	}
	require.Error(t, do(Gnome{Resource: bonfire.Fruit}), "no gnome is asked before Tom's turn")
	assert.Equal(t, 0, r.Session().Cursor, "a refused event is not stored")
	require.NoError(t, do(Novice{}))
	require.NoError(t, do(EndTurn{}))
	log := r.Log()
	require.Len(t, log, 2)
	assert.Equal(t, "Round 1 — you ended your turn", log[0].Text.String())

	before := r.State()
	require.NoError(t, r.Undo(ctx))
	assert.True(t, r.Log()[0].Undone)
	require.NoError(t, r.Redo(ctx))
	assert.Equal(t, before, r.State())
	require.NoError(t, r.UndoTo(ctx, 1))
	assert.Equal(t, 0, r.Session().Cursor)

	again, err := session.Open(ctx, store, Engine(), r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, r.State(), again.State())
	assert.True(t, again.CanRedo())
	require.NoError(t, again.Redo(ctx))
	require.NoError(t, again.Redo(ctx))
	assert.Equal(t, before, again.State())
}
