package lueur

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg/msgcheck"
)

const translationsDir = "../../ui/translations"

// engineSources are this package's non-test files except describe.go,
// whose session-log lines have their own area.
func engineSources(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	var out []string
	for _, f := range files {
		if f != "describe.go" && !strings.HasSuffix(f, "_test.go") {
			out = append(out, f)
		}
	}
	return out
}

// Every English template of the journey engine has a French and a German
// translation in ui/translations/lueursolo.*.json, and every session-log
// line (describe.go) in lueurlog.*.json, with the same template fields; the
// files hold nothing else.
func TestTranslations_LueurFiles(t *testing.T) {
	problems, err := msgcheck.AreaProblems(translationsDir, "lueursolo", []string{"en", "fr", "de"}, engineSources(t), nil)
	require.NoError(t, err)
	assert.Empty(t, problems)
	problems, err = msgcheck.AreaProblems(translationsDir, "lueurlog", []string{"en", "fr", "de"}, []string{"describe.go"}, nil)
	require.NoError(t, err)
	assert.Empty(t, problems)
}

// A key the journey shares with another area's file must read the same
// there, or whichever file loads last would change the other screen's text.
func TestTranslations_SharedKeysAgree(t *testing.T) {
	for _, lang := range []string{"en", "fr", "de"} {
		mine := map[string]string{}
		for _, area := range []string{"lueursolo", "lueurlog"} {
			m, err := msgcheck.Load(translationsDir, area, lang)
			require.NoError(t, err)
			for k, v := range m {
				mine[k] = v
			}
		}
		files, err := filepath.Glob(filepath.Join(translationsDir, "*."+lang+".json"))
		require.NoError(t, err)
		for _, f := range files {
			area := strings.TrimSuffix(filepath.Base(f), "."+lang+".json")
			if area == "lueursolo" || area == "lueurlog" {
				continue
			}
			other, err := msgcheck.Load(translationsDir, area, lang)
			require.NoError(t, err)
			for k, v := range other {
				if w, ok := mine[k]; ok {
					assert.Equal(t, v, w, "%s: %q differs from %s", lang, k, filepath.Base(f))
				}
			}
		}
	}
	_, err := os.Stat(filepath.Join(translationsDir, "lueursolo.de.json"))
	require.NoError(t, err)
}
