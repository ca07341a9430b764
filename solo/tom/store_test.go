package tom

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
)

// The UI's loop against the real store: ask Pending, build the action, Try
// it, Append it, move on; Undo/Redo move the cursor, and replaying the
// events in effect gives the state of that moment, with the same cards.
func TestStore_PendingTryAppendUndoRedo(t *testing.T) {
	ctx := context.Background()
	st, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	defer st.Close()

	opts := Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: -10}
	sess, err := st.CreateSession(ctx, data.NewSession{Game: "bonfire", Mode: "tom", Seed: 0xdeadbeefcafe, Options: opts})
	require.NoError(t, err)

	load := func() State {
		ss, err := st.Session(ctx, sess.ID)
		require.NoError(t, err)
		var o Options
		require.NoError(t, json.Unmarshal(ss.Options, &o))
		events, err := st.Events(ctx, sess.ID)
		require.NoError(t, err)
		s, err := Replay(ss.Seed, o, events)
		require.NoError(t, err)
		return s
	}

	s := load()
	r := rand.New(rand.NewPCG(1, 2))
	history := []State{s}
	for i := 0; i < 60 && !s.Over(); i++ {
		a := randomAction(s, r)
		next, err := s.Try(a)
		require.NoError(t, err)
		e, err := Encode(a)
		require.NoError(t, err)
		_, err = st.Append(ctx, sess.ID, e.Type, e.Payload)
		require.NoError(t, err)
		s = next
		history = append(history, s)
	}
	assert.Equal(t, s, load(), "reopening resumes exactly")

	for k := 1; k <= 10; k++ {
		_, err := st.Undo(ctx, sess.ID)
		require.NoError(t, err)
		assert.Equal(t, history[len(history)-1-k], load(), "after %d undos", k)
	}
	for k := 9; k >= 0; k-- {
		_, err := st.Redo(ctx, sess.ID)
		require.NoError(t, err)
		assert.Equal(t, history[len(history)-1-k], load(), "after redo")
	}
}
