package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/shell"
	"hearth/ui/translations"
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
