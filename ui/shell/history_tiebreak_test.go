package shell_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/uitest"
)

// TestHistorySaysWhatBrokeATie (issue 32 §4): a play whose one winner tied
// on score says so, with the game's rule, in History's row and on the play
// page: Bonfire's most bonfires (seed 000 "DÉCOMPTE FINAL"), a tie against
// Tom being his (seed 000 "FIN DE PARTIE SOLO"), Lueur's most reroll tokens
// (seed 003 "Fin du jeu"), Insula's first at the citadel (seed 004 G.5); a
// shared win or a win on score alone says nothing more.
func TestHistorySaysWhatBrokeATie(t *testing.T) {
	h, _, s := newHost(t)
	at := time.Date(2026, 5, 1, 20, 0, 0, 0, time.Local)
	save := func(g game.Game, mode string, days int, results ...data.Result) data.Play {
		p, err := s.SavePlay(t.Context(), data.Play{Game: g, Mode: mode, PlayedAt: at.AddDate(0, 0, -days), Results: results})
		require.NoError(t, err)
		return p
	}
	plays := []struct {
		play      data.Play
		row, page string
	}{
		{save(game.Bonfire, data.ModeMulti, 0, data.Result{Seat: 0, Name: "Ana", Score: 61, Winner: true}, data.Result{Seat: 1, Name: "Ben", Score: 61}),
			"Winner: Ana (on bonfires)", "Winner: Ana (tie broken by the most bonfires)"},
		{save(game.Bonfire, data.ModeSolo, 1, data.Result{Seat: 0, Name: "Ana", Score: 70}, data.Result{Seat: 1, Name: "Tom", Bot: true, Score: 70, Winner: true}),
			"Winner: Tom (a tie is his)", "Winner: Tom (a tie against Tom is his)"},
		{save(game.Lueur, data.ModeMulti, 2, data.Result{Seat: 0, Name: "Ana", Score: 40}, data.Result{Seat: 1, Name: "Ben", Score: 40, Winner: true}),
			"Winner: Ben (on reroll tokens)", "Winner: Ben (tie broken by the most reroll tokens)"},
		{save(game.Insula, data.ModeMulti, 3, data.Result{Seat: 0, Name: "Ana", Score: 6, Winner: true}, data.Result{Seat: 1, Name: "Ben", Score: 6}),
			"Winner: Ana (on arrival)", "Winner: Ana (tie broken by the first to reach the citadel)"},
		{save(game.Lueur, data.ModeMulti, 4, data.Result{Seat: 0, Name: "Ana", Score: 40, Winner: true}, data.Result{Seat: 1, Name: "Ben", Score: 40, Winner: true}),
			"Winner: Ana, Ben", "Winner: Ana, Ben"},
		{save(game.Lueur, data.ModeMulti, 5, data.Result{Seat: 0, Name: "Ana", Score: 41, Winner: true}, data.Result{Seat: 1, Name: "Ben", Score: 40}),
			"Winner: Ana", "Winner: Ana"},
	}
	h.Window().Resize(fyne.NewSize(390, 844))
	uitest.Tap(t, h, "History")
	uitest.Relayout(h)
	shown := uitest.ScreenTexts(h)
	for _, c := range plays {
		assert.Contains(t, shown, c.row+"\n")
	}
	for _, c := range plays {
		h.PopTo(2)
		uitest.TapTile(t, h, h.PlayTitle(c.play))
		assert.Contains(t, uitest.ScreenTexts(h), c.page+"\n")
	}
}
