package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// A list of texts in a log line (the amounts a card moved) is translated
// text by text and joined with commas, in English as in French.
func TestTrTranslatesAListOfTexts(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	line := msg.T("Day {{.Day}} — cards: {{.Amounts}}", map[string]any{"Day": 2, "Amounts": []msg.Text{
		msg.T("{{.N}} light", map[string]any{"N": "+2"}), msg.T("to the graveyard: {{.Names}}", map[string]any{"Names": "Lumipili"}),
	}})
	require.NoError(t, shell.ApplyLanguage("en"))
	assert.Equal(t, "Day 2 — cards: +2 light, to the graveyard: Lumipili", kit.Tr(line))
	assert.Equal(t, kit.Tr(line), line.String())
	require.NoError(t, shell.ApplyLanguage("fr"))
	assert.Equal(t, "Jour 2 — cartes : +2 éclats de lumière, au cimetière : Lumipili", kit.Tr(line))
}
