package data

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// counter is a toy engine for the session API: "add" events add their N.
type counter struct{ Total, Steps int }

func applyCounter(c counter, e Event) (counter, error) {
	var p struct{ N int }
	if err := e.Decode(&p); err != nil {
		return c, err
	}
	if e.Type != "add" {
		return c, fmt.Errorf("unknown event %q", e.Type)
	}
	return counter{Total: c.Total + p.N, Steps: c.Steps + 1}, nil
}

func newSession(t *testing.T, s *Store) Session {
	t.Helper()
	ss, err := s.CreateSession(context.Background(), NewSession{Game: GameBonfire, Mode: "tom", Seed: 1<<63 + 5, Options: map[string]int{"deck": 8}})
	require.NoError(t, err)
	return ss
}

func add(t *testing.T, s *Store, id int64, n int) Event {
	t.Helper()
	e, err := s.Append(context.Background(), id, "add", map[string]int{"N": n})
	require.NoError(t, err)
	return e
}

func replayed(t *testing.T, s *Store, id int64) counter {
	t.Helper()
	evs, err := s.Events(context.Background(), id)
	require.NoError(t, err)
	c, err := Replay(evs, counter{}, applyCounter)
	require.NoError(t, err)
	return c
}

func TestSessionCreateKeepsSeedAndOptions(t *testing.T) {
	s := openTemp(t)
	ss := newSession(t, s)
	assert.Equal(t, uint64(1<<63+5), ss.Seed, "a seed above int64 survives")
	assert.JSONEq(t, `{"deck":8}`, string(ss.Options))
	assert.Equal(t, SessionOpen, ss.Status)
	assert.Zero(t, ss.Cursor)
	assert.False(t, ss.CanUndo())
	assert.False(t, ss.CanRedo())
}

func TestAppendAndReplay(t *testing.T) {
	s := openTemp(t)
	ss := newSession(t, s)
	for i := 1; i <= 5; i++ {
		e := add(t, s, ss.ID, i)
		assert.Equal(t, i, e.Seq)
	}
	assert.Equal(t, counter{Total: 15, Steps: 5}, replayed(t, s, ss.ID))
}

func TestUndoRedoMovesTheCursorOnly(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss := newSession(t, s)
	add(t, s, ss.ID, 1)
	add(t, s, ss.ID, 10)
	add(t, s, ss.ID, 100)

	got, err := s.Undo(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, got.Cursor)
	assert.Equal(t, 3, got.Len, "the undone event is kept for redo")
	assert.True(t, got.CanRedo())
	assert.Equal(t, 11, replayed(t, s, ss.ID).Total)

	got, err = s.Redo(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, 3, got.Cursor)
	assert.Equal(t, 111, replayed(t, s, ss.ID).Total)
	_, err = s.Redo(ctx, ss.ID)
	assert.ErrorIs(t, err, ErrNothingToRedo)

	for i := 0; i < 3; i++ {
		_, err = s.Undo(ctx, ss.ID)
		require.NoError(t, err)
	}
	_, err = s.Undo(ctx, ss.ID)
	assert.ErrorIs(t, err, ErrNothingToUndo)
	assert.Equal(t, 0, replayed(t, s, ss.ID).Total)
}

func TestAppendAfterUndoDropsTheRedoBranch(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss := newSession(t, s)
	add(t, s, ss.ID, 1)
	add(t, s, ss.ID, 2)
	add(t, s, ss.ID, 3)
	_, err := s.Undo(ctx, ss.ID)
	require.NoError(t, err)
	_, err = s.Undo(ctx, ss.ID)
	require.NoError(t, err)
	e := add(t, s, ss.ID, 50)
	assert.Equal(t, 2, e.Seq)
	got, err := s.Session(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, 2, got.Cursor)
	assert.Equal(t, 2, got.Len)
	assert.False(t, got.CanRedo())
	all, err := s.AllEvents(ctx, ss.ID)
	require.NoError(t, err)
	assert.Len(t, all, 2)
	assert.Equal(t, 51, replayed(t, s, ss.ID).Total)
}

