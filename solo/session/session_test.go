package session

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/msg"
)

// counter is the smallest engine: events "add" with {"n": k} add k to a
// total that may not pass the limit given in the options.
type counter struct{ Total, Limit int }

func counterEngine() Engine[counter] {
	return Engine[counter]{
		Game: game.Lueur,
		Mode: "count",
		New: func(seed uint64, options json.RawMessage) (counter, error) {
			var o struct{ Limit int }
			if err := json.Unmarshal(options, &o); err != nil || o.Limit <= 0 {
				return counter{}, msg.New("limit", "A limit above zero is needed.", nil)
			}
			return counter{Limit: o.Limit}, nil
		},
		Apply: func(c counter, e data.Event) (counter, error) {
			var p struct{ N int }
			if e.Type != "add" || json.Unmarshal(e.Payload, &p) != nil {
				return c, msg.New("", "This entry could not be read.", nil)
			}
			if c.Total+p.N > c.Limit {
				return c, msg.New("n", "Too much.", nil)
			}
			c.Total += p.N
			return c, nil
		},
		Describe: func(before counter, e data.Event) msg.Text {
			return msg.T("Added {{.N}} to {{.Total}}", map[string]any{"N": string(e.Payload), "Total": before.Total})
		},
	}
}

func add(n int) data.Event {
	return data.Event{Type: "add", Payload: json.RawMessage(`{"n":` + strconv.Itoa(n) + `}`)}
}

func openStore(t *testing.T) *data.Store {
	t.Helper()
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

func TestRunnerChecksBeforeItAppends(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	_, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 0}, 0)
	require.Error(t, err, "options the engine refuses start nothing")
	all, err := store.Sessions(ctx, "", "")
	require.NoError(t, err)
	assert.Empty(t, all)

	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	got, err := r.Do(ctx, add(4))
	require.NoError(t, err)
	assert.Equal(t, 4, got.Total)
	_, err = r.Do(ctx, add(7))
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "n", m.Field)
	assert.Equal(t, 4, r.State().Total, "a refused event changes nothing")
	events, err := store.AllEvents(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Len(t, events, 1, "and is not stored")
	tried, err := r.Try(add(6))
	require.NoError(t, err)
	assert.Equal(t, 10, tried.Total)
	assert.Equal(t, 4, r.State().Total, "Try stores nothing")
}

func TestRunnerUndoRedoAndTheLog(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 100}, 0)
	require.NoError(t, err)
	assert.False(t, r.CanUndo())
	require.ErrorIs(t, r.Undo(ctx), data.ErrNothingToUndo)
	for _, n := range []int{1, 2, 3, 4} {
		_, err := r.Do(ctx, add(n))
		require.NoError(t, err)
	}
	require.NoError(t, r.Undo(ctx))
	assert.Equal(t, 6, r.State().Total)
	require.NoError(t, r.UndoTo(ctx, 2))
	assert.Equal(t, 1, r.State().Total, "undoing back to event 2 leaves event 1")
	log := r.Log()
	require.Len(t, log, 4)
	assert.Equal(t, []bool{true, true, true, false}, []bool{log[0].Undone, log[1].Undone, log[2].Undone, log[3].Undone}, "newest first")
	assert.Equal(t, "Added {\"n\":1} to 0", log[3].Text.String())
	require.NoError(t, r.RedoTo(ctx, 3))
	assert.Equal(t, 6, r.State().Total)
	require.ErrorIs(t, r.RedoTo(ctx, 2), data.ErrNothingToRedo)

	// Reopened: the same state and the same redo branch.
	again, err := Open(ctx, store, counterEngine(), r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, r.State(), again.State())
	require.NoError(t, again.Redo(ctx))
	assert.Equal(t, 10, again.State().Total)
	assert.False(t, again.CanRedo())

	// A new event after an undo ends the redo branch.
	require.NoError(t, again.Undo(ctx))
	_, err = again.Do(ctx, add(50))
	require.NoError(t, err)
	assert.False(t, again.CanRedo())
	assert.Equal(t, 56, again.State().Total)
	assert.Len(t, again.Log(), 4)
}

func TestRunnerOpensOnlyItsOwnSessions(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	s, err := store.CreateSession(ctx, data.NewSession{Game: game.Bonfire, Mode: "tom"})
	require.NoError(t, err)
	_, err = Open(ctx, store, counterEngine(), s.ID)
	assert.Error(t, err)
	_, err = Open(ctx, store, counterEngine(), 999)
	assert.ErrorIs(t, err, data.ErrNotFound)
}

