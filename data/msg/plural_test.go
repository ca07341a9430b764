package msg

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// CLDR plural rules for whole numbers: French "one" is i = 0,1; English and
// German "one" is i = 1 and v = 0.
func TestIsOneFollowsEachLanguagesRule(t *testing.T) {
	for _, c := range []struct {
		code  string
		count int
		one   bool
	}{
		{"en", 0, false}, {"en", 1, true}, {"en", 2, false}, {"en", 11, false},
		{"de", 0, false}, {"de", 1, true}, {"de", 21, false},
		{"fr", 0, true}, {"fr", 1, true}, {"fr", 2, false}, {"fr", 100, false},
		{"", 1, true}, {"", 0, false},
	} {
		assert.Equal(t, c.one, IsOne(c.code, c.count), "%s %d", c.code, c.count)
	}
	assert.Equal(t, "{{.Count}} spaces#one", PluralKey("fr", "{{.Count}} spaces", 0))
	assert.Equal(t, "{{.Count}} spaces", PluralKey("en", "{{.Count}} spaces", 0))
}

func TestCountedTextKeepsItsCountThroughJSON(t *testing.T) {
	tx := N("{{.Count}} spaces", 3, map[string]any{"Colour": "red"})
	n, ok := tx.Count()
	require.True(t, ok)
	assert.Equal(t, 3, n)
	assert.Equal(t, "red", tx.Args["Colour"])
	assert.Equal(t, "3 spaces", tx.String())

	b, err := json.Marshal(tx)
	require.NoError(t, err)
	var back Text
	require.NoError(t, json.Unmarshal(b, &back))
	n, ok = back.Count()
	require.True(t, ok)
	assert.Equal(t, 3, n)

	_, ok = T("{{.Count}} spaces", map[string]any{"Count": 3}).Count()
	assert.False(t, ok, "only msg.N makes a counted text")
	var old Text
	require.NoError(t, json.Unmarshal([]byte(`{"text":"x","args":{"Count":2}}`), &old))
	_, ok = old.Count()
	assert.False(t, ok, "texts stored before counted ones existed stay plain")
}
