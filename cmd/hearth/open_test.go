package main

import (
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCommandLineLinksNoGUIToolkit (issue 21: every command paid the GUI's
// start-up and needed libGL and X11 to start at all): the command line's
// package graph holds no Fyne and no GL binding.
func TestCommandLineLinksNoGUIToolkit(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").CombinedOutput()
	require.NoError(t, err, string(out))
	deps := strings.Fields(string(out))
	assert.Contains(t, deps, "hearth/data", "the listing is the command line's graph")
	for _, p := range deps {
		assert.False(t, strings.HasPrefix(p, "fyne.io/"), "the command line imports %s", p)
		assert.False(t, strings.HasPrefix(p, "github.com/go-gl/"), "the command line imports %s", p)
	}
}

// TestCommandLineWithoutCgoOrDisplay: built with CGO_ENABLED=0 the binary
// needs no shared library (no libGL, no libX11), and `hearth help` runs with
// no DISPLAY.
func TestCommandLineWithoutCgoOrDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildCLIFor(t, t.TempDir())
	if runtime.GOOS == "linux" {
		f, err := elf.Open(bin)
		require.NoError(t, err)
		libs, err := f.ImportedLibraries()
		require.NoError(t, err)
		assert.Empty(t, libs, "a static binary: no libGL, no libX11")
		_ = f.Close()
	}
	cmd := exec.Command(bin, "help")
	cmd.Env = append(envWithout("DISPLAY", "WAYLAND_DISPLAY"), "HEARTH_DB="+filepath.Join(t.TempDir(), "h.db"))
	out, err := cmd.Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), "hearth score")
}

// TestNoCommandStartsTheApp: with no command, hearth hands over to the app
// program beside it, passing --db on; without one it says so in one line
// and creates nothing.
func TestNoCommandStartsTheApp(t *testing.T) {
	if testing.Short() || runtime.GOOS == "windows" {
		t.Skip("builds the binary; the stand-in app is a shell script")
	}
	dir := t.TempDir()
	bin := buildCLIFor(t, dir)
	db := filepath.Join(t.TempDir(), "h.db")
	cmd := exec.Command(bin, "--db", db)
	cmd.Env = append(envWithout("PATH"), "PATH=")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, exitFail, exit.ExitCode())
	assert.Equal(t, 1, strings.Count(stderr.String(), "\n"), stderr.String())
	assert.Contains(t, stderr.String(), "hearth-app")
	_, err = os.Stat(db)
	assert.ErrorIs(t, err, os.ErrNotExist)

	got := filepath.Join(dir, "args")
	script := "#!/bin/sh\necho \"$@\" > " + got + "\nexit 7\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, appProgram), []byte(script), 0o755))
	cmd = exec.Command(bin, "--db", db)
	err = cmd.Run()
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 7, exit.ExitCode(), "the app replaced hearth: its status is hearth's")
	args, err := os.ReadFile(got)
	require.NoError(t, err)
	assert.Equal(t, "--db "+db+"\n", string(args))
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
