package insula

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/scoring"
	"hearth/ui/shell"
)

// TestResultTitleTellsTheWholeResult (issue 22): who did not fight Kingosh
// reads so, not "strength 0"; the order of arrival shows when entered.
func TestResultTitleTellsTheWholeResult(t *testing.T) {
	test.NewTempApp(t)
	require.NoError(t, shell.ApplyLanguage("en"))
	result := func(input string, score int) data.Result {
		rec, err := json.Marshal(scoring.Record{Input: json.RawMessage(input)})
		require.NoError(t, err)
		return data.Result{Name: "Cy", Score: score, Breakdown: rec}
	}
	m := &Module{}
	assert.Equal(t, "Cy: did not fight Kingosh", m.ResultTitle(result(`{"variant":"purple","name":"Cy","in_final_battle":false}`, 0)))
	assert.Equal(t, "Cy: strength 9, arrived 2.", m.ResultTitle(result(`{"name":"Cy","in_final_battle":true,"strength":9,"arrival":2}`, 9)))
	assert.Equal(t, "Cy: strength 9", m.ResultTitle(result(`{"name":"Cy","in_final_battle":true,"strength":9}`, 9)))
	assert.Equal(t, "Cy: strength 4", m.ResultTitle(data.Result{Name: "Cy", Score: 4}), "an old play without its input")
}
