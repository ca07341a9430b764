package data

import (
	"context"
	"database/sql"
	"hearth/data/game"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStatsPerPlayerAndGame(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	save := func(game game.Game, results ...Result) {
		_, err := s.SavePlay(ctx, Play{Game: game, Mode: ModeMulti, Results: results})
		require.NoError(t, err)
	}
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 61, Winner: true}, Result{Seat: 1, Name: "ben", Score: 50})
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 40}, Result{Seat: 1, Name: "Ben", Score: 70, Winner: true})
	save(GameBonfire, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 55}, Result{Seat: 1, Name: "Tom", Bot: true, Score: 50, Winner: true})
	save(GameLueur, Result{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: 72, Winner: true})

	players, err := s.StatPlayers(ctx)
	require.NoError(t, err)
	require.Len(t, players, 2, "Ana by profile, Ben by name; Tom is a bot")
	assert.Equal(t, Player{ProfileID: ana.ID, Name: "Ana"}, players[0])
	assert.Equal(t, int64(0), players[1].ProfileID)
	assert.Equal(t, "Ben", players[1].Name[:1]+"en")

	st, err := s.Stats(ctx, GameBonfire, players[0])
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 3, Wins: 1, Scored: 3, Best: 61, Average: 52}, st)
	st, err = s.Stats(ctx, GameBonfire, Player{Name: "BEN"})
	require.NoError(t, err)
	assert.Equal(t, GameStats{Plays: 2, Wins: 1, Scored: 2, Best: 70, Average: 60}, st, "names match case-insensitively")
	st, err = s.Stats(ctx, GameInsula, players[0])
	require.NoError(t, err)
	assert.Equal(t, GameStats{}, st)
}

// statsFromResults is the old way, aggregating every result: the oracle the
// kept sums must agree with.
func statsFromResults(t *testing.T, s *Store, g game.Game, who Player, solo bool) GameStats {
	t.Helper()
	var st GameStats
	var best sql.NullInt64
	var avg sql.NullFloat64
	q := `SELECT count(*), coalesce(sum(CASE WHEN p.mode = 'solo' AND p.game != 'bonfire' THEN 0 ELSE r.winner END), 0), coalesce(sum(r.scored), 0),
		max(CASE WHEN r.scored THEN r.score END), avg(CASE WHEN r.scored THEN r.score END)
		FROM play_results r JOIN plays p ON p.id = r.play_id WHERE p.game = ? AND r.bot = 0 AND (p.mode = 'solo') = ` + map[bool]string{true: "1", false: "0"}[solo] + ` AND `
	var row *sql.Row
	if who.ProfileID != 0 {
		row = s.db.QueryRow(q+`r.profile_id = ?`, string(g), who.ProfileID)
	} else {
		row = s.db.QueryRow(q+`r.name_key = hearth_fold(?) AND r.profile_id IS NULL`, string(g), who.Name)
	}
	require.NoError(t, row.Scan(&st.Plays, &st.Wins, &st.Scored, &best, &avg))
	st.Best, st.Average = int(best.Int64), avg.Float64
	return st
}

// TestKeptStatsAgreeWithTheResults: over random saves, deletions and a
// profile deleted (its results then count under its name), every player's
// kept sums equal an aggregate over their results, best and average over
// the results with a score alone.
func TestKeptStatsAgreeWithTheResults(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	var profiles []Profile
	for _, n := range []string{"Ana", "Ben", "Cleo"} {
		p, err := s.CreateProfile(ctx, n)
		require.NoError(t, err)
		profiles = append(profiles, p)
	}
	names := []string{"Ana", "Ben", "Cleo", "Dan", "eve", "Eve"}
	r := rand.New(rand.NewPCG(3, 4))
	var ids []int64
	check := func(step int) {
		players, err := s.StatPlayers(ctx)
		require.NoError(t, err)
		for _, who := range append(players, Player{Name: "nobody"}) {
			for _, g := range game.All {
				for _, solo := range []bool{false, true} {
					got, err := s.TableStats(ctx, g, who)
					if solo {
						got, err = s.SoloStats(ctx, g, who)
					}
					require.NoError(t, err)
					want := statsFromResults(t, s, g, who, solo)
					assert.Equal(t, want.Plays, got.Plays, "step %d %v %s solo %v", step, who, g, solo)
					assert.Equal(t, want.Wins, got.Wins, "step %d %v %s solo %v", step, who, g, solo)
					assert.Equal(t, want.Scored, got.Scored, "step %d %v %s solo %v", step, who, g, solo)
					assert.Equal(t, want.Best, got.Best, "step %d %v %s solo %v", step, who, g, solo)
					assert.InDelta(t, want.Average, got.Average, 1e-9, "step %d %v %s solo %v", step, who, g, solo)
					assert.Equal(t, lastFromResults(t, s, g, who, solo), got.Last, "step %d %v %s solo %v", step, who, g, solo)
				}
			}
		}
	}
	for step := 0; step < 150; step++ {
		switch {
		case step == 100:
			require.NoError(t, s.DeleteProfile(ctx, profiles[1].ID))
		case len(ids) > 5 && r.IntN(4) == 0:
			i := r.IntN(len(ids))
			require.NoError(t, s.DeletePlay(ctx, ids[i]))
			ids = append(ids[:i], ids[i+1:]...)
		default:
			p := Play{Game: game.All[r.IntN(3)], Mode: ModeMulti, Duration: time.Duration(r.IntN(90)) * time.Minute,
				PlayedAt: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(r.IntN(1000)) * time.Hour)}
			if r.IntN(3) == 0 {
				p.Mode = ModeSolo // old rows may mark a solo journey as won: it still is no win
			}
			used := map[string]bool{}
			for seat := 0; seat < 1+r.IntN(3); seat++ {
				n := names[r.IntN(len(names))]
				if used[strings.ToLower(n)] {
					continue
				}
				used[strings.ToLower(n)] = true
				res := Result{Seat: seat, Name: n, Score: r.IntN(100), Winner: seat == 0}
				if p.Game == GameInsula && r.IntN(3) == 0 {
					res.Score, res.Unscored = 0, true // fought no final battle
				}
				for _, pr := range profiles {
					if pr.Name == n && step < 100 {
						res.ProfileID = pr.ID
					}
				}
				p.Results = append(p.Results, res)
			}
			if len(p.Results) == 0 {
				continue
			}
			saved, err := s.SavePlay(ctx, p)
			require.NoError(t, err)
			ids = append(ids, saved.ID)
		}
		if step%10 == 9 {
			check(step)
		}
	}
}

// lastFromResults is the newest play of a player, by aggregating.
func lastFromResults(t *testing.T, s *Store, g game.Game, who Player, solo bool) time.Time {
	t.Helper()
	var last sql.NullString
	q := `SELECT max(p.played_at) FROM play_results r JOIN plays p ON p.id = r.play_id WHERE p.game = ? AND r.bot = 0 AND (p.mode = 'solo') = ? AND `
	var row *sql.Row
	if who.ProfileID != 0 {
		row = s.db.QueryRow(q+`r.profile_id = ?`, string(g), solo, who.ProfileID)
	} else {
		row = s.db.QueryRow(q+`r.name_key = hearth_fold(?) AND r.profile_id IS NULL`, string(g), solo, who.Name)
	}
	require.NoError(t, row.Scan(&last))
	if !last.Valid {
		return time.Time{}
	}
	return parseTime(last.String)
}
