package setup

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	refb "hearth/data/bonfire"
	refi "hearth/data/insula"
	refl "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/setup/bonfire"
	"hearth/setup/step"
)

// translationFiles are this feature's translation files (SPEC §3: English
// source strings, French and German translations).
var translationFiles = []string{"en", "fr", "de"}

// sources are the files whose msg.T / msg.New / msg.Term literals the setup
// feature owns, relative to the module root.
var sources = []string{"setup", "data/lueur", "data/insula"}

// literalKeys scans the sources for string literals passed as the text of
// msg.T(text, …), msg.New(field, text, …) and msg.Term(text).
func literalKeys(t *testing.T) map[string]string {
	keys := map[string]string{}
	fset := token.NewFileSet()
	for _, dir := range sources {
		err := filepath.WalkDir(filepath.Join("..", dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && d.Name() == "testdata" {
				return filepath.SkipDir
			}
			if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return nil
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				pkg, ok := sel.X.(*ast.Ident)
				if !ok || pkg.Name != "msg" {
					return true
				}
				arg := -1
				switch sel.Sel.Name {
				case "T", "Term":
					arg = 0
				case "New":
					arg = 1
				}
				if arg < 0 || arg >= len(call.Args) {
					return true
				}
				lit, ok := call.Args[arg].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					// A Term may wrap a vocabulary name (r.String()); those are
					// checked through vocabulary() and the generated setups.
					if sel.Sel.Name != "Term" {
						t.Errorf("%s: msg.%s needs a string literal, the translation key", fset.Position(call.Pos()), sel.Sel.Name)
					}
					return true
				}
				s, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				keys[s] = fset.Position(call.Pos()).String()
				return true
			})
			return nil
		})
		require.NoError(t, err)
	}
	return keys
}

// vocabulary is every name a String method returns that the setups use as
// a msg.Term, so that the UI can translate it.
func vocabulary() []string {
	var out []string
	for _, v := range refl.Elements {
		out = append(out, v.String())
	}
	for _, v := range refl.DieColours {
		out = append(out, v.String())
	}
	for f := refl.FaceFire; f <= refl.FaceCurse; f++ {
		out = append(out, f.String())
	}
	for _, v := range refl.Sides {
		out = append(out, v.String())
	}
	out = append(out, refl.Big.String(), refl.Small.String())
	for _, v := range refi.Variants {
		out = append(out, v.String())
	}
	out = append(out, refi.Light.String(), refi.Shadow.String(), refi.Base.String(), refi.Advanced.String())
	for _, c := range []refi.Circle{refi.Vitality, refi.Fatigue, refi.Combat} {
		out = append(out, c.String())
	}
	for _, v := range refb.Resources {
		out = append(out, v.String())
	}
	for _, v := range refb.Colours {
		out = append(out, v.String())
	}
	for _, g := range step.Games {
		out = append(out, g.String())
	}
	return out
}

// runtimeKeys generates setups for every option and collects the templates
// and terms they actually use, results and labels included.
func runtimeKeys(t *testing.T) (texts, terms map[string]bool) {
	texts, terms = map[string]bool{}, map[string]bool{}
	addText := func(x msg.Text) {
		texts[x.Text] = true
		for _, a := range x.Args {
			if term, ok := a.(msg.Term); ok {
				terms[string(term)] = true
			}
		}
	}
	for _, g := range step.Games {
		lo, hi := g.Players()
		for p := lo; p <= hi; p++ {
			for _, c := range variants(g, p) {
				for seed := range uint64(20) {
					c.Seed = seed
					s, err := Generate(c)
					require.NoError(t, err)
					addText(s.Title)
					for _, st := range s.Steps {
						terms[string(st.Section)] = true
						addText(st.Text)
						if st.Result == nil {
							continue
						}
						for _, l := range st.Result.Lines() {
							addText(l)
						}
						if plan, ok := st.Result.(bonfire.TaskPlan); ok {
							for _, r := range plan.Rows {
								addText(r.Label)
							}
						}
					}
				}
			}
		}
	}
	return texts, terms
}

func loadTranslations(t *testing.T, lang string) map[string]string {
	b, err := os.ReadFile(filepath.Join("..", "ui", "translations", "setup."+lang+".json"))
	require.NoError(t, err)
	var m map[string]string
	require.NoError(t, json.Unmarshal(b, &m), lang)
	return m
}

// fieldRE and fields match ui's translation test: the same fields, as
// often, in any order.
var fieldRE = regexp.MustCompile(`{{-?\s*\.(\w+)`)

func fields(s string) []string {
	var out []string
	for _, m := range fieldRE.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	slices.Sort(out)
	return out
}

// Every sentence and word the setups show has an English, a French and a
// German entry with the same template fields; the files hold nothing else.
func TestTranslationsCoverTheSetups(t *testing.T) {
	want := map[string]bool{}
	for k := range literalKeys(t) {
		want[k] = true
	}
	for _, v := range vocabulary() {
		want[v] = true
	}
	texts, terms := runtimeKeys(t)
	for k := range texts {
		assert.True(t, want[k], "template %q is made at run time but is not a literal", k)
	}
	for k := range terms {
		want[k] = true
	}
	for _, lang := range translationFiles {
		tr := loadTranslations(t, lang)
		for k := range want {
			v, ok := tr[k]
			if !assert.True(t, ok, "setup.%s.json lacks %q", lang, k) {
				continue
			}
			assert.NotEmpty(t, strings.TrimSpace(v), "%s: %q", lang, k)
			assert.Equal(t, fields(k), fields(v), "%s: fields of %q", lang, k)
			_, err := template.New("").Parse(v)
			assert.NoError(t, err, "%s: %q", lang, v)
			if lang == "en" {
				assert.Equal(t, k, v, "English maps a key to itself")
			}
		}
		for k := range tr {
			assert.True(t, want[k], "setup.%s.json has %q, which nothing uses", lang, k)
		}
	}
}
