package data

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 33 §1: a new database comes into place already in WAL mode (its
// header's read and write versions are 2), so that processes opening it
// together never convert it: converting races, and SQLite refuses a
// converting opener at once with "database is locked" (one of 18 first
// saves in a CI run of TestConcurrentFirstSavesLoseNoPlay).
func TestNewDatabaseIsBornInWALMode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	require.NoError(t, create(path))
	head := make([]byte, 20)
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	_, err = f.Read(head)
	require.NoError(t, err)
	assert.Equal(t, []byte{2, 2}, head[18:20], "file format versions: 2 is WAL, 1 rollback")
	for _, beside := range []string{"-wal", "-shm", "-journal"} {
		assert.NoFileExists(t, path+beside)
	}
}
