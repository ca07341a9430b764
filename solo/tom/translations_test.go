package tom

import (
	"hearth/data/msg"
	"hearth/data/msg/msgcheck"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sourceTexts finds the English templates this package passes to msg.T and
// msg.New, and fails on a call whose text is not a string literal.
func sourceTexts(t *testing.T) map[string]string {
	t.Helper()
	found, err := msgcheck.Scan(".")
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	return found.Keys
}

// Every English template of the Tom engine has a French and a German
// translation in ui/translations/tom.*.json (the engine) or tomlog.*.json
// (its session log) with the same template fields; the files hold nothing
// else.
func TestTranslations_TomFiles(t *testing.T) {
	used := sourceTexts(t)
	require.Greater(t, len(used), 40)
	for _, l := range []string{"en", "fr", "de"} {
		m, err := msgcheck.Load(filepath.Join("..", "..", "ui", "translations"), "tom", l)
		require.NoError(t, err)
		logLines, err := msgcheck.Load(filepath.Join("..", "..", "ui", "translations"), "tomlog", l)
		require.NoError(t, err)
		for k, v := range logLines {
			m[k] = v
		}
		for key, where := range used {
			v, ok := m[key]
			if assert.True(t, ok && strings.TrimSpace(v) != "", "%s: %q lacks its %s translation", where, key, l) {
				assert.Equal(t, msgcheck.Fields(key), msgcheck.Fields(v), "%s: %q uses other fields", l, key)
			}
			if l == "en" && !strings.HasSuffix(key, msg.OneSuffix) { // a "one" form differs from its key
				assert.Equal(t, key, v)
			}
		}
		for key := range m {
			_, ok := used[key]
			assert.True(t, ok, "tom.%s.json or tomlog.%s.json: %q is not used by the engine", l, l, key)
		}
	}
}
