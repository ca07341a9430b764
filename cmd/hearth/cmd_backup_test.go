package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"

	"hearth/internal/crashtest"
)

func TestBackupAndRestoreCommands(t *testing.T) {
	dir := t.TempDir()
	live := filepath.Join(dir, "hearth.db")
	s, err := data.Open(live)
	require.NoError(t, err)
	_, err = s.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	require.NoError(t, s.Close())

	backup := filepath.Join(dir, "b.db")
	code, out, errs := runEnv(nil, "--db", live, "backup", backup)
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Backup written to")
	code, _, errs = runEnv(nil, "--db", live, "backup", backup)
	assert.Equal(t, exitFail, code)
	assert.Contains(t, errs, "already exists")

	code, out, errs = runEnv(nil, "--db", live, "restore", backup)
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "The database it replaced is kept as "+live+".before-restore-")

	junk := filepath.Join(dir, "junk.db")
	require.NoError(t, os.WriteFile(junk, []byte("SQLite format 3\x00 but not really"), 0o600))
	code, _, errs = runEnv(nil, "--db", live, "restore", junk)
	assert.Equal(t, exitFail, code)
	assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)

	code, _, _ = runEnv(nil, "--db", live, "restore")
	assert.Equal(t, exitUsage, code)

	// Streams: backup - writes the copy to standard output, restore - reads one.
	code, image, errs := runEnv(nil, "--db", live, "backup", "-")
	require.Equal(t, exitOK, code, errs)
	assert.True(t, strings.HasPrefix(image, "SQLite format 3\x00"))
	code, out, errs = runIn(image, "--db", live, "restore", "-")
	require.Equal(t, exitOK, code, errs)
	assert.Contains(t, out, "Restored the backup from standard input.")
	code, _, errs = runIn("not a database", "--db", live, "restore", "-")
	assert.Equal(t, exitFail, code)
	assert.Equal(t, 1, strings.Count(errs, "\n"), "one line: %q", errs)
	assert.NotContains(t, errs, ".incoming-")
	code, _, _ = runEnv(nil, "--db", live, "backup", "a", "b")
	assert.Equal(t, exitUsage, code)
}

// Issue 23 item 8: without HOME the default database was created under
// .config in the current folder. Now a command says there is no default
// place and creates nothing there.
func TestWithoutHomeNoDatabaseInTheCurrentFolder(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	t.Setenv("HOME", "")
	t.Setenv("XDG_CONFIG_HOME", "")
	code, _, errs := runEnv(nil, "backup", filepath.Join(t.TempDir(), "b.db"))
	assert.Equal(t, exitFail, code)
	assert.Contains(t, errs, "no database path given")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries, "nothing created in the current folder")
}

// Issue 33 §4: backup refused a database it only reads when the file or
// its folder was read-only. Run as an unprivileged user: a 0444 database
// in a 0555 folder is backed up, and nothing is made beside it.
func TestBackupOfAReadOnlyDatabase(t *testing.T) {
	if os.Getuid() == 0 {
		crashtest.AsNobody(t, "TestBackupOfAReadOnlyDatabase")
		return
	}
	dir := filepath.Join(t.TempDir(), "ro")
	require.NoError(t, os.Mkdir(dir, 0o755))
	live := filepath.Join(dir, "hearth.db")
	s, err := data.Open(live)
	require.NoError(t, err)
	_, err = s.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	require.NoError(t, s.Close())
	require.NoError(t, os.Chmod(live, 0o444))
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { _ = os.Chmod(dir, 0o755) })
	before, err := os.ReadDir(dir)
	require.NoError(t, err)

	out := filepath.Join(t.TempDir(), "b.db")
	code, _, errs := runEnv(nil, "--db", live, "backup", out)
	require.Equal(t, exitOK, code, errs)
	b, err := data.OpenReadOnly(out)
	require.NoError(t, err)
	defer b.Close()
	profiles, err := b.Profiles(context.Background())
	require.NoError(t, err)
	assert.Len(t, profiles, 1)
	after, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Equal(t, len(before), len(after), "nothing made beside the database")

	code, _, errs = runEnv(nil, "--db", live, "stats")
	assert.Equal(t, exitOK, code, errs)
}
