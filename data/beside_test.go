package data

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A tap's redraw runs while its event is stored (issue 19): beside must run
// while the append is still going on, and the append must be stored when
// AppendBeside returns.
func TestAppendBesideStoresWhileBesideRuns(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)

	// The store's connections are all taken by the test, so the append can
	// only finish once beside lets one go: beside must run beside it.
	s.db.SetMaxOpenConns(1)
	conn, err := s.db.Conn(ctx)
	require.NoError(t, err)
	// Done one after the other, the append would wait for the connection
	// until this timer gives it back.
	late := time.AfterFunc(3*time.Second, func() { conn.Close() })
	start := time.Now()
	ranBeside := false
	ev, err := s.AppendBeside(ctx, ss.ID, "rest", map[string]int{"energy": 3}, func() {
		ranBeside = true
		time.Sleep(20 * time.Millisecond)
		conn.Close()
	})
	late.Stop()
	require.NoError(t, err)
	assert.True(t, ranBeside)
	assert.Less(t, time.Since(start), 2*time.Second, "beside ran only after the append")
	assert.Equal(t, 1, ev.Seq)
	assert.JSONEq(t, `{"energy":3}`, string(ev.Payload))

	evs, err := s.AllEvents(ctx, ss.ID)
	require.NoError(t, err)
	require.Len(t, evs, 1)
	assert.Equal(t, "rest", evs[0].Type)
	got, err := s.Session(ctx, ss.ID)
	require.NoError(t, err)
	assert.Equal(t, 1, got.Cursor)
}

func TestAppendBesideSaysWhyNot(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	require.NoError(t, s.AbandonSession(ctx, ss.ID))
	ranBeside := false
	_, err = s.AppendBeside(ctx, ss.ID, "rest", nil, func() { ranBeside = true })
	require.ErrorIs(t, err, ErrSessionClosed)
	assert.True(t, ranBeside, "the redraw runs; the caller redraws again from the state it kept")
	_, err = s.AppendBeside(ctx, ss.ID+100, "rest", nil, nil)
	require.ErrorIs(t, err, ErrNotFound)
	_, err = s.MoveCursorBeside(ctx, ss.ID, 0, nil)
	require.ErrorIs(t, err, ErrSessionClosed)
}

func TestMoveCursorBesideUndoesAndRedoes(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	for range 3 {
		_, err := s.AppendBeside(ctx, ss.ID, "rest", nil, nil)
		require.NoError(t, err)
	}
	got, err := s.MoveCursorBeside(ctx, ss.ID, 1, func() {})
	require.NoError(t, err)
	assert.Equal(t, 1, got.Cursor)
	got, err = s.MoveCursorBeside(ctx, ss.ID, 3, nil)
	require.NoError(t, err)
	assert.Equal(t, 3, got.Cursor)
	_, err = s.MoveCursorBeside(ctx, ss.ID, 4, nil)
	require.Error(t, err, "no fourth event to redo")
}

// Callers on several goroutines take turns: each gets its own event back.
func TestAppendBesideFromSeveralGoroutines(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	var wg sync.WaitGroup
	for g := range 4 {
		ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: uint64(g)})
		require.NoError(t, err)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 10 {
				ev, err := s.AppendBeside(ctx, ss.ID, "rest", map[string]int{"i": i}, func() {})
				if assert.NoError(t, err) {
					assert.Equal(t, i+1, ev.Seq)
				}
			}
		}()
	}
	wg.Wait()
}

// A redraw that panics must not leave its append's end behind for the next
// append to take as its own.
func TestAppendBesideAfterAPanickingRedraw(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	assert.PanicsWithValue(t, "redraw", func() {
		s.AppendBeside(ctx, ss.ID, "rest", nil, func() { panic("redraw") })
	})
	ev, err := s.AppendBeside(ctx, ss.ID, "rest", nil, nil)
	require.NoError(t, err)
	assert.Equal(t, 2, ev.Seq, "the first append was stored before the panic was passed on")
}

// Each store's thread ends with the store: opening and closing stores that
// appended leaves no descriptor open.
func TestClosedStoresLeaveNoDescriptors(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("counts /proc/self/fd")
	}
	ctx := context.Background()
	dir := t.TempDir()
	count := func() int {
		fds, err := os.ReadDir("/proc/self/fd")
		require.NoError(t, err)
		return len(fds)
	}
	open1 := func() {
		s, err := Open(filepath.Join(dir, "h.db"))
		require.NoError(t, err)
		ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
		require.NoError(t, err)
		_, err = s.AppendBeside(ctx, ss.ID, "rest", nil, func() {})
		require.NoError(t, err)
		require.NoError(t, s.Close())
	}
	open1()
	before := count()
	for range 20 {
		open1()
	}
	assert.Equal(t, before, count())
}

// After Close, a late call still returns (on a goroutine of its own),
// with the closed database's error.
func TestAppendBesideAfterClose(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	_, err = s.AppendBeside(ctx, ss.ID, "rest", nil, nil)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	ranBeside := false
	_, err = s.AppendBeside(ctx, ss.ID, "rest", nil, func() { ranBeside = true })
	require.Error(t, err)
	assert.True(t, ranBeside)
}

// A redraw that itself stores something beside (a screen that moves on by
// itself) must not wait for the store's thread it is running beside: the
// inner move runs on a goroutine of its own, and both are stored.
func TestAppendBesideFromWithinBeside(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, NewSession{Game: GameInsula, Mode: "solo", Seed: 1})
	require.NoError(t, err)
	done := make(chan error, 1)
	go func() {
		_, err := s.AppendBeside(ctx, ss.ID, "rest", nil, func() {
			_, err := s.AppendBeside(ctx, ss.ID, "move", nil, func() {})
			if err != nil {
				done <- err
			}
		})
		done <- err
	}()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("an AppendBeside inside a redraw waited for ever")
	}
	evs, err := s.AllEvents(ctx, ss.ID)
	require.NoError(t, err)
	types := []string{}
	for _, e := range evs {
		types = append(types, e.Type)
	}
	assert.ElementsMatch(t, []string{"rest", "move"}, types)
}
