package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestResumeProgressSaysTheRound: a Resume card tells how far an
// unfinished expedition has come ("Round 2" once the first round is over),
// in each language; a finished or foreign session says nothing (issue 19:
// Resume cards said only a time).
func TestResumeProgressSaysTheRound(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) {
			u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), l)
			startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
			sess, _ := storedExpedition(t, store)
			m := mod(u)
			assert.Equal(t, lang.L("Round {{.Round}}", map[string]any{"Round": 1}), m.ResumeProgress(sess))

			pl := player{roundFace: insula.Blank, stay: true}
			for i := 0; i < 10; i++ {
				if _, s := storedExpedition(t, store); s.Round() == 2 {
					break
				}
				pl.step(t, u, store)
			}
			sess, s := storedExpedition(t, store)
			assert.Equal(t, 2, s.Round())
			assert.Equal(t, lang.L("Round {{.Round}}", map[string]any{"Round": 2}), m.ResumeProgress(sess))
			assert.Contains(t, m.ResumeProgress(sess), "2")

			other := sess
			other.Mode = "tom"
			assert.Empty(t, m.ResumeProgress(other), "another mode")
			done := sess
			done.Status = data.SessionFinished
			assert.Empty(t, m.ResumeProgress(done), "a finished expedition")
		})
	}
}

// TestBattleCardCountsSpaces: the markers' moves after a combat take the
// language's singular ("1 space", not "1 spaces"; French also for 0).
func TestBattleCardCountsSpaces(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, c := range []struct {
		lang       string
		n          int
		want, none string
	}{
		{"en", 1, "Reward marker: 1 space", "1 spaces"},
		{"en", 2, "Reward marker: 2 spaces", "2 space\n"},
		{"fr", 1, "Marqueur de récompenses : 1 case", "1 cases"},
		{"de", 1, "Belohnungsmarker: 1 Feld", "1 Felder"},
		{"de", 3, "Belohnungsmarker: 3 Felder", "3 Feld\n"},
	} {
		require.NoError(t, shell.ApplyLanguage(c.lang))
		text := uitest.Texts(battleCard(insula.Battle{Face: insula.Sword, Outcome: insula.Won, Reward: c.n}))
		assert.Contains(t, text, c.want, c.lang)
		assert.NotContains(t, text, c.none, c.lang)
	}
}
