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

// TestCLIUnderCLocaleSaysOneLine (issue: under LANG=C.UTF-8 every command
// printed Fyne's three-line "Error parsing user locale" on stderr): the built
// binary refuses bad input with exactly one line and prints nothing else.
func TestCLIUnderCLocaleSaysOneLine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "hearth")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = os.Environ()
	out, err := build.CombinedOutput()
	require.NoError(t, err, string(out))
	for _, locale := range []string{"C.UTF-8", "C", "POSIX"} {
		for _, args := range [][]string{{"setup", "--lang", "it"}, {"score", "bonfire", "/nonexistent.json"}, {"version"}} {
			cmd := exec.Command(bin, args...)
			cmd.Env = append(cleanEnv(), "LANG="+locale, "HEARTH_DB="+filepath.Join(t.TempDir(), "h.db"))
			var stderr strings.Builder
			cmd.Stderr = &stderr
			_ = cmd.Run()
			lines := strings.Count(stderr.String(), "\n")
			if args[0] == "version" {
				assert.Zero(t, lines, "%s %v: %q", locale, args, stderr.String())
				continue
			}
			assert.Equal(t, 1, lines, "%s %v: %q", locale, args, stderr.String())
			assert.NotContains(t, stderr.String(), "locale")
		}
	}
}

// cleanEnv is the environment without any locale variable.
func cleanEnv() []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if k != "LANG" && k != "LC_ALL" && k != "LC_MESSAGES" && k != "LANGUAGE" {
			out = append(out, kv)
		}
	}
	return out
}
