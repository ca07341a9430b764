package kit

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// useTable registers one language's strings the way the shell does.
func useTable(t *testing.T, code string, m map[string]string) {
	t.Helper()
	b, err := json.Marshal(m)
	require.NoError(t, err)
	require.NoError(t, lang.AddTranslationsForLocale(b, lang.SystemLocale()))
	UseLanguage(code)
	t.Cleanup(func() { UseLanguage("en") })
}

func TestCountedPhraseTakesTheChosenLanguagesForm(t *testing.T) {
	const key = "Test: {{.Count}} spaces on {{.Colour}}"
	useTable(t, "fr", map[string]string{
		key:                    "Test : {{.Count}} cases sur {{.Colour}}",
		key + msg.OneSuffix:    "Test : {{.Count}} case sur {{.Colour}}",
		"red":                  "rouge",
		"Test: {{.What}} here": "Test : {{.What}} ici",
	})
	red := map[string]any{"Colour": msg.Term("red")}
	assert.Equal(t, "Test : 0 case sur rouge", N(key, 0, red), "French 0 is singular")
	assert.Equal(t, "Test : 1 case sur rouge", N(key, 1, red))
	assert.Equal(t, "Test : 2 cases sur rouge", N(key, 2, red))
	assert.Equal(t, "Test : Test : 2 cases sur rouge ici", Tr(msg.T("Test: {{.What}} here", map[string]any{"What": msg.N(key, 2, red)})),
		"a counted text inside another is counted too")

	useTable(t, "en", map[string]string{key: key, key + msg.OneSuffix: "Test: {{.Count}} space on {{.Colour}}", "red": "red"})
	assert.Equal(t, "Test: 0 spaces on red", N(key, 0, red), "English 0 is plural")
	assert.Equal(t, "Test: 1 space on red", N(key, 1, red))
	assert.Equal(t, "Test: 7 spaces on red", N(key, 7, red))
}
