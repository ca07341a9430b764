package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNoDisplaySaysOneLineAndCreatesNothing (issue 21: without a display the
// app panicked with a stack trace after creating the database).
func TestNoDisplaySaysOneLineAndCreatesNothing(t *testing.T) {
	for name, display := range map[string]string{"unset": "", "no server": ":987", "bad unix": "unix:986"} {
		dir := t.TempDir()
		db := filepath.Join(dir, "h.db")
		var errb strings.Builder
		getenv := func(k string) string {
			if k == "DISPLAY" {
				return display
			}
			return ""
		}
		code := run([]string{"--db", db}, getenv, &errb)
		assert.Equal(t, exitFail, code, name)
		assert.Equal(t, 1, strings.Count(errb.String(), "\n"), name+": "+errb.String())
		assert.Contains(t, errb.String(), "hearth help", name)
		entries, err := os.ReadDir(dir)
		require.NoError(t, err)
		assert.Empty(t, entries, name+": nothing created")
	}
}

func TestDBFlag(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
		err  string
	}{
		{nil, "", ""},
		{[]string{"--db", "a.db"}, "a.db", ""},
		{[]string{"-db", "a.db"}, "a.db", ""},
		{[]string{"--db=b.db"}, "b.db", ""},
		{[]string{"--db"}, "", "--db needs a file path"},
		{[]string{"--db="}, "", "--db needs a file path"},
		{[]string{"--db", ""}, "", "--db needs a file path"},
		{[]string{"help"}, "", "the commands are in hearth"},
		{[]string{"--db", "a.db", "version"}, "", "the commands are in hearth"},
	} {
		got, err := dbFlag(c.args)
		if c.err != "" {
			assert.ErrorContains(t, err, c.err, c.args)
			continue
		}
		assert.NoError(t, err, c.args)
		assert.Equal(t, c.want, got, c.args)
	}
}

func TestWindowSize(t *testing.T) {
	assert.Equal(t, float32(390), windowSize("390x844").Width)
	assert.Equal(t, float32(420), windowSize("").Width)
	assert.Equal(t, float32(420), windowSize("10x10").Width)
}

// TestBinaryWithoutDisplayUnderCLocale: the built app, with no display and
// LANG=C, prints exactly its one line: no stack trace, no Fyne locale noise
// (quietlocale runs before Fyne's lang reads the locale).
func TestBinaryWithoutDisplayUnderCLocale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the app")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "hearth-app")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, string(out))
	for _, locale := range []string{"C.UTF-8", "POSIX"} {
		db := filepath.Join(dir, "h.db")
		cmd := exec.Command(bin, "--db", db)
		cmd.Env = append(envWithout("DISPLAY", "WAYLAND_DISPLAY", "LANG", "LC_ALL", "LC_MESSAGES"), "LANG="+locale)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit)
		assert.Equal(t, exitFail, exit.ExitCode())
		assert.Equal(t, "hearth: no display to open the app on (DISPLAY is not set); the command line needs none: try hearth help\n", stderr.String())
		_, err = os.Stat(db)
		assert.ErrorIs(t, err, os.ErrNotExist)
	}
}

// envWithout is the environment without the named variables.
func envWithout(names ...string) []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		keep := true
		for _, n := range names {
			keep = keep && k != n
		}
		if keep {
			out = append(out, kv)
		}
	}
	return out
}
