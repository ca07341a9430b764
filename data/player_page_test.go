package data

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leaderboardFixture: Ana (profile) and Ben play Bonfire at the table three
// times; Ana plays Tom twice and one Lueur journey old rows marked "won".
func leaderboardFixture(t *testing.T) (*Store, Profile) {
	t.Helper()
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	day := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	save := func(at int, mode string, g Play, results ...Result) {
		g.Mode, g.PlayedAt, g.Results, g.Duration = mode, day.AddDate(0, 0, at), results, time.Hour
		_, err := s.SavePlay(ctx, g)
		require.NoError(t, err)
	}
	bonfire, lueur := Play{Game: GameBonfire}, Play{Game: GameLueur}
	save(0, ModeMulti, bonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 61, Winner: true}, Result{Seat: 1, Name: "Ben", Score: 50})
	save(1, ModeMulti, bonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 40}, Result{Seat: 1, Name: "ben", Score: 70, Winner: true})
	save(2, ModeMulti, bonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 66, Winner: true}, Result{Seat: 1, Name: "Ben", Score: 66, Winner: true})
	save(3, ModeSolo, bonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 80, Winner: true}, Result{Seat: 1, Name: "Tom", Bot: true, Score: 50})
	save(4, ModeSolo, bonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 45}, Result{Seat: 1, Name: "Tom", Bot: true, Score: 50, Winner: true})
	save(5, ModeSolo, lueur, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 33, Winner: true})
	return s, ana
}

func TestLeaderboardKeepsSoloApart(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	table, err := s.Leaderboard(ctx, GameBonfire, false)
	require.NoError(t, err)
	require.Len(t, table, 2)
	assert.Equal(t, Player{ProfileID: ana.ID, Name: "Ana"}, table[0].Player, "2 wins of 3 before Ben's 2 of 3 by name")
	assert.Equal(t, GameStats{Plays: 3, Wins: 2, Scored: 3, Best: 66, Average: (61 + 40 + 66) / 3.0}, table[0].GameStats)
	assert.Equal(t, 3*time.Hour, table[0].Played)
	assert.Equal(t, time.Date(2026, 3, 3, 20, 0, 0, 0, time.UTC), table[0].Last)
	assert.Equal(t, GameStats{Plays: 3, Wins: 2, Scored: 3, Best: 70, Average: (50 + 70 + 66) / 3.0}, table[1].GameStats, "Ben and ben are one player")

	solo, err := s.Leaderboard(ctx, GameBonfire, true)
	require.NoError(t, err)
	require.Len(t, solo, 1)
	assert.Equal(t, GameStats{Plays: 2, Wins: 1, Scored: 2, Best: 80, Average: 62.5}, solo[0].GameStats, "Tom is a real opponent: his games are won or lost")

	journeys, err := s.Leaderboard(ctx, GameLueur, true)
	require.NoError(t, err)
	require.Len(t, journeys, 1)
	assert.Zero(t, journeys[0].Wins, "a solo journey is a score, never a win, whatever the row says")
	atTable, err := s.Leaderboard(ctx, GameLueur, false)
	require.NoError(t, err)
	assert.Empty(t, atTable, "no Lueur game at the table")
}

func TestHeadToHeadAndScoreSeries(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	who := Player{ProfileID: ana.ID, Name: "Ana"}
	rivals, err := s.HeadToHead(ctx, GameBonfire, who)
	require.NoError(t, err)
	require.Len(t, rivals, 1, "Tom is not a rival here; Ben and ben are one")
	assert.Equal(t, Rival{Player: Player{Name: "Ben"}, Plays: 3, Won: 2, Lost: 2, Ahead: 1, Behind: 1}, rivals[0])
	back, err := s.HeadToHead(ctx, GameBonfire, Player{Name: "BEN"})
	require.NoError(t, err)
	require.Len(t, back, 1)
	assert.Equal(t, Rival{Player: who, Plays: 3, Won: 2, Lost: 2, Ahead: 1, Behind: 1}, back[0])

	pts, _, err := s.ScoreHistory(ctx, GameBonfire, who, false, 10)
	require.NoError(t, err)
	scores := []int{}
	for _, p := range pts {
		scores = append(scores, p.Best)
	}
	assert.Equal(t, []int{61, 40, 66}, scores, "oldest first, table only")
	pts, _, err = s.ScoreHistory(ctx, GameBonfire, who, true, 10)
	require.NoError(t, err)
	assert.Len(t, pts, 2)
}

