package shell_test

import (
	"context"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// Issue 35 §1: an import that brings plays saved without a profile under
// the name of a profile here asks, after saying what it added, the
// question a new profile asks, one profile at a time, saying how many
// plays; "Same person" links them, "Someone else" keeps them apart.
func TestImportAsksWhoseAreThePlaysOfAProfilesName(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	src, p := dataHost(t, filepath.Join(dir, "a.db"), "en") // Ana's play beside Ben
	savePlays(t, src.Store(), "zoe", 2)                     // beside Ben too
	p.saveTo = filepath.Join(dir, "all.json")
	uitest.Tap(t, src, "Export…")

	h, s := uitest.NewHost(t, filepath.Join(dir, "b.db"), "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.Window().Resize(fyne.NewSize(360, 640))
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	zoe, err := s.CreateProfile(ctx, "Zoé")
	require.NoError(t, err)
	q := &pickers{openFrom: p.saveTo}
	q.install(t, h)
	uitest.Tap(t, h, "Settings")
	uitest.Tap(t, h, "Import a Hearth export…")
	uitest.TapInDialog(t, h, "Yes")
	assert.Contains(t, uitest.OverlayTexts(h), "Profiles: 1\nPlays: 3\nSolo games: 0")
	uitest.TapInDialog(t, h, lang.L("OK"))

	texts := uitest.OverlayTexts(h)
	assert.Contains(t, texts, "Plays saved as Ben")
	assert.Contains(t, texts, "3 plays were saved under the name “Ben” without a profile.")
	uitest.TapInDialog(t, h, "Someone else")
	texts = uitest.OverlayTexts(h)
	assert.Contains(t, texts, "Plays saved as Zoé")
	assert.Contains(t, texts, "2 plays were saved under the name “Zoé” without a profile.")
	uitest.TapInDialog(t, h, "Same person")
	assert.Nil(t, h.Window().Canvas().Overlays().Top(), "one question per profile, then nothing")

	for id, want := range map[int64]int{ben.ID: 0, zoe.ID: 2} {
		n, err := s.CountMatching(ctx, data.PlayFilter{Player: &data.Player{ProfileID: id}})
		require.NoError(t, err)
		assert.Equal(t, want, n)
	}
	require.NoError(t, s.VerifyDerived(ctx))
	h.PopTo(1)
	assert.Equal(t, []string{"Ana", "Ben", "Ben (no profile)", "Zoé"}, sortedCopy(historyPlayers(t, h)), "Zoe's plays are Zoé's; Ben's stay apart")
}
