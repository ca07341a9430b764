package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// TestReadCommandsNeverWrite (issue 12, defect 4): `hearth handicap` and
// `hearth session export` neither create a missing database nor change an
// existing one, not even the handicap ledger.
func TestReadCommandsNeverWrite(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	code, out, errs := runEnv(nil, "--db", missing, "handicap")
	assert.Equal(t, exitFail, code, errs)
	assert.Empty(t, out)
	assert.Equal(t, "hearth: there is no database at "+missing+" (check --db or HEARTH_DB)\n", errs)
	_, err := os.Stat(missing)
	assert.ErrorIs(t, err, os.ErrNotExist)

	path := filepath.Join(dir, "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	_, err = s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, Results: []data.Result{
		{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 80, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 70}}})
	require.NoError(t, err)
	sess, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom"})
	require.NoError(t, err)
	require.NoError(t, s.Close())
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	code, out, errs = runEnv(nil, "--db", path, "handicap", "--profile", "Ana")
	assert.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Ana: handicap -5 after 1 handicap challenge game")
	assert.NotContains(t, out, "challenge games")
	code, _, errs = runEnv(nil, "--db", path, "session", "export", strconv.FormatInt(sess.ID, 10))
	assert.Equal(t, exitOK, code, errs)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "the database file is byte for byte the same")
	// A WAL reader (which never blocks the app's writes, issue 23 item 4)
	// may leave SQLite's empty -wal and -shm index files; nothing is logged.
	wal, _ := os.ReadFile(path + "-wal")
	assert.Empty(t, wal, "nothing was written to a WAL")
}

// TestCLINeverPrintsControlCharacters (issue 12, defect 7): a name with an
// ANSI escape or a newline is refused with one line in which the escape
// shows as text, never raw.
func TestCLINeverPrintsControlCharacters(t *testing.T) {
	in := strings.Replace(`{"solo": false, "players": [`+board("NAME", 1, "[]")+`]}`, `"NAME"`, `"\u001b[2JAna\nBen"`, 1)
	code, out, errs := hearth(in, "score", "bonfire", "-")
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, out)
	assert.Equal(t, 1, strings.Count(errs, "\n"), errs)
	assert.NotContains(t, errs, "\x1b")
	assert.Contains(t, errs, "players[0].name")

	two := `{"solo": false, "players": [` + board("Ana", 1, "[]") + `,` + board(" ana ", 1, "[]") + `]}`
	code, _, errs = hearth(two, "score", "bonfire", "-")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errs, "Two players are called ana")

	code, _, errs = hearth("", "score", "bonfire", "\x1b]0;pwned\x07.json")
	assert.Equal(t, exitUsage, code)
	assert.NotContains(t, errs, "\x1b")
	assert.NotContains(t, errs, "\x07")
}
