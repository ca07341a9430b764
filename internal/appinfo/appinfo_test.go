package appinfo

import (
	"os"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIdentityComesFromFyneAppToml: the version and ID are the file's, and
// the fyne tool's copy beside the GUI main is that same file (a link), so
// there is one version number to change.
func TestIdentityComesFromFyneAppToml(t *testing.T) {
	assert.Regexp(t, `^\d+\.\d+\.\d+$`, Version)
	assert.Equal(t, "app.hearth.companion", ID)
	assert.Equal(t, "Hearth", Name)

	own, err := os.ReadFile("FyneApp.toml")
	require.NoError(t, err)
	beside, err := os.ReadFile("../../cmd/hearth-app/FyneApp.toml")
	require.NoError(t, err, "the fyne tool reads FyneApp.toml beside the GUI main")
	assert.Equal(t, string(own), string(beside))
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindAllSubmatch(own, -1)
	require.Len(t, m, 1, "one version number")
	assert.Equal(t, string(m[0][1]), Version)
	_, err = os.Stat("../../FyneApp.toml")
	assert.ErrorIs(t, err, os.ErrNotExist, "no second FyneApp.toml at the root")
}

// TestDesktopEntryMetadata: the Linux package's desktop entry takes its
// comment and categories from FyneApp.toml (issue 20).
func TestDesktopEntryMetadata(t *testing.T) {
	assert.NotEmpty(t, lookup(fyneApp, "LinuxAndBSD", "Comment"))
	assert.Contains(t, lookup(fyneApp, "LinuxAndBSD", "Categories"), `"Game"`)
	assert.NotEmpty(t, lookup(fyneApp, "Details", "Icon"))
}

func TestLookup(t *testing.T) {
	text := "Website = \"x\"\n[Other]\n  Version = \"9\"\n[Details]\n  Name = \"N\"\n  Build = 3\n  Version=\"1.2.3\"\n"
	for _, c := range []struct{ table, key, want string }{
		{"Details", "Version", "1.2.3"},
		{"Details", "Name", "N"},
		{"Details", "Build", "3"},
		{"Other", "Version", "9"},
		{"Details", "Website", ""},
		{"Details", "Missing", ""},
		{"Nope", "Version", ""},
	} {
		assert.Equal(t, c.want, lookup(text, c.table, c.key), c)
	}
}
