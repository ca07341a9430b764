package hearth_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
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
// pointing downwards. data/<game> packages may import only the standard
// library and data/msg.
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
		gameData := strings.HasPrefix(dir, "data/") && dir != "data/msg"
		for _, imp := range f.Imports {
			p := strings.Trim(imp.Path.Value, `"`)
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
