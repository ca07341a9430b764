package session

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// The screen is drawn while the store commits: draw sees the runner as it
// will be, and the move returns only once the event is stored, with the
// store's own sequence and time.
func TestDoDrawingDrawsTheNextStateAndReturnsOnceStored(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	_, err = r.Do(ctx, add(2))
	require.NoError(t, err)

	drawn := 0
	got, err := r.DoDrawing(ctx, add(3), func() {
		drawn++
		assert.Equal(t, 5, r.State().Total, "draw sees the state after the move")
		assert.Equal(t, 2, r.Session().Cursor)
		assert.Len(t, r.Log(), 2)
	})
	require.NoError(t, err)
	assert.Equal(t, 1, drawn)
	assert.Equal(t, 5, got.Total)

	events, err := store.AllEvents(ctx, r.Session().ID)
	require.NoError(t, err)
	require.Len(t, events, 2, "stored when the move returns")
	kept := r.Events()[1]
	assert.Equal(t, events[1].Seq, kept.Seq)
	assert.True(t, events[1].At.Equal(kept.At), "the runner keeps the stored event, not the one it drew")
	sess, err := store.Session(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, sess.Cursor, r.Session().Cursor)
	assert.True(t, sess.UpdatedAt.Equal(r.Session().UpdatedAt))

	again, err := Open(ctx, store, counterEngine(), r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, 5, again.State().Total)
}

func TestDoDrawingDrawsNothingForARefusedEvent(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	_, err = r.DoDrawing(ctx, add(11), func() { t.Fatal("a refused event is not drawn") })
	require.Error(t, err)
	assert.Equal(t, 0, r.Session().Cursor)
}

// When the store fails (here: the session was closed behind the runner's
// back), the runner is back exactly where it was, the redo branch the
// append would have cut included, so the caller's redraw shows the truth.
func TestDoDrawingPutsTheRunnerBackWhenTheStoreFails(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	for _, n := range []int{1, 2, 3} {
		_, err = r.Do(ctx, add(n))
		require.NoError(t, err)
	}
	require.NoError(t, r.Undo(ctx))
	require.NoError(t, r.Undo(ctx))
	before, log := r.Session(), r.Log()
	require.NoError(t, store.AbandonSession(ctx, before.ID))

	drew := false
	_, err = r.DoDrawing(ctx, add(4), func() {
		drew = true
		assert.Equal(t, 5, r.State().Total)
		assert.False(t, r.CanRedo(), "the drawn move cut the redo branch")
	})
	require.ErrorIs(t, err, data.ErrSessionClosed)
	assert.True(t, drew)
	assert.Equal(t, before, r.Session())
	assert.Equal(t, 1, r.State().Total)
	assert.True(t, r.CanRedo())
	assert.Equal(t, log, r.Log())
}

func TestUndoAndRedoDrawing(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	for _, n := range []int{1, 2} {
		_, err = r.Do(ctx, add(n))
		require.NoError(t, err)
	}
	require.NoError(t, r.UndoDrawing(ctx, func() { assert.Equal(t, 1, r.State().Total) }))
	sess, err := store.Session(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, 1, sess.Cursor, "stored when the undo returns")
	require.NoError(t, r.RedoDrawing(ctx, func() { assert.Equal(t, 3, r.State().Total) }))
	assert.Equal(t, 3, r.State().Total)
	require.ErrorIs(t, r.RedoDrawing(ctx, func() { t.Fatal("nothing to redo") }), data.ErrNothingToRedo)

	before := r.Session()
	require.NoError(t, store.AbandonSession(ctx, before.ID))
	require.ErrorIs(t, r.UndoDrawing(ctx, func() { assert.Equal(t, 1, r.State().Total) }), data.ErrSessionClosed)
	assert.Equal(t, before, r.Session(), "a failed undo leaves the runner where it was")
	assert.Equal(t, 3, r.State().Total)
}
