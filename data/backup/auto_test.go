package backup

import (
	"context"
	"os"
	"path/filepath"
	"strings"
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
	day := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)

	made, err := Daily(ctx, s, day)
	require.NoError(t, err)
	assert.True(t, made)
	made, err = Daily(ctx, s, day.Add(2*time.Hour))
	require.NoError(t, err)
	assert.False(t, made, "one a day")

	for i := 1; i <= 9; i++ {
		_, err := Daily(ctx, s, day.AddDate(0, 0, i))
		require.NoError(t, err)
	}
	all, err := AutoList(s.Path(), day.AddDate(0, 0, 9))
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
	assert.Empty(t, AutoFailures(s.Path()).Days)

	none, err := AutoList(filepath.Join(t.TempDir(), "missing", "hearth.db"), day)
	require.NoError(t, err)
	assert.Empty(t, none)
}

// days are the days of the backups listed, as their names give them.
func days(t *testing.T, dbPath string, now time.Time) []string {
	t.Helper()
	all, err := AutoList(dbPath, now)
	require.NoError(t, err)
	out := make([]string, len(all))
	for i, b := range all {
		out[i] = b.Day.Format(autoBackupLayout)
	}
	return out
}

// TestDailyAfterTheClockRanAhead (issue 33 §2): after the clock ran 7 days
// ahead (7 backups dated then), the real days that follow are backed up
// and kept; rotating by the names' dates deleted each at once (0 of 4).
func TestDailyAfterTheClockRanAhead(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	for i := 0; i < 7; i++ {
		_, err := Daily(ctx, s, d.AddDate(0, 0, 7+i))
		require.NoError(t, err)
	}
	for i := 1; i <= 4; i++ {
		made, err := Daily(ctx, s, d.AddDate(0, 0, i))
		require.NoError(t, err)
		assert.True(t, made, "day %d", i)
	}
	assert.Equal(t, []string{"2026-11-05", "2026-11-04", "2026-11-03", "2026-11-02"}, days(t, s.Path(), d.AddDate(0, 0, 4)),
		"the 4 real days are kept; the 7 dated ahead are not counted")
}

// TestDailyIgnoresStrayFiles (issue 33 §2): files named like automatic
// backups but dated after today, or that are not databases, are never
// listed (no Restore that fails), never counted, and today's backup is made.
func TestDailyIgnoresStrayFiles(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	dir := AutoDir(s.Path())
	require.NoError(t, os.MkdirAll(dir, 0o700))
	real := craftedBackup(t, s)
	b, err := os.ReadFile(real)
	require.NoError(t, err)
	for i := 1; i <= 7; i++ {
		require.NoError(t, os.WriteFile(filepath.Join(dir, "hearth-auto-2999-01-0"+string(rune('0'+i))+".db"), b, 0o600))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "hearth-auto-2026-10-30.db"), []byte("not a database"), 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "hearth-auto-2026-11-01.db"), []byte("in the way"), 0o600))

	made, err := Daily(ctx, s, d)
	require.NoError(t, err)
	assert.True(t, made)
	assert.Equal(t, []string{"2026-11-01"}, days(t, s.Path(), d))
	for i := 1; i <= 4; i++ {
		_, err := Daily(ctx, s, d.AddDate(0, 0, i))
		require.NoError(t, err)
	}
	assert.Len(t, days(t, s.Path(), d.AddDate(0, 0, 4)), 5)
}

