package msgcheck

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sample = `package p

func f(x string) {
	_ = msg.T("Take {{.N}} tiles.", nil)
	_ = msg.New("field", "A city has at most {{.Max}} bonfires.", nil)
	_ = msg.Term("Fruit")
	_ = msg.Term(x)
	_ = lang.L("History")
	_ = msg.T(x, nil)
	_ = other.T("not a key", nil)
}
`

func TestScanFindsLiteralKeysAndFlagsOthers(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "p.go"), []byte(sample), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "p_test.go"), []byte(`package p
func g() { _ = msg.T("test only", nil) }`), 0o644))
	f, err := Scan(dir)
	require.NoError(t, err)
	var keys []string
	for k := range f.Keys {
		keys = append(keys, k)
	}
	assert.ElementsMatch(t, []string{"Take {{.N}} tiles.", "A city has at most {{.Max}} bonfires.", "Fruit", "History"}, keys)
	require.Len(t, f.Problems, 1, "msg.T with a variable text")
	assert.Contains(t, f.Problems[0], "p.go:9")
}

func TestLoadMergesAreas(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "a.fr.json"), []byte(`{"One": "Un"}`), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "b.fr.json"), []byte(`{"Two": "Deux"}`), 0o644))
	all, err := Load(dir, "*", "fr")
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"One": "Un", "Two": "Deux"}, all)
	one, err := Load(dir, "a", "fr")
	require.NoError(t, err)
	assert.Len(t, one, 1)
	_, err = Load(dir, "c", "fr")
	assert.Error(t, err)
}

func TestFields(t *testing.T) {
	assert.Equal(t, []string{"Max", "N"}, Fields("{{.N}} of {{ .Max }} and {{.N}} again"))
	assert.Empty(t, Fields("no fields"))
}

func TestAreaProblems(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	require.NoError(t, os.Mkdir(src, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(src, "p.go"), []byte(`package p
func f() { _ = msg.New("x", "You entered {{.Got}} tiles.", nil); _ = msg.T("Total", nil) }`), 0o644))
	write := func(lang, body string) {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "s."+lang+".json"), []byte(body), 0o644))
	}
	write("en", `{"You entered {{.Got}} tiles.": "You entered {{.Got}} tiles.", "Total": "Total", "Label": "Label"}`)
	write("fr", `{"You entered {{.Got}} tiles.": "Vous avez saisi {{.Got}} tuiles.", "Total": "Total", "Label": "Libellé"}`)
	problems, err := AreaProblems(dir, "s", []string{"en", "fr"}, []string{src}, []string{"Label"})
	require.NoError(t, err)
	assert.Empty(t, problems, "short words may read the same")

	write("fr", `{"You entered {{.Got}} tiles.": "Vous avez saisi {{.N}} tuiles.", "Label": "Libellé", "Old": "Vieux"}`)
	problems, err = AreaProblems(dir, "s", []string{"en", "fr"}, []string{src}, []string{"Label"})
	require.NoError(t, err)
	assert.Len(t, problems, 3, "%q", problems)
	assert.Contains(t, problems, `s.fr: missing "Total"`)
	assert.Contains(t, problems, `s.fr: "Old" is no longer used`)

	write("fr", `{"You entered {{.Got}} tiles.": "You entered {{.Got}} tiles.", "Total": "Total", "Label": "Libellé"}`)
	problems, err = AreaProblems(dir, "s", []string{"en", "fr"}, []string{src}, []string{"Label"})
	require.NoError(t, err)
	assert.Equal(t, []string{`s.fr: "You entered {{.Got}} tiles." is left in English`}, problems)
}
