//go:build unix

// Package crashtest runs a test binary again as a writer process and kills
// it with SIGKILL mid-write: the harness of the store's and the solo
// engines' crash tests (SPEC §1.2: no acknowledged event is lost). Each test
// keeps its own writer and its own checks.
package crashtest

import (
	"bufio"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// Ready is the line a writer prints once it is about to write.
const Ready = "ready"

// Child runs writer over the database path named by the environment
// variable env, and exits with its status, when this binary was started by
// Kill; otherwise it returns. Call it first in TestMain.
func Child(env string, writer func(path string) int) {
	if path := os.Getenv(env); path != "" {
		os.Exit(writer(path))
	}
}

// Kill starts this test binary as a writer over path (env set to it), waits
// for Ready and then for the writer's first least lines (so that a slow
// machine, or the race detector, still gets work done before the kill),
// lets it write for the given while more, kills it and returns every line it
// printed after Ready. The test fails if the writer does not start, or ends
// by itself instead of being killed.
func Kill(t testing.TB, env, path string, least int, after time.Duration) []string {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), env+"="+path)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	require.NoError(t, cmd.Start())
	lines := make(chan string, 1<<16)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	select {
	case l, ok := <-lines:
		if !ok || l != Ready {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("the writer did not start: %s", stderr.String())
		}
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		t.Fatal("the writer did not start within 30 s")
	}
	var said []string
	for len(said) < least {
		select {
		case l, ok := <-lines:
			if !ok {
				_ = cmd.Wait()
				t.Fatalf("the writer stopped after %d lines: %s", len(said), stderr.String())
			}
			said = append(said, l)
		case <-time.After(30 * time.Second):
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("the writer wrote %d lines in 30 s", len(said))
		}
	}
	time.Sleep(after)
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	for l := range lines {
		said = append(said, l)
	}
	werr := cmd.Wait()
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	require.True(t, ok && ws.Signaled(), "the writer ended by itself (%v): %s", werr, stderr.String())
	return said
}
