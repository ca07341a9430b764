// Package msgcheck is for tests: it finds the translation keys that Go
// source passes as literals, loads translation files, and compares template
// fields, so that every package checks its texts the same way.
package msgcheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"hearth/data/msg"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Found is what Scan read: each key with the position of its first use, and
// the calls whose text is not a literal (a translation key must be one).
type Found struct {
	Keys     map[string]string
	Problems []string
}

// keyArg says which argument of a call is its translation key.
var keyArg = map[string]map[string]int{
	"msg":  {"T": 0, "Term": 0, "New": 1, "N": 0},
	"lang": {"L": 0, "N": 0, "X": 0, "Localize": 0},
	"kit":  {"N": 0},
}

// counted are the calls whose key is a counted phrase: its "one" form is a
// key of its own (msg.OneSuffix).
var counted = map[string]map[string]bool{"msg": {"N": true}, "kit": {"N": true}}

// Scan reads the non-test Go files under each root (a directory, walked
// without testdata and hidden folders, or a single file) and collects the
// literal keys passed to msg.T, msg.New, msg.Term and lang.L/N/X.
// A msg.T or msg.New whose text is not a literal is reported as a problem;
// a msg.Term may wrap a String() call, which callers check as vocabulary.
func Scan(roots ...string) (Found, error) {
	f := Found{Keys: map[string]string{}}
	fset := token.NewFileSet()
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			file, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(file, func(n ast.Node) bool {
				f.visit(fset, n)
				return true
			})
			return nil
		})
		if err != nil {
			return f, err
		}
	}
	return f, nil
}

func (f *Found) visit(fset *token.FileSet, n ast.Node) {
	call, ok := n.(*ast.CallExpr)
	if !ok {
		return
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return
	}
	i, ok := keyArg[pkg.Name][sel.Sel.Name]
	if !ok || i >= len(call.Args) {
		return
	}
	where := fset.Position(call.Pos()).String()
	lit, ok := call.Args[i].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		if pkg.Name != "lang" && sel.Sel.Name != "Term" {
			f.Problems = append(f.Problems, fmt.Sprintf("%s: %s.%s needs a string literal, the translation key", where, pkg.Name, sel.Sel.Name))
		}
		return
	}
	s, err := strconv.Unquote(lit.Value)
	if err != nil {
		f.Problems = append(f.Problems, fmt.Sprintf("%s: %v", where, err))
		return
	}
	if _, seen := f.Keys[s]; !seen {
		f.Keys[s] = where
	}
	if counted[pkg.Name][sel.Sel.Name] {
		if !slices.Contains(Fields(s), "Count") {
			f.Problems = append(f.Problems, fmt.Sprintf("%s: the counted phrase %q has no {{.Count}}", where, s))
		}
		if _, seen := f.Keys[s+msg.OneSuffix]; !seen {
			f.Keys[s+msg.OneSuffix] = where
		}
	}
}

// Load reads dir/<area>.<lang>.json; area "*" merges every area's file of
// that language.
func Load(dir, area, lang string) (map[string]string, error) {
	out, err := msg.Merge(os.DirFS(dir), area+"."+lang+".json")
	if err == nil && len(out) == 0 {
		return nil, fmt.Errorf("no translation file %s.%s.json in %s", area, lang, dir)
	}
	return out, err
}

var fieldRE = regexp.MustCompile(`{{-?\s*\.(\w+)`)

// Fields lists the template fields a text uses, sorted, without repeats.
func Fields(s string) []string {
	var out []string
	for _, m := range fieldRE.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// AreaProblems checks that one area's translation files (dir/<area>.<lang>.json,
// every language) hold exactly the sentences of sources plus extra: each key
// present, with the same template fields, English equal to the key and the
// other languages translated (a text over 12 characters left in English is
// reported), and no key left over. It returns one line per problem, the
// scan's own problems first.
func AreaProblems(dir, area string, langs []string, sources []string, extra []string) ([]string, error) {
	found, err := Scan(sources...)
	if err != nil {
		return nil, err
	}
	problems := slices.Clone(found.Problems)
	keys := slices.Clone(extra)
	for k := range found.Keys {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	keys = slices.Compact(keys)
	for _, lang := range langs {
		tr, err := Load(dir, area, lang)
		if err != nil {
			return nil, err
		}
		problems = append(problems, languageProblems(area, lang, tr, keys)...)
	}
	slices.Sort(problems[len(found.Problems):])
	return problems, nil
}

// languageProblems are one language's problems: each of keys (sorted)
// missing, with other template fields, in English not its key or in another
// language left in English; then each text no key asks for.
func languageProblems(area, lang string, tr map[string]string, keys []string) []string {
	var problems []string
	for _, k := range keys {
		v, ok := tr[k]
		switch {
		case !ok || v == "":
			problems = append(problems, fmt.Sprintf("%s.%s: missing %q", area, lang, k))
		case !slices.Equal(Fields(k), Fields(v)):
			problems = append(problems, fmt.Sprintf("%s.%s: %q has other template fields than %q", area, lang, v, k))
		case lang == "en" && v != k && !strings.HasSuffix(k, msg.OneSuffix):
			problems = append(problems, fmt.Sprintf("%s.en: %q should read as its key", area, k))
		case lang != "en" && len(k) > 12 && v == k:
			problems = append(problems, fmt.Sprintf("%s.%s: %q is left in English", area, lang, k))
		}
	}
	for k := range tr {
		if _, found := slices.BinarySearch(keys, k); !found {
			problems = append(problems, fmt.Sprintf("%s.%s: %q is no longer used", area, lang, k))
		}
	}
	return problems
}
