package main

import (
	"context"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
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
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 3, "header and one row per player")
	assert.Equal(t, data.CSVHeader, rows[0])
	assert.Equal(t, []string{"bonfire", "solo", "2026-11-01T20:00:00Z", "75"}, rows[1][1:5])
	assert.Equal(t, `'=HYPERLINK("x")`, rows[1][7], "no formula reaches a spreadsheet")
	assert.Equal(t, []string{"2", "Tom", "true", "70", "false"}, rows[2][8:])

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
