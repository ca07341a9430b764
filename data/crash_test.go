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

// TestMain lets the test binary double as the writer process of the crash test.
func TestMain(m *testing.M) {
	crashtest.Child(crashChildEnv, crashChild)
	crashtest.Child(createChildEnv, createChild)
	crashtest.Child(restoreChildEnv, restoreChild)
	crashtest.Child(saverChildEnv, saverChild)
	crashtest.Child(backupChildEnv, backupChild)
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
	fmt.Println(crashtest.Ready)
	for i := 0; ; i++ {
		e, err := s.Append(ctx, sess.ID, "add", map[string]any{"N": 1, "pad": strings.Repeat("x", i%200)})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(e.Seq)
		if i%7 == 6 {
			if _, err := s.Undo(ctx, sess.ID); err != nil {
				return 3
			}
			if _, err := s.Redo(ctx, sess.ID); err != nil {
				return 3
			}
		}
	}
}

// TestCrashSafetyUnderSIGKILL kills a writer process at random moments, 50
// times over the same database. After each kill the database must pass
// integrity_check, hold every event whose append had returned, keep sequence
// numbers contiguous, and reopen with a replayable session.
func TestCrashSafetyUnderSIGKILL(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 50 processes")
	}
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
