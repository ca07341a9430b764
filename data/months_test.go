package data

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/series"
)

// monthsFixture: Ana plays Bonfire with Ben twice in March 2026 (61, 40)
// and once in May (66); Ana and Tom once in March (solo, kept apart).
func monthsFixture(t *testing.T) (*Store, Player, []Play) {
	t.Helper()
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	var saved []Play
	save := func(at time.Time, mode string, you, them int) {
		p := Play{Game: GameBonfire, Mode: mode, PlayedAt: at, Results: []Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: you, Winner: you >= them},
			{Seat: 1, Name: "Ben", Score: them, Winner: them >= you, Bot: mode == ModeSolo}}}
		if mode == ModeSolo {
			p.Results[1].Name = "Tom"
		}
		out, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
		saved = append(saved, out)
	}
	save(time.Date(2026, 3, 2, 20, 0, 0, 0, time.UTC), ModeMulti, 61, 50)
	save(time.Date(2026, 3, 9, 20, 0, 0, 0, time.UTC), ModeMulti, 40, 70)
	save(time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC), ModeMulti, 66, 60)
	save(time.Date(2026, 3, 3, 20, 0, 0, 0, time.UTC), ModeSolo, 80, 50)
	return s, Player{ProfileID: ana.ID, Name: "Ana"}, saved
}

func month(y int, m time.Month, plays int, total int64, best int) series.Bucket {
	from := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
	return series.Bucket{From: from, To: from.AddDate(0, 1, 0), Count: plays, Total: total, Best: best}
}

func TestScoreHistoryIsEachPlayWhileTheyFit(t *testing.T) {
	s, ana, _ := monthsFixture(t)
	got, per, err := s.ScoreHistory(context.Background(), GameBonfire, ana, false, 3)
	require.NoError(t, err)
	assert.Equal(t, series.PerPlay, per)
	require.Len(t, got, 3)
	assert.Equal(t, []int{61, 40, 66}, []int{got[0].Best, got[1].Best, got[2].Best}, "oldest first, solo apart")
	assert.Equal(t, time.Date(2026, 5, 1, 20, 0, 0, 0, time.UTC), got[2].From.UTC())
}

func TestScoreHistoryIsMonthsWhenPlaysOutnumberTheWidth(t *testing.T) {
	s, ana, _ := monthsFixture(t)
	ctx := context.Background()
	got, per, err := s.ScoreHistory(ctx, GameBonfire, ana, false, 2)
	require.NoError(t, err)
	assert.Equal(t, series.PerMonth, per)
	assert.Equal(t, []series.Bucket{month(2026, 3, 2, 101, 61), month(2026, 5, 1, 66, 66)}, got)

	ben, _, err := s.ScoreHistory(ctx, GameBonfire, Player{Name: "BEN"}, false, 1)
	require.NoError(t, err)
	year := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	assert.Equal(t, []series.Bucket{{From: year, To: year.AddDate(1, 0, 0), Count: 3, Total: 180, Best: 70}}, ben,
		"Ben (a name, any case) in two months, a chart one point wide: one year")
}

// The monthly sums follow a play's correction (its date and score) and its
// deletion, and match what series.ByMonth makes of the plays themselves.
func TestMonthsFollowCorrectionsAndDeletions(t *testing.T) {
	s, ana, saved := monthsFixture(t)
	ctx := context.Background()
	first := saved[0]
	fix := PlayCorrection{PlayedAt: time.Date(2026, 5, 20, 20, 0, 0, 0, time.UTC), Results: first.Results}
	fix.Results[0].Score = 90
	_, err := s.CorrectPlay(ctx, first.ID, fix)
	require.NoError(t, err)
	got, _, err := s.ScoreHistory(ctx, GameBonfire, ana, false, 1)
	require.NoError(t, err)
	require.NoError(t, s.VerifyDerived(ctx))
	months, _, err := s.ScoreHistory(ctx, GameBonfire, ana, false, 2)
	require.NoError(t, err)
	assert.Equal(t, []series.Bucket{month(2026, 3, 1, 40, 40), month(2026, 5, 2, 156, 90)}, months, "March lost its best, May gained it")
	assert.Equal(t, 90, got[0].Best)

	require.NoError(t, s.DeletePlay(ctx, saved[1].ID))
	require.NoError(t, s.VerifyDerived(ctx))
	months, _, err = s.ScoreHistory(ctx, GameBonfire, ana, false, 1)
	require.NoError(t, err)
	assert.Equal(t, []series.Bucket{month(2026, 5, 2, 156, 90)}, months, "March has no play left")

	pts, err := s.scorePoints(ctx, GameBonfire, ana, false, 10)
	require.NoError(t, err)
	assert.Equal(t, series.ByMonth(pts), months)
}

// TestHandicapHistoryIsDated: the handicap after each of Ana's two games
// against Tom, at their dates; one point wide, their month.
func TestHandicapHistoryIsDated(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	ledger, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	require.Len(t, ledger, 2)
	got, per, err := s.HandicapHistory(ctx, ana.ID, 10)
	require.NoError(t, err)
	assert.Equal(t, series.PerPlay, per)
	require.Len(t, got, 2)
	for i, e := range ledger {
		p, err := s.Play(ctx, e.PlayID)
		require.NoError(t, err)
		assert.Equal(t, e.After, got[i].Best)
		assert.Equal(t, p.PlayedAt.UTC(), got[i].From.UTC())
	}
	got, per, err = s.HandicapHistory(ctx, ana.ID, 1)
	require.NoError(t, err)
	assert.Equal(t, series.PerMonth, per)
	assert.Equal(t, []series.Bucket{month(2026, 3, 2, int64(ledger[0].After+ledger[1].After), max(ledger[0].After, ledger[1].After))}, got)
}
