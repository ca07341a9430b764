package data

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/records"
)

func valuesOf(rs []records.Record) map[records.Kind]int {
	out := map[records.Kind]int{}
	for _, r := range rs {
		out[r.Kind] = r.Value
	}
	return out
}

// TestRecordHistoryOfAHandMadeHistory: Ana's Bonfire at the table (61–50
// won, 40–70 lost, 66–66 shared) and against Tom (80–50 won, 45–50 lost),
// one play a day (leaderboardFixture).
func TestRecordHistoryOfAHandMadeHistory(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	who := Player{ProfileID: ana.ID, Name: "Ana"}
	table, err := s.RecordHistory(ctx, GameBonfire, who, false)
	require.NoError(t, err)
	require.Len(t, table, 3)
	assert.Equal(t, []int{11, -30, 0}, []int{table[0].Margin, table[1].Margin, table[2].Margin})
	assert.Equal(t, map[records.Kind]int{records.Best: 66, records.Worst: 40, records.Margin: 11, records.Streak: 1, records.Night: 1},
		valuesOf(records.Of(table)), "a shared win is a win by 0")

	solo, err := s.RecordHistory(ctx, GameBonfire, who, true)
	require.NoError(t, err)
	assert.Equal(t, map[records.Kind]int{records.Best: 80, records.Worst: 45, records.Margin: 30, records.Streak: 1, records.Night: 1},
		valuesOf(records.Of(solo)), "Tom is a rival: 30 over him")

	best, at, ok, err := s.BestHandicap(ctx, ana.ID)
	require.NoError(t, err)
	require.True(t, ok)
	ledger, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	top := ledger[0]
	for _, e := range ledger {
		if e.After > top.After {
			top = e
		}
	}
	assert.Equal(t, top.After, best)
	play, err := s.Play(ctx, top.PlayID)
	require.NoError(t, err)
	assert.Equal(t, play.PlayedAt.UTC(), at.UTC())
	_, _, ok, err = s.BestHandicap(ctx, ana.ID+99)
	require.NoError(t, err)
	assert.False(t, ok)
}

// TestFewestRoundsToDefeatKingosh: of Ana's Insula expeditions, the won
// one with fewest rounds; a lost one with fewer rounds is no record.
func TestFewestRoundsToDefeatKingosh(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	save := func(day, rounds, strength int, won bool) int64 {
		b, _ := json.Marshal(map[string]any{"lines": []map[string]any{{"key": "rounds", "label": "Rounds played", "points": rounds},
			{"key": "strength", "label": "Final strength", "points": strength}}})
		p, err := s.SavePlay(ctx, Play{Game: GameInsula, Mode: ModeSolo, PlayedAt: time.Date(2026, 4, day, 20, 0, 0, 0, time.UTC),
			Results: []Result{{Name: "Ana", Score: strength, Winner: won, Breakdown: b}}})
		require.NoError(t, err)
		return p.ID
	}
	save(1, 14, 30, true)
	fast := save(2, 11, 25, true)
	save(3, 9, 12, false)
	save(4, 11, 40, true)
	rounds, id, ok, err := s.FewestRounds(ctx, GameInsula, Player{Name: "ana"})
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, 11, rounds)
	assert.Equal(t, fast, id, "the first to do it in 11")
	_, _, ok, err = s.FewestRounds(ctx, GameInsula, Player{Name: "Ben"})
	require.NoError(t, err)
	assert.False(t, ok)
}
