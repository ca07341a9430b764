package bonfire

import (
	"hearth/data/msg/msgcheck"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// translationSources are the files whose msg.New sentences live in
// ui/translations/scoring.*.json: this package and the score command.
var translationSources = []string{".", "../../cmd/hearth/cmd_score.go"}

const translationDir = "../../ui/translations"

// labels are the breakdown's line labels, every line present.
func labels() []string {
	var out []string
	for _, l := range (Breakdown{Specialists: 2}).Lines() {
		out = append(out, l.Label)
	}
	return out
}

func TestEverySentenceIsTranslated(t *testing.T) {
	problems, err := msgcheck.AreaProblems(translationDir, "scoring", []string{"en", "fr", "de"}, translationSources, labels())
	require.NoError(t, err)
	assert.Empty(t, problems)
	found, err := msgcheck.Scan(translationSources...)
	require.NoError(t, err)
	require.Greater(t, len(found.Keys), 30, "the scan found the sentences")
}
