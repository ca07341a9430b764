package insula

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg/msgcheck"
)

// TestEverySentenceIsTranslated checks ui/translations/insulascoring.*.json against
// the sentences of this package and of the score command.
func TestEverySentenceIsTranslated(t *testing.T) {
	problems, err := msgcheck.AreaProblems("../../ui/translations", "insulascoring", []string{"en", "fr", "de"},
		[]string{".", "../../cmd/hearth/cmd_score_insula.go"}, nil)
	require.NoError(t, err)
	assert.Empty(t, problems)
}
