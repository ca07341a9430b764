package ui

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/uitest"
)

// TestExpeditionWithoutKingoshHasNoStrength (issue 32 §4): an expedition
// lost at nightfall without fighting Kingosh (fights against guardians
// only) read "Ana: strength 0" and "Strength in the final battle 0" on its
// play page, as saved before this fix; it now reads as Ana's expedition,
// whose story says how it ended. A won one keeps its strength.
func TestExpeditionWithoutKingoshHasNoStrength(t *testing.T) {
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "en", Modules)
	save := func(days int, bd string, score int, won bool) data.Play {
		p, err := s.SavePlay(t.Context(), data.Play{Game: data.GameInsula, Mode: data.ModeSolo, PlayedAt: time.Now().AddDate(0, 0, -days),
			Results: []data.Result{{Seat: 0, Name: "Ana", Score: score, Winner: won, Breakdown: []byte(bd)}}})
		require.NoError(t, err)
		return p
	}
	lost := save(1, `{"lines":[{"key":"rounds","label":"Rounds played","points":12},{"key":"strength","label":"Strength in the final battle","points":0}],"input":{"ending":"nightfall","won":false,"rounds":12,"final_strength":0,"version":"base"}}`, 0, false)
	won := save(2, `{"lines":[{"key":"rounds","label":"Rounds played","points":9},{"key":"strength","label":"Strength in the final battle","points":9}],"input":{"ending":"kingosh_defeated","won":true,"rounds":9,"final_strength":9,"version":"base"}}`, 9, true)

	uitest.Tap(t, h, "History")
	uitest.TapTile(t, h, h.PlayTitle(lost))
	shown := uitest.ScreenTexts(h)
	assert.Contains(t, shown, "Ana's Insula expedition\n")
	assert.Contains(t, shown, "Night has fallen on the island: the expedition is lost.")
	assert.NotContains(t, shown, "strength 0")
	assert.NotContains(t, shown, "Strength in the final battle")
	assert.NotContains(t, shown, "corrected by hand")

	h.Pop()
	uitest.TapTile(t, h, h.PlayTitle(won))
	shown = uitest.ScreenTexts(h)
	assert.Contains(t, shown, "Ana: strength 9\n")
	assert.Contains(t, shown, "Strength in the final battle")
}
