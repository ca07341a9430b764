package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// cli runs the command line against a database file and returns stdout,
// stderr and the exit status.
func cli(t *testing.T, db string, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"--db", db}, args...), &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, getenv: func(string) string { return "" }})
	return out.String(), errb.String(), code
}

func seededDB(t *testing.T) (string, *data.Store) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return path, s
}

func TestHandicapLedgerCLI(t *testing.T) {
	path, s := seededDB(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	_, err = s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	// seed 000 "MODE HANDICAP": win, loss, loss, tie, win from −10 → −5, −7, −9, −9, −4.
	for i, sc := range [][2]int{{80, 70}, {60, 70}, {65, 71}, {70, 70}, {90, 60}} {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: base.AddDate(0, 0, i), Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: sc[0]}, {Seat: 1, Name: "Tom", Bot: true, Score: sc[1]}}})
		require.NoError(t, err)
	}

	out, _, code := cli(t, path, "handicap", "--profile", "ana", "--json")
	require.Equal(t, exitOK, code)
	var got []handicapJSON
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got, 1)
	assert.Equal(t, "Ana", got[0].Profile)
	assert.Equal(t, -4, got[0].Current)
	var after []int
	for _, g := range got[0].Games {
		after = append(after, g.After)
	}
	assert.Equal(t, []int{-5, -7, -9, -9, -4}, after)
	assert.Equal(t, "tie", got[0].Games[3].Outcome)

	out, _, code = cli(t, path, "handicap")
	require.Equal(t, exitOK, code)
	// Issue 32: the ledger's games are the handicap challenge's, said so.
	assert.Contains(t, out, "Ana: handicap -4 after 5 handicap challenge games")
	assert.Contains(t, out, "-10 → -5")
	assert.Contains(t, out, "Ben: handicap -10 after 0 handicap challenge games")
	assert.Contains(t, out, "no handicap challenge yet; the first one starts at -10")

	_, errOut, code := cli(t, path, "handicap", "--profile", "Zoe")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, 1, strings.Count(errOut, "\n"))
	assert.Contains(t, errOut, `no profile named "Zoe"`)
	_, _, code = cli(t, path, "handicap", "--bogus")
	assert.Equal(t, exitUsage, code)
	_, _, code = cli(t, path, "handicap", "--profile")
	assert.Equal(t, exitUsage, code)
}

func TestSessionExportCLI(t *testing.T) {
	path, s := seededDB(t)
	ctx := context.Background()
	ss, err := s.CreateSession(ctx, data.NewSession{Game: data.GameBonfire, Mode: "tom", Seed: 42, Options: map[string]any{"physical": false}})
	require.NoError(t, err)
	_, err = s.Append(ctx, ss.ID, "end_turn", nil)
	require.NoError(t, err)
	_, err = s.Append(ctx, ss.ID, "gnome", map[string]string{"resource": "Fruit"})
	require.NoError(t, err)
	_, err = s.Undo(ctx, ss.ID)
	require.NoError(t, err)

	out, _, code := cli(t, path, "session", "export", "1")
	require.Equal(t, exitOK, code)
	var got sessionExport
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, uint64(42), got.Seed)
	assert.Equal(t, 1, got.Cursor)
	require.Len(t, got.Events, 2)
	assert.Equal(t, "end_turn", got.Events[0].Type)
	assert.False(t, got.Events[0].Undone)
	assert.True(t, got.Events[1].Undone, "the undone event is exported and marked")
	assert.JSONEq(t, `{"resource":"Fruit"}`, string(got.Events[1].Payload))

	for _, bad := range [][]string{{"session"}, {"session", "export"}, {"session", "export", "x"}, {"session", "export", "-3"}, {"session", "export", "99"}, {"session", "import", "1"}} {
		_, errOut, code := cli(t, path, bad...)
		assert.Equal(t, exitUsage, code, bad)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), bad)
	}
}
