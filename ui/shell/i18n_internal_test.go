package shell

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/ui/kit"
)

// English on an English system reads only the files with "one" forms at
// start-up; those forms must still be found, and every other key reads as
// itself.
func TestEnglishFormsAreRegisteredAtStartUp(t *testing.T) {
	t.Cleanup(func() { _ = ApplyLanguage("en") })
	require.NoError(t, registerEnglishForms())
	const key = "Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days."
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).",
		lang.L(key+msg.OneSuffix, map[string]any{"Count": 1}))
	require.NoError(t, ApplyLanguage("en"))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).", kit.N(key, 1, nil))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of each day, for the last 7 days.", kit.N(key, 7, nil))
	assert.Equal(t, "Settings", lang.L("Settings"))
}

// After another language, English is registered whole again, so no French
// text is left under the system locale's tag.
func TestEnglishAfterFrenchReplacesIt(t *testing.T) {
	t.Cleanup(func() { _ = ApplyLanguage("en") })
	require.NoError(t, ApplyLanguage("fr"))
	require.NotEqual(t, "Settings", lang.L("Settings"))
	require.NoError(t, ApplyLanguage("en"))
	assert.Equal(t, "Settings", lang.L("Settings"))
	assert.True(t, registered)
}
