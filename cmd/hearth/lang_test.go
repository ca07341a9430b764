package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// runEnv runs the CLI with the given environment variables only.
func runEnv(vars map[string]string, args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, &env{stdin: strings.NewReader(""), stdout: &out, stderr: &errb, getenv: func(k string) string { return vars[k] }})
	return code, out.String(), errb.String()
}

// TestSetupSpeaksThePlayersLanguage: `hearth setup` follows --lang, else
// LC_ALL / LC_MESSAGES / LANG like the app (issue: the command line spoke
// English only); the French path-pile step is the French rule.
func TestSetupSpeaksThePlayersLanguage(t *testing.T) {
	code, en, _ := runEnv(nil, "setup", "--code", "443J-Q8T6-X77")
	require.Equal(t, exitOK, code)
	assert.Contains(t, en, "Setup code: 443J-Q8T6-X77")
	assert.Contains(t, en, "Same setup again: hearth setup --code 443J-Q8T6-X77")

	code, fr, _ := runEnv(nil, "setup", "--code", "443J-Q8T6-X77", "--lang", "fr")
	require.Equal(t, exitOK, code)
	assert.Contains(t, fr, "Code de mise en place : 443J-Q8T6-X77")
	assert.Contains(t, fr, "2 pioches distinctes de même hauteur")
	assert.NotContains(t, fr, "Same setup again")

	_, de, _ := runEnv(map[string]string{"LANG": "de_DE.UTF-8"}, "setup", "--code", "443J-Q8T6-X77")
	assert.Contains(t, de, "Aufbau-Code: 443J-Q8T6-X77")
	assert.Contains(t, de, "2–3")
	_, lcAll, _ := runEnv(map[string]string{"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "setup", "--code", "443J-Q8T6-X77")
	assert.Equal(t, fr, lcAll, "LC_ALL comes before LANG")
	_, c, _ := runEnv(map[string]string{"LANG": "C.UTF-8"}, "setup", "--code", "443J-Q8T6-X77")
	assert.Equal(t, en, c, "C is English")

	// JSON keys and values stay as they are, whatever the language.
	_, jsonEN, _ := runEnv(nil, "setup", "--code", "443J-Q8T6-X77", "--json")
	_, jsonDE, _ := runEnv(nil, "setup", "--code", "443J-Q8T6-X77", "--json", "--lang=de")
	assert.Equal(t, jsonEN, jsonDE)
}

// TestScoreSpeaksThePlayersLanguage: the text breakdown and the winner line
// are translated, the JSON output is byte-identical in every language.
func TestScoreSpeaksThePlayersLanguage(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "bonfire_appendix_iv.json")
	_, err := os.Stat(file)
	require.NoError(t, err)
	_, en, _ := runEnv(nil, "score", "bonfire", file)
	assert.Contains(t, en, "Winner: Ana with 61 points.")
	_, fr, _ := runEnv(nil, "score", "bonfire", "--lang", "fr", file)
	assert.Contains(t, fr, "Brasiers")
	assert.Contains(t, fr, "Vainqueur : Ana avec 61 points.")
	_, de, _ := runEnv(map[string]string{"LANG": "de_AT.UTF-8"}, "score", "bonfire", file)
	assert.Contains(t, de, "Sieg: Ana mit 61 Punkten.")
	_, j1, _ := runEnv(nil, "score", "bonfire", "--json", file)
	_, j2, _ := runEnv(nil, "score", "bonfire", "--json", "--lang", "fr", file)
	assert.Equal(t, j1, j2)
}

// TestBadLangIsOneLine: an unknown --lang exits 2 with one line.
func TestBadLangIsOneLine(t *testing.T) {
	for _, args := range [][]string{{"setup", "bonfire", "--lang", "it"}, {"score", "bonfire", "--lang=", "x.json"}, {"setup", "--code", "443J-Q8T6-X77", "--lang"}} {
		code, out, errs := runEnv(nil, args...)
		assert.Equal(t, exitUsage, code, args)
		assert.Empty(t, out)
		assert.Equal(t, 1, strings.Count(errs, "\n"), errs)
		assert.Contains(t, errs, "--lang")
	}
}

// Issue 32: `hearth --lang de setup …` was "unknown command": --lang, like
// --db, is taken from anywhere on the line. A player's input error is
// written in the command's language (the setup code's typo stayed English
// in French and German).
func TestGlobalFlagsAnywhere(t *testing.T) {
	db := filepath.Join(t.TempDir(), "h.db")
	s, err := data.Open(db)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	cases := []struct {
		args     []string
		env      map[string]string
		code     int
		out, err string
	}{
		{[]string{"--lang", "de", "setup", "--code", "443J-Q8T6-X77"}, nil, exitOK, "Aufbau-Code: 443J-Q8T6-X77", ""},
		{[]string{"--lang=fr", "setup", "--code", "443J-Q8T6-X77"}, nil, exitOK, "Code de mise en place : 443J-Q8T6-X77", ""},
		{[]string{"setup", "--lang", "de", "--code", "443J-Q8T6-X77"}, nil, exitOK, "Aufbau-Code: 443J-Q8T6-X77", ""},
		{[]string{"setup", "--code", "443J-Q8T6-X77", "--lang", "DE"}, nil, exitOK, "Aufbau-Code: 443J-Q8T6-X77", ""},
		{[]string{"--lang", "de", "--db", db, "stats", "lueur"}, nil, exitOK, "Lueur\n  no plays yet", ""},
		{[]string{"--db", db, "--lang", "en", "score", "bonfire", "../../testdata/bonfire_appendix_iv.json"}, map[string]string{"LANG": "fr_FR.UTF-8"}, exitOK, "Winner: Ana with 61 points.", ""},
		{[]string{"setup", "--code", "443J-Q8T6-X78"}, nil, exitUsage, "", "hearth: code: This setup code has a typo: check it character by character.\n"},
		{[]string{"--lang", "fr", "setup", "--code", "443J-Q8T6-X78"}, nil, exitUsage, "", "hearth: code: Ce code de mise en place contient une faute de frappe : vérifiez-le caractère par caractère.\n"},
		{[]string{"setup", "--code", "443J-Q8T6-X78"}, map[string]string{"LANG": "de_DE.UTF-8"}, exitUsage, "", "hearth: code: Dieser Aufbau-Code enthält einen Tippfehler: prüfe ihn Zeichen für Zeichen.\n"},
		{[]string{"--lang", "it", "setup", "bonfire"}, nil, exitUsage, "", "hearth: --lang is en, fr or de; got \"it\"\n"},
		{[]string{"--lang=", "setup", "bonfire"}, nil, exitUsage, "", "hearth: --lang is en, fr or de; got \"\"\n"},
		{[]string{"setup", "bonfire", "--lang"}, nil, exitUsage, "", "hearth: --lang is en, fr or de; got \"\"\n"},
		{[]string{"--db", "", "stats"}, nil, exitUsage, "", "hearth: --db needs a file path\n"},
	}
	for _, c := range cases {
		code, out, errs := runEnv(c.env, c.args...)
		assert.Equal(t, c.code, code, "%v: %s", c.args, errs)
		assert.Contains(t, out, c.out, c.args)
		if c.code != exitOK {
			assert.Equal(t, c.err, errs, c.args)
			assert.Empty(t, out, c.args)
		}
	}
}
