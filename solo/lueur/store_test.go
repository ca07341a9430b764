package lueur

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/msg"
	"hearth/solo/session"
)

// The UI's loop against the real store through solo/session: Start with
// options, compute an action from the state, Do it (checked, then committed),
// Undo/Redo, a refusal that stores nothing, and Open resuming exactly, log
// lines included.
func TestStore_SessionRunner(t *testing.T) {
	ctx := context.Background()
	st, err := data.Open(filepath.Join(t.TempDir(), "hearth.db"))
	require.NoError(t, err)
	defer st.Close()

	_, err = session.Start(ctx, st, Engine(), 7, Options{Side: 1}, 0)
	_, ok := msg.As(err)
	require.True(t, ok, "bad options start nothing: %v", err)

	o := optionsFor(1)
	r, err := session.Start(ctx, st, Engine(), 0xfeed, o, 0)
	require.NoError(t, err)
	assert.Equal(t, game.Lueur, r.Session().Game)
	assert.Equal(t, Mode, r.Session().Mode)

	rng := rand.New(rand.NewPCG(1, 2))
	history := []State{r.State()}
	for !r.State().Over() {
		a := RandomAction(r.State(), rng)
		e, err := Encode(a)
		require.NoError(t, err)
		s, err := r.Do(ctx, e)
		require.NoError(t, err)
		history = append(history, s)
	}
	n := len(history) - 1
	_, err = r.Do(ctx, data.Event{Type: TypeFreeze, Payload: []byte(`{}`)})
	require.Error(t, err, "nothing after day 8")
	assert.Equal(t, n, r.Session().Len, "a refusal stores nothing")

	for k := 1; k <= 10; k++ {
		require.NoError(t, r.Undo(ctx))
		assert.Equal(t, history[n-k], r.State())
	}
	reopened, err := session.Open(ctx, st, Engine(), r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, history[n-10], reopened.State(), "reopening resumes at the cursor")
	texts := func(log []session.Entry) []string {
		var out []string
		for _, l := range log {
			out = append(out, l.Text.String())
		}
		return out
	}
	assert.Equal(t, texts(r.Log()), texts(reopened.Log()), "the same log in words")
	for k := 9; k >= 0; k-- {
		require.NoError(t, reopened.Redo(ctx))
		assert.Equal(t, history[n-k], reopened.State())
	}
	for _, line := range reopened.Log() {
		assert.NotContains(t, line.Text.String(), "cannot read")
		assert.Contains(t, line.Text.Text, "Day {{.Day}}")
	}
	p := Prefill(reopened.State())
	assert.Equal(t, len(reopened.State().Companions()), p.Companions)
}
