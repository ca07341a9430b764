package data

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 32: a winner on a tie-break was shown as "Winner: Ana", the rule
// that decided lost. TieBreak reads it from the results by the game's rule.
func TestTieBreakNamesTheRule(t *testing.T) {
	r := func(name string, score int, winner bool) Result {
		return Result{Name: name, Score: score, Winner: winner}
	}
	tom := func(score int, winner bool) Result {
		return Result{Name: "Tom", Bot: true, Score: score, Winner: winner}
	}
	none := func(name string) Result { return Result{Name: name, Unscored: true} }
	cases := []struct {
		name string
		play Play
		want string
	}{
		{"Bonfire, 61 each, Ana on bonfires (seed 000 DÉCOMPTE FINAL)", Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{r("Ana", 61, true), r("Ben", 61, false)}}, TieBreakBonfires},
		{"Bonfire, more points", Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{r("Ana", 61, true), r("Ben", 55, false)}}, ""},
		{"Bonfire, shared", Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{r("Ana", 61, true), r("Ben", 61, true)}}, ""},
		{"Bonfire, a tie behind the winner", Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{r("Ana", 70, true), r("Ben", 61, false), r("Cy", 61, false)}}, ""},
		{"Tom wins a tie (seed 000 FIN DE PARTIE SOLO)", Play{Game: GameBonfire, Mode: ModeSolo, Results: []Result{r("Ana", 60, false), tom(60, true)}}, TieBreakTom},
		{"Tom wins on points", Play{Game: GameBonfire, Mode: ModeSolo, Results: []Result{r("Ana", 50, false), tom(60, true)}}, ""},
		{"Lueur, 72 each, more reroll tokens (seed 003 Fin du jeu)", Play{Game: GameLueur, Mode: ModeMulti, Results: []Result{r("Blue", 72, false), r("Red", 72, true)}}, TieBreakRerollTokens},
		{"Lueur alone", Play{Game: GameLueur, Mode: ModeSolo, Results: []Result{r("Blue", 72, false)}}, ""},
		{"Insula purple, 6 each, first at the citadel (seed 004 G.5)", Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{r("Ana", 6, false), r("Ben", 6, true), none("Cy")}}, TieBreakArrival},
		{"Insula, a winner at 0 beside who did not fight", Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{r("Ana", 0, true), none("Cy")}}, ""},
		{"Insula, winner's strength not entered", Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{none("Ana"), r("Ben", 0, false)}}, ""},
		{"nightfall: nobody won", Play{Game: GameInsula, Mode: ModeMulti, Results: []Result{none("Ana"), none("Ben")}}, ""},
		{"no results", Play{Game: GameBonfire, Mode: ModeMulti}, ""},
		{"an unknown game", Play{Game: "chess", Mode: ModeMulti, Results: []Result{r("Ana", 1, true), r("Ben", 1, false)}}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, c.play.TieBreak())
		})
	}
}

// The tie-break is kept with the play as stored: read back, after a
// correction, in the export (for people reading it; the import reads it
// from the results and takes a file whatever it says).
func TestTieBreakIsKeptWithThePlay(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	saved, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{
		{Name: "Ana", Score: 61, Winner: true}, {Seat: 1, Name: "Ben", Score: 61}}})
	require.NoError(t, err)
	assert.Equal(t, TieBreakBonfires, saved.TieBreak())
	again, err := s.Play(ctx, saved.ID)
	require.NoError(t, err)
	assert.Equal(t, TieBreakBonfires, again.TieBreak())
	list, err := s.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	assert.Equal(t, TieBreakBonfires, list[0].TieBreak())

	require.NoError(t, s.Snapshot(ctx, func(r *Snapshot) error {
		return r.Plays(func(p PlayRow) error {
			assert.Equal(t, "bonfires", p.TieBreak, "the row an export writes")
			return nil
		})
	}))
	into := openTemp(t)
	copyRows(t, s, into, copyOpts{keep: func(p *PlayRow) bool { p.TieBreak = "anything"; return true }})
	imported, err := into.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	assert.Equal(t, TieBreakBonfires, imported[0].TieBreak())

	fixed, err := s.CorrectPlay(ctx, saved.ID, PlayCorrection{PlayedAt: saved.PlayedAt, Results: []Result{
		{Name: "Ana", Score: 62, Winner: true}, {Seat: 1, Name: "Ben", Score: 61}}})
	require.NoError(t, err)
	assert.Empty(t, fixed.TieBreak(), "corrected to 62 against 61: the points decided")
}
