package appinfo

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestIdentityComesFromFyneAppToml: the version and ID are those of the
// FyneApp.toml at the repository's root, and the fyne tool's FyneApp.toml
// beside the GUI main is a link to that same file, so there is one version
// number to change (issue 34: the design card puts the file at the top).
func TestIdentityComesFromFyneAppToml(t *testing.T) {
	assert.Regexp(t, `^\d+\.\d+\.\d+$`, Version)
	assert.Equal(t, "app.hearth.companion", ID)
	assert.Equal(t, "Hearth", Name)

	root, err := os.ReadFile("../../FyneApp.toml")
	require.NoError(t, err)
	assert.Equal(t, string(root), fyneApp, "appinfo reads the root's file")
	beside := "../../cmd/hearth-app/FyneApp.toml"
	fi, err := os.Lstat(beside)
	require.NoError(t, err, "the fyne tool reads FyneApp.toml beside the GUI main")
	require.Equal(t, os.ModeSymlink, fi.Mode()&os.ModeSymlink, "a link, not a second file")
	target, err := os.Readlink(beside)
	require.NoError(t, err)
	assert.Equal(t, "../../FyneApp.toml", target)
	m := regexp.MustCompile(`(?m)^\s*Version\s*=\s*"([^"]+)"`).FindAllSubmatch(root, -1)
	require.Len(t, m, 1, "one version number")
	assert.Equal(t, string(m[0][1]), Version)
	_, err = os.Stat("FyneApp.toml")
	assert.ErrorIs(t, err, os.ErrNotExist, "no second FyneApp.toml here")
}

// TestIconPathsResolveFromTheMainPackage: the fyne tool reads FyneApp.toml
// through the link and takes its paths from the main package's folder, so
// the icon it names is found from cmd/hearth-app.
func TestIconPathsResolveFromTheMainPackage(t *testing.T) {
	icon := lookup(fyneApp, "Details", "Icon")
	require.NotEmpty(t, icon)
	_, err := os.Stat(filepath.Join("../../cmd/hearth-app", icon))
	assert.NoError(t, err, "Icon = %q, from cmd/hearth-app", icon)
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
