package handicap

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

func saveSolo(t *testing.T, s *data.Store, profile int64, you, tom int, at time.Time) data.Play {
	t.Helper()
	p, err := s.SavePlay(context.Background(), data.Play{Game: data.GameBonfire, Mode: data.ModeSolo, PlayedAt: at, Results: []data.Result{
		{Seat: 0, Name: "Ana", ProfileID: profile, Score: you},
		{Seat: 1, Name: "Tom", Bot: true, Score: tom},
	}})
	require.NoError(t, err)
	return p
}

// TestLedgerRebuildsWhenAPlayIsDeleted follows seed 000 "CHALLENGE 1 : MODE
// HANDICAP": win, loss, loss, tie, win from −10 → −5, −7, −9, −9, −4; deleting
// the first loss recomputes the rest of the chain.
func TestLedgerRebuildsWhenAPlayIsDeleted(t *testing.T) {
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	base := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	scores := [][2]int{{80, 70}, {60, 70}, {65, 71}, {70, 70}, {90, 60}}
	var plays []data.Play
	for i, sc := range scores {
		plays = append(plays, saveSolo(t, s, ana.ID, sc[0], sc[1], base.Add(time.Duration(i)*24*time.Hour)))
	}
	h, err := CurrentFor(ctx, s, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, -4, h)
	entries, err := s.Ledger(ctx, ana.ID)
	require.NoError(t, err)
	var after []int
	for _, e := range entries {
		after = append(after, e.After)
	}
	assert.Equal(t, []int{-5, -7, -9, -9, -4}, after)
	assert.Equal(t, "tie", entries[3].Outcome)

	require.NoError(t, s.DeletePlay(ctx, plays[1].ID))
	rebuilt, err := Read(ctx, s, ana.ID)
	require.NoError(t, err)
	after = nil
	for _, e := range rebuilt {
		after = append(after, e.After)
	}
	assert.Equal(t, []int{-5, -7, -7, -2}, after, "win, loss, tie, win")
	assert.Equal(t, []int{1, 2, 3, 4}, []int{rebuilt[0].Position, rebuilt[1].Position, rebuilt[2].Position, rebuilt[3].Position})

	none, err := CurrentFor(ctx, s, 999)
	require.NoError(t, err)
	assert.Equal(t, Start, none, "a profile's first solo game starts at −10")
}

// TestStoredLedgerFollowsTheChain: the store keeps the ledger incrementally
// (a new game appends a row; an older one or a deletion recomputes from its
// place). Over random saves, at random dates, and deletions, the stored
// ledger always equals the chain computed from the plays.
func TestStoredLedgerFollowsTheChain(t *testing.T) {
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	ben, err := s.CreateProfile(ctx, "Ben")
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(5, 6))
	base := time.Date(2026, 1, 1, 20, 0, 0, 0, time.UTC)
	var ids []int64
	for step := 0; step < 120; step++ {
		if len(ids) > 3 && r.IntN(4) == 0 {
			i := r.IntN(len(ids))
			require.NoError(t, s.DeletePlay(ctx, ids[i]))
			ids = append(ids[:i], ids[i+1:]...)
		} else {
			who := ana.ID
			if r.IntN(3) == 0 {
				who = ben.ID
			}
			at := base.Add(time.Duration(r.IntN(60*24)) * time.Hour) // often older than the newest
			p := saveSolo(t, s, who, 50+r.IntN(30), 50+r.IntN(30), at)
			ids = append(ids, p.ID)
		}
		for _, profile := range []int64{ana.ID, ben.ID} {
			games, err := s.SoloGames(ctx, profile)
			require.NoError(t, err)
			stored, err := s.Ledger(ctx, profile)
			require.NoError(t, err)
			require.True(t, sameRows(stored, Ledger(games)), "step %d, profile %d", step, profile)
		}
	}
}

// sameRows compares the stored columns of two ledgers.
func sameRows(a, b []data.LedgerEntry) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.PlayID != y.PlayID || x.Position != y.Position || x.Before != y.Before || x.Outcome != y.Outcome ||
			x.After != y.After || x.You != y.You || x.Tom != y.Tom {
			return false
		}
	}
	return true
}

// TestChosen_Seed000Challenge1: a profile that never played the challenge
// plays the standard game; one with a ledger plays the challenge; a
// remembered choice wins over both.
func TestChosen_Seed000Challenge1(t *testing.T) {
	s, err := data.Open(filepath.Join(t.TempDir(), "h.db"))
	require.NoError(t, err)
	defer s.Close()
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	on, err := Chosen(ctx, s, ana)
	require.NoError(t, err)
	assert.False(t, on, "the standard game by default")
	saveSolo(t, s, ana.ID, 80, 70, time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC))
	on, err = Chosen(ctx, s, ana)
	require.NoError(t, err)
	assert.True(t, on, "a profile with a ledger played the challenge")
	require.NoError(t, s.SetSetting(ctx, data.SettingTomChallenge(ana.UID), "0"))
	on, err = Chosen(ctx, s, ana)
	require.NoError(t, err)
	assert.False(t, on, "the remembered choice")
}
