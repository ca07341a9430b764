package shell

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/ui/kit"
	"hearth/ui/translations"
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

// On an English system, the first language registered being English, only
// the one forms are registered, under "en": every text still reads, the
// counted phrases take their one form, Fyne logs no missing text, and French
// then English again replace each other. Run in a process of its own, where
// no language was registered yet.
func TestEnglishFormsOnAnEnglishSystem(t *testing.T) {
	if os.Getenv("HEARTH_ENGLISH_CHILD") == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestEnglishFormsOnAnEnglishSystem$", "-test.v")
		cmd.Env = append(os.Environ(), "HEARTH_ENGLISH_CHILD=1", "LANG=en_US.UTF-8", "LC_ALL=", "LC_MESSAGES=", "LANGUAGE=")
		out, err := cmd.CombinedOutput()
		require.NoError(t, err, "%s", out)
		return
	}
	require.Equal(t, "en", systemBase(), "the child runs under LANG=en_US.UTF-8")
	require.False(t, systemTagUsed)
	var logged bytes.Buffer
	log.SetOutput(&logged)
	defer log.SetOutput(os.Stderr)
	const key = "Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days."
	require.NoError(t, ApplyLanguage("en"))
	assert.False(t, systemTagUsed, "English alone stays off the system tag")
	assert.Equal(t, "Settings", lang.L("Settings"))
	assert.Equal(t, "Last move 2 Jan", lang.L("Last move {{.When}}", map[string]any{"When": "2 Jan"}))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).", kit.N(key, 1, nil))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of each day, for the last 7 days.", kit.N(key, 7, nil))
	assert.Empty(t, logged.String(), "Fyne logged a text it did not find")
	// After the first frame, the templated texts are registered: their
	// templates are parsed once, not on every lookup.
	lastMove := func() { lang.L("Last move {{.When}}", map[string]any{"When": "2 Jan"}) }
	parsed := testing.AllocsPerRun(20, lastMove)
	require.NotEmpty(t, englishPending)
	require.NoError(t, registerEnglishTemplates())
	assert.Empty(t, englishPending)
	assert.Less(t, testing.AllocsPerRun(20, lastMove), parsed/2, "a registered template is parsed once")
	assert.Equal(t, "Last move 2 Jan", lang.L("Last move {{.When}}", map[string]any{"When": "2 Jan"}))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).", kit.N(key, 1, nil))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of each day, for the last 7 days.", kit.N(key, 7, nil))
	assert.Empty(t, logged.String(), "Fyne logged a text it did not find")
	require.NoError(t, ApplyLanguage("fr"))
	assert.Empty(t, englishPending, "French is registered in full")
	assert.Equal(t, "Réglages", lang.L("Settings"))
	require.NoError(t, ApplyLanguage("en"))
	assert.Equal(t, "Settings", lang.L("Settings"))
	assert.Equal(t, "Hearth keeps a copy of everything after the first play of the day, for the last day (1).", kit.N(key, 1, nil))
}

// The files of a language joined into one object read as the files do one
// after the other: every key, a later file's text winning.
func TestJoinObjectsKeepsEveryText(t *testing.T) {
	for _, code := range Languages {
		paths, err := fs.Glob(translations.Files, "*."+code+".json")
		require.NoError(t, err)
		slices.Sort(paths)
		doc, err := joinObjects(paths)
		require.NoError(t, err)
		var joined map[string]string
		require.NoError(t, json.Unmarshal(doc, &joined), code)
		want, err := translations.Table(code)
		require.NoError(t, err)
		assert.Equal(t, want, joined, code)
	}
}

// registerEnglishForms registers only the English entries marked as one
// forms: every other English text must be its own key, and the one forms
// read line by line must be every one form, with its text.
func TestEnglishTextsAreTheirKeysButOneForms(t *testing.T) {
	table, err := translations.Table("en")
	require.NoError(t, err)
	want := map[string]string{}
	for k, v := range table {
		if strings.HasSuffix(k, msg.OneSuffix) {
			want[k] = v
			continue
		}
		assert.Equal(t, k, v, "an English text that is not its key is not registered on an English system")
	}
	paths, err := fs.Glob(translations.Files, "*.en.json")
	require.NoError(t, err)
	slices.Sort(paths)
	doc, err := englishForms(paths)
	require.NoError(t, err)
	var got map[string]string
	require.NoError(t, json.Unmarshal(doc, &got), "%s", doc)
	assert.Equal(t, want, got)
	assert.NotEmpty(t, got)
}
