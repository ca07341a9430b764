package data

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keptHeadToHead reads the kept sums whole, in a fixed order.
func keptHeadToHead(t *testing.T, s *Store) [][]any {
	t.Helper()
	return tableRows(t, s, `SELECT player, game, opponent, plays, won, lost, ahead, behind FROM head_to_head ORDER BY 1, 2, 3`)
}

// tableRows reads every row of a query as values.
func tableRows(t *testing.T, s *Store, q string) [][]any {
	t.Helper()
	rows, err := s.db.Query(q)
	require.NoError(t, err)
	defer rows.Close()
	cols, _ := rows.Columns()
	var out [][]any
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		require.NoError(t, rows.Scan(ptrs...))
		out = append(out, vals)
	}
	return out
}

// recomputedHeadToHead is the kept sums recomputed from the results.
func recomputedHeadToHead(t *testing.T, s *Store) [][]any {
	t.Helper()
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	require.NoError(t, err)
	defer func() { _ = tx.Rollback() }()
	require.NoError(t, rebuildHeadToHead(ctx, tx))
	rows, err := tx.Query(`SELECT player, game, opponent, plays, won, lost, ahead, behind FROM head_to_head ORDER BY 1, 2, 3`)
	require.NoError(t, err)
	defer rows.Close()
	var out [][]any
	for rows.Next() {
		var a, b, c string
		var n [5]int64
		require.NoError(t, rows.Scan(&a, &b, &c, &n[0], &n[1], &n[2], &n[3], &n[4]))
		out = append(out, []any{a, b, c, n[0], n[1], n[2], n[3], n[4]})
	}
	return out
}

// TestHeadToHeadFollowsEveryChange: after saves, corrections (names,
// profiles, scores, winners), deletions and a deleted profile, the kept
// head-to-head sums equal the sums recomputed from the results, and a
// player's page reads them.
func TestHeadToHeadFollowsEveryChange(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	cy, err := s.CreateProfile(ctx, "Cy")
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(7, 22))
	names := []string{"Ana", "Ben", "Cy", "Dee"}
	profile := map[string]int64{"Ana": ana.ID, "Cy": cy.ID}
	day := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	var ids []int64
	for i := range 40 {
		p := Play{Game: []Play{{Game: GameBonfire}, {Game: GameLueur}}[i%2].Game, Mode: ModeMulti, PlayedAt: day.AddDate(0, 0, i)}
		n := 1 + r.IntN(4)
		if n == 1 {
			p.Mode = ModeSolo
		}
		for seat, k := range r.Perm(4)[:n] {
			p.Results = append(p.Results, Result{Seat: seat, Name: names[k], ProfileID: profile[names[k]], Score: r.IntN(5), Winner: r.IntN(2) == 0})
		}
		saved, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
		ids = append(ids, saved.ID)
	}
	require.NotEmpty(t, keptHeadToHead(t, s))
	assert.Equal(t, recomputedHeadToHead(t, s), keptHeadToHead(t, s), "after saving")
	for _, id := range ids[:10] {
		p, err := s.Play(ctx, id)
		require.NoError(t, err)
		c := PlayCorrection{PlayedAt: p.PlayedAt.Add(time.Hour), Results: p.Results}
		c.Results[0].Score += 3
		c.Results[0].Winner = !c.Results[0].Winner
		if c.Results[0].Name == "Ben" {
			c.Results[0].Name, c.Results[0].ProfileID = "Benny", 0
		}
		_, err = s.CorrectPlay(ctx, id, c)
		require.NoError(t, err)
	}
	assert.Equal(t, recomputedHeadToHead(t, s), keptHeadToHead(t, s), "after corrections")
	for _, id := range ids[10:20] {
		require.NoError(t, s.DeletePlay(ctx, id))
	}
	assert.Equal(t, recomputedHeadToHead(t, s), keptHeadToHead(t, s), "after deletions")
	require.NoError(t, s.DeleteProfile(ctx, cy.ID))
	assert.Equal(t, recomputedHeadToHead(t, s), keptHeadToHead(t, s), "after deleting a profile")

	other := openTemp(t)
	copyRows(t, s, other, copyOpts{})
	assert.Equal(t, recomputedHeadToHead(t, other), keptHeadToHead(t, other), "after an import")
	assert.Len(t, keptHeadToHead(t, other), len(keptHeadToHead(t, s)), "the import brings every pair")

	rivals, err := s.HeadToHead(ctx, GameBonfire, Player{ProfileID: ana.ID, Name: "Ana"})
	require.NoError(t, err)
	require.NotEmpty(t, rivals)
	for _, rv := range rivals {
		assert.NotEqual(t, "Ana", rv.Name)
		assert.Equal(t, rv.Plays >= rv.Won, true)
	}
}
