package ui

import (
	"context"
	"encoding/json"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/scoring"
)

func newTestUI(t *testing.T, path string) (*UI, *data.Store) {
	t.Helper()
	a := test.NewTempApp(t)
	s, err := data.Open(path)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	u := New(a, s)
	u.win.Resize(u.win.Canvas().Size().Max(test.NewTempWindow(t, nil).Canvas().Size()))
	return u, s
}

func addValues(t *testing.T, u *UI, picker int, values ...int) {
	t.Helper()
	ps := findAll[*valuePicker](screen(u), nil)
	require.Greater(t, len(ps), picker)
	for _, v := range values {
		for _, b := range ps[picker].adders {
			if b.Text == "+"+itoa(v) {
				test.Tap(b)
			}
		}
	}
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// enterAppendixIV enters the rulebook's example city (seed 000 Annexe IV) in
// quick mode: it totals 61.
func enterAppendixIV(t *testing.T, u *UI) {
	addValues(t, u, 0, 7, 5, 2, 4, 2)
	stepTo(t, u, "Guardians in your city, yours included", 3)
	addValues(t, u, 1, 6)
	stepTo(t, u, "Portals", 7)
	stepTo(t, u, "Portals next to a lit bonfire", 5)
	stepTo(t, u, "Path tiles, starting tile included", 5)
	stepTo(t, u, "Path crystals matching their bonfire", 4)
	stepTo(t, u, "Gnomes (specialists and elders)", 4)
	stepTo(t, u, "Fate tiles left in your supply", 2)
	stepTo(t, u, "Action tiles and resources left", 4)
	stepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 5)
}

// TestScoreTwoPlayerGameAndSave taps through scoring a 2-player game, saves
// it, and finds it in History after reopening the app on the same database.
func TestScoreTwoPlayerGameAndSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	u, store := newTestUI(t, path)

	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Score a game")
	names := findAll[*widget.SelectEntry](screen(u), nil)
	require.Len(t, names, 2)
	names[0].SetText("")
	test.Type(names[0], "Ana")
	test.Type(names[1], "Ben")
	tap(t, u, "Enter the boards")

	enterAppendixIV(t, u)
	assert.Contains(t, texts(u), "Total: 61")

	tabs := findAll[*container.AppTabs](screen(u), nil)
	require.Len(t, tabs, 1)
	tabs[0].SelectIndex(1)
	addValues(t, u, 0, 8, 8)
	stepTo(t, u, "Points on the score track (elders, council, Great Bonfire, countdown pass, handicap)", 20)
	assert.Contains(t, texts(u), "Total: 36")

	tap(t, u, "See the scores")
	shown := texts(u)
	assert.Contains(t, shown, "Ana wins!")
	assert.Contains(t, shown, "Ana: 61 points")
	assert.Contains(t, shown, "Ben: 36 points")
	assert.Contains(t, shown, "7+5+2+4+2")
	tap(t, u, "Save to history")

	assert.Contains(t, texts(u), "Winner: Ana", "the saved play is shown")
	plays, err := store.Plays(context.Background(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, data.ModeMulti, plays[0].Mode)
	assert.Equal(t, []string{"Ana"}, plays[0].Winners())
	assert.Equal(t, 61, plays[0].Results[0].Score)
	var rec scoring.Record
	require.NoError(t, json.Unmarshal(plays[0].Results[0].Breakdown, &rec))
	assert.Len(t, rec.Lines, 8)
	assert.Contains(t, string(rec.Input), `"bonfires":[7,5,2,4,2]`)

	// Restart: a new app on the same database shows the play in History.
	require.NoError(t, store.Close())
	u2, _ := newTestUI(t, path)
	tap(t, u2, "History")
	tapTile(t, u2, playTitle(plays[0]))
	assert.Contains(t, texts(u2), "Ana: 61 points")
	assert.Contains(t, texts(u2), "Ben: 36 points")
}

// TestScoreRefusesImpossibleBoard shows the scoring package's sentence and
// keeps "See the scores" disabled.
func TestScoreRefusesImpossibleBoard(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Score a game")
	tap(t, u, "Enter the boards")
	stepTo(t, u, "Portals next to a lit bonfire", 2)
	assert.True(t, button(t, u, "See the scores").Disabled())
	assert.Contains(t, texts(u), "Player 1: ")
	addValues(t, u, 0, 3, 3)
	stepTo(t, u, "Portals", 2)
	assert.False(t, button(t, u, "See the scores").Disabled())
}

// TestScoreCityModeMatchesQuick enters a small city slot by slot.
func TestScoreCityModeMatchesQuick(t *testing.T) {
	u, _ := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	tapTile(t, u, "Bonfire")
	tapTile(t, u, "Score a game")
	tap(t, u, "Solo")
	tap(t, u, "Enter the boards")
	tap(t, u, "City")
	lit := findAll(screen(u), func(c *widget.Check) bool { return c.Text == "Lit bonfire" })
	require.Len(t, lit, 7)
	test.Tap(lit[0]) // space 1: blue bonfire worth 2
	portal := findAll(screen(u), func(c *widget.Check) bool { return c.Text == "Portal" })
	test.Tap(portal[0])
	// 2 (bonfire) + 2 (portal next to it) = 4
	assert.Contains(t, texts(u), "Total: 4")
	tap(t, u, "See the scores")
	assert.Contains(t, texts(u), "You beat Tom!", "a solo game compares with Tom's board (4 against 0)")
}