// TestRunnerDropsARedoBranchItCannotReplay: events past the cursor that the
// engine no longer accepts (a limit lowered in the stored options) end the
// redo branch instead of failing the session.
func TestRunnerDropsARedoBranchItCannotReplay(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	for _, n := range []int{3, 3, 3} {
		_, err := r.Do(ctx, add(n))
		require.NoError(t, err)
	}
	require.NoError(t, r.UndoTo(ctx, 2))
	strict := counterEngine()
	strict.New = func(uint64, json.RawMessage) (counter, error) { return counter{Limit: 5}, nil }
	again, err := Open(ctx, store, strict, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, 3, again.State().Total)
	assert.False(t, again.CanRedo())

	// An event in effect that no longer replays is an error, not a silent loss.
	require.NoError(t, r.Redo(ctx))
	_, err = Open(ctx, store, strict, r.Session().ID)
	assert.Error(t, err)
}

func TestRunnerFinishSavesThePlayAndClosesTheSessionTogether(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	_, err = r.Do(ctx, add(7))
	require.NoError(t, err)
	_, err = r.Finish(ctx, data.Play{Game: game.Lueur, Mode: data.ModeSolo})
	require.Error(t, err, "a play the store refuses (no player)")
	s, err := store.Session(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, data.SessionOpen, s.Status, "nothing happened")

	p, err := r.Finish(ctx, data.Play{Game: game.Lueur, Mode: data.ModeSolo, Results: []data.Result{{Name: "Ana", Score: 7, Winner: true}}})
	require.NoError(t, err)
	s, err = store.Session(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, data.SessionFinished, s.Status)
	assert.Equal(t, p.ID, s.PlayID)
	_, err = r.Do(ctx, add(1))
	assert.ErrorIs(t, err, data.ErrSessionClosed)
	assert.False(t, r.CanUndo())

	// Finishing a closed session saves nothing.
	_, err = r.Finish(ctx, data.Play{Game: game.Lueur, Mode: data.ModeSolo, Results: []data.Result{{Name: "Ana"}}})
	assert.True(t, errors.Is(err, data.ErrSessionClosed))
	n, err := store.CountPlays(ctx, game.Lueur)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
}

func TestRunnerAbandon(t *testing.T) {
	ctx := context.Background()
	store := openStore(t)
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 10}, 0)
	require.NoError(t, err)
	require.NoError(t, r.Abandon(ctx))
	s, err := store.Session(ctx, r.Session().ID)
	require.NoError(t, err)
	assert.Equal(t, data.SessionAbandoned, s.Status)
	assert.False(t, r.CanRedo())
}

// BenchmarkRunnerOpen200 opens a session of 200 events: a replay from the
// store, what resuming costs.
func BenchmarkRunnerOpen200(b *testing.B) {
	ctx := context.Background()
	store, err := data.Open(filepath.Join(b.TempDir(), "h.db"))
	require.NoError(b, err)
	defer store.Close()
	r, err := Start(ctx, store, counterEngine(), 1, map[string]int{"Limit": 1000}, 0)
	require.NoError(b, err)
	for i := 0; i < 200; i++ {
		_, err := r.Do(ctx, add(1))
		require.NoError(b, err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Open(ctx, store, counterEngine(), r.Session().ID); err != nil {
			b.Fatal(err)
		}
	}
}

// Describer words what decodes and logs the rest as unreadable, so one bad
// entry never hides the rest of a session's log.
func TestDescriber(t *testing.T) {
	describe := Describer(func(e data.Event) (testAction, error) {
		if e.Type != "ok" {
			return testAction{}, errors.New("no")
		}
		return testAction{}, nil
	}, func(before int, a testAction) msg.Text { return msg.T("fine at {{.N}}", map[string]any{"N": before}) })
	assert.Equal(t, "fine at 3", describe(3, data.Event{Type: "ok"}).String())
	assert.Equal(t, Unreadable().String(), describe(3, data.Event{Type: "bad"}).String())
	assert.Equal(t, "An entry this app cannot read", Unreadable().String())
}

type testAction struct{}

func (testAction) Type() string { return "ok" }

// Applier decodes then applies, and leaves the state as it was when the
// event does not decode; Try goes through the stored form of the action.
func TestApplierAndTry(t *testing.T) {
	apply := Applier(func(e data.Event) (testAction, error) {
		if e.Type != "ok" {
			return testAction{}, msg.New("type", "nope", nil)
		}
		return testAction{}, nil
	}, func(n int, _ testAction) (int, error) { return n + 1, nil })
	n, err := apply(4, data.Event{Type: "ok"})
	require.NoError(t, err)
	assert.Equal(t, 5, n)
	n, err = apply(4, data.Event{Type: "bad"})
	assert.Error(t, err)
	assert.Equal(t, 4, n, "a refused event changes nothing")
	n, err = Try(4, testAction{}, apply)
	require.NoError(t, err)
	assert.Equal(t, 5, n)
}
