package lueur

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg/msgcheck"
)

// TestEverySentenceIsTranslated checks ui/translations/lueurscoring.*.json against
// the sentences of this package and of the score command.
func TestEverySentenceIsTranslated(t *testing.T) {
	problems, err := msgcheck.AreaProblems("../../ui/translations", "lueurscoring", []string{"en", "fr", "de"},
		[]string{".", "../../cmd/hearth/cmd_score_lueur.go"}, labels())
	require.NoError(t, err)
	assert.Empty(t, problems)
}

// labels are the breakdown's line labels.
func labels() []string {
	var out []string
	for _, l := range (Breakdown{}).Lines() {
		out = append(out, l.Label)
	}
	return out
}
