package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/exchange"
)

func TestExportCSV(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	_, err = s.SavePlay(context.Background(), data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, Notes: "=HYPERLINK(\"x\")",
		PlayedAt: time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC), Duration: 75 * time.Minute,
		Results: []data.Result{{Seat: 0, Name: "Ana", Score: 80, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 70}}})
	require.NoError(t, err)
	require.NoError(t, s.Close())

	code, out, errs := runEnv(nil, "--db", path, "export", "--format", "csv", "-")
	require.Equal(t, exitOK, code, errs)
	rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(out, exchange.CSVBOM))).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 3, "header and one row per player")
	assert.Equal(t, exchange.CSVHeader, rows[0])
	assert.Equal(t, []string{"bonfire", "solo", "2026-11-01T20:00:00Z", "75"}, rows[1][1:5])
	assert.Equal(t, `'=HYPERLINK("x")`, rows[1][7], "no formula reaches a spreadsheet")
	assert.Equal(t, []string{"2", "Tom", "true", "70", "false", ""}, rows[2][8:])

	file := filepath.Join(dir, "plays.csv")
	code, out, _ = runEnv(nil, "--db", path, "export", "--format=csv", file)
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "1 plays written to")
	written, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, 3, strings.Count(string(written), "\n"))
	code, _, errs = runEnv(nil, "--db", path, "export", "--format", "csv", file)
	assert.Equal(t, exitFail, code, "never overwrites")
	assert.Contains(t, errs, "never overwritten")

	for _, args := range [][]string{{"export"}, {"export", "--format", "xml", "-"}, {"export", "--format", "csv"}, {"export", "--format", "csv", "a", "b"}, {"export", "--format"}, {"export", "--lang", "-"}} {
		code, _, _ := runEnv(nil, append([]string{"--db", path}, args...)...)
		assert.Equal(t, exitUsage, code, args)
	}
}

// Issue 23 item 7: `export --format csv -` printed notes, names and places
// with their escape sequences to the terminal. On a terminal they show as
// text (and, since issue 33, in the CSV file too).
func TestExportToATerminalIsInert(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	_, err = s.SavePlay(context.Background(), data.Play{Game: data.GameBonfire, Mode: data.ModeMulti, Notes: "\x1b]0;pwned\x07 \x1b[2J \u009b31m Zoé",
		Results: []data.Result{{Seat: 0, Name: "Ana", Score: 80, Winner: true}}})
	require.NoError(t, err)
	require.NoError(t, s.Close())
	defer func(was func(io.Writer) bool) { isTerminal = was }(isTerminal)
	isTerminal = func(io.Writer) bool { return true }
	code, out, errs := runEnv(nil, "--db", path, "export", "--format", "csv", "-")
	require.Equal(t, exitOK, code, errs)
	assert.NotContains(t, out, "\x1b")
	assert.NotContains(t, out, "\x07")
	assert.NotContains(t, out, "\u009b")
	assert.Contains(t, out, `\x1b[2J`)
	assert.Contains(t, out, "Zoé", "letters pass")
	assert.Equal(t, 2, strings.Count(out, "\n"), "the lines of the CSV stay")
}

// Issue 33 §4: a JSON export on a terminal passed the bidi controls (U+202E
// turns the rest of a line around) and the carriage return; they are shown
// as escapes, and a character cut between two writes is whole.
func TestExportToATerminalShowsBidiControls(t *testing.T) {
	var b bytes.Buffer
	iw := &inertWriter{w: &b}
	in := []byte("{\"notes\":\"abc\u202edcba \u2066x\u2069 a\u200bb\rZoé \u009b\"}\n")
	for i := range in { // one byte at a time: every character is cut
		_, err := iw.Write(in[i : i+1])
		require.NoError(t, err)
	}
	iw.flush()
	assert.Equal(t, `{"notes":"abc\u202edcba \u2066x\u2069 a\u200bb\x0dZoé \u009b"}`+"\n", b.String())
}
