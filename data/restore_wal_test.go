package data

import (
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// holdReader opens a second connection on path and keeps a read transaction
// open, so that no checkpoint can fold the WAL past its moment.
func holdReader(t *testing.T, path string) (release func()) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(5000)")
	require.NoError(t, err)
	tx, err := db.Begin()
	require.NoError(t, err)
	var n int
	require.NoError(t, tx.QueryRow("SELECT count(*) FROM plays").Scan(&n))
	return func() { tx.Rollback(); db.Close() }
}

func savePlays(t *testing.T, s *Store, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		_, err := s.SavePlay(context.Background(), samplePlay("Ana", i))
		require.NoError(t, err)
	}
}

func countPlays(t *testing.T, path string) int {
	t.Helper()
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	n, err := s.CountPlays(context.Background(), "")
	require.NoError(t, err)
	return n
}

// Issue 23 item 2: restore deleted the live -wal after moving the database
// aside, though it still held committed plays (the kept copy had 10 of 13).
// Here another connection holds unfolded commits while the restore runs; the
// kept database has every play.
func TestRestoreKeepsPlaysStillInTheWAL(t *testing.T) {
	f := newFixture(t)
	src := craftedBackup(t, f.s)
	dst := filepath.Join(t.TempDir(), "hearth.db")
	live, err := Open(dst)
	require.NoError(t, err)
	savePlays(t, live, 3)
	settle(t, live)
	release := holdReader(t, dst)
	savePlays(t, live, 10)
	st, err := os.Stat(dst + "-wal")
	require.NoError(t, err)
	require.Positive(t, st.Size(), "the ten plays are in the WAL only")

	kept, err := restoreFile(src, dst, time.Now())
	require.NoError(t, err)
	release()
	require.NoError(t, live.Close())
	assert.Equal(t, 13, countPlays(t, kept), "the kept database has every acknowledged play")
	assert.Equal(t, countPlays(t, craftedBackup(t, f.s)), countPlays(t, dst))
}

// A backup chosen with a -wal beside it (copied from a running app) is
// restored with what its WAL holds.
func TestRestoreFoldsTheBackupsOwnWAL(t *testing.T) {
	dir := t.TempDir()
	running := filepath.Join(dir, "running.db")
	s, err := Open(running)
	require.NoError(t, err)
	savePlays(t, s, 2)
	settle(t, s)
	release := holdReader(t, running)
	savePlays(t, s, 5)
	src := filepath.Join(t.TempDir(), "copied.db")
	for _, sfx := range []string{"", "-wal"} {
		b, err := os.ReadFile(running + sfx)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(src+sfx, b, 0o600))
	}
	release()
	require.NoError(t, s.Close())

	dst, _ := liveDatabase(t)
	_, err = restoreFile(src, dst, time.Now())
	require.NoError(t, err)
	assert.Equal(t, 7, countPlays(t, dst), "the plays of the backup's WAL are restored")
	_, err = os.Stat(src + "-shm")
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing is created beside the chosen backup")
}
