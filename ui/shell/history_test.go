package shell_test

import (
	"context"
	"fmt"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// seedHistory saves n plays of Ana and a guest, one a day back from
// 2026-06-01, play i at day i (the newest first in History).
func seedHistory(t *testing.T, s *data.Store, n int) {
	t.Helper()
	ctx := context.Background()
	day := time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local)
	for i := 0; i < n; i++ {
		guest := fmt.Sprintf("Guest%04d", i)
		_, err := s.SavePlay(ctx, data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: day.AddDate(0, 0, -i),
			Location: map[bool]string{true: "Lyon", false: ""}[i%100 == 7],
			Results:  []data.Result{{Seat: 0, Name: "Ana", Score: i % 90, Winner: true}, {Seat: 1, Name: guest, Score: 0}}})
		require.NoError(t, err)
	}
}

func historyList(t *testing.T, h *shell.Host) *widget.List {
	t.Helper()
	ls := uitest.FindAll[*widget.List](uitest.Screen(h), nil)
	require.Len(t, ls, 1)
	return ls[0]
}

// shownTiles are the titles of the play tiles on screen.
func shownTiles(h *shell.Host) []string {
	var out []string
	for _, x := range uitest.FindAll[*kit.Tile](uitest.Screen(h), nil) {
		out = append(out, x.Title())
	}
	return out
}

// TestHistoryKeepsItsPlaceOnBack (issue 22): with 2,000 plays, a play far
// down the list opens and Back returns to the same place; a new filter
// starts at the top.
func TestHistoryKeepsItsPlaceOnBack(t *testing.T) {
	h, _, s := newHost(t)
	seedHistory(t, s, 2000)
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	list := historyList(t, h)
	for list.Length() <= 1510 { // scrolling reads on as the end nears
		n := list.Length()
		list.ScrollToBottom()
		uitest.Relayout(h)
		require.Greater(t, list.Length(), n)
	}
	list.ScrollTo(1500)
	uitest.Relayout(h)
	offset := list.GetScrollOffset()
	require.Greater(t, offset, float32(1000))
	before := shownTiles(h)
	require.NotEmpty(t, before)
	want := "Fake · " + shell.FormatWhen(time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local).AddDate(0, 0, -1500))
	require.Contains(t, before, want, "the 1501st play shows")

	uitest.TapTile(t, h, want)
	require.Equal(t, want, h.Top().Title, "the play opened")
	typeKey(h, fyne.KeyEscape)
	uitest.Relayout(h)
	assert.Equal(t, "History", h.Top().Title)
	list = historyList(t, h)
	assert.Equal(t, offset, list.GetScrollOffset(), "Back keeps the place")
	assert.Equal(t, before, shownTiles(h), "the same plays show")

	// A search: the list starts again at its top with the one play found.
	search := uitest.FindAll[*widget.Entry](uitest.Screen(h), nil)[0]
	test.Type(search, "guest1234")
	uitest.Relayout(h)
	assert.Zero(t, historyList(t, h).GetScrollOffset(), "a new filter starts at the top")
	assert.Equal(t, []string{"Fake · " + shell.FormatWhen(time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local).AddDate(0, 0, -1234))}, shownTiles(h))
	search.SetText("nobody")
	assert.Contains(t, uitest.ScreenTexts(h), "No play matches.")
}

// TestHistoryFiltersByPlace: the place filter offers the places saved and
// keeps their plays only. The places are read when the picker opens (not
// when History opens, issue 21), so a place typed on a play since shows.
func TestHistoryFiltersByPlace(t *testing.T) {
	h, _, s := newHost(t)
	seedHistory(t, s, 300)
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	pickers := uitest.FindAll[filterPicker](uitest.Screen(h), nil)
	require.Len(t, pickers, 4, "game, player, period and place")
	place := pickers[3]
	assert.Zero(t, place.SelectedIndex(), "anywhere")
	plays, err := s.Plays(t.Context(), data.PlayFilter{Limit: 1})
	require.NoError(t, err)
	require.NoError(t, s.EditPlay(t.Context(), plays[0].ID, "", "Nantes"))

	test.Tap(place)
	assert.Equal(t, []string{"Anywhere", "Lyon", "Nantes"}, menuTexts(h), "Lyon thrice, Nantes typed after History opened")
	uitest.CloseOverlays(h)
	place.SetSelectedIndex(1)
	uitest.Relayout(h)
	assert.Len(t, shownTiles(h), 3, "plays 7, 107 and 207")
}

