package data

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 32: a one-player Lueur score was stored as a win (the export and
// the CSV said winner true, History "Winner: Blue"). Lueur alone beats
// nobody (docs/interpretations.md, "A one-player Lueur score"); other
// games' one-player plays keep their winner.
func TestLueurAloneIsNoWin(t *testing.T) {
	one := func(name string, winner bool) Result { return Result{Name: name, Score: 72, Winner: winner} }
	cases := []struct {
		name    string
		play    Play
		winners []bool
	}{
		{"Lueur score of one player (solo)", Play{Game: GameLueur, Mode: ModeSolo, Results: []Result{one("Blue", true)}}, []bool{false}},
		{"Lueur score of one player (at the table)", Play{Game: GameLueur, Mode: ModeMulti, Results: []Result{one("Blue", true)}}, []bool{false}},
		{"Lueur of two", Play{Game: GameLueur, Mode: ModeMulti, Results: []Result{one("Blue", true), {Seat: 1, Name: "Red", Score: 60}}}, []bool{true, false}},
		{"Insula expedition won", Play{Game: GameInsula, Mode: ModeSolo, Results: []Result{one("Ana", true)}}, []bool{true}},
		{"Bonfire of one at the table", Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{one("Ana", true)}}, []bool{true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := openTemp(t)
			ctx := context.Background()
			saved, err := s.SavePlay(ctx, c.play)
			require.NoError(t, err)
			again, err := s.Play(ctx, saved.ID)
			require.NoError(t, err)
			for i, want := range c.winners {
				assert.Equal(t, want, saved.Results[i].Winner, "saved, seat %d", i)
				assert.Equal(t, want, again.Results[i].Winner, "read back, seat %d", i)
			}
			assert.True(t, c.play.Results[0].Winner, "the caller's play is left as it was")
		})
	}
}

// A correction cannot make a one-player Lueur score a win either, nor can
// an import of a file that says it is one.
func TestLueurAloneStaysNoWin(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	saved, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeSolo, Results: []Result{{Name: "Blue", Score: 72}}})
	require.NoError(t, err)
	fixed, err := s.CorrectPlay(ctx, saved.ID, PlayCorrection{PlayedAt: saved.PlayedAt, Results: []Result{{Name: "Blue", Score: 73, Winner: true}}})
	require.NoError(t, err)
	assert.False(t, fixed.Results[0].Winner)

	into := openTemp(t)
	copyRows(t, s, into, copyOpts{keep: func(p *PlayRow) bool { p.Results[0].Winner = true; return true }})
	plays, err := into.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.False(t, plays[0].Results[0].Winner)
}

// Migration 0013 takes the win off the one-player Lueur scores stored
// before it, and leaves every other play's winners.
func TestMigrationTakesTheWinOffLueurAlone(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hearth.db")
	s, err := Open(path)
	require.NoError(t, err)
	ctx := context.Background()
	at := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	alone, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeSolo, PlayedAt: at, Results: []Result{{Name: "Blue", Score: 72}}})
	require.NoError(t, err)
	two, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeMulti, PlayedAt: at, Results: []Result{{Name: "Blue", Score: 72, Winner: true}, {Seat: 1, Name: "Red", Score: 50}}})
	require.NoError(t, err)
	// As version 12 stored it: the lone score marked won.
	undoNameKeys(t, s)
	_, err = s.db.ExecContext(ctx, `UPDATE play_results SET winner = 1 WHERE play_id = ?; PRAGMA user_version = 12`, alone.ID)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	p, err := s.Play(ctx, alone.ID)
	require.NoError(t, err)
	assert.False(t, p.Results[0].Winner)
	p, err = s.Play(ctx, two.ID)
	require.NoError(t, err)
	assert.True(t, p.Results[0].Winner, "a play of two keeps its winner")
	st, err := s.TableStats(ctx, GameLueur, Player{Name: "Blue"})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Wins)
}
