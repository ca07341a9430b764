package lueur

import (
	"hearth/data"
	"hearth/setup"
	"hearth/setup/code"
	"hearth/setup/step"
	"hearth/ui/shell"
	"hearth/ui/uitest"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newTestUI(t *testing.T, path string) (*shell.Host, *data.Store) {
	t.Helper()
	return uitest.NewHost(t, path, "en", func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
}

func TestSetupLueurTrackShowsNineDiceAndTokens(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	// Seeds until one leaves a slot empty, so that tokens are drawn too.
	for seed := uint64(0); seed < 200; seed++ {
		s, err := setup.Generate(code.Code{Game: step.Lueur, Players: 2, Seed: seed})
		require.NoError(t, err)
		tokens, _ := s.Step("small-steps")
		if tokens.Result == nil || len(tokens.Result.Lines()) == 0 {
			continue
		}
		uitest.OpenNewSetup(t, u, "Lueur")
		uitest.EnterCode(t, u, s.Code)
		tracks := uitest.FindAll[*trackPicture](uitest.Screen(u), nil)
		require.Len(t, tracks, 1)
		tr := tracks[0]
		assert.Len(t, tr.dice, 9)
		for _, d := range tr.dice {
			assert.Equal(t, lueurDieColours[d.colour], d.rect.FillColor)
			assert.True(t, d.rect.Size().Width > 8, "dice are drawn")
		}
		assert.Len(t, tr.tokens, len(tokens.Result.Lines()), "a token on each empty slot")
		for _, tok := range tr.tokens {
			assert.True(t, tok.Size().Width > 8, "tokens are drawn")
		}
		return
	}
	t.Fatal("no seed left a slot empty")
}
