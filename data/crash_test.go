//go:build unix

package data

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/crashtest"
)

const crashChildEnv = "HEARTH_CRASH_CHILD_DB"

// crashBesideEnv makes the crash child store as a tap does: through
// AppendBeside and MoveCursorBeside, on the store's own thread, while its
// main thread works.
const crashBesideEnv = "HEARTH_CRASH_BESIDE"

// TestMain lets the test binary double as the writer process of the crash test.
func TestMain(m *testing.M) {
	crashtest.Child(crashChildEnv, crashChild)
	crashtest.Child(createChildEnv, createChild)
	crashtest.Child(restoreChildEnv, restoreChild)
	crashtest.Child(firstSaveChildEnv, firstSaveChild)
	crashtest.Child(holdChildEnv, holdChild)
	crashtest.Child(hotJournalChildEnv, hotJournalChild)
	os.Exit(m.Run())
}

// crashChild appends events to session 1 forever, printing each sequence
// number only after Append has returned (the event is committed). Every
// seventh event it also undoes and redoes, so kills land mid-cursor-move too.
func crashChild(path string) int {
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	ctx := context.Background()
	sess, err := s.Session(ctx, 1)
	if err != nil {
		sess, err = s.CreateSession(ctx, NewSession{Game: GameBonfire, Mode: "crash", Seed: 7})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
	}
	if sess.Cursor < sess.Len { // killed between an undo and its redo last time
		if _, err := s.Redo(ctx, sess.ID); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
	}
	add, undo, redo := crashMoves(s, sess.ID, os.Getenv(crashBesideEnv) != "")
	fmt.Println(crashtest.Ready)
	for i := 0; ; i++ {
		e, err := add(map[string]any{"N": 1, "pad": strings.Repeat("x", i%200)})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(e.Seq)
		if i%7 == 6 {
			if err := undo(); err != nil {
				return 3
			}
			if err := redo(); err != nil {
				return 3
			}
		}
	}
}

// crashMoves are the crash child's append, undo and redo of session id:
// the store's own, or (beside) those a tap makes, with a redraw's worth of
// work on the calling thread meanwhile.
func crashMoves(s *Store, id int64, beside bool) (add func(any) (Event, error), undo, redo func() error) {
	ctx := context.Background()
	if !beside {
		add = func(p any) (Event, error) { return s.Append(ctx, id, "add", p) }
		undo = func() error { _, err := s.Undo(ctx, id); return err }
		redo = func() error { _, err := s.Redo(ctx, id); return err }
		return add, undo, redo
	}
	draw := func() { busyWork(100 * time.Microsecond) }
	add = func(p any) (Event, error) { return s.AppendBeside(ctx, id, "add", p, draw) }
	move := func(by int) error {
		sess, err := s.Session(ctx, id)
		if err == nil {
			_, err = s.MoveCursorBeside(ctx, id, sess.Cursor+by, draw)
		}
		return err
	}
	undo = func() error { return move(-1) }
	redo = func() error { return move(+1) }
	return add, undo, redo
}

// TestCrashSafetyUnderSIGKILL kills a writer process at random moments, 50
// times over the same database. After each kill the database must pass
// integrity_check, hold every event whose append had returned, keep sequence
// numbers contiguous, and reopen with a replayable session.
func TestCrashSafetyUnderSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 50 processes")
	}
	crashRounds(t)
}

// TestCrashSafetyBesideUnderSIGKILL is the same with the child storing as a
// tap does (AppendBeside, MoveCursorBeside): an event is acknowledged once
// the store's thread has committed it, and a kill at any moment keeps it.
func TestCrashSafetyBesideUnderSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 50 processes")
	}
	t.Setenv(crashBesideEnv, "1")
	crashRounds(t)
}

// crashRounds kills the crash child 50 times over one database and checks
// it after each kill.
func crashRounds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "crash.db")
	rng := rand.New(rand.NewPCG(2026, 11))
	confirmed := 0 // highest seq any child reported as committed
	for round := 0; round < 50; round++ {
		for _, l := range crashtest.Kill(t, crashChildEnv, path, 0, time.Duration(rng.IntN(60_000))*time.Microsecond) {
			n, err := strconv.Atoi(l)
			require.NoError(t, err, "child said %q", l)
			confirmed = max(confirmed, n)
		}

		s, err := Open(path)
		require.NoError(t, err, "round %d: reopen", round)
		ctx := context.Background()
		verdict, err := s.IntegrityCheck(ctx)
		require.NoError(t, err)
		require.Equal(t, "ok", verdict, "round %d", round)
		all, err := s.AllEvents(ctx, 1)
		require.NoError(t, err)
		require.GreaterOrEqual(t, len(all), confirmed, "round %d: an acknowledged event was lost", round)
		for i, e := range all {
			require.Equal(t, i+1, e.Seq, "round %d: sequence numbers are contiguous", round)
		}
		sess, err := s.Session(ctx, 1)
		require.NoError(t, err)
		assert.Contains(t, []int{sess.Len, sess.Len - 1}, sess.Cursor, "round %d: cursor is at the end or one undo before it", round)
		evs, err := s.Events(ctx, 1)
		require.NoError(t, err)
		c, err := Replay(evs, counter{}, applyCounter)
		require.NoError(t, err, "round %d: the session replays", round)
		assert.Equal(t, sess.Cursor, c.Total)
		require.NoError(t, s.Close())
	}
	assert.Greater(t, confirmed, 50, "the children got real work done before being killed")
	t.Logf("50 kills, %d events acknowledged and all present", confirmed)
}
