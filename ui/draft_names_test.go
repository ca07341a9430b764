package ui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestDraftKeepsEmptyNamesEmpty (issue 32 §4): a score entry (a record for
// Insula) left with the second name empty, the app closed and the draft
// reopened, in the same language or another, shows the field empty with its
// placeholder, not "Player 2" as text (typing gave "Player 2Ben"); the names
// typed come back as typed. Each game's draft.
func TestDraftKeepsEmptyNamesEmpty(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, c := range []struct{ game, action, draft string }{
		{"Bonfire", "Score a game", "Unfinished score — Bonfire, {{.Count}} players"},
		{"Lueur", "Score a game", "Unfinished score — Lueur, {{.Count}} players"},
		{"Insula", "Record a game", "Unfinished record — Insula, {{.Count}} players"},
	} {
		for _, typedIn := range []string{"en", "de"} {
			t.Run(c.game+"-"+typedIn, func(t *testing.T) {
				path := filepath.Join(t.TempDir(), "h.db")
				h, store := uitest.NewHost(t, path, typedIn, Modules)
				uitest.TapTile(t, h, lang.L(c.game))
				uitest.TapTile(t, h, lang.L(c.action))
				uitest.Tap(t, h, "3")
				fields := uitest.FindAll[*kit.NameEntry](uitest.Screen(h), nil)
				require.Len(t, fields, 3)
				test.Type(fields[0], "Ana")
				test.Type(fields[2], "Cy")
				require.NoError(t, store.Close())

				h2, _ := uitest.NewHost(t, path, "en", Modules)
				h2.PopTo(1) // it reopens on the score: from Home's card, as a draft kept for days
				uitest.TapTile(t, h2, kit.N(c.draft, 3, nil))
				for h2.Depth() > 2 && len(uitest.FindAll[*kit.NameEntry](uitest.Screen(h2), nil)) == 0 {
					uitest.Back(h2)
				}
				fields = uitest.FindAll[*kit.NameEntry](uitest.Screen(h2), nil)
				require.Len(t, fields, 3, "the names page")
				assert.Equal(t, "Ana", fields[0].Text)
				assert.Empty(t, fields[1].Text, "an empty name stays empty")
				assert.Equal(t, "Player 2", fields[1].PlaceHolder, "the hint, in the language shown")
				assert.Equal(t, "Cy", fields[2].Text)
				test.Type(fields[1], "Ben")
				assert.Equal(t, "Ben", fields[1].Text)
			})
		}
	}
}
