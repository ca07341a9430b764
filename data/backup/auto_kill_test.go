//go:build unix

package backup

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/internal/crashtest"
)

const autoChildEnv = "HEARTH_AUTO_CHILD_DB"

// autoChild makes the automatic backup of one day after another, forever,
// printing each day once its backup is made.
func autoChild(path string) int {
	s, err := data.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	fmt.Println(crashtest.Ready)
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	for i := 0; ; i++ {
		if _, err := Daily(context.Background(), s, d.AddDate(0, 0, i)); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(i)
	}
}

// parts are the temporary files of killed writes in dir.
func parts(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		if strings.Contains(e.Name(), partInfix) {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// TestKillDuringDailyBackupIsCleanedLater (issue 33 §2): automatic
// backups killed mid-write leave hidden part files; a later day's backup
// (more than an hour on) removes every one of them, whatever day it was
// for.
func TestKillDuringDailyBackupIsCleanedLater(t *testing.T) {
	if testing.Short() {
		t.Skip("kills processes")
	}
	path := filepath.Join(t.TempDir(), "hearth.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	savePlays(t, s, 2000)
	require.NoError(t, s.Close())
	dir := AutoDir(path)
	runs := stressRuns(5, 40)
	for run := 0; run < runs; run++ {
		crashtest.Kill(t, autoChildEnv, path, 0, time.Duration(5+run*7)*time.Millisecond)
	}
	t.Logf("%d files of killed writes left by %d kills", len(parts(t, dir)), runs)
	later := time.Now().Add(-2 * time.Hour)
	for _, p := range parts(t, dir) {
		require.NoError(t, os.Chtimes(p, later, later))
	}
	s, err = data.Open(path)
	require.NoError(t, err)
	defer s.Close()
	_, err = Daily(context.Background(), s, time.Date(2027, 1, 1, 21, 0, 0, 0, time.Local))
	require.NoError(t, err)
	assert.Empty(t, parts(t, dir), "a later day removes what killed backups left")
}
