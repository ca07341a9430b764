package shell_test

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestRecordsPageAndNewRecordMoment (issue 35 §2): Ana wins twice, loses,
// then wins by 20 with her best score: the play page opened on saving says
// which records it beat; her page opens her records, each with its date.
func TestRecordsPageAndNewRecordMoment(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	h.Window().Resize(fyne.NewSize(360, 640))
	ctx := context.Background()
	save := func(day, ana, ben int) data.Play {
		p, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, day, 20, 0, 0, 0, time.Local),
			Results: []data.Result{{Seat: 0, Name: "Ana", Score: ana, Winner: ana > ben}, {Seat: 1, Name: "Ben", Score: ben, Winner: ben > ana}}})
		require.NoError(t, err)
		return p
	}
	save(1, 50, 45)
	save(2, 52, 40)
	save(3, 30, 60)
	last := save(4, 70, 50)

	h.OpenPlay(last.ID)
	assert.Contains(t, uitest.ScreenTexts(h), "New record for Ana: Best 70, Biggest win margin 20")
	assert.NotContains(t, uitest.ScreenTexts(h), "New record for Ben", "Ben beat nothing")

	h.PopTo(1)
	uitest.Tap(t, h, "History")
	assert.NotContains(t, uitest.ScreenTexts(h), "New record", "History's list says nothing of records")

	h.PopTo(1)
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Stats")
	uitest.OpenStanding(t, h, "Ana")
	uitest.Tap(t, h, "Records")
	shown := uitest.ScreenTexts(h)
	for _, line := range []string{"Best: 70 (4 May 2026)", "Lowest score: 30 (3 May 2026)", "Biggest win margin: 20 (4 May 2026)",
		"Longest win streak: 2 (2 May 2026)", "Most plays in a night: 1 (1 May 2026)"} {
		assert.Contains(t, shown, line)
	}
	assert.Empty(t, uitest.Overflowing(uitest.Screen(h)))
}

// TestGameRecordsPage (issue 35 §2): the leaderboard's Records button
// lists who holds each of the game's records, with the date; a line opens
// the play that set it. Ben's 70 came first, so Ana's later 70 does not
// take the best score.
func TestGameRecordsPage(t *testing.T) {
	for _, tc := range []struct{ lang, stats, records, best, night string }{
		{"en", "Stats", "Records", "Best: 70", "Most plays in a night: 2"},
		{"fr", "Statistiques", "Records", "Meilleur : 70", "Plus de parties en une soirée : 2"},
		{"de", "Statistik", "Rekorde", "Bestwert: 70", "Meiste Partien an einem Abend: 2"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			h, s := uitest.NewHost(t, t.TempDir()+"/h.db", tc.lang, func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
			h.Window().Resize(fyne.NewSize(360, 640))
			ctx := context.Background()
			ana, err := s.CreateProfile(ctx, "Ana")
			require.NoError(t, err)
			save := func(day, hour, a, b int) data.Play {
				p, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: time.Date(2026, 5, day, hour, 0, 0, 0, time.Local),
					Results: []data.Result{{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: a, Winner: a > b}, {Seat: 1, Name: "Ben", Score: b, Winner: b > a}}})
				require.NoError(t, err)
				return p
			}
			first := save(1, 20, 40, 70)
			save(2, 20, 55, 50)
			save(3, 20, 70, 60)
			save(3, 21, 52, 51)

			uitest.TapTile(t, h, "Fake")
			uitest.TapTile(t, h, tc.stats)
			uitest.Shot(t, h, nil, "-leaderboard")
			uitest.Tap(t, h, tc.records)
			require.Eventually(t, func() bool { return uitest.HasTile(h, tc.best) }, 5*time.Second, 10*time.Millisecond)
			uitest.Shot(t, h, nil, "-records")
			shown := uitest.ScreenTexts(h)
			assert.Contains(t, shown, "Ben · "+shell.FormatDate(first.PlayedAt), "the first 70 keeps the record")
			assert.Contains(t, shown, tc.night)
			assert.Empty(t, uitest.Overflowing(uitest.Screen(h)))
			uitest.TapTile(t, h, tc.best)
			assert.Contains(t, uitest.ScreenTexts(h), shell.FormatWhen(first.PlayedAt), "the play that set it")
		})
	}
}
