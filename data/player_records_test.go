package data

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
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

// TestRecordsSetByIsSetByOverTheWholeHistory compares the records a play
// beat as RecordsSetBy finds them (the latest plays, then the whole
// history when they cannot tell) with records.SetBy over the player's
// whole history, for every seat of every play of randomized histories:
// plays saved out of date order, several on an evening, corrected and
// deleted; a profile, two names without one (one spelled two ways) and
// Tom; at the table and solo. Windows from one play (always the whole
// history, or the score index for a best score) to every play.
func TestRecordsSetByIsSetByOverTheWholeHistory(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		for _, window := range []int{1, 3, 8, 2000} {
			t.Run(fmt.Sprintf("seed %d window %d", seed, window), func(t *testing.T) {
				defer func(v int) { recordsWindow = v }(recordsWindow)
				recordsWindow = window
				s := randomRecordsHistory(t, rand.New(rand.NewPCG(seed, 7)))
				compareRecordsSetBy(t, s)
			})
		}
	}
}

// randomRecordsHistory saves 60 random plays of Bonfire (at the table and
// against Tom) and Lueur (at the table and solo journeys), then corrects
// and deletes some.
func randomRecordsHistory(t *testing.T, r *rand.Rand) *Store {
	t.Helper()
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	seats := []Result{{Name: "Ana", ProfileID: ana.ID}, {Name: "Ben"}, {Name: "Cleo"}, {Name: "cleo"}}
	var ids []int64
	for i := 0; i < 60; i++ {
		at := time.Date(2025, 3, 1+r.IntN(12), 18+r.IntN(8), r.IntN(60), 0, 0, time.Local)
		p := Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: at}
		if r.IntN(3) == 0 {
			p.Game = GameLueur
		}
		if r.IntN(3) == 0 {
			p.Mode = ModeSolo
			p.Results = []Result{seats[r.IntN(len(seats))]}
			if p.Game == GameBonfire {
				p.Results[0] = Result{Name: "Ana", ProfileID: ana.ID}
				p.Results = append(p.Results, Result{Name: "Tom", Bot: true})
			}
		} else {
			for _, k := range r.Perm(3)[:2+r.IntN(2)] {
				p.Results = append(p.Results, seats[k+r.IntN(2)*(k/2)])
			}
		}
		for seat := range p.Results {
			p.Results[seat].Seat = seat
		}
		randomScores(r, p.Results)
		saved, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
		ids = append(ids, saved.ID)
	}
	for _, id := range ids[:10] {
		p, err := s.Play(ctx, id)
		require.NoError(t, err)
		randomScores(r, p.Results)
		_, err = s.CorrectPlay(ctx, id, PlayCorrection{PlayedAt: p.PlayedAt.Add(time.Duration(r.IntN(72)-36) * time.Hour), Results: p.Results})
		require.NoError(t, err)
	}
	for _, id := range ids[10:16] {
		require.NoError(t, s.DeletePlay(ctx, id))
	}
	return s
}

// randomScores deals scores from 0 to 9 (ties are frequent); the highest
// win, and sometimes nobody does.
func randomScores(r *rand.Rand, results []Result) {
	top := 0
	for i := range results {
		results[i].Score = r.IntN(10)
		top = max(top, results[i].Score)
	}
	none := r.IntN(8) == 0
	for i := range results {
		results[i].Winner = !none && results[i].Score == top
	}
}

func compareRecordsSetBy(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	plays, err := s.Plays(ctx, PlayFilter{})
	require.NoError(t, err)
	beaten := 0
	for _, p := range plays {
		for _, r := range p.Results {
			if r.Bot {
				continue
			}
			all, err := s.RecordHistory(ctx, p.Game, Player{ProfileID: r.ProfileID, Name: r.Name}, p.Mode == ModeSolo)
			require.NoError(t, err)
			got, err := s.RecordsSetBy(ctx, p, r)
			require.NoError(t, err)
			want := records.SetBy(all, p.ID)
			require.Equal(t, want, got, "play %d seat %d (%s)", p.ID, r.Seat, r.Name)
			beaten += len(want)
		}
	}
	assert.Positive(t, beaten, "some records were beaten")
}

// TestGameRecordsNameTheirHolders: a game's records across its players,
// on a hand-made history; of equal records the first set keeps it.
func TestGameRecordsNameTheirHolders(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ids := map[string]int64{}
	save := func(tag string, day, hour int, scores ...int) {
		p := Play{Game: GameBonfire, Mode: ModeMulti, PlayedAt: time.Date(2026, 2, day, hour, 0, 0, 0, time.Local)}
		for i, who := range []Result{{Name: "Ana", ProfileID: ana.ID}, {Name: "Ben"}, {Name: "Cleo"}}[:len(scores)] {
			who.Seat, who.Score = i, scores[i]
			who.Winner = scores[i] == slices.Max(scores)
			p.Results = append(p.Results, who)
		}
		saved, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
		ids[tag] = saved.ID
	}
	save("a", 1, 20, 50, 40, 30) // Ana wins by 10
	save("b", 1, 21, 40, 70, 30) // Ben: 70, by 30
	save("c", 2, 20, 60, 50, 20) // Ana
	save("d", 3, 20, 61, 50, 20) // Ana: two in a row
	save("e", 4, 20, 10, 70, 69) // Ben: 70 again, by 1
	save("f", 5, 20, 30, 20, 40) // Cleo
	save("g", 5, 21, 30, 20, 40) // Cleo
	save("h", 5, 22, 30, 20, 40) // Cleo: three in a row; three plays on the 5th for each
	_, err = s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeSolo, PlayedAt: time.Date(2026, 2, 6, 20, 0, 0, 0, time.Local),
		Results: []Result{{Name: "Ana", ProfileID: ana.ID, Score: 90, Winner: true}, {Seat: 1, Name: "Tom", Bot: true, Score: 50}}})
	require.NoError(t, err)
	require.NoError(t, s.RenameProfile(ctx, ana.ID, "Anabel"))

	table, err := s.GameRecords(ctx, GameBonfire, false)
	require.NoError(t, err)
	type line struct {
		kind  records.Kind
		value int
		who   string
		play  string
	}
	var got []line
	for _, h := range table {
		for tag, id := range ids {
			if id == h.PlayID {
				got = append(got, line{h.Kind, h.Value, h.Player.Name, tag})
			}
		}
	}
	assert.Equal(t, []line{
		{records.Best, 70, "Ben", "b"},
		{records.Margin, 30, "Ben", "b"},
		{records.Streak, 3, "Cleo", "h"},
		{records.Night, 3, "Anabel", "h"},
	}, got, "the first 70 keeps the best; of three nights of 3 set by one play, the first seat's, by the profile's present name")
	solo, err := s.GameRecords(ctx, GameBonfire, true)
	require.NoError(t, err)
	require.NotEmpty(t, solo)
	assert.Equal(t, Holder{Record: records.Record{Kind: records.Best, Value: 90, PlayID: solo[0].PlayID, At: solo[0].At}, Player: Player{ProfileID: ana.ID, Name: "Anabel"}}, solo[0])
	none, err := s.GameRecords(ctx, GameLueur, false)
	require.NoError(t, err)
	assert.Empty(t, none)
}
