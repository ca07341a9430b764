package bonfire

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// translationSources are the files whose msg.New sentences live in
// ui/translations/scoring.*.json: this package and the score command.
var translationSources = []string{"*.go", "../../cmd/hearth/cmd_score.go"}

const translationDir = "../../ui/translations"

// sentences returns the English text of every msg.New call in the sources,
// failing on a call whose text is not a string literal.
func sentences(t *testing.T) []string {
	t.Helper()
	var out []string
	fset := token.NewFileSet()
	for _, pattern := range translationSources {
		files, err := filepath.Glob(pattern)
		require.NoError(t, err)
		require.NotEmpty(t, files, pattern)
		for _, path := range files {
			if filepath.Ext(path) != ".go" || len(path) > 8 && path[len(path)-8:] == "_test.go" {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			require.NoError(t, err)
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != "New" || len(call.Args) < 2 {
					return true
				}
				if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != "msg" {
					return true
				}
				lit, ok := call.Args[1].(*ast.BasicLit)
				if !assert.True(t, ok && lit.Kind == token.STRING, "%s: msg.New needs a string literal", fset.Position(call.Pos())) {
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				out = append(out, s)
				return true
			})
		}
	}
	return out
}

// labels are the breakdown's line labels, every line present.
func labels() []string {
	var out []string
	for _, l := range (Breakdown{Specialists: 2}).Lines() {
		out = append(out, l.Label)
	}
	return out
}

var templateField = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

func fields(s string) []string {
	var out []string
	for _, m := range templateField.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func TestEverySentenceIsTranslated(t *testing.T) {
	keys := append(sentences(t), labels()...)
	require.Greater(t, len(keys), 30, "the scan found the sentences")
	for _, lang := range []string{"en", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join(translationDir, "scoring."+lang+".json"))
			require.NoError(t, err)
			var tr map[string]string
			require.NoError(t, json.Unmarshal(raw, &tr))
			for _, k := range keys {
				v, ok := tr[k]
				if !assert.True(t, ok, "missing: %q", k) {
					continue
				}
				assert.NotEmpty(t, v, k)
				assert.Equal(t, fields(k), fields(v), "template fields of %q", k)
				if lang == "en" {
					assert.Equal(t, k, v)
				} else if len(k) > 12 {
					assert.NotEqual(t, k, v, "%q is left in English", k)
				}
			}
			for k := range tr {
				assert.Contains(t, keys, k, "%q is no longer used", k)
			}
		})
	}
}
