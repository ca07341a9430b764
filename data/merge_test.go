package data

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// mergeFixture saves the same random history twice: in merged, every play
// of "Benny" is Ben's and every play of the profile Anna is Ana's; in
// split they are apart (never in the same play). Games at the table of 2–3
// among Ana, Ben, Cy, Dee, and solo Bonfire games against Tom.
func mergeFixture(t *testing.T, split bool) (*Store, map[string]int64) {
	t.Helper()
	s := openTemp(t)
	ctx := context.Background()
	ids := map[string]int64{}
	for _, n := range []string{"Ana", "Anna"} {
		p, err := s.CreateProfile(ctx, n)
		require.NoError(t, err)
		ids[n] = p.ID
	}
	r := rand.New(rand.NewPCG(22, 4))
	day := time.Date(2025, 1, 1, 20, 0, 0, 0, time.UTC)
	alias := func(name string, i int) (string, int64) {
		switch {
		case split && name == "Ben" && i%3 == 0:
			return "Benny", 0
		case name == "Ana" && split && i%2 == 0:
			return "Anna", ids["Anna"]
		}
		return name, ids[name]
	}
	for i := range 60 {
		p := Play{Game: GameLueur, Mode: ModeMulti, PlayedAt: day.Add(time.Duration(i) * 25 * time.Hour), Duration: time.Hour}
		if i%4 == 0 {
			p.Game, p.Mode = GameBonfire, ModeSolo
			name, id := alias("Ana", i)
			p.Results = []Result{{Seat: 0, Name: name, ProfileID: id, Score: 40 + r.IntN(40)}, {Seat: 1, Name: "Tom", Bot: true, Score: 60}}
			p.Results[0].Winner = p.Results[0].Score > 60
			p.Results[1].Winner = !p.Results[0].Winner
		} else {
			for seat, k := range r.Perm(4)[:2+r.IntN(2)] {
				name, id := alias([]string{"Ana", "Ben", "Cy", "Dee"}[k], i)
				p.Results = append(p.Results, Result{Seat: seat, Name: name, ProfileID: id, Score: r.IntN(30), Winner: seat == 0})
			}
		}
		_, err := s.SavePlay(ctx, p)
		require.NoError(t, err)
	}
	return s, ids
}

// everything is what Stats shows of a store: every leaderboard, every
// player's head-to-head and Ana's handicap chain.
func everything(t *testing.T, s *Store, ana int64) []any {
	t.Helper()
	ctx := context.Background()
	var out []any
	for _, g := range Games {
		for _, solo := range []bool{false, true} {
			board, err := s.Leaderboard(ctx, g, solo)
			require.NoError(t, err)
			out = append(out, board)
			for _, st := range board {
				h2h, err := s.HeadToHead(ctx, g, st.Player)
				require.NoError(t, err)
				out = append(out, h2h)
			}
		}
	}
	h, err := s.HandicapNow(ctx, ana, 0)
	require.NoError(t, err)
	return append(out, h)
}

// TestMergeEqualsTheCombinedPlays (issue 22): merging "Benny" into Ben and
// the profile Anna into Ana gives the leaderboards, head-to-head and
// handicap chain of the same plays saved as Ben's and Ana's from the start.
func TestMergeEqualsTheCombinedPlays(t *testing.T) {
	ctx := context.Background()
	want, ids := mergeFixture(t, false)
	got, _ := mergeFixture(t, true)
	require.NotEqual(t, everything(t, want, ids["Ana"]), everything(t, got, ids["Ana"]), "apart, the figures differ")

	plan, err := got.PlanMerge(ctx, Player{Name: "benny"}, Player{Name: "Ben"})
	require.NoError(t, err)
	benny, err := got.CountMatching(ctx, PlayFilter{Player: &Player{Name: "Benny"}})
	require.NoError(t, err)
	assert.Equal(t, benny, plan.Plays, "Benny's plays move")
	assert.Positive(t, benny)
	done, err := got.MergePlayers(ctx, Player{Name: "Benny"}, Player{Name: "Ben"})
	require.NoError(t, err)
	assert.Equal(t, plan.Plays, done.Plays)
	_, err = got.MergePlayers(ctx, Player{ProfileID: ids["Anna"], Name: "Anna"}, Player{ProfileID: ids["Ana"], Name: "Ana"})
	require.NoError(t, err)
	assert.Equal(t, everything(t, want, ids["Ana"]), everything(t, got, ids["Ana"]))
	_, err = got.ProfileByName(ctx, "Anna")
	assert.ErrorIs(t, err, ErrNotFound, "the merged profile is gone")
}

// TestMergeRefusals: each refusal is a sentence, and changes nothing.
func TestMergeRefusals(t *testing.T) {
	ctx := context.Background()
	s, ids := mergeFixture(t, true)
	before := everything(t, s, ids["Ana"])
	for _, c := range []struct {
		from, into Player
		says       string
	}{
		{Player{Name: "Ben"}, Player{Name: "ben "}, "“Ben” is already “ben ”: choose another player."},
		{Player{ProfileID: ids["Ana"], Name: "Ana"}, Player{Name: "Cy"}, "“Ana” has a profile and “Cy” has none: merge “Cy” into “Ana” instead."},
		{Player{Name: "Ben"}, Player{Name: "Cy"}, "“Ben” and “Cy” have played together: they are two people."},
	} {
		_, err := s.MergePlayers(ctx, c.from, c.into)
		var m *msg.Error
		require.ErrorAs(t, err, &m)
		assert.Contains(t, err.Error(), c.says)
	}
	assert.Equal(t, before, everything(t, s, ids["Ana"]))
}
