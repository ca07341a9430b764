package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/appinfo"
)

func TestVersionMatchesFyneAppToml(t *testing.T) {
	toml, err := os.ReadFile("../hearth-app/FyneApp.toml")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindSubmatch(toml)
	require.NotNil(t, m)
	version := string(m[1])
	id := regexp.MustCompile(`(?m)^\s*ID\s*=\s*"([^"]+)"`).FindSubmatch(toml)
	require.NotNil(t, id)
	assert.Equal(t, string(id[1]), appinfo.ID)

	out, _, code := cli(t, filepath.Join(t.TempDir(), "h.db"), "version")
	assert.Equal(t, exitOK, code)
	assert.Equal(t, "Hearth "+version+"\n", out)
}

func TestUsageErrorsAreOneLineWithStatus2(t *testing.T) {
	db := filepath.Join(t.TempDir(), "h.db")
	for _, args := range [][]string{{"frobnicate"}, {"version", "extra"}} {
		_, errOut, code := cli(t, db, args...)
		assert.Equal(t, exitUsage, code, args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), args)
	}
	var out, errb strings.Builder
	code := run([]string{"--db"}, &env{stdout: &out, stderr: &errb, getenv: func(string) string { return "" }})
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errb.String(), "--db needs a file path")
}

func TestHelpListsCommands(t *testing.T) {
	out, _, code := cli(t, filepath.Join(t.TempDir(), "h.db"), "help")
	assert.Equal(t, exitOK, code)
	for _, c := range []string{"score", "handicap", "session", "version"} {
		assert.Contains(t, out, "hearth "+c)
	}
}

func TestDBPathPrecedence(t *testing.T) {
	e := &env{getenv: func(k string) string {
		if k == "HEARTH_DB" {
			return "/from/env.db"
		}
		return ""
	}}
	assert.Equal(t, "/from/env.db", e.dbPath())
	e.db = "/from/flag.db"
	assert.Equal(t, "/from/flag.db", e.dbPath())
	e2 := &env{getenv: func(string) string { return "" }}
	assert.True(t, strings.HasSuffix(e2.dbPath(), filepath.Join("fyne", "app.hearth.companion", "hearth.db")), e2.dbPath())
}
