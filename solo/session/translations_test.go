package session

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg/msgcheck"
)

// Every English template of the runner's codec has a French and a German
// translation in ui/translations/session.*.json with the same template
// fields; the files hold nothing else.
func TestTranslations_SessionFiles(t *testing.T) {
	found, err := msgcheck.Scan(".")
	require.NoError(t, err)
	assert.Empty(t, found.Problems)
	require.NotEmpty(t, found.Keys)
	for _, l := range []string{"en", "fr", "de"} {
		m, err := msgcheck.Load(filepath.Join("..", "..", "ui", "translations"), "session", l)
		require.NoError(t, err)
		for key, where := range found.Keys {
			v, ok := m[key]
			if assert.True(t, ok && strings.TrimSpace(v) != "", "%s: %q lacks its %s translation", where, key, l) {
				assert.Equal(t, msgcheck.Fields(key), msgcheck.Fields(v), "%s: %q uses other fields", l, key)
			}
			if l == "en" {
				assert.Equal(t, key, v)
			}
		}
		for key := range m {
			_, ok := found.Keys[key]
			assert.True(t, ok, "session.%s.json: %q is not used by the runner", l, key)
		}
	}
}
