package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/exchange"
)

// stdinProbeEnv names the database the probe imports into; the probe is
// this test binary run again with it set.
const stdinProbeEnv = "HEARTH_STDIN_PROBE"

// endless is an export that never ends: its header, then handicap ledger
// rows (which the import checks and drops) for ever; read counts the
// bytes it gave.
type endless struct {
	head, row []byte
	at        int
	read      int64
}

func (e *endless) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		src := e.row
		if e.read < int64(len(e.head)) {
			src = e.head[e.read:]
		} else if e.at > 0 {
			src = e.row[e.at:]
		}
		k := copy(p[n:], src)
		n += k
		if e.read >= int64(len(e.head)) {
			e.at = (e.at + k) % len(e.row)
		}
		e.read += int64(k)
	}
	return n, nil
}

// TestStdinProbe is not a test on its own: TestImportRefusesStdinOverTheCap
// runs it in a child process, which imports an endless standard input and
// prints its exit status, the bytes it read and its peak resident memory.
func TestStdinProbe(t *testing.T) {
	db := os.Getenv(stdinProbeEnv)
	if db == "" {
		t.Skip("run by TestImportRefusesStdinOverTheCap")
	}
	in := &endless{
		head: []byte(`{"format":"hearth-export","version":1,"exported_at":"2026-01-01T00:00:00Z","profiles":[],"plays":[],"handicap_ledger":[`),
		// White space between the rows keeps the test cheap; it is read
		// as any byte is.
		row: []byte(`{"profile":"p","play":"q","position":1,"before":0,"outcome":"win","after":-1,"you":60,"tom":40},` + strings.Repeat(" ", 4<<10) + "\n"),
	}
	var out, errs bytes.Buffer
	code := run([]string{"--db", db, "import", "-"}, &env{stdin: in, stdout: &out, stderr: &errs, getenv: func(string) string { return "" }})
	fmt.Printf("probe code %d read %d peak %d\n%s", code, in.read, peakKB(t), errs.String())
}

// peakKB is this process's peak resident memory.
func peakKB(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skip("no /proc here")
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		var kb int
		if _, err := fmt.Sscanf(sc.Text(), "VmHWM: %d kB", &kb); err == nil {
			return kb
		}
	}
	t.Skip("no VmHWM")
	return 0
}

// Issue 33 §4: standard input past the 256 MB cap took more than 594 MB
// of memory before it was refused (read whole into a growing buffer). It
// is refused once it has given one byte more than the cap, having been
// checked a buffer at a time, with no database made.
func TestImportRefusesStdinOverTheCap(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 256 MB")
	}
	db := filepath.Join(t.TempDir(), "h.db")
	tmp := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run", "^TestStdinProbe$", "-test.count", "1", "-test.v")
	cmd.Env = append(os.Environ(), stdinProbeEnv+"="+db, "TMPDIR="+tmp)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	var code int
	var read, peak int64
	var line string
	for _, l := range strings.Split(string(out), "\n") {
		if _, err := fmt.Sscanf(l, "probe code %d read %d peak %d", &code, &read, &peak); err == nil {
			line = l
		}
	}
	require.NotEmpty(t, line, "%s", out)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, string(out), "hearth: The file is larger than 256 MB: it is not a Hearth export.\n")
	assert.LessOrEqual(t, read, int64(exchange.MaxImportBytes+1+64<<10), "read up to the cap (and a buffer)")
	assert.Less(t, peak, int64(128<<10), "peak resident memory %d MB", peak>>10)
	assert.NoFileExists(t, db)
	left, err := os.ReadDir(tmp)
	require.NoError(t, err)
	assert.Empty(t, left, "the copy of standard input is removed")
	t.Logf("read %d MB, peak %d MB", read>>20, peak>>10)
}
