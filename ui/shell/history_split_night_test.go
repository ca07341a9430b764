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

// TestHistoryCountsAWholeNightAcrossPages: History reads plays a page at a
// time, and a game night is never cut by a page: with 15 plays alone and
// then a night of 40 (older), the night's header says 40 plays and names
// everyone at once, not the 10 plays that fit in the first page of 25 (a
// silent wrong number until the list scrolled on).
func TestHistoryCountsAWholeNightAcrossPages(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	save := func(when time.Time, names ...string) { savePlayAt(t, s, when, names...) }
	night := time.Date(2026, 4, 3, 7, 0, 0, 0, time.Local)
	for i := range 40 {
		player := "Ana"
		if i == 0 {
			player = "Zoe" // only in the night's first (oldest) play
		}
		save(night.Add(time.Duration(i)*20*time.Minute), player, "Ben")
	}
	for i := range 15 {
		save(time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local).AddDate(0, 0, -i), "Cy")
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	list := historyList(t, h)
	list.ScrollTo(15) // the night's header
	uitest.Relayout(h)
	assert.Contains(t, headers(h), "Friday 3 Apr 2026 · 40 plays · Zoe, Ben, Ana")
}

// A night of 60 plays, all there is, is read whole in the first page: its
// header counts 60 and the list holds each play once.
func TestHistoryReadsANightLongerThanAPage(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "en", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	ctx := context.Background()
	night := time.Date(2026, 4, 3, 6, 30, 0, 0, time.Local)
	for i := range 60 {
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: night.Add(time.Duration(i) * 20 * time.Minute),
			Results: []data.Result{{Seat: 0, Name: "Ana", Score: i, Winner: true}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	uitest.Relayout(h)
	assert.Equal(t, []string{"Friday 3 Apr 2026 · 60 plays · Ana"}, headers(h))
	list := historyList(t, h)
	assert.Equal(t, 61, list.Length(), "a header and 60 plays")
	list.ScrollToBottom()
	uitest.Relayout(h)
	assert.Equal(t, 61, list.Length())
}
