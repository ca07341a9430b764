package hearth_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// TestEverySettingIsKnown: an import leaves out the settings Hearth has no
// use for (data.KnownSetting, issue 33 §4), so every constant that names a
// setting (Setting… or setting…, a string) must be one it knows, or a
// player's setting would be dropped on its way from one device to another.
func TestEverySettingIsKnown(t *testing.T) {
	fset := token.NewFileSet()
	found := 0
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != "." || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) || !strings.HasPrefix(strings.ToLower(name.Name), "setting") {
						continue
					}
					lit, ok := vs.Values[i].(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					key, _ := strconv.Unquote(lit.Value)
					found++
					assert.True(t, data.KnownSetting(key), "%s: %s = %q is not a setting data.KnownSetting knows", path, name.Name, key)
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	assert.GreaterOrEqual(t, found, 7, "the setting constants were found")
	for _, key := range []string{data.SettingTomChallenge("4db079dbe2804b5e855eae6618a3de7e"), "setup.bonfire", "setup.insula"} {
		assert.True(t, data.KnownSetting(key), key)
	}
}
