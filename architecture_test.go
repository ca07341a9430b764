package hearth_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allowed says which of the project's packages each layer may import:
// dependencies point downwards only (cmd → ui → setup/scoring/solo → data).
var allowed = map[string][]string{
	"data":    {"hearth/data"},
	"setup":   {"hearth/setup", "hearth/data/"},
	"scoring": {"hearth/scoring", "hearth/data/"},
	"solo":    {"hearth/solo", "hearth/data", "hearth/scoring"},
	"ui":      {"hearth/"},
	"cmd":     {"hearth/"},
}

// TestLayering keeps Fyne out of the logic packages and keeps dependencies
// pointing downwards, in the data layer too (dataImportRule). data/<game>
// packages may import only the standard library and data/msg.
func TestLayering(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && path != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		top := strings.Split(filepath.ToSlash(path), "/")[0]
		rules, ok := allowed[top]
		if !ok {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		require.NoError(t, err)
		checked++
		dir := filepath.ToSlash(filepath.Dir(path))
		gameData := strings.HasPrefix(dir, "data/") && !slices.Contains(dataLayer, dir)
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			if why := dataImportRule(dir, p); why != "" {
				t.Errorf("%s imports %s: %s", path, p, why)
			}
			if top != "ui" && top != "cmd" {
				assert.False(t, strings.HasPrefix(p, "fyne.io/"), "%s imports %s: only ui/ and cmd/ may use Fyne", path, p)
			}
			if gameData {
				assert.True(t, !strings.HasPrefix(p, "hearth/") || p == "hearth/data/msg", "%s imports %s: game data packages use only the standard library", path, p)
			}
			if !strings.HasPrefix(p, "hearth/") {
				continue
			}
			ok := false
			for _, prefix := range rules {
				ok = ok || p == prefix || strings.HasPrefix(p, prefix+"/") || (strings.HasSuffix(prefix, "/") && strings.HasPrefix(p, prefix))
			}
			assert.True(t, ok, "%s (layer %s) may not import %s", path, top, p)
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 5, "the walk found the packages")
}

// dataLayer are the folders of data/ that are not game reference data:
// the store itself (data) and what it holds apart (messages, names,
// BG Stats' files and links), and above it the exchange formats and the
// backups.
var dataLayer = []string{"data/msg", "data/names", "data/bgstats", "data/bgstats/bgsplay", "data/exchange", "data/backup"}

// dataImportRule says what a package may not import of the data layer:
// the store lies below the exchange formats (data/exchange), which lie
// below the backups (data/backup: a restore checks every row as the
// import does, issue 33 §3); the logic packages (setup, scoring, solo)
// use the store only.
func dataImportRule(dir, imp string) string {
	above := imp == "hearth/data/exchange" || imp == "hearth/data/backup"
	switch {
	case !above:
		return ""
	case dir == "data" || strings.HasPrefix(dir, "data/") && dir != "data/exchange" && dir != "data/backup":
		return "the store and what it holds lie below the exchange formats and the backups"
	case dir == "data/backup" && imp == "hearth/data/exchange":
		return ""
	case dir == "data/exchange" || dir == "data/backup":
		return "the exchange formats lie below the backups: they use the store only"
	case strings.HasPrefix(dir, "setup") || strings.HasPrefix(dir, "scoring") || strings.HasPrefix(dir, "solo"):
		return "the logic packages use the store, not its files"
	}
	return ""
}

// TestDataImportRuleCatchesViolations: the rule above is not vacuous.
func TestDataImportRuleCatchesViolations(t *testing.T) {
	assert.NotEmpty(t, dataImportRule("data", "hearth/data/exchange"))
	assert.NotEmpty(t, dataImportRule("data/bgstats", "hearth/data/backup"))
	assert.Empty(t, dataImportRule("data/backup", "hearth/data/exchange"))
	assert.NotEmpty(t, dataImportRule("data/exchange", "hearth/data/backup"))
	assert.NotEmpty(t, dataImportRule("solo/session", "hearth/data/exchange"))
	assert.Empty(t, dataImportRule("data/exchange", "hearth/data"))
	assert.Empty(t, dataImportRule("data/backup", "hearth/data/msg"))
	assert.Empty(t, dataImportRule("ui/shell", "hearth/data/backup"))
	assert.Empty(t, dataImportRule("cmd/hearth", "hearth/data/exchange"))
}