func TestCursorSurvivesReopen(t *testing.T) {
	path := t.TempDir() + "/h.db"
	s, err := Open(path)
	require.NoError(t, err)
	ss := newSession(t, s)
	add(t, s, ss.ID, 4)
	add(t, s, ss.ID, 5)
	_, err = s.Undo(context.Background(), ss.ID)
	require.NoError(t, err)
	require.NoError(t, s.Close())

	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	got, err := s.Session(context.Background(), ss.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, got.Cursor)
	assert.Equal(t, 2, got.Len)
	assert.Equal(t, 4, replayed(t, s, ss.ID).Total)
}

func TestClosedSessionsRefuseChanges(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss := newSession(t, s)
	add(t, s, ss.ID, 1)
	play, err := s.SavePlay(ctx, samplePlay("Ana", 30))
	require.NoError(t, err)
	require.NoError(t, s.FinishSession(ctx, ss.ID, play.ID))
	_, err = s.Append(ctx, ss.ID, "add", map[string]int{"N": 1})
	assert.ErrorIs(t, err, ErrSessionClosed)
	_, err = s.Undo(ctx, ss.ID)
	assert.ErrorIs(t, err, ErrSessionClosed)
	assert.ErrorIs(t, s.FinishSession(ctx, ss.ID, play.ID), ErrSessionClosed)
	got, err := s.Session(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, SessionFinished, got.Status)
	assert.Equal(t, play.ID, got.PlayID)

	other := newSession(t, s)
	require.NoError(t, s.AbandonSession(ctx, other.ID))
	open, err := s.Sessions(ctx, GameBonfire, SessionOpen)
	require.NoError(t, err)
	assert.Empty(t, open)
	all, err := s.Sessions(ctx, "", "")
	require.NoError(t, err)
	assert.Len(t, all, 2)
}

func TestSessionErrors(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	_, err := s.Append(ctx, 42, "add", nil)
	assert.ErrorIs(t, err, ErrNotFound)
	_, err = s.Session(ctx, 42)
	assert.ErrorIs(t, err, ErrNotFound)
	_, err = s.Undo(ctx, 42)
	assert.ErrorIs(t, err, ErrNotFound)
	ss := newSession(t, s)
	_, err = s.Append(ctx, ss.ID, "", nil)
	assert.Error(t, err)
	_, err = s.Append(ctx, ss.ID, "add", json.RawMessage("{not json"))
	assert.Error(t, err)
	_, err = s.CreateSession(ctx, NewSession{Game: "chess", Mode: "x"})
	assert.Error(t, err)
	assert.ErrorIs(t, s.AbandonSession(ctx, 999), ErrNotFound)
}

func TestReplayStopsAtARefusedEvent(t *testing.T) {
	evs := []Event{
		{Seq: 1, Type: "add", Payload: json.RawMessage(`{"N":2}`)},
		{Seq: 2, Type: "boom", Payload: json.RawMessage(`{}`)},
	}
	c, err := Replay(evs, counter{}, applyCounter)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "event 2 (boom)")
	assert.Equal(t, 2, c.Total, "the state before the refused event is returned")
}

func TestDeleteSessionRemovesEvents(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss := newSession(t, s)
	add(t, s, ss.ID, 1)
	require.NoError(t, s.DeleteSession(ctx, ss.ID))
	var n int
	require.NoError(t, s.db.QueryRow("SELECT count(*) FROM session_events").Scan(&n))
	assert.Zero(t, n)
	_, err := s.Session(ctx, ss.ID)
	assert.ErrorIs(t, err, ErrNotFound)
}

func TestManySessionsStayApart(t *testing.T) {
	s := openTemp(t)
	a, b := newSession(t, s), newSession(t, s)
	for i := 0; i < 10; i++ {
		add(t, s, a.ID, 1)
		if i%2 == 0 {
			add(t, s, b.ID, 2)
		}
	}
	assert.Equal(t, 10, replayed(t, s, a.ID).Total)
	assert.Equal(t, 10, replayed(t, s, b.ID).Total)
	assert.Equal(t, strconv.Itoa(5), strconv.Itoa(replayed(t, s, b.ID).Steps))
}