// TestHandicapNowReadsTheLedger: Ana's handicap now is the last game's
// after, her games won and lost as the ledger says; a profile without games
// is at the start.
func TestHandicapNowReadsTheLedger(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	h, err := s.HandicapNow(ctx, ana.ID, 0)
	require.NoError(t, err)
	ledger, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	last := ledger[0]
	for _, e := range ledger {
		if e.Position > last.Position {
			last = e
		}
	}
	assert.Equal(t, HandicapStanding{Now: last.After, Games: 2, Wins: 1, Losses: 1}, h)
	none, err := s.HandicapNow(ctx, ana.ID+99, 3)
	require.NoError(t, err)
	assert.Equal(t, HandicapStanding{Now: 3}, none)
	row, ok, err := s.LedgerRow(ctx, ledger[1].PlayID, ana.ID)
	require.NoError(t, err)
	assert.True(t, ok)
	ledger[1].PlayedAt = time.Time{}
	assert.Equal(t, ledger[1], row)
	_, ok, err = s.LedgerRow(ctx, ledger[1].PlayID, ana.ID+1)
	assert.NoError(t, err)
	assert.False(t, ok)
}

func TestPersonalBest(t *testing.T) {
	for _, scan := range []int{2000, 0} { // walking back in time, walking down the scores
		t.Run(fmt.Sprint(scan), func(t *testing.T) {
			defer func(v int) { pbScanPlays = v }(pbScanPlays)
			pbScanPlays = scan
			testPersonalBest(t)
		})
	}
}

func testPersonalBest(t *testing.T) {
	s, ana := leaderboardFixture(t)
	ctx := context.Background()
	plays, err := s.Plays(ctx, PlayFilter{Game: GameBonfire})
	require.NoError(t, err)
	byScore := map[int]bool{}
	for _, p := range plays {
		for _, r := range p.Results {
			if r.ProfileID == ana.ID {
				best, err := s.IsPersonalBest(ctx, p, r)
				require.NoError(t, err)
				byScore[r.Score] = best
			}
		}
	}
	// Table: 61 (first play: no record to beat), 40, 66 (beats 61). Solo: 80 (first), 45.
	assert.Equal(t, map[int]bool{61: false, 40: false, 66: true, 80: false, 45: false}, byScore)
}

// TestResultsByInput groups a player's results by a field of their
// breakdown's input (Lueur's board side), all plays or only those saved
// from finished sessions of a mode (the solo journeys).
func TestResultsByInput(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	result := func(name string, profile int64, side string, score int) Result {
		b := `{"lines":[],"input":{"side":"` + side + `"}}`
		if side == "" {
			b = `{"lines":[]}`
		}
		return Result{Name: name, ProfileID: profile, Score: score, Breakdown: []byte(b)}
	}
	save := func(mode string, rs ...Result) Play {
		for i := range rs {
			rs[i].Seat = i
		}
		p, err := s.SavePlay(ctx, Play{Game: GameLueur, Mode: mode, Results: rs})
		require.NoError(t, err)
		return p
	}
	save(ModeMulti, result("Ana", ana.ID, "province", 72), result("Ben", 0, "province", 80))
	journey := save(ModeSolo, result("Ana", ana.ID, "province", 60))
	save(ModeSolo, result("Ana", ana.ID, "archipelago", 55))
	save(ModeMulti, result("Ana", ana.ID, "", 99))
	ss, err := s.CreateSession(ctx, NewSession{Game: GameLueur, Mode: "journey", Seed: 1, ProfileID: ana.ID})
	require.NoError(t, err)
	require.NoError(t, s.FinishSession(ctx, ss.ID, journey.ID))

	all, err := s.ResultsByInput(ctx, GameLueur, Player{ProfileID: ana.ID}, "side", "")
	require.NoError(t, err)
	assert.Equal(t, []InputGroup{{Value: "archipelago", Games: 1, Best: 55, Total: 55}, {Value: "province", Games: 2, Best: 72, Total: 132}}, all)
	journeys, err := s.ResultsByInput(ctx, GameLueur, Player{ProfileID: ana.ID}, "side", "journey")
	require.NoError(t, err)
	assert.Equal(t, []InputGroup{{Value: "province", Games: 1, Best: 60, Total: 60}}, journeys, "only the play saved from the journey")
	ben, err := s.ResultsByInput(ctx, GameLueur, Player{Name: "ben"}, "side", "")
	require.NoError(t, err)
	assert.Equal(t, []InputGroup{{Value: "province", Games: 1, Best: 80, Total: 80}}, ben)
	_, err = s.ResultsByInput(ctx, GameLueur, Player{Name: "ben"}, "side') --", "")
	assert.Error(t, err)
}

