package ui

import (
	"fmt"
	refb "hearth/data/bonfire"
	refi "hearth/data/insula"
	refl "hearth/data/lueur"
	"hearth/setup/step"
	soloi "hearth/solo/insula"

	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/data/msg/msgcheck"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
)

// goFiles lists the project's non-test Go files under dir.
func goFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && p != dir || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			out = append(out, p)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

func literal(e ast.Expr) (string, bool) {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(b.Value)
	return s, err == nil
}

func selector(e ast.Expr) (pkg, name string) {
	s, ok := e.(*ast.SelectorExpr)
	if !ok {
		return "", ""
	}
	id, ok := s.X.(*ast.Ident)
	if !ok {
		return "", s.Sel.Name
	}
	return id.Name, s.Sel.Name
}

// usedKeys finds every translation key the whole module passes as a literal,
// plus the vocabulary the UI translates from values.
func usedKeys(t *testing.T) map[string]string {
	t.Helper()
	found, err := msgcheck.Scan("..")
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	for _, v := range vocabulary() {
		found.Keys[v] = "vocabulary()"
	}
	return found.Keys
}

// TestTranslationsComplete fails on any key used in the source or vocabulary
// that English, French or German lacks, on keys one language has and another
// lacks, and on translations whose template fields differ from the key's.
func TestTranslationsComplete(t *testing.T) {
	tables := map[string]map[string]string{}
	for _, l := range translations.Languages {
		m, err := translations.Table(l)
		require.NoError(t, err)
		tables[l] = m
	}
	used := usedKeys(t)
	require.NotEmpty(t, used)
	for key, where := range used {
		for _, l := range translations.Languages {
			v, ok := tables[l][key]
			assert.True(t, ok && strings.TrimSpace(v) != "", "%s: %q has no %s translation", where, key, l)
		}
	}
	for _, l := range translations.Languages {
		for key, v := range tables[l] {
			for _, other := range translations.Languages {
				_, ok := tables[other][key]
				assert.True(t, ok, "%q is in %s but not in %s", key, l, other)
			}
			assert.Equal(t, msgcheck.Fields(key), msgcheck.Fields(v), "%s translation of %q uses other template fields", l, key)
		}
	}
	for key, v := range tables["en"] {
		if !strings.HasSuffix(key, msg.OneSuffix) {
			assert.Equal(t, key, v, "English strings are their own keys")
		}
	}
}

// rawStrings lists the literals with letters that f hands straight to a
// widget, a dialog, a canvas text or one of kit's helpers (kit.Heading("…"))
// instead of through lang.L.
func rawStrings(fset *token.FileSet, f *ast.File) []string {
	setters := map[string]bool{"SetText": true, "SetTitle": true, "SetPlaceHolder": true, "SetCurrentTitle": true}
	shows := map[string]bool{"widget": true, "dialog": true, "kit": true, "canvas": true}
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		pkg, name := selector(call.Fun)
		if id, ok := call.Fun.(*ast.Ident); ok && f.Name.Name == "kit" && ast.IsExported(id.Name) {
			pkg = "kit"
		}
		if !shows[pkg] && !setters[name] || pkg == "kit" && name == "N" {
			return true
		}
		for _, a := range call.Args {
			if s, ok := literal(a); ok && strings.IndexFunc(s, unicode.IsLetter) >= 0 {
				out = append(out, fmt.Sprintf("%s: %q", fset.Position(a.Pos()), s))
			}
		}
		return true
	})
	return out
}

// TestNoRawStringsInWidgets catches a literal with letters shown to the
// player without going through lang.L, in every UI package.
func TestNoRawStringsInWidgets(t *testing.T) {
	fset := token.NewFileSet()
	files := goFiles(t, ".")
	require.Greater(t, len(files), 20, "the walk finds the UI packages")
	for _, path := range files {
		f, err := parser.ParseFile(fset, path, nil, 0)
		require.NoError(t, err)
		for _, raw := range rawStrings(fset, f) {
			t.Errorf("%s is shown untranslated; wrap it in lang.L", raw)
		}
	}
}

// TestRawStringCheckCatchesHelpers: the check above flags a helper call such
// as kit.Heading("…"), a widget and a setter, and passes lang.L.
func TestRawStringCheckCatchesHelpers(t *testing.T) {
	src := `package bonfire
func f() {
	kit.Heading("Against Tom")
	widget.NewLabel("Score")
	l.SetText("Done")
	kit.Heading(lang.L("Fine"))
	kit.Note("%+d")
}`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "x.go", src, 0)
	require.NoError(t, err)
	raw := rawStrings(fset, f)
	require.Len(t, raw, 4)
	assert.Contains(t, raw[0], "Against Tom")
	kitSrc := "package kit\nfunc g() { Heading(\"Inside kit\") }"
	f, err = parser.ParseFile(fset, "k.go", kitSrc, 0)
	require.NoError(t, err)
	assert.Len(t, rawStrings(fset, f), 1, "kit's own unqualified helpers count too")
}

