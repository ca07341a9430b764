package exchange

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg/msgcheck"
)

// Every sentence export, import and BG Stats show a player has its French
// and German translation in ui/translations/export.*.json, with the same
// template fields, and the files hold nothing else.
func TestTranslations_ExportFiles(t *testing.T) {
	sources := []string{"import.go", "import_read.go", "import_decode.go", "import_validate.go", "import_checks.go",
		"export.go", "csv.go", "bgstats.go", "format.go", "../bgstats",
		"../bulk.go",  // the import's writer refuses a profile under another name, or no room for plays
		"../plays.go"} // SavePlay refuses a play dated ahead with the sentence the import uses
	problems, err := msgcheck.AreaProblems(filepath.Join("..", "..", "ui", "translations"), "export", []string{"en", "fr", "de"}, sources, nil)
	require.NoError(t, err)
	assert.Empty(t, problems)
	found, err := msgcheck.Scan(sources...)
	require.NoError(t, err)
	assert.Greater(t, len(found.Keys), 40, "the scan sees the sentences")
}
