package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
	"text/template"
	"text/template/parse"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/translations"
)

// methodLookups lists what in a template could call a method of the data
// it fills in: a field of a field ({{.Game.Name}}), a field of a variable
// ({{$x.Name}}), a chain ({{(f).Name}}) or a field given arguments.
func methodLookups(n parse.Node) []string {
	var out []string
	var walk func(parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case nil:
		case *parse.ListNode:
			if n != nil {
				for _, x := range n.Nodes {
					walk(x)
				}
			}
		case *parse.ActionNode:
			walk(n.Pipe)
		case *parse.IfNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.RangeNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.PipeNode:
			if n != nil {
				for _, c := range n.Cmds {
					walk(c)
				}
			}
		case *parse.CommandNode:
			if f, ok := n.Args[0].(*parse.FieldNode); ok && len(n.Args) > 1 {
				out = append(out, f.String()+" given arguments")
			}
			for _, a := range n.Args {
				walk(a)
			}
		case *parse.FieldNode:
			if len(n.Ident) > 1 {
				out = append(out, n.String())
			}
		case *parse.VariableNode:
			if len(n.Ident) > 1 {
				out = append(out, n.String())
			}
		case *parse.ChainNode:
			out = append(out, n.String())
		}
	}
	walk(n)
	return out
}

// TestTemplatesNameOnlyKeys: the web build cuts text/template's method
// lookup out (Makefile, WEB_OVERLAY; docs/web.md "Size"), which reads the
// same for a template that only names keys of the map it fills in. Every
// text in every language must be such a template, or the web app would
// write something else than the phone's.
func TestTemplatesNameOnlyKeys(t *testing.T) {
	seen := 0
	for _, l := range translations.Languages {
		table, err := translations.Table(l)
		require.NoError(t, err)
		for key, v := range table {
			for _, text := range []string{key, v} {
				if !strings.Contains(text, "{{") {
					continue
				}
				seen++
				tm, err := template.New("").Parse(text)
				if !assert.NoError(t, err, "%s: %q", l, text) {
					continue
				}
				assert.Empty(t, methodLookups(tm.Tree.Root), "%s: %q names more than a key", l, text)
			}
		}
	}
	assert.Greater(t, seen, 100)
}

// TestMethodLookupsCaught: what the check above must refuse.
func TestMethodLookupsCaught(t *testing.T) {
	for text, want := range map[string]int{
		"{{.Name}} · {{.Total}}":       0,
		"{{if .N}}{{.N}} plays{{end}}": 0,
		"{{.Game.Name}}":               1,
		"{{$x := .A}}{{$x.Name}}":      1,
		"{{.Format \"2006\"}}":         1,
		"{{(.A).B}}":                   1,
		"{{range .L}}{{.X.Y}}{{end}}":  1,
	} {
		tm, err := template.New("").Parse(text)
		require.NoError(t, err, text)
		assert.Len(t, methodLookups(tm.Tree.Root), want, text)
	}
}

// TestTemplateDataAreMaps: what fills a translated template is a map
// (map[string]any{...}), never a struct, whose methods the web build's
// templates cannot call.
func TestTemplateDataAreMaps(t *testing.T) {
	calls := 0
	for _, file := range goFiles(t, "..") {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, nil, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			pkg, name := selector(call.Fun)
			if pkg != "lang" || (name != "L" && name != "X" && name != "N") {
				return true
			}
			data := 1 // lang.L(key, data), lang.X(key, fallback, data), lang.N(key, count, data)
			if name != "L" {
				data = 2
			}
			if len(call.Args) <= data {
				return true
			}
			calls++
			switch a := call.Args[data].(type) {
			case *ast.CompositeLit:
				_, isMap := a.Type.(*ast.MapType)
				assert.True(t, isMap, "%s: a template filled in by a %T, not a map", fset.Position(a.Pos()), a.Type)
			case *ast.UnaryExpr:
				t.Errorf("%s: a template filled in by a pointer, not a map", fset.Position(a.Pos()))
			}
			return true
		})
	}
	assert.Greater(t, calls, 50)
}
