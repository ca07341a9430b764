package shell_test

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestCorrectRefusesADateAhead (issue 32 §4), in French: a play corrected
// to a date more than a day ahead is refused with the store's sentence
// under the form, the page stays and nothing is saved; a date within the
// day is taken.
func TestCorrectRefusesADateAhead(t *testing.T) {
	h, s := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), "fr", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	played := time.Now().Add(-time.Hour).Truncate(time.Minute)
	p, err := s.SavePlay(t.Context(), data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: played,
		Results: []data.Result{{Seat: 0, Name: "Ana", Score: 40, Winner: true}, {Seat: 1, Name: "Ben", Score: 30}}})
	require.NoError(t, err)
	uitest.Tap(t, h, "Historique")
	uitest.TapTile(t, h, h.PlayTitle(p))
	uitest.Tap(t, h, "Corriger date, joueurs, scores")
	date := uitest.FindAll[*kit.TextEntry](uitest.Screen(h), nil)[0]

	ahead := time.Now().Add(50 * time.Hour)
	date.SetText(shell.FormatWhen(ahead))
	uitest.Tap(t, h, "Enregistrer la correction")
	assert.Equal(t, "Corriger la partie", h.Top().Title, "the page stays")
	assert.Contains(t, uitest.ScreenTexts(h), "est datée de plus d'un jour", "the store's sentence, in French")
	kept, err := s.Play(t.Context(), p.ID)
	require.NoError(t, err)
	assert.True(t, kept.PlayedAt.Equal(played), "nothing saved: %v", kept.PlayedAt)

	date.SetText(shell.FormatWhen(time.Now().Add(2 * time.Hour)))
	uitest.Tap(t, h, "Enregistrer la correction")
	assert.NotEqual(t, "Corriger la partie", h.Top().Title, "a date within the day is taken")
}
