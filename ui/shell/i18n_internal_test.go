package shell

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
)

// Each file handed to Fyne as it is gives the same texts as the merged
// table did: a counted phrase's English one form, and after French, English
// whole again.
func TestLanguagesRegisteredFileByFile(t *testing.T) {
	t.Cleanup(func() { _ = ApplyLanguage("en") })
	const key = "Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days."
	require.NoError(t, ApplyLanguage("fr"))
	require.NotEqual(t, "Settings", lang.L("Settings"))
	require.NoError(t, ApplyLanguage("en"))
	assert.Equal(t, "Settings", lang.L("Settings"))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).", kit.N(key, 1, nil))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of each day, for the last 7 days.", kit.N(key, 7, nil))
}
