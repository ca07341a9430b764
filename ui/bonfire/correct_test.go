package bonfire

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestCorrectASavedPlay (issue 22): a solo game against Tom saved for Ben
// on the wrong day with the wrong score was Ana's; corrected on its page,
// the winner, Ana's handicap chain and the Stats follow.
func TestCorrectASavedPlay(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	day := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	solo := func(at int, who data.Profile, you, tom int) data.Play {
		p, err := s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: day.AddDate(0, 0, at), Results: []data.Result{
			{Seat: 0, Name: who.Name, ProfileID: who.ID, Score: you, Winner: you > tom}, {Seat: 1, Name: "Tom", Bot: true, Score: tom, Winner: tom > you}}})
		require.NoError(t, err)
		return p
	}
	solo(0, ana, 60, 50) // –10 → –5
	solo(2, ana, 40, 50) // –5 → –7
	wrong := solo(3, ben, 30, 50)

	u.OpenPlay(wrong.ID)
	uitest.Tap(t, u, "Correct date, players, scores")
	entries := uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)
	require.Len(t, entries, 3, "date, Ben, Tom")
	assert.True(t, entries[2].Disabled(), "Tom is Tom")
	entries[0].SetText("2 May 2026, 20:00")
	entries[1].SetText("ana")
	steppers := uitest.FindAll[*kit.Stepper](uitest.Screen(u), nil)
	for range 40 {
		test.Tap(steppers[0].Plus())
	}
	checks := uitest.FindAll[*widget.Check](uitest.Screen(u), nil)
	assert.True(t, checks[0].Checked, "70 to 50: Ana wins")
	assert.False(t, checks[1].Checked)
	uitest.Tap(t, u, "Save the correction")

	shown := uitest.ScreenTexts(u)
	require.Equal(t, "Bonfire · 2 May 2026, 20:00", u.Top().Title, shown)
	assert.Contains(t, shown, "Winner: Ana")
	assert.Contains(t, shown, "Ana's handicap went from –5 to 0")
	assert.Contains(t, shown, "New personal best: Ana", "70 beats 60 and 40")

	uitest.CloseOverlays(u)
	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Stats")
	openStanding(t, u, "Ana")
	charts := uitest.FindAll[*kit.DatedChart](uitest.Screen(u), nil)
	require.NotEmpty(t, charts)
	assert.Equal(t, []int{-5, 0, -2}, chartBests(charts[len(charts)-1]), "the handicap chain follows (from -10)")
	assert.Contains(t, uitest.ScreenTexts(u), "2 · 1 · 0", "won · lost · tied")
}

// openStanding taps a player's line of the leaderboard.
func openStanding(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	for _, tile := range uitest.FindAll[*kit.Tile](uitest.Screen(u), nil) {
		if len(tile.Title()) >= len(name) && tile.Title()[len(tile.Title())-len(name):] == name {
			test.Tap(tile)
			return
		}
	}
	t.Fatalf("no standing for %s on %q", name, u.Top().Title)
}

// TestCorrectionWinnersAgainstTom: seed 000 "MODE HANDICAP" — against Tom
// the player wins only with more points and a tie is a tie (no winner); at
// the table the shell's highest-score rule applies.
func TestCorrectionWinnersAgainstTom(t *testing.T) {
	u := &Module{}
	solo := data.Play{Mode: data.ModeSolo, Results: []data.Result{{Name: "Ana"}, {Name: "Tom", Bot: true}}}
	assert.Equal(t, []bool{true, false}, u.Winners(solo, []int{70, 50}))
	assert.Equal(t, []bool{false, true}, u.Winners(solo, []int{50, 70}))
	assert.Equal(t, []bool{false, true}, u.Winners(solo, []int{60, 60}), "a tie: Tom wins, as when the game is scored (seed 000 FIN DE PARTIE SOLO)")
	assert.Nil(t, u.Winners(data.Play{Mode: data.ModeMulti, Results: solo.Results}, []int{1, 2}))
}

// TestCorrectionAfterARenameKeepsTheProfile (found by a QA pass): a play
// of a profile renamed since, corrected with its name left as saved,
// stays the profile's: its stats and its handicap game stay with it.
func TestCorrectionAfterARenameKeepsTheProfile(t *testing.T) {
	u, s := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	day := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	var last data.Play
	for i, you := range []int{60, 40, 70} {
		last, err = s.SavePlay(ctx, data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: day.AddDate(0, 0, i), Results: []data.Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: you, Winner: you > 50}, {Seat: 1, Name: "Tom", Bot: true, Score: 50, Winner: you < 50}}})
		require.NoError(t, err)
	}
	before, ok, err := s.CurrentHandicap(ctx, ana.ID)
	require.NoError(t, err)
	require.True(t, ok)
	require.NoError(t, s.RenameProfile(ctx, ana.ID, "Anna"))

	u.OpenPlay(last.ID)
	uitest.Tap(t, u, "Correct date, players, scores")
	uitest.Tap(t, u, "Save the correction")

	got, err := s.Play(ctx, last.ID)
	require.NoError(t, err)
	assert.Equal(t, ana.ID, got.Results[0].ProfileID, "still Anna's")
	rows, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	assert.Len(t, rows, 3, "her three handicap games")
	after, _, err := s.CurrentHandicap(ctx, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}
