//go:build unix

package backup

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hearth/data"
	"hearth/data/exchange"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/crashtest"
)

const backupChildEnv = "HEARTH_BACKUP_CHILD_DB"

// backupChild writes backups and JSON exports of the database beside it,
// numbered, forever, printing each number once the file is written.
func backupChild(path string) int {
	s, err := data.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	ctx := context.Background()
	fmt.Println(crashtest.Ready)
	for i := 1; ; i++ {
		out := filepath.Join(filepath.Dir(path), "out", strconv.Itoa(i))
		if i%2 == 0 {
			err = Write(ctx, s, out+".db")
		} else {
			err = WriteFileWhole(out+".json", func(w io.Writer) error { return exchange.ExportJSON(ctx, s, w) })
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 3
		}
		fmt.Println(i)
	}
}

// checkOutputs: every file in out is a whole backup or export, every
// acknowledged one is there, and nothing else (no -journal) is left beside
// them.
func checkOutputs(t *testing.T, out string, acked, plays int) (partial int) {
	t.Helper()
	entries, err := os.ReadDir(out)
	require.NoError(t, err)
	for _, e := range entries {
		p := filepath.Join(out, e.Name())
		switch {
		case strings.HasPrefix(e.Name(), "."):
			// a killed write's temporary file: hidden, never the target
			assert.Contains(t, e.Name(), partInfix)
			partial++
		case strings.HasSuffix(e.Name(), ".db"):
			require.NoError(t, data.CheckFile(p), "a backup at its name is whole")
		case strings.HasSuffix(e.Name(), ".json"):
			b, err := os.ReadFile(p)
			require.NoError(t, err)
			sum, err := exchange.InspectExport(bytes.NewReader(b))
			require.NoError(t, err, "an export at its name is whole")
			assert.Equal(t, plays, sum.Plays)
		default:
			t.Errorf("%s is left beside the backups", e.Name())
		}
	}
	for i := 1; i <= acked; i++ {
		ext := ".json"
		if i%2 == 0 {
			ext = ".db"
		}
		_, err := os.Stat(filepath.Join(out, strconv.Itoa(i)+ext))
		require.NoError(t, err, "acknowledged output %d is there", i)
	}
	return partial
}

// Issue 23 item 5: a killed backup left a -journal beside its target,
// which later rolled a database put at that name back. Backups and exports
// are killed mid-write at random moments: each file at its name is whole,
// nothing but a hidden temporary file is left (`make stress`: 120 kills).
func TestKillDuringBackupLeavesNoPartialFile(t *testing.T) {
	if testing.Short() {
		t.Skip("kills processes")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "hearth.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	savePlays(t, s, 400)
	require.NoError(t, s.Close())
	out := filepath.Join(dir, "out")
	rng := rand.New(rand.NewPCG(5, 23))
	runs := stressRuns(6, 120)
	midWrite := 0
	for run := 0; run < runs; run++ {
		require.NoError(t, os.RemoveAll(out))
		require.NoError(t, os.Mkdir(out, 0o700))
		acked := 0
		for _, l := range crashtest.Kill(t, backupChildEnv, path, 0, time.Duration(rng.IntN(150_000))*time.Microsecond) {
			n, err := strconv.Atoi(l)
			require.NoError(t, err, "child said %q", l)
			acked = max(acked, n)
		}
		if checkOutputs(t, out, acked, 400) > 0 {
			midWrite++
		}
	}
	t.Logf("%d kills during backups and exports (%d mid-write): no partial file at a target's name", runs, midWrite)
}

type fullDisk struct{ n int }

func (d *fullDisk) Write(p []byte) (int, error) {
	if d.n += len(p); d.n > 100 {
		return 0, &os.PathError{Op: "write", Path: "x", Err: errNoSpace}
	}
	return len(p), nil
}

// A failed export leaves no file, and a full disk is said as such.
func TestFailedExportLeavesNoFile(t *testing.T) {
	f := newFixture(t)
	target := filepath.Join(t.TempDir(), "export.json")
	err := WriteFileWhole(target, func(w io.Writer) error {
		return exchange.ExportJSON(context.Background(), f.s, io.MultiWriter(w, &fullDisk{}))
	})
	require.ErrorIs(t, err, data.ErrDiskFull)
	assert.Contains(t, err.Error(), "the disk is full")
	entries, err := os.ReadDir(filepath.Dir(target))
	require.NoError(t, err)
	assert.Empty(t, entries, "no file, whole or partial")
	require.NoError(t, WriteFileWhole(target, func(w io.Writer) error { return exchange.ExportJSON(context.Background(), f.s, w) }))
	st, err := os.Stat(target)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
	err = WriteFileWhole(target, func(w io.Writer) error { return nil })
	assert.Error(t, err, "an existing file is never overwritten")
	assert.False(t, errors.Is(err, data.ErrDiskFull))
}

var errNoSpace = syscall.ENOSPC