// TestDailyMakesRoomOnAFullDisk (issue 33 §2): on a disk with room for
// three backups, the oldest are removed before writing, so each day still
// gets its backup; on a disk with no room at all the failures are noted,
// day by day, until a backup is made again.
func TestDailyMakesRoomOnAFullDisk(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	room := 3
	autoWrite = func(ctx context.Context, s *data.Store, path string) error {
		all, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "*.db"))
		if len(all) >= room {
			return &os.PathError{Op: "write", Path: path, Err: errNoSpace}
		}
		return Write(ctx, s, path)
	}
	t.Cleanup(func() { autoWrite = Write })
	for i := 0; i < 10; i++ {
		made, err := Daily(ctx, s, d.AddDate(0, 0, i))
		require.NoError(t, err, "day %d", i)
		assert.True(t, made)
	}
	assert.Equal(t, []string{"2026-11-10", "2026-11-09", "2026-11-08"}, days(t, s.Path(), d.AddDate(0, 0, 9)))

	room = 0
	for i := 10; i < 12; i++ {
		_, err := Daily(ctx, s, d.AddDate(0, 0, i))
		require.ErrorIs(t, data.Explain(err), data.ErrDiskFull)
	}
	assert.Equal(t, []string{"2026-11-10"}, days(t, s.Path(), d.AddDate(0, 0, 11)), "the last backup is never removed for one that cannot be made")
	f := AutoFailures(s.Path())
	assert.Equal(t, []string{"2026-11-11", "2026-11-12"}, f.Days)
	assert.Equal(t, AutoDiskFull, f.Kind)

	room = 3
	made, err := Daily(ctx, s, d.AddDate(0, 0, 12))
	require.NoError(t, err)
	assert.True(t, made)
	assert.Empty(t, AutoFailures(s.Path()).Days, "a backup made clears the failures")
}

// TestDailyRemovesWhatKilledBackupsLeft (issue 33 §2): a part file that a
// killed automatic backup left (10 MB, hidden) is removed by a later day's
// backup, whatever day it was for; one written within the hour, which may
// be a backup under way in another Hearth, is left.
func TestDailyRemovesWhatKilledBackupsLeft(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	dir := AutoDir(s.Path())
	require.NoError(t, os.MkdirAll(dir, 0o700))
	stale := filepath.Join(dir, ".hearth-auto-2026-10-28.db"+partInfix+"0123456789ab")
	require.NoError(t, os.WriteFile(stale, make([]byte, 10<<20), 0o600))
	require.NoError(t, os.WriteFile(stale+"-journal", []byte("j"), 0o600))
	old := time.Now().Add(-26 * time.Hour)
	require.NoError(t, os.Chtimes(stale, old, old))
	require.NoError(t, os.Chtimes(stale+"-journal", old, old))
	fresh := filepath.Join(dir, ".hearth-auto-2026-10-31.db"+partInfix+"ba9876543210")
	require.NoError(t, os.WriteFile(fresh, []byte("under way"), 0o600))

	_, err := Daily(ctx, s, d)
	require.NoError(t, err)
	assert.NoFileExists(t, stale)
	assert.NoFileExists(t, stale+"-journal")
	assert.FileExists(t, fresh, "a write under way is left alone")
}

// TestDailyKeepsEachDatabasesOwn (issue 33 §2): two databases in one
// folder each get their own backup every day and list only theirs.
func TestDailyKeepsEachDatabasesOwn(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	d := time.Date(2026, 11, 1, 21, 0, 0, 0, time.Local)
	var stores []*data.Store
	for _, name := range []string{"hearth.db", "club.db", "club"} {
		s, err := data.Open(filepath.Join(dir, name))
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		stores = append(stores, s)
	}
	savePlays(t, stores[1], 3)
	for i := 0; i < 2; i++ {
		for _, s := range stores {
			made, err := Daily(ctx, s, d.AddDate(0, 0, i))
			require.NoError(t, err)
			assert.True(t, made, "%s, day %d", s.Path(), i)
		}
	}
	for _, s := range stores {
		all, err := AutoList(s.Path(), d.AddDate(0, 0, 1))
		require.NoError(t, err)
		require.Len(t, all, 2, s.Path())
		for _, b := range all {
			other, err := data.OpenReadOnly(b.Path)
			require.NoError(t, err)
			n, err := other.Plays(ctx, data.PlayFilter{})
			require.NoError(t, err)
			mine, err := s.Plays(ctx, data.PlayFilter{})
			require.NoError(t, err)
			assert.Len(t, n, len(mine), "%s lists %s", s.Path(), b.Path)
			require.NoError(t, other.Close())
			assert.True(t, strings.HasPrefix(filepath.Base(b.Path), autoPrefix(s.Path())))
		}
	}
}
