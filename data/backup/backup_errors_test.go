package backup

import (
	"hearth/data"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/crashtest"
)

// An unreadable backup is said as such, and restore refuses to replace a
// database in a folder it may not write, as backup does; the database is
// left as it was. (Root reads and writes everything: skipped as root.)
func TestRestoreSaysUnreadableAndReadOnly(t *testing.T) {
	if os.Geteuid() == 0 {
		crashtest.AsNobody(t, "TestRestoreSaysUnreadableAndReadOnly") // root may read and write any file
		return
	}
	f := newFixture(t)
	src := craftedBackup(t, f.s)
	dst, state := liveDatabase(t)
	require.NoError(t, os.Chmod(src, 0))
	_, err := Restore(src, dst, time.Now())
	require.ErrorIs(t, err, data.ErrUnreadable)
	assert.ErrorIs(t, data.CheckFile(src), data.ErrUnreadable)
	require.NoError(t, os.Chmod(src, 0o600))

	dir := filepath.Dir(dst)
	require.NoError(t, os.Chmod(dir, 0o500))
	defer os.Chmod(dir, 0o700)
	_, err = Restore(src, dst, time.Now())
	require.ErrorIs(t, err, data.ErrReadOnly)
	assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"))
}

// A killed write's hidden temporary files are removed by the next write to
// the same name once they are an hour old; younger ones may be a write
// under way and stay.
func TestStalePartsAreSweptByTheNextWrite(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "plays.csv")
	old := filepath.Join(dir, ".plays.csv"+partInfix+"aaaa")
	young := filepath.Join(dir, ".plays.csv"+partInfix+"bbbb-journal")
	for _, p := range []string{old, young} {
		require.NoError(t, os.WriteFile(p, []byte("x"), 0o600))
	}
	require.NoError(t, os.Chtimes(old, time.Now().Add(-2*time.Hour), time.Now().Add(-2*time.Hour)))
	require.NoError(t, WriteFileWhole(target, func(w io.Writer) error { _, err := w.Write([]byte("a,b\n")); return err }))
	_, err := os.Stat(old)
	assert.ErrorIs(t, err, os.ErrNotExist)
	_, err = os.Stat(young)
	assert.NoError(t, err)
}

// A backup stream that never ends (restore - < /dev/zero) is cut at the
// stated size and refused; nothing is left beside the database.
func TestRestoreFromAnEndlessStreamIsRefused(t *testing.T) {
	defer func(was int64) { maxBackupBytes = was }(maxBackupBytes)
	maxBackupBytes = 1 << 20
	dst, state := liveDatabase(t)
	_, err := RestoreFrom(io.LimitReader(zeros{}, maxBackupBytes+10), dst, time.Now())
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"))
	entries, _ := os.ReadDir(filepath.Dir(dst))
	for _, e := range entries {
		assert.NotContains(t, e.Name(), ".incoming-")
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) {
	clear(p)
	return len(p), nil
}

// Issue 23 item 6: a huge zero-padded "backup" was copied whole before it
// was checked. It is refused by its size, before a byte is read.
func TestRestoreRefusesAHugeFileBeforeCopying(t *testing.T) {
	defer func(was int64) { maxBackupBytes = was }(maxBackupBytes)
	maxBackupBytes = 1 << 20
	f := newFixture(t)
	src := craftedBackup(t, f.s)
	require.NoError(t, os.Truncate(src, 4<<20)) // zero padding after a real backup
	dst, state := liveDatabase(t)
	_, err := Restore(src, dst, time.Now())
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Equal(t, state, fileHash(t, dst)+"/"+fileHash(t, dst+"-wal"))
}
