package backup

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
)

// TestDaily (issue 22): the first call of a day backs the database up,
// later calls that day do nothing, and only the newest seven days are kept;
// each kept file is a backup Restore accepts.
func TestDaily(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	dir := AutoDir(s.Path())
	day := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)

	made, err := Daily(ctx, s, dir, day)
	require.NoError(t, err)
	assert.True(t, made)
	made, err = Daily(ctx, s, dir, day.Add(2*time.Hour))
	require.NoError(t, err)
	assert.False(t, made, "one a day")

	for i := 1; i <= 9; i++ {
		_, err := Daily(ctx, s, dir, day.AddDate(0, 0, i))
		require.NoError(t, err)
	}
	all, err := AutoList(dir)
	require.NoError(t, err)
	require.Len(t, all, AutoKeep)
	assert.Equal(t, "2026-11-10", all[0].Day.Format("2006-01-02"), "newest first")
	assert.Equal(t, "2026-11-04", all[6].Day.Format("2006-01-02"))
	for _, b := range all {
		assert.NoError(t, data.CheckFile(b.Path), b.Path)
		info, err := os.Stat(b.Path)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	}

	none, err := AutoList(filepath.Join(t.TempDir(), "missing"))
	require.NoError(t, err)
	assert.Empty(t, none)
}
