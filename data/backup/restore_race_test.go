//go:build unix

package backup

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

const raceChildEnv = "HEARTH_RACE_CHILD_DB"

// raceKindEnv says what a race child does: "save" (open, save a play,
// close, again) or "backup" (open, write a backup, close, again), as the
// CLI does from a script or cron while a restore runs.
const raceKindEnv = "HEARTH_RACE_KIND"

// raceChild opens the database over and over, each time saving a play or
// writing a backup, until it is killed. Refusals are not its concern.
func raceChild(path string) int {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(uint64(os.Getpid()), 1))
	for i := 0; ; i++ {
		if s, err := data.Open(path); err == nil {
			if os.Getenv(raceKindEnv) == "backup" {
				_ = Write(ctx, s, filepath.Join(filepath.Dir(path), "out", fmt.Sprintf("%d-%d.db", os.Getpid(), i)))
			} else {
				_, _ = s.SavePlay(ctx, samplePlay("Saver", 10))
			}
			_ = s.Close()
		}
		time.Sleep(time.Duration(2+rng.IntN(20)) * time.Millisecond)
	}
}

// Issue 33 §1: a restore said "Restored" and restored nothing when another
// Hearth process opened the database meanwhile (12 of 12 beside saves, 3 of
// 3 beside backups): that open deleted the staged copy. Restores race a
// process saving plays and one writing backups: each restore that says it
// is done has put the backup's play in place and kept the database it
// replaced; one refused says that another window is writing.
func TestConcurrentRestoreSaysRestoredOnlyWhenDone(t *testing.T) {
	dst, _ := liveDatabase(t)
	require.NoError(t, os.MkdirAll(filepath.Join(filepath.Dir(dst), "out"), 0o700))
	for _, kind := range []string{"save", "backup"} {
		stop := startRaceChild(t, dst, kind)
		defer stop()
	}
	time.Sleep(200 * time.Millisecond)
	rounds := stressRuns(3, 40)
	var restored, falseRestored, busy int
	for round := 0; round < rounds; round++ {
		marker := "Restored" + strconv.Itoa(round) + "x"
		src := backupWith(t, marker)
		kept, err := Restore(src, dst, time.Now())
		if err != nil {
			assert.ErrorIs(t, err, data.ErrBusy, "round %d", round)
			busy++
			continue
		}
		restored++
		if !holdsPlayOf(t, dst, marker) || (kept != "" && !fileExists(kept)) {
			falseRestored++
		}
	}
	t.Logf("%d restores beside saves and backups: %d Restored, %d of them false, %d refused as busy", rounds, restored, falseRestored, busy)
	assert.Zero(t, falseRestored, "a restore said Restored and did not restore")
	assert.NotZero(t, restored, "no restore got through")
}

// startRaceChild starts a raceChild of kind on path; stop kills it.
func startRaceChild(t *testing.T, path, kind string) (stop func()) {
	exe, err := os.Executable()
	require.NoError(t, err)
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), raceChildEnv+"="+path, raceKindEnv+"="+kind)
	require.NoError(t, cmd.Start())
	return func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}
}

// backupWith is a backup file holding one play of name.
func backupWith(t *testing.T, name string) string {
	path := filepath.Join(t.TempDir(), "src.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	_, err = s.SavePlay(context.Background(), samplePlay(name, 20))
	require.NoError(t, err)
	out := filepath.Join(t.TempDir(), "backup.db")
	require.NoError(t, s.CopyTo(context.Background(), out))
	require.NoError(t, s.Close())
	return out
}

// holdsPlayOf tells whether the database at path has a play of name.
func holdsPlayOf(t *testing.T, path, name string) bool {
	s, err := data.Open(path)
	require.NoError(t, err)
	defer s.Close()
	plays, err := s.Plays(context.Background(), data.PlayFilter{Search: name})
	require.NoError(t, err)
	return len(plays) > 0
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