// TestSoloVariants counts a player's finished solo expeditions per version
// and variant, and those won: not an unfinished one (no ending), not a game
// at the table, not another player's (a profile and a name alike).
func TestSoloVariants(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	save := func(mode, name string, profile int64, input string) {
		_, err := s.SavePlay(ctx, Play{Game: GameInsula, Mode: mode, Results: []Result{{Name: name, ProfileID: profile, Score: 10,
			Breakdown: []byte(`{"lines":[],"input":` + input + `}`)}}})
		require.NoError(t, err)
	}
	save(ModeSolo, "Ana", ana.ID, `{"ending":"kingosh_defeated","won":true,"version":"base"}`)
	save(ModeSolo, "Ana", ana.ID, `{"ending":"nightfall","won":false,"version":"base"}`)
	save(ModeSolo, "Ana", ana.ID, `{"ending":"kingosh_defeated","won":true,"version":"advanced","variant":"purple"}`)
	save(ModeSolo, "Ana", ana.ID, `{"ending":"","version":"advanced","variant":"blue"}`)
	save(ModeMulti, "Ana", ana.ID, `{"ending":"nightfall","version":"base"}`)
	save(ModeSolo, "Otto", 0, `{"ending":"nightfall","won":false,"version":"advanced","variant":"blue"}`)
	got, err := s.SoloVariants(ctx, GameInsula, Player{ProfileID: ana.ID, Name: "Ana"})
	require.NoError(t, err)
	assert.Equal(t, []SoloVariant{{Version: "advanced", Variant: "purple", Games: 1, Won: 1}, {Version: "base", Games: 2, Won: 1}}, got)
	otto, err := s.SoloVariants(ctx, GameInsula, Player{Name: "otto"})
	require.NoError(t, err)
	assert.Equal(t, []SoloVariant{{Version: "advanced", Variant: "blue", Games: 1}}, otto)
}

// TestInputQueriesUseTheirPartialIndexes (issue 35 §2): a player's sums per
// board side and per expedition variant read the partial indexes of
// migration 0017, not every seat of the player: the player page at 100,000
// plays depends on it.
func TestInputQueriesUseTheirPartialIndexes(t *testing.T) {
	s := openTemp(t)
	for _, c := range []struct {
		field, index string
		query        func(clause string) string
	}{
		{"side", "play_results_input_side", func(clause string) string { return inputGroupsQuery("side", clause) }},
		{"ending", "play_results_input_ending", soloVariantsQuery},
	} {
		for _, who := range []Player{{ProfileID: 1}, {Name: "Lena"}} {
			clause, arg := whoClause(who)
			rows, err := s.db.Query(`EXPLAIN QUERY PLAN `+c.query(clause), arg, "lueur", "")
			require.NoError(t, err)
			var plan []string
			for rows.Next() {
				var id, parent, unused int
				var detail string
				require.NoError(t, rows.Scan(&id, &parent, &unused, &detail))
				plan = append(plan, detail)
			}
			require.NoError(t, rows.Close())
			assert.Contains(t, strings.Join(plan, "\n"), "USING INDEX "+c.index, "%s for %+v", c.field, who)
		}
	}
}
