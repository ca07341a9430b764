package shell_test

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// savePlayAt saves a Lueur play at when, the first of names winning.
func savePlayAt(t *testing.T, s *data.Store, when time.Time, names ...string) {
	t.Helper()
	p := data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: when}
	for i, n := range names {
		p.Results = append(p.Results, data.Result{Seat: i, Name: n, Score: 10 * i, Winner: i == 0})
	}
	_, err := s.SavePlay(context.Background(), p)
	require.NoError(t, err)
}

// headers are the game night headers on screen (bold labels in the list).
func headers(h *shell.Host) []string {
	var out []string
	for _, l := range uitest.FindAll[*widget.Label](historyListOf(h), func(l *widget.Label) bool { return l.TextStyle.Bold }) {
		out = append(out, l.Text)
	}
	return out
}

func historyListOf(h *shell.Host) fyne.CanvasObject {
	ls := uitest.FindAll[*widget.List](uitest.Screen(h), nil)
	if len(ls) != 1 {
		return uitest.Screen(h)
	}
	return ls[0]
}

// TestHistoryGroupsGameNights (issue 22), in French: three plays of a
// Friday evening, the last past midnight, show under one header with the
// day, the count and the players; a play alone the next afternoon has none.
func TestHistoryGroupsGameNights(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "fr", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	at := func(day, hour int) time.Time { return time.Date(2025, 11, day, hour, 0, 0, 0, time.Local) }
	save := func(when time.Time, names ...string) { savePlayAt(t, s, when, names...) }
	save(at(21, 20), "Ana", "Ben")
	save(at(21, 22), "Ben", "Ana")
	save(at(22, 1), "Ana", "Ben", "Cy")
	save(at(22, 16), "Dee")
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "Historique")
	uitest.Relayout(h)
	assert.Equal(t, []string{"vendredi 21/11/2025 · 3 parties · Ana, Ben, Cy"}, headers(h))
	assert.Len(t, shownTiles(h), 4, "every play still shows")
}

// TestHistoryKeepsItsPlaceAmongNights: with a game night every evening
// (800 plays, 400 headers of another height), a play far down opens and
// Back returns to the same place.
func TestHistoryKeepsItsPlaceAmongNights(t *testing.T) {
	h, _, s := newHost(t)
	ctx := context.Background()
	day := time.Date(2026, 6, 1, 19, 0, 0, 0, time.Local)
	for i := range 800 {
		when := day.AddDate(0, 0, -i/2).Add(time.Duration(i%2) * -2 * time.Hour)
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: when,
			Results: []data.Result{{Seat: 0, Name: "Ana", Score: i % 90, Winner: true}, {Seat: 1, Name: "Ben"}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	list := historyList(t, h)
	for list.Length() <= 910 {
		n := list.Length()
		list.ScrollToBottom()
		uitest.Relayout(h)
		require.Greater(t, list.Length(), n)
	}
	list.ScrollTo(900)
	uitest.Relayout(h)
	offset := list.GetScrollOffset()
	before := shownTiles(h)
	require.NotEmpty(t, before)
	require.NotEmpty(t, headers(h), "nights show among the plays")
	uitest.TapTile(t, h, before[1])
	require.Equal(t, before[1], h.Top().Title)
	typeKey(h, fyne.KeyEscape)
	uitest.Relayout(h)
	list = historyList(t, h)
	assert.Equal(t, offset, list.GetScrollOffset(), "Back keeps the place")
	assert.Equal(t, before, shownTiles(h), "the same plays show")
}

// TestHistoryHeadsAPlayAloneBelowANight (issue 32 §5), in German: a play
// alone after a game night has a header of its own, its day, and so has
// every play alone below it; a play alone above every night needs none.
func TestHistoryHeadsAPlayAloneBelowANight(t *testing.T) {
	h, s := uitest.NewHost(t, t.TempDir()+"/h.db", "de", func(h *shell.Host) []shell.Module { return []shell.Module{&fakeGame{h: h}} })
	at := func(day, hour int) time.Time { return time.Date(2025, 11, day, hour, 0, 0, 0, time.Local) }
	save := func(when time.Time, names ...string) { savePlayAt(t, s, when, names...) }
	save(at(18, 20), "Cy")
	save(at(20, 19), "Dee", "Eli")
	save(at(21, 22), "Ana", "Ben")
	save(at(22, 1), "Ana", "Ben")
	save(at(22, 16), "Dee")
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "Verlauf")
	uitest.Relayout(h)
	assert.Equal(t, []string{"Freitag, 21.11.2025 · 2 Partien · Ana, Ben", "Donnerstag, 20.11.2025", "Dienstag, 18.11.2025"}, headers(h))
	assert.Len(t, shownTiles(h), 5, "every play still shows")
}
