//go:build unix

package insula

import (
	"context"
	"crypto/sha256"
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

	"hearth/data"
	"hearth/internal/crashtest"
	"hearth/solo/session"
)

const crashChildEnv = "HEARTH_INSULA_CRASH_DB"

// TestMain lets the test binary double as the writer process of the crash test.
func TestMain(m *testing.M) {
	crashtest.Child(crashChildEnv, crashChild)
	os.Exit(m.Run())
}

// crashOptions make long expeditions: a long time track and a die that
// rarely shows the moon.
func crashOptions() Options {
	o := baseOpts()
	o.TimeTrack = MaxTimeTrack
	o.Die = DieFaces{Shield: 1, Sword: 1, Moon: 1, Blank: 9}
	return o
}

// digest identifies a state exactly.
func digest(s State) string {
	return fmt.Sprintf("%x", sha256.Sum256([]byte(fmt.Sprintf("%+v", s))))[:16]
}

// latestSession finds the newest session of the database, 0 if none.
func latestSession(ctx context.Context, st *data.Store) int64 {
	id := int64(0)
	for {
		if _, err := st.Session(ctx, id+1); err != nil {
			return id
		}
		id++
	}
}

// crashChild plays random expeditions forever through solo/session,
// printing "session seq digest" only after each event is committed; a
// finished expedition is saved and a new one started.
func crashChild(path string) int {
	ctx := context.Background()
	st, err := data.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	var run *session.Runner[State]
	if id := latestSession(ctx, st); id > 0 {
		run, err = session.Open(ctx, st, Engine(), id)
	}
	if run == nil && err == nil {
		run, err = session.Start(ctx, st, Engine(), 1, crashOptions(), 0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 1))
	fmt.Println(crashtest.Ready)
	for {
		if run.State().Over() {
			next := uint64(run.Session().ID) + 1
			if run, err = session.Start(ctx, st, Engine(), next, crashOptions(), 0); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 3
			}
		}
		e, err := Encode(randomAction(run.State(), r))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		// The state's digest is taken before the commit, so that only a
		// Println lies between the commit and its acknowledgement.
		next, err := run.Try(e)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		want := digest(next)
		s, err := run.Do(ctx, e)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(run.Session().ID, run.Session().Cursor, want)
		if digest(s) != want {
			fmt.Fprintln(os.Stderr, "the stored state differs from the one checked")
			return 3
		}
	}
}

// TestCrash_KilledMidRoundResumesIdentical kills the writer at random
// moments, 20 times over one database. After each kill every session
// reopens and replays, no acknowledged event is lost, and the newest
// session resumes exactly in the state the writer reported for that event
// (an event committed but not yet reported replays like any other).
func TestCrash_KilledMidRoundResumesIdentical(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 20 processes")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	rng := rand.New(rand.NewPCG(2026, 4))
	seen := map[string]string{} // "session seq" → digest
	midRound, matched := 0, 0
	lastKey := "" // the last event any writer acknowledged: "session seq"
	for round := range 20 {
		if k := runChild(t, path, time.Duration(rng.IntN(80_000))*time.Microsecond, seen); k != "" {
			lastKey = k
		}
		ctx := context.Background()
		st, err := data.Open(path)
		require.NoError(t, err)
		id := latestSession(ctx, st)
		require.Positive(t, id)
		for sid := int64(1); sid <= id; sid++ {
			_, err := session.Open(ctx, st, Engine(), sid)
			require.NoError(t, err, "round %d: session %d reopens", round, sid)
		}
		run, err := session.Open(ctx, st, Engine(), id)
		require.NoError(t, err)
		cursor := run.Session().Cursor
		var lastID int64
		var lastSeq int
		if _, err := fmt.Sscan(lastKey, &lastID, &lastSeq); err != nil {
			lastID = id // nothing acknowledged yet
		}
		if id == lastID {
			assert.GreaterOrEqual(t, cursor, lastSeq, "round %d: every acknowledged event is kept", round)
		} else {
			assert.Greater(t, id, lastID, "round %d", round)
		}
		if want, ok := seen[fmt.Sprintf("%d %d", id, cursor)]; ok {
			assert.Equal(t, want, digest(run.State()), "round %d: resumed identical", round)
			matched++
		}
		if run.State().Pending().Kind != AskTurn || len(run.State().Turn().Taken) > 0 {
			midRound++
		}
		require.NoError(t, st.Close())
	}
	assert.Greater(t, len(seen), 100, "the writers got real work done")
	assert.GreaterOrEqual(t, matched, 5, "many kills land after a reported event")
	t.Logf("20 kills, %d events acknowledged, %d kills mid-round, %d resumed states compared", len(seen), midRound, matched)
}

// runChild starts a writer, lets it run for d, kills it, and records what
// it acknowledged; it returns the last acknowledged key.
func runChild(t *testing.T, path string, d time.Duration, seen map[string]string) string {
	last := ""
	for _, l := range crashtest.Kill(t, crashChildEnv, path, 6, d) {
		f := strings.Fields(l)
		require.Len(t, f, 3, "child said %q", l)
		_, err := strconv.Atoi(f[1])
		require.NoError(t, err)
		last = f[0] + " " + f[1]
		seen[last] = f[2]
	}
	return last
}
