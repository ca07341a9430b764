package main

import (
	"context"
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

// playsOf counts the plays History lists for the profile name.
func playsOf(t *testing.T, path, name string) int {
	t.Helper()
	s, err := data.Open(path)
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	p, err := s.ProfileByName(ctx, name)
	require.NoError(t, err)
	n, err := s.CountMatching(ctx, data.PlayFilter{Player: &data.Player{ProfileID: p.ID}})
	require.NoError(t, err)
	require.NoError(t, s.VerifyDerived(ctx))
	return n
}

// Issue 35 §1: `hearth import` asks nothing, but says for each profile
// how many plays the file brought under its name without a profile and
// the command that links them; `hearth take-plays` links them once.
func TestImportSaysWhichPlaysStayApart(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	src, err := data.Open(filepath.Join(dir, "src.db"))
	require.NoError(t, err)
	for i, name := range []string{"zoe", "ZOÉ", "O'Neil"} {
		_, err := src.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, 1+i, 20, 0, 0, 0, time.UTC),
			Results: []data.Result{{Name: name, Score: 40, Winner: true}, {Seat: 1, Name: "Ben", Score: 30}}})
		require.NoError(t, err)
	}
	var file strings.Builder
	require.NoError(t, exchange.ExportJSON(ctx, src, &file))
	require.NoError(t, src.Close())
	exported := filepath.Join(dir, "all.json")
	require.NoError(t, os.WriteFile(exported, []byte(file.String()), 0o600))

	path := filepath.Join(dir, "here.db")
	s, err := data.Open(path)
	require.NoError(t, err)
	for _, n := range []string{"Zoé", "o'neil"} {
		_, err = s.CreateProfile(ctx, n)
		require.NoError(t, err)
	}
	require.NoError(t, s.Close())

	code, out, errs := runIn("", "--db", path, "import", exported)
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "1 play saved under the name “o'neil” without a profile stays apart from that profile; if that was the same person, link it with: hearth --db "+path+" take-plays 'o'\\''neil'\n")
	assert.Contains(t, out, "2 plays saved under the name “Zoé” without a profile stay apart from that profile; if that was the same person, link them with: hearth --db "+path+" take-plays Zoé\n")
	assert.Zero(t, playsOf(t, path, "Zoé"), "nothing is linked without being asked")

	code, out, errs = runIn("", "--db", path, "take-plays", "zoe")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "The profile Zoé took 2 plays saved under its name without a profile.\n", out)
	assert.Equal(t, 2, playsOf(t, path, "Zoé"))
	code, out, _ = runIn("", "--db", path, "take-plays", "Zoé")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "No plays to take: none is saved under the name Zoé without a profile.\n", out)
	code, out, _ = runIn("", "--db", path, "import", exported)
	assert.Equal(t, exitOK, code)
	assert.NotContains(t, out, "take-plays", "the same file again brings nothing to link")

	code, _, errs = runIn("", "--db", path, "take-plays", "Nobody")
	assert.Equal(t, exitUsage, code)
	assert.Equal(t, "hearth: there is no profile named \"Nobody\"\n", errs)
	code, _, _ = runIn("", "--db", path, "take-plays")
	assert.Equal(t, exitUsage, code)
}

// Issue 35 §1: `hearth score --save --profile NAME` creating the profile
// says how many plays were already saved under that name without one and
// how to link them (on standard error with --json), and links nothing.
func TestScoreSaveNewProfileSaysWhichPlaysStayApart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	solo := game(true, board("Ana", 30, "[8]"), board("Tom", 10, "[]"))
	for range 2 {
		code, _, errs := runIn(solo, "--db", path, "score", "bonfire", "--save", "-")
		require.Equal(t, exitOK, code, errs)
	}
	code, out, errs := runIn(solo, "--db", path, "score", "bonfire", "--save", "--profile", "ana", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Created the profile ana.\n2 plays saved under the name “ana” without a profile stay apart from that profile; if that was the same person, link them with: hearth --db "+path+" take-plays ana\n")
	assert.Equal(t, 1, playsOf(t, path, "Ana"), "the play just saved, and no other without asking")

	other := filepath.Join(t.TempDir(), "h.db")
	code, _, errs = runIn(solo, "--db", other, "score", "bonfire", "--save", "-")
	require.Equal(t, exitOK, code, errs)
	code, out, errs = runIn(solo, "--db", other, "score", "bonfire", "--json", "--save", "--profile", "Ana", "-")
	require.Equal(t, exitOK, code, errs)
	assert.NotContains(t, out, "take-plays", "--json output stays the score")
	assert.Contains(t, errs, "1 play saved under the name “Ana” without a profile stays apart")

	code, out, errs = runIn("", "--db", path, "take-plays", "Ana")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "The profile ana took 2 plays saved under its name without a profile.\n", out)
	assert.Equal(t, 3, playsOf(t, path, "Ana"))
}
