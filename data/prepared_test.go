package data

import (
	"context"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestKeptStatementsHoldNoSnapshot: a query run through a kept statement
// leaves no read open behind it (a statement not reset would keep its
// snapshot, and a checkpoint could not empty the WAL); what it reads
// follows what is saved after it was prepared; Close closes them.
func TestKeptStatementsHoldNoSnapshot(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	ana, err := s.CreateProfile(ctx, "Ana")
	require.NoError(t, err)
	save := func(score int) {
		_, err := s.SavePlay(ctx, Play{Game: GameBonfire, Mode: ModeMulti, Results: []Result{
			{Seat: 0, Name: "Ana", ProfileID: ana.ID, Score: score, Winner: true}, {Seat: 1, Name: "Ben", Score: 1}}})
		require.NoError(t, err)
	}
	save(50)
	read := func() []Standing {
		board, err := s.Leaderboard(ctx, GameBonfire, false)
		require.NoError(t, err)
		_, err = s.StatPlayers(ctx)
		require.NoError(t, err)
		_, err = s.PlayerColours(ctx)
		require.NoError(t, err)
		_, err = s.Profiles(ctx)
		require.NoError(t, err)
		return board
	}
	require.Len(t, read(), 2)
	assert.Len(t, s.prepared.stmts, 4, "each query kept once")
	save(70)
	board := read()
	require.Len(t, board, 2)
	assert.Equal(t, 2, board[0].Plays, "a kept statement reads what was saved after it was prepared")
	assert.Equal(t, 70, board[0].Best)
	assert.Len(t, s.prepared.stmts, 4, "read again through the same statements")

	var busy, logged, folded int
	require.NoError(t, s.db.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &folded))
	assert.Zero(t, busy, "no kept statement holds a read open")
	st, err := os.Stat(s.Path() + "-wal")
	if err == nil {
		assert.Zero(t, st.Size(), "the WAL emptied")
	}
	require.NoError(t, s.Close())
	assert.Empty(t, s.prepared.stmts)
}