// gameModules are the UI packages of the games.
var gameModules = []string{"hearth/ui/bonfire", "hearth/ui/lueur", "hearth/ui/insula"}

// uiImportRule says what a UI package may not import: the shell and the kit
// never import a game module (adding a game is adding a module), the kit
// does not import the shell, and game modules never import each other.
func uiImportRule(dir, imp string) string {
	switch {
	case dir == "ui/kit" && imp == "hearth/ui/shell":
		return "the kit lies below the shell"
	case dir == "ui/shell" || dir == "ui/kit" || dir == "ui/uitest":
		for _, g := range gameModules {
			if imp == g {
				return "the shell, the kit and the test helpers never import a game"
			}
		}
	default:
		for _, g := range gameModules {
			if imp == g && "hearth/"+dir != g && dir != "ui" {
				return "game modules never import each other"
			}
		}
	}
	return ""
}

// TestUIModules keeps ui/shell and ui/kit free of any game module and of any
// switch on the game (no game keys), and game modules apart from each other.
func TestUIModules(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	err := filepath.WalkDir("ui", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		f, err := parser.ParseFile(fset, path, nil, 0)
		require.NoError(t, err)
		checked++
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
			if why := uiImportRule(dir, p); why != "" {
				t.Errorf("%s imports %s: %s", path, p, why)
			}
		}
		if (dir == "ui/shell" || dir == "ui/kit") && !strings.HasSuffix(path, "_test.go") {
			src, err := os.ReadFile(path)
			require.NoError(t, err)
			for _, key := range []string{"GameBonfire", "GameLueur", "GameInsula", `"bonfire"`, `"lueur"`, `"insula"`} {
				assert.False(t, strings.Contains(string(src), key), "%s names a game (%s): only the module registry (package ui) and the modules may", path, key)
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 20)
}

// TestUIModuleRuleCatchesViolations: the rule above is not vacuous.
func TestUIModuleRuleCatchesViolations(t *testing.T) {
	assert.NotEmpty(t, uiImportRule("ui/shell", "hearth/ui/bonfire"))
	assert.NotEmpty(t, uiImportRule("ui/kit", "hearth/ui/lueur"))
	assert.NotEmpty(t, uiImportRule("ui/kit", "hearth/ui/shell"))
	assert.NotEmpty(t, uiImportRule("ui/lueur", "hearth/ui/bonfire"))
	assert.Empty(t, uiImportRule("ui/bonfire", "hearth/ui/shell"))
	assert.Empty(t, uiImportRule("ui", "hearth/ui/insula"))
	assert.Empty(t, uiImportRule("ui/insula", "hearth/ui/kit"))
}

// plainEntries are Fyne's text fields made directly: focused, they take
// every key, so Escape and Android's Back would do nothing (issue 18 item 6).
// Outside ui/kit every field is a kit entry, which passes those keys on.
var plainEntries = []string{"widget.NewEntry(", "widget.NewMultiLineEntry(", "widget.NewPasswordEntry(", "&widget.Entry{"}

// plainEntryIn names the first plain Fyne entry in a UI source, or "".
func plainEntryIn(src string) string {
	for _, p := range plainEntries {
		if strings.Contains(src, p) {
			return p
		}
	}
	return ""
}

// TestNoPlainEntriesOutsideTheKit: Back and Escape work with any field
// focused because every field outside ui/kit is a kit entry.
func TestNoPlainEntriesOutsideTheKit(t *testing.T) {
	checked := 0
	err := filepath.WalkDir("ui", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path == filepath.Join("ui", "kit") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		checked++
		assert.Empty(t, plainEntryIn(string(src)), "%s makes a plain Fyne entry: use kit.NewEntry or kit.NewMultiLineEntry so Escape and Back still work", path)
		return nil
	})
	require.NoError(t, err)
	assert.Greater(t, checked, 20)
}

// TestPlainEntryRuleCatchesViolations proves the rule above can fail.
func TestPlainEntryRuleCatchesViolations(t *testing.T) {
	assert.Equal(t, "widget.NewEntry(", plainEntryIn("x := widget.NewEntry()"))
	assert.Equal(t, "&widget.Entry{", plainEntryIn("x := &widget.Entry{MultiLine: true}"))
	assert.Empty(t, plainEntryIn("x := kit.NewEntry()"))
}
