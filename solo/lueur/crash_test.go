//go:build unix

package lueur

import (
	"context"
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/internal/crashtest"
	"hearth/solo/session"
)

const crashChildEnv = "HEARTH_LUEUR_CRASH_CHILD_DB"

// TestMain lets the test binary double as the writer process of the crash test.
func TestMain(m *testing.M) {
	crashtest.Child(crashChildEnv, crashChild)
	os.Exit(m.Run())
}

// digest identifies a state exactly (every field, slices' contents included).
func digest(s State) string {
	return fmt.Sprintf("%x", sha256.Sum256([]byte(snapshot(s))))[:16]
}

// openJourney resumes the open journey of the store, or starts one (seeded
// by the number of sessions so far) when there is none or it is over.
func openJourney(ctx context.Context, st *data.Store) (*session.Runner[State], error) {
	open, err := st.Sessions(ctx, game.Lueur, data.SessionOpen)
	if err != nil {
		return nil, err
	}
	if len(open) > 0 {
		r, err := session.Open(ctx, st, Engine(), open[0].ID)
		if err != nil || !r.State().Over() {
			return r, err
		}
		if err := r.Abandon(ctx); err != nil {
			return nil, err
		}
	}
	all, err := st.Sessions(ctx, "", "")
	if err != nil {
		return nil, err
	}
	seed := uint64(len(all))
	return session.Start(ctx, st, Engine(), seed, optionsFor(seed), 0)
}

// crashChild plays journeys forever, printing "session cursor digest" only
// after each event's Do has returned (the event is committed).
func crashChild(path string) int {
	st, err := data.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 5))
	r, err := openJourney(ctx, st)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	fmt.Println(crashtest.Ready)
	for {
		if r.State().Over() {
			if r, err = openJourney(ctx, st); err != nil {
				fmt.Fprintln(os.Stderr, err)
				return 3
			}
		}
		e, err := Encode(RandomAction(r.State(), rng))
		if err == nil {
			_, err = r.Do(ctx, e)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(r.Session().ID, r.Session().Cursor, digest(r.State()))
	}
}

// TestCrash_ResumesIdentical kills a writer process mid-journey at random
// moments, 30 times over the same database (SPEC §1.2: nothing is lost).
// After each kill the database passes integrity_check, and reopening the
// journey resumes at the last acknowledged event (or the one after it, if
// the kill came between the commit and the acknowledgement) with exactly the
// state the writer had.
func TestCrash_ResumesIdentical(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns 30 processes")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	rng := rand.New(rand.NewPCG(2026, 9))
	acknowledged, midDay := 0, 0
	for round := 0; round < 30; round++ {
		var last struct {
			id     int64
			cursor int
			digest string
		}
		for _, l := range crashtest.Kill(t, crashChildEnv, path, 4, time.Duration(5_000+rng.IntN(60_000))*time.Microsecond) {
			_, err := fmt.Sscan(l, &last.id, &last.cursor, &last.digest)
			require.NoError(t, err, "writer said %q", l)
			acknowledged++
		}

		if checkResumed(t, path, round, last.id, last.cursor, last.digest) {
			midDay++
		}
	}
	assert.Greater(t, acknowledged, 100, "the writers got real work done")
	assert.Greater(t, midDay, 5, "kills land mid-day")
	t.Logf("30 kills, %d events acknowledged, %d resumed mid-day", acknowledged, midDay)
}

// checkResumed reopens the journey the killed writer last acknowledged an
// event of: the database is sound, no acknowledged event is lost, and at
// that cursor the state is exactly the writer's. It tells whether the kill
// came mid-day.
func checkResumed(t *testing.T, path string, round int, id int64, cursor int, want string) bool {
	st, err := data.Open(path)
	require.NoError(t, err)
	defer st.Close()
	ctx := context.Background()
	verdict, err := st.IntegrityCheck(ctx)
	require.NoError(t, err)
	require.Equal(t, "ok", verdict)
	r, err := session.Open(ctx, st, Engine(), id)
	require.NoError(t, err, "round %d: the journey reopens", round)
	c := r.Session().Cursor
	require.Contains(t, []int{cursor, cursor + 1}, c, "round %d: no acknowledged event lost", round)
	if c == cursor {
		assert.Equal(t, want, digest(r.State()), "round %d: resumed identical", round)
	}
	s := r.State()
	return s.Phase() != PhaseMorning && !s.Over()
}
