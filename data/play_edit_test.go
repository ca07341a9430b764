package data

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

func TestEditPlayNotesAndLocation(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	p, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: ModeMulti, Location: "Lyon", Results: []Result{{Seat: 0, Name: "Ana", Score: 72, Winner: true}}})
	require.NoError(t, err)
	got, err := s.Play(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "Lyon", got.Location)

	require.NoError(t, s.EditPlay(ctx, p.ID, "  great game\\nclose finish ", " Café du Commerce "))
	got, err = s.Play(ctx, p.ID)
	require.NoError(t, err)
	assert.Equal(t, "great game\\nclose finish", got.Notes)
	assert.Equal(t, "Café du Commerce", got.Location)
	assert.Equal(t, 72, got.Results[0].Score, "scores are untouched")

	for _, c := range []struct{ notes, location, field string }{
		{strings.Repeat("x", 2001), "", "notes"},
		{"", strings.Repeat("y", 81), "location"},
		{"", "two\nlines", "location"},
	} {
		err := s.EditPlay(ctx, p.ID, c.notes, c.location)
		m, ok := msg.As(err)
		require.True(t, ok, c.field)
		assert.Equal(t, c.field, m.Field)
	}
	assert.True(t, errors.Is(s.EditPlay(ctx, p.ID+100, "", ""), ErrNotFound))
}

// TestCorrectPlay (issue 22): a solo game against Tom logged with the wrong
// date, player and score is corrected; the per-player sums and the handicap
// chain follow, as if it had been entered right.
func TestCorrectPlay(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	day := time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC)
	solo := func(at int, who Profile, you, tom int) Play {
		p, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeSolo, PlayedAt: day.AddDate(0, 0, at), Results: []Result{
			{Seat: 0, Name: who.Name, ProfileID: who.ID, Score: you, Winner: you > tom},
			{Seat: 1, Name: "Tom", Bot: true, Score: tom, Winner: tom > you}}})
		require.NoError(t, err)
		return p
	}
	solo(0, ana, 60, 50) // win: −10 → −5
	solo(2, ana, 40, 50) // loss: −5 → −7
	wrong := solo(3, ben, 30, 50)

	// It was Ana's, the day before her loss, and she won 70 to 50.
	fixed, err := s.CorrectPlay(ctx, wrong.ID, PlayCorrection{PlayedAt: day.AddDate(0, 0, 1), Results: []Result{
		{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 70, Winner: true}, {Seat: 1, Name: "Tom", Score: 50}}})
	require.NoError(t, err)
	assert.Equal(t, day.AddDate(0, 0, 1), fixed.PlayedAt)
	assert.Equal(t, []string{"Ana"}, fixed.Winners())
	assert.True(t, fixed.Results[1].Bot, "Tom stays a bot")

	ledger, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	var chain []int
	for _, e := range ledger {
		chain = append(chain, e.After)
	}
	assert.Equal(t, []int{-5, 0, -2}, chain, "win, the corrected win, then the loss")
	benLedger, err := s.Ledger(ctx, ben.ID)
	require.NoError(t, err)
	assert.Empty(t, benLedger, "Ben never played")
	st, err := s.SoloStats(ctx, GameBonfire, Player{ProfileID: ana.ID})
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 3, Wins: 2, Scored: 3, Best: 70, Average: (60 + 40 + 70) / 3.0}, st.GameStats)
	benStats, err := s.Stats(ctx, GameBonfire, Player{ProfileID: ben.ID})
	require.NoError(t, err)
	assert.Zero(t, benStats.Plays)

	// Bad corrections change nothing.
	for _, c := range []PlayCorrection{
		{PlayedAt: day},
		{Results: fixed.Results},
		{PlayedAt: day, Results: []Result{{Seat: 0, Name: " ", Score: 1}, {Seat: 1, Name: "Tom"}}},
		{PlayedAt: day, Results: []Result{{Seat: 0, Name: "Tom", Score: 1}, {Seat: 1, Name: "tom"}}},
	} {
		_, err := s.CorrectPlay(ctx, wrong.ID, c)
		assert.Error(t, err)
	}
	again, err := s.Play(ctx, wrong.ID)
	require.NoError(t, err)
	assert.Equal(t, fixed.Results[0].Score, again.Results[0].Score)
	_, err = s.CorrectPlay(ctx, wrong.ID+100, PlayCorrection{PlayedAt: day})
	assert.ErrorIs(t, err, ErrNotFound)
}