func TestApplyLanguageSwitchesLangL(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	fr, err := translations.Table("fr")
	require.NoError(t, err)
	de, err := translations.Table("de")
	require.NoError(t, err)
	require.NotEqual(t, "History", fr["History"])

	require.NoError(t, shell.ApplyLanguage("fr"))
	assert.Equal(t, fr["History"], lang.L("History"))
	require.NoError(t, shell.ApplyLanguage("de"))
	assert.Equal(t, de["History"], lang.L("History"))
	require.NoError(t, shell.ApplyLanguage("en"))
	assert.Equal(t, "History", lang.L("History"))
}

// TestTranslationFilesAgree: area files merge into one table per language,
// so a key two files both define must be translated the same way in each.
func TestTranslationFilesAgree(t *testing.T) {
	for _, l := range translations.Languages {
		seen := map[string]string{}
		from := map[string]string{}
		for p, m := range translationFiles(t, l) {
			for k, v := range m {
				if old, ok := seen[k]; ok {
					assert.Equal(t, old, v, "%q is %q in %s but %q in %s", k, old, from[k], v, p)
				}
				seen[k], from[k] = v, p
			}
		}
	}
}

// translationFiles are the translation files of language l, by name.
func translationFiles(t *testing.T, l string) map[string]map[string]string {
	t.Helper()
	paths, err := fs.Glob(translations.Files, "*."+l+".json")
	require.NoError(t, err)
	out := map[string]map[string]string{}
	for _, p := range paths {
		b, err := translations.Files.ReadFile(p)
		require.NoError(t, err)
		var m map[string]string
		require.NoError(t, json.Unmarshal(b, &m), p)
		out[p] = m
	}
	return out
}

// TestFrenchElidesBeforeNames: French elides "de", "le", "la" and "que"
// before a vowel ("d'Insula", "d'Ana"), which a template cannot do before a
// game's or a player's name it does not know: such a phrase is worded
// around the name instead ("Mise en place · Insula"; found by a QA pass:
// "Mise en place de Insula").
func TestFrenchElidesBeforeNames(t *testing.T) {
	for p, m := range translationFiles(t, "fr") {
		for k, v := range m {
			for _, word := range []string{"de", "le", "la", "que", "De", "Le", "La", "Que"} {
				for _, name := range []string{"Game", "Name", "Player", "Names", "Winner"} {
					assert.NotContains(t, v, word+" {{."+name+"}}", "%s: %q", p, k)
				}
			}
		}
	}
}

// TestVocabularyWordsAreReal: every value the games' data packages enumerate
// has a name, so none reaches the screen as "?" or empty.
func TestVocabularyWordsAreReal(t *testing.T) {
	words := vocabulary()
	require.Greater(t, len(words), 50)
	for _, w := range words {
		assert.NotContains(t, []string{"", "?"}, w)
	}
}

// vocabulary lists the words the UI translates from values rather than from
// literals (a resource's String(), a die colour, a game's name); each needs
// a French and a German entry.
func vocabulary() []string {
	out := append(refb.Names(), refl.Names()...)
	out = append(out, refi.Names()...)
	out = append(out, soloi.Names()...)
	for _, g := range step.Games {
		out = append(out, g.String())
	}
	return out
}

// TestCountedPhrasesFollowTheChosenLanguage: a counted phrase takes the form
// of the language chosen in Hearth, whatever the system's language is.
func TestCountedPhrasesFollowTheChosenLanguage(t *testing.T) {
	test.NewTempApp(t)
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	const key = "Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days."
	for _, c := range []struct {
		code  string
		count int
		want  string
	}{
		{"en", 7, "for the last 7 days."},
		{"en", 1, "for the last day (1)."},
		{"fr", 7, "pour les 7 derniers jours."},
		{"fr", 1, "pour le dernier jour (1)."},
		{"fr", 0, "pour le dernier jour (0)."},
		{"de", 1, "für den letzten Tag (1)."},
		{"de", 0, "für die letzten 0 Tage."},
	} {
		require.NoError(t, shell.ApplyLanguage(c.code))
		assert.True(t, strings.HasSuffix(kit.N(key, c.count, nil), c.want), "%s %d: %s", c.code, c.count, kit.N(key, c.count, nil))
	}
}
