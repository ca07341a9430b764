package tom

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sourceTexts finds the English templates this package passes to msg.T and
// msg.New, and fails on a call whose text is not a string literal (the UI's
// translation test finds keys by reading literals).
func sourceTexts(t *testing.T) map[string]string {
	t.Helper()
	paths, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	keys := map[string]string{}
	for _, p := range paths {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "msg" {
				return true
			}
			arg := map[string]int{"T": 0, "New": 1}
			i, ok := arg[sel.Sel.Name]
			if !ok || len(call.Args) <= i {
				return true
			}
			lit, ok := call.Args[i].(*ast.BasicLit)
			if !assert.True(t, ok && lit.Kind == token.STRING, "%s: pass a string literal", fset.Position(call.Pos())) {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			require.NoError(t, err)
			keys[s] = fset.Position(call.Pos()).String()
			return true
		})
	}
	return keys
}

var templateField = regexp.MustCompile(`{{-?\s*\.(\w+)`)

func templateFields(s string) []string {
	var out []string
	for _, m := range templateField.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	sort.Strings(out)
	return out
}

// Every English template of the Tom engine has a French and a German
// translation in ui/translations/tom.*.json with the same template fields;
// the files hold nothing else.
func TestTranslations_TomFiles(t *testing.T) {
	used := sourceTexts(t)
	require.Greater(t, len(used), 40)
	for _, l := range []string{"en", "fr", "de"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "ui", "translations", "tom."+l+".json"))
		require.NoError(t, err)
		var m map[string]string
		require.NoError(t, json.Unmarshal(b, &m), l)
		for key, where := range used {
			v, ok := m[key]
			if assert.True(t, ok && strings.TrimSpace(v) != "", "%s: %q lacks its %s translation", where, key, l) {
				assert.Equal(t, templateFields(key), templateFields(v), "%s: %q uses other fields", l, key)
			}
			if l == "en" {
				assert.Equal(t, key, v)
			}
		}
		for key := range m {
			_, ok := used[key]
			assert.True(t, ok, "tom.%s.json: %q is not used by the engine", l, key)
		}
	}
}
