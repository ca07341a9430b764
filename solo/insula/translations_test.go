package insula

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/data/msg/msgcheck"
)

// Every English template of the expedition engine, and every name of its
// vocabulary (Names), has a French and a German translation in
// ui/translations/insulasolo.*.json (the engine) or insulalog.*.json (its
// session log) with the same template fields; the files hold nothing else.
func TestTranslations_InsulaFiles(t *testing.T) {
	found, err := msgcheck.Scan(".")
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	used := found.Keys
	for _, n := range Names() {
		used[n] = "Names()"
	}
	require.Greater(t, len(used), 100)
	dir := filepath.Join("..", "..", "ui", "translations")
	for _, l := range []string{"en", "fr", "de"} {
		m, err := msgcheck.Load(dir, "insulasolo", l)
		require.NoError(t, err)
		logLines, err := msgcheck.Load(dir, "insulalog", l)
		require.NoError(t, err)
		for k, v := range logLines {
			_, twice := m[k]
			assert.False(t, twice, "%q is in both files", k)
			m[k] = v
		}
		for key, where := range used {
			v, ok := m[key]
			if assert.True(t, ok && strings.TrimSpace(v) != "", "%s: %q lacks its %s translation", where, key, l) {
				assert.Equal(t, msgcheck.Fields(key), msgcheck.Fields(v), "%s: %q uses other fields", l, key)
			}
			if l == "en" && !strings.HasSuffix(key, msg.OneSuffix) {
				assert.Equal(t, key, v) // a counted phrase's "one" form says it otherwise
			}
		}
		for key := range m {
			_, ok := used[key]
			assert.True(t, ok, "insulasolo.%s.json or insulalog.%s.json: %q is not used by the engine", l, l, key)
		}
	}
}
