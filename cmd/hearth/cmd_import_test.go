package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/exchange"
)

// seeded is a database with a profile and two plays, closed.
func seeded(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "h.db")
	code, _, errs := runIn(game(true, board("Ana", 30, "[8]"), board("Tom", 10, "[]")), "--db", path, "score", "bonfire", "--save", "--challenge", "--profile", "Ana", "-")
	require.Equal(t, exitOK, code, errs)
	code, _, errs = runIn(lueurGame("province", blue), "--db", path, "score", "lueur", "--json", "--save", "-")
	require.Equal(t, exitOK, code, errs)
	return path
}

func sum(t *testing.T, path string) [32]byte {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return sha256.Sum256(b)
}

// export writes json by default, csv and bgsplay on demand, to a new file
// or standard output; never over an existing file.
func TestExportFormats(t *testing.T) {
	path := seeded(t)
	dir := t.TempDir()
	code, out, errs := runIn("", "--db", path, "export", "-")
	require.Equal(t, exitOK, code, errs)
	var doc map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &doc), "json is the default")
	assert.JSONEq(t, `"hearth-export"`, string(doc["format"]))

	code, out, errs = runIn("", "--db", path, "export", "--format", "bgsplay", "-")
	require.Equal(t, exitOK, code, errs)
	var bgs struct {
		Plays   []json.RawMessage `json:"plays"`
		Players []struct {
			Name string `json:"name"`
		} `json:"players"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &bgs))
	assert.Len(t, bgs.Plays, 2)
	assert.Len(t, bgs.Players, 3, "Ana, Tom and Blue")

	for _, format := range []string{"json", "csv", "bgsplay"} {
		file := filepath.Join(dir, "out."+format)
		code, out, errs = runIn("", "--db", path, "export", "--format="+format, file)
		require.Equal(t, exitOK, code, errs)
		assert.Equal(t, "2 plays written to "+file+" ("+format+").\n", out)
		code, _, errs = runIn("", "--db", path, "export", "--format", format, file)
		assert.Equal(t, exitFail, code, "never overwrites")
		assert.Contains(t, errs, "never overwritten")
	}
}

// import merges an export, from a file or standard input, says what it
// added, and adds nothing the second time.
func TestImportCommand(t *testing.T) {
	src := seeded(t)
	file := filepath.Join(t.TempDir(), "all.json")
	code, _, errs := runIn("", "--db", src, "export", file)
	require.Equal(t, exitOK, code, errs)

	dst := filepath.Join(t.TempDir(), "other.db")
	code, out, errs := runIn("", "--db", dst, "import", file)
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "Added 1 profile, 2 plays, 0 sessions, 0 settings and 0 drafts; 0 already there.\n", out)
	raw, err := os.ReadFile(file)
	require.NoError(t, err)
	code, out, errs = runIn(string(raw), "--db", dst, "import", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "Added 0 profiles, 0 plays, 0 sessions, 0 settings and 0 drafts; 3 already there.\n", out)

	s, err := data.Open(dst)
	require.NoError(t, err)
	defer s.Close()
	ana, err := s.ProfileByName(context.Background(), "Ana")
	require.NoError(t, err)
	games, err := s.SoloGames(context.Background(), ana.ID)
	require.NoError(t, err)
	assert.Len(t, games, 1, "the imported solo game moves Ana's handicap")
}

// A bad file is refused with one line and status 2, before the database
// is opened: a missing one is not created, an existing one not touched.
func TestImportRefusals(t *testing.T) {
	src := seeded(t)
	code, good, errs := runIn("", "--db", src, "export", "-")
	require.Equal(t, exitOK, code, errs)
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	before := sum(t, src)
	for name, c := range map[string]struct {
		in, line string
	}{
		"truncated": {good[:len(good)/2], "hearth: The file is cut off: it ends before the export is complete.\n"},
		"newer":     {strings.Replace(good, `"version":1`, `"version":7`, 1), "hearth: version: This export was made by a newer Hearth (format version 7; this Hearth reads up to 1). Update Hearth to import it.\n"},
		"BG Stats":  {bgStatsFile(t, src), "hearth: This is a BG Stats file: Hearth writes these for BG Stats, but does not read them. Import a Hearth export (JSON) instead.\n"},
		"other":     {`{"name":"","plays":[]}`, "hearth: format: This is not a Hearth export file.\n"},
		"bad score": {strings.Replace(good, `"score":`, `"score":"x`, 1), ""},
	} {
		for _, db := range []string{missing, src} {
			code, out, errs := runIn(c.in, "--db", db, "import", "-")
			assert.Equal(t, exitUsage, code, name)
			assert.Empty(t, out)
			assert.Equal(t, 1, strings.Count(errs, "\n"), "%s: one line: %q", name, errs)
			if c.line != "" {
				assert.Equal(t, c.line, errs, name)
			}
		}
		assert.NoFileExists(t, missing, name)
		assert.Equal(t, before, sum(t, src), name)
	}
	for _, args := range [][]string{{"import"}, {"import", "a", "b"}, {"import", "--json"}, {"import", filepath.Join(dir, "nothing.json")}} {
		code, _, errs := runIn("", append([]string{"--db", missing}, args...)...)
		assert.Equal(t, exitUsage, code, args)
		assert.Equal(t, 1, strings.Count(errs, "\n"), errs)
	}
	assert.NoFileExists(t, missing)
}

