package insula

import (
	"hearth/data/msg/msgcheck"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// translationSources are the files whose msg.New sentences live in
// ui/translations/insulascoring.*.json: this package and the score command.
var translationSources = []string{".", "../../cmd/hearth/cmd_score_insula.go"}

const translationDir = "../../ui/translations"

// sentences returns the English text of every msg.New call in the sources,
// failing on a call whose text is not a string literal.
func sentences(t *testing.T) []string {
	t.Helper()
	found, err := msgcheck.Scan(translationSources...)
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	var out []string
	for k := range found.Keys {
		out = append(out, k)
	}
	return out
}

func TestEverySentenceIsTranslated(t *testing.T) {
	keys := sentences(t)
	require.Greater(t, len(keys), 10, "the scan found the sentences")
	for _, lang := range []string{"en", "fr", "de"} {
		t.Run(lang, func(t *testing.T) {
			tr, err := msgcheck.Load(translationDir, "insulascoring", lang)
			require.NoError(t, err)
			for _, k := range keys {
				v, ok := tr[k]
				if !assert.True(t, ok, "missing: %q", k) {
					continue
				}
				assert.NotEmpty(t, v, k)
				assert.Equal(t, msgcheck.Fields(k), msgcheck.Fields(v), "template fields of %q", k)
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
