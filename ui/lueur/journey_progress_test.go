package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// TestResumeProgress: a journey's Resume card can say where it stands, its
// day and part of the day, in the player's language (issue 19: "Day 4 ·
// Noon", not only a time); another mode says nothing.
func TestResumeProgress(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	want := map[string][]string{
		"en": {"Day 1 · Morning", "Day 1 · Late morning", "Day 1 · Noon", "Day 1 · Afternoon", "Day 1 · Evening", "Day 2 · Morning"},
		"fr": {"Jour 1 · Matin", "Jour 1 · Fin de matinée", "Jour 1 · Midi", "Jour 1 · Après-midi", "Jour 1 · Soirée", "Jour 2 · Matin"},
		"de": {"Tag 1 · Morgen", "Tag 1 · Später Vormittag", "Tag 1 · Mittag", "Tag 1 · Nachmittag", "Tag 1 · Abend", "Tag 2 · Morgen"},
	}
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) {
			var m *Module
			u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), l, func(h *shell.Host) []shell.Module {
				m = New(h)
				return []shell.Module{m}
			})
			u.SetSeeds(func() uint64 { return 7 })
			openJourneyStart(t, u)
			uitest.Tap(t, u, lang.L("Start the journey"))
			var got []string
			for i := 0; i < 12 && len(got) < len(want[l]); i++ {
				sess, s := storedJourney(t, store)
				p := m.ResumeProgress(sess)
				if len(got) == 0 || got[len(got)-1] != p {
					got = append(got, p)
				}
				if s.Day() == 2 {
					break
				}
				answer(t, u, store)
			}
			assert.Equal(t, want[l], got)
			sess, _ := storedJourney(t, store)
			sess.Mode = "tom"
			assert.Empty(t, m.ResumeProgress(sess), "not a journey")
			require.Equal(t, data.SessionOpen, sess.Status)
		})
	}
}
