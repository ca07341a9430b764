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
