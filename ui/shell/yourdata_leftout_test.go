package shell_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// Issue 33 §4: an import added a setting Hearth has no use for and said
// nothing of it. It is left out, and the dialog names it (in French here).
func TestImportNamesTheSettingsItLeavesOut(t *testing.T) {
	dir := t.TempDir()
	var file map[string]any
	b, err := os.ReadFile("../../testdata/hearth_export_v1.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &file))
	file["settings"] = map[string]string{"theme": "dark", "evil_key": "x"}
	b, err = json.Marshal(file)
	require.NoError(t, err)
	from := filepath.Join(dir, "other.json")
	require.NoError(t, os.WriteFile(from, b, 0o600))

	h, store := uitest.NewHost(t, filepath.Join(dir, "b.db"), "fr", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	q := &pickers{openFrom: from}
	q.install(t, h)
	uitest.Tap(t, h, lang.L("Settings"))
	uitest.Tap(t, h, lang.L("Import a Hearth export…"))
	uitest.TapInDialog(t, h, lang.L("Yes"))
	assert.Contains(t, uitest.OverlayTexts(h), "Réglages dont Hearth n'a pas l'usage, laissés de côté : evil_key")
	_, ok, err := store.Setting(t.Context(), "evil_key")
	require.NoError(t, err)
	assert.False(t, ok, "not added")
	v, _, err := store.Setting(t.Context(), "theme")
	require.NoError(t, err)
	assert.Equal(t, "dark", v)
}
