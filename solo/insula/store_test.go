package insula

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	ref "hearth/data/insula"
	"hearth/solo/session"
)

// The UI's loop against the real store through solo/session: read Pending,
// build the action, Do it (the store commits it), undo and redo; reopening
// the session resumes exactly; finishing saves the play with the summary.
func TestStore_SessionStartDoUndoReopenFinish(t *testing.T) {
	ctx := context.Background()
	st, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	defer st.Close()

	opts := advOpts(ref.Blue)
	opts.RewardCircle = testReward
	opts.SetupCode = "6DAF-BAAW-712"
	run, err := session.Start(ctx, st, Engine(), 0xfeed, opts, 0)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 4))
	history := []State{run.State()}
	for i := 0; i < 400 && !run.State().Over(); i++ {
		e, err := Encode(randomAction(run.State(), r))
		require.NoError(t, err)
		s, err := run.Do(ctx, e)
		require.NoError(t, err)
		history = append(history, s)
	}
	require.Greater(t, len(history), 50)
	for _, l := range run.Log() {
		assert.NotEqual(t, "An entry this app cannot read", l.Text.Text)
	}

	for k := 1; k <= 5; k++ {
		require.NoError(t, run.Undo(ctx))
		assert.Equal(t, history[len(history)-1-k], run.State())
	}
	again, err := session.Open(ctx, st, Engine(), run.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, run.State(), again.State(), "reopening resumes exactly, cursor included")
	for range 5 {
		require.NoError(t, again.Redo(ctx))
	}
	last := history[len(history)-1]
	assert.Equal(t, last, again.State())

	for !again.State().Over() {
		e, err := Encode(randomAction(again.State(), r))
		require.NoError(t, err)
		_, err = again.Do(ctx, e)
		require.NoError(t, err)
	}
	sum := Summary(again.State())
	b, err := json.Marshal(sum)
	require.NoError(t, err)
	play, err := again.Finish(ctx, data.Play{Game: game.Insula, Mode: data.ModeSolo, SetupCode: again.State().Options().SetupCode,
		Results: []data.Result{{Name: "Ana", Breakdown: b, Winner: sum.Won}}})
	require.NoError(t, err)
	assert.Positive(t, play.ID)
	assert.Equal(t, "blue", sum.Variant)
	assert.Equal(t, again.State().Round(), sum.Rounds)
	_, err = again.Do(ctx, data.Event{Type: TypeEndTurn, Payload: json.RawMessage(`{}`)})
	assert.Error(t, err, "a finished session takes nothing more")
}

// Engine().New refuses bad options before anything is stored.
func TestStore_BadOptionsStoreNothing(t *testing.T) {
	ctx := context.Background()
	st, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	defer st.Close()
	bad := baseOpts()
	bad.TimeTrack = 0
	_, err = session.Start(ctx, st, Engine(), 1, bad, 0)
	m, ok := asMsg(err)
	require.True(t, ok)
	assert.Equal(t, "time_track", m.Field)
	_, err = session.Start(ctx, st, Engine(), 1, map[string]any{"version": "base", "time_track": 5, "die": map[string]any{"moon": 1}, "extra": 1}, 0)
	assert.Error(t, err)
}