// bgStatsFile is the BG Stats file of the database at path.
func bgStatsFile(t *testing.T, path string) string {
	code, out, errs := runIn("", "--db", path, "export", "--format", "bgsplay", "-")
	require.Equal(t, exitOK, code, errs)
	return out
}

// Issue 33 §4: a file the store refuses (a profile's id under another
// name here) exited 1, as a failure of the database would, where the
// README says a bad file exits 2; now every refusal of the file exits 2,
// with one line, and changes nothing.
func TestImportRefusedByTheDatabaseExits2(t *testing.T) {
	src := seeded(t)
	code, good, errs := runIn("", "--db", src, "export", "-")
	require.Equal(t, exitOK, code, errs)
	before := sum(t, src)
	code, out, errs := runIn(strings.Replace(good, `"name":"Ana"`, `"name":"Mallory"`, 1), "--db", src, "import", "-")
	assert.Equal(t, exitUsage, code)
	assert.Empty(t, out)
	assert.Equal(t, "hearth: profiles[0].name: This profile is Ana here, but the file calls it Mallory: give it the same name on both, then import again.\n", errs)
	assert.Equal(t, before, sum(t, src))
}

// Issue 33 §4: a setting Hearth does not know was added while the import
// said "Added 0 …"; every setting (and draft) added is counted, and one
// Hearth has no use for is left out and named.
func TestImportCountsTheSettingsItAdds(t *testing.T) {
	src := seeded(t)
	code, good, errs := runIn("", "--db", src, "export", "-")
	require.Equal(t, exitOK, code, errs)
	withSettings := strings.Replace(good, `"settings":{}`, `"settings":{"no.such.setting":"1","language":"de","me":"x"}`, 1)
	require.NotEqual(t, good, withSettings)
	code, out, errs := runIn(withSettings, "--db", src, "import", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "Added 0 profiles, 0 plays, 0 sessions, 2 settings and 0 drafts; 3 already there.\n"+
		"Left out 1 setting Hearth has no use for: no.such.setting.\n", out, "an earlier release's setting (me) is added")
	code, out, errs = runIn(withSettings, "--db", src, "import", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Equal(t, "Added 0 profiles, 0 plays, 0 sessions, 0 settings and 0 drafts; 3 already there.\n"+
		"Left out 1 setting Hearth has no use for: no.such.setting.\n", out, "each is added once")
	s, err := data.OpenReadOnly(src)
	require.NoError(t, err)
	defer s.Close()
	_, ok, err := s.Setting(context.Background(), "no.such.setting")
	require.NoError(t, err)
	assert.False(t, ok, "left out")
}

// --profile NAME: the solo player is that profile, created when missing
// (and said so), saved under its name; the solo Bonfire challenge moves its
// handicap. Misuses are refused before anything is printed or saved.
func TestScoreSaveProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	solo := game(true, board("me", 30, "[8]"), board("Tom", 10, "[]"))
	code, out, errs := runIn(solo, "--db", path, "score", "bonfire", "--save", "--challenge", "--profile", "Zoé", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Created the profile Zoé.\nSaved to history as play 1.\n")
	code, out, errs = runIn(lueurGame("province", blue), "--db", path, "score", "lueur", "--save", "--profile=zoé", "-")
	require.Equal(t, exitOK, code, errs)
	assert.NotContains(t, out, "Created", "the existing profile, whatever the case")

	s, err := data.Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	ps, err := s.Profiles(ctx)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	plays, err := s.Plays(ctx, data.PlayFilter{ProfileID: ps[0].ID})
	require.NoError(t, err)
	require.Len(t, plays, 2)
	for _, p := range plays {
		assert.Equal(t, "Zoé", p.Results[0].Name, "saved under the profile's name")
	}
	games, err := s.SoloGames(ctx, ps[0].ID)
	require.NoError(t, err)
	assert.Len(t, games, 1)
	require.NoError(t, s.Close())
	before := sum(t, path)

	multi := game(false, board("Ana", 30, "[8]"), board("Ben", 10, "[]"))
	insula := `{"variant":"blue","ending":"kingosh_defeated","players":[{"name":"Ana","in_final_battle":true,"strength":9},{"name":"Ben","in_final_battle":false}]}`
	for name, c := range map[string]struct {
		in   string
		args []string
	}{
		"without --save":   {solo, []string{"score", "bonfire", "--profile", "Zoé", "-"}},
		"at the table":     {multi, []string{"score", "bonfire", "--save", "--profile", "Zoé", "-"}},
		"insula":           {insula, []string{"score", "insula", "--save", "--profile", "Zoé", "-"}},
		"lueur for two":    {lueurGame("province", blue, strings.Replace(blue, "Blue", "Red", 1)), []string{"score", "lueur", "--save", "--profile", "Zoé", "-"}},
		"named like Tom":   {solo, []string{"score", "bonfire", "--save", "--profile", "tom", "-"}},
		"unprintable":      {solo, []string{"score", "bonfire", "--save", "--profile", "Zo\x1b[2Jé", "-"}},
		"empty":            {solo, []string{"score", "bonfire", "--save", "--profile=", "-"}},
		"missing its name": {solo, []string{"score", "bonfire", "--save", "-", "--profile"}},
	} {
		code, out, errs := runIn(c.in, append([]string{"--db", path}, c.args...)...)
		assert.Equal(t, exitUsage, code, name)
		assert.Empty(t, out, name)
		assert.Equal(t, 1, strings.Count(errs, "\n"), "%s: %q", name, errs)
	}
	assert.Equal(t, before, sum(t, path), "nothing saved, no profile created")
}

// Issue 23 item 6: `import /dev/zero` grew without limit and a huge file
// was read whole. Both are refused before a byte is read, no database made.
func TestImportRefusesAnUnboundedOrHugeFileBeforeReading(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "h.db")
	huge := filepath.Join(dir, "huge.json")
	f, err := os.Create(huge)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(exchange.MaxImportBytes+1)) // sparse: nothing written
	require.NoError(t, f.Close())
	for file, want := range map[string]string{huge: "larger than 256 MB", "/dev/zero": "is not a file"} {
		code, out, errs := runEnv(nil, "--db", db, "import", file)
		assert.Equal(t, exitUsage, code)
		assert.Empty(t, out)
		assert.Contains(t, errs, want)
		assert.Equal(t, 1, strings.Count(errs, "\n"), errs)
	}
	_, err = os.Stat(db)
	assert.ErrorIs(t, err, os.ErrNotExist, "no database was created")
}
