package data

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// Issue 32: a play dated 2099 was saved (from the command line, and on the
// Correct page) and "Last 30 days" listed it. A play may be dated up to a
// day after the store's clock, never later: SavePlay, CorrectPlay and an
// import refuse it with a sentence.
func TestPlaysDatedAheadAreRefused(t *testing.T) {
	now := time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC)
	cases := []struct {
		name string
		at   time.Time
		ok   bool
	}{
		{"now", now, true},
		{"last year", now.AddDate(-1, 0, 0), true},
		{"later tonight", now.Add(3 * time.Hour), true},
		{"a day ahead", now.Add(24 * time.Hour), true},
		{"a day and a second ahead", now.Add(24*time.Hour + time.Second), false},
		{"next week", now.AddDate(0, 0, 7), false},
		{"2099", time.Date(2099, 1, 5, 20, 30, 0, 0, time.UTC), false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := openTemp(t)
			s.SetClock(func() time.Time { return now })
			ctx := context.Background()
			p := samplePlay("Ana", 61)
			p.PlayedAt = c.at
			_, err := s.SavePlay(ctx, p)
			n, cerr := s.CountPlays(ctx, "")
			require.NoError(t, cerr)
			if c.ok {
				require.NoError(t, err)
				assert.Equal(t, 1, n)
				return
			}
			m, ok := msg.As(err)
			require.True(t, ok, "a sentence: %v", err)
			assert.Equal(t, "played_at", m.Field)
			assert.Contains(t, m.Error(), "more than a day ahead")
			assert.Zero(t, n, "nothing saved")
		})
	}
}

// The Correct page's date goes through CorrectPlay: refused the same way,
// the play left as it was.
func TestCorrectionDatedAheadIsRefused(t *testing.T) {
	s := openTemp(t)
	now := time.Date(2026, 11, 21, 20, 0, 0, 0, time.UTC)
	s.SetClock(func() time.Time { return now })
	ctx := context.Background()
	saved, err := s.SavePlay(ctx, samplePlay("Ana", 61))
	require.NoError(t, err)
	c := PlayCorrection{PlayedAt: time.Date(2027, 5, 1, 12, 0, 0, 0, time.UTC), Results: saved.Results}
	_, err = s.CorrectPlay(ctx, saved.ID, c)
	m, ok := msg.As(err)
	require.True(t, ok, "a sentence: %v", err)
	assert.Equal(t, "The Bonfire play of 2027-05-01 is more than a day ahead: a play is dated on the day it was played.", m.Error())
	again, err := s.Play(ctx, saved.ID)
	require.NoError(t, err)
	assert.True(t, again.PlayedAt.Equal(saved.PlayedAt), "the date stays")
	c.PlayedAt = now.Add(-time.Hour)
	_, err = s.CorrectPlay(ctx, saved.ID, c)
	assert.NoError(t, err, "a date in the past is a correction")
}