// filterPicker is one of History's filters: a widget.Select, or one that
// extends it.
type filterPicker interface {
	fyne.Tappable
	fyne.Widget
	SelectedIndex() int
	SetSelectedIndex(int)
}

// menuTexts are the lines of the menu open on top of the window.
func menuTexts(h *shell.Host) []string {
	var out []string
	for _, x := range uitest.FindAll[*canvas.Text](h.Window().Canvas().Overlays().Top(), nil) {
		if x.Text != "" {
			out = append(out, x.Text)
		}
	}
	return out
}

// TestHistoryRowShowsWhatScrollsIntoIt (issue 21): History's list makes a
// few rows and shows each play or night in one of them as it scrolls in;
// the same row, shown a night, then plays of three, two and three players,
// then the night again, shows each whole (title, one colour per player,
// the header hidden under a play) and opens the play it shows now.
func TestHistoryRowShowsWhatScrollsIntoIt(t *testing.T) {
	h, _, s := newHost(t)
	night := time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local)
	plays := []struct {
		at      time.Time
		players []string
	}{{night.Add(time.Hour), []string{"Ana", "Ben", "Cleo"}}, {night, []string{"Ana", "Ben"}}, {night.AddDate(0, 0, -2), []string{"Ana", "Ben", "Cleo"}}}
	for _, pl := range plays {
		p := data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: pl.at}
		for seat, n := range pl.players {
			p.Results = append(p.Results, data.Result{Seat: seat, Name: n, Score: 10 * seat, Winner: seat == 0})
		}
		_, err := s.SavePlay(t.Context(), p)
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	list := historyList(t, h)
	require.Equal(t, 5, list.Length(), "the night's header, its two plays, the lone play's header and the play")
	row := list.CreateItem()
	strip := func() int { // the bars under the tile, 3 px high
		return len(uitest.FindAll(row, func(r *canvas.Rectangle) bool { return r.MinSize().Height == 3 }))
	}
	header := func() {
		list.UpdateItem(0, row)
		assert.Empty(t, uitest.FindAll[*kit.Tile](row, nil), "a header shows no tile")
		assert.Contains(t, uitest.Texts(row), "2 plays · Ana, Ben, Cleo")
	}

	header()
	for i, pl := range plays {
		id := []int{1, 2, 4}[i]
		list.UpdateItem(id, row)
		tiles := uitest.FindAll[*kit.Tile](row, nil)
		require.Len(t, tiles, 1, "row %d", id)
		want := "Fake · " + shell.FormatWhen(pl.at)
		assert.Equal(t, want, tiles[0].Title())
		assert.NotContains(t, uitest.Texts(row), "2 plays", "the header is hidden")
		assert.Equal(t, len(pl.players), strip(), "a colour per player of row %d", id)
		test.Tap(tiles[0])
		assert.Equal(t, want, h.Top().Title, "the row opens the play it shows now")
		uitest.Back(h)
	}
	header()
}

// TestHistoryRowTakesANewTheme (issue 21): a new theme reaches a row's
// hidden play too (Fyne refreshes what a row shows, the row refreshes what
// it hides), so a row that showed a night when the theme changed shows its
// play again in the new theme's colours, not the old ones.
func TestHistoryRowTakesANewTheme(t *testing.T) {
	h, _, s := newHost(t)
	night := time.Date(2026, 6, 1, 20, 0, 0, 0, time.Local)
	for _, at := range []time.Time{night.Add(time.Hour), night} {
		_, err := s.SavePlay(t.Context(), data.Play{Game: data.GameLueur, Mode: data.ModeMulti, PlayedAt: at,
			Results: []data.Result{{Seat: 0, Name: "Ana", Score: 3, Winner: true}, {Seat: 1, Name: "Ben", Score: 1}}})
		require.NoError(t, err)
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	list := historyList(t, h)
	row := list.CreateItem()
	card := func() color.Color {
		bgs := uitest.FindAll(row, func(r *canvas.Rectangle) bool { return r.CornerRadius == 10 })
		require.Len(t, bgs, 1, "the tile's card")
		return bgs[0].FillColor
	}
	list.UpdateItem(1, row)
	before := card()
	list.UpdateItem(0, row)

	th := test.NewTheme()
	fyne.CurrentApp().Settings().SetTheme(th)
	row.Refresh() // what Fyne does to each object for a new theme
	list.UpdateItem(1, row)
	want := th.Color(theme.ColorNameInputBackground, fyne.CurrentApp().Settings().ThemeVariant())
	require.NotEqual(t, before, want, "the themes differ, so the test can fail")
	assert.Equal(t, want, card())
}
