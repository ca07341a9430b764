//go:build unix

package data

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/internal/crashtest"
)

const hotJournalChildEnv = "HEARTH_HOT_JOURNAL_CHILD_DB"

// hotJournalChild writes a large transaction in rollback-journal mode with
// a tiny page cache, so that pages reach the database file before the
// commit, and waits there to be killed: a hot journal.
func hotJournalChild(path string) int {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(DELETE)&_pragma=cache_size(2)")
	if err == nil {
		db.SetMaxOpenConns(1)
		_, err = db.Exec("BEGIN; CREATE TABLE junk(x); INSERT INTO junk WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 2000) SELECT randomblob(500) FROM n; UPDATE plays SET location = 'torn'")
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	fmt.Println(crashtest.Ready)
	for {
		fmt.Println(1)
		select {}
	}
}

// hotJournalDatabase is a database of one play whose writer was killed
// mid-transaction, leaving a hot journal.
func hotJournalDatabase(t *testing.T, dir string) string {
	path := filepath.Join(dir, "h.db")
	s, err := Open(path)
	require.NoError(t, err)
	_, err = s.SavePlay(context.Background(), samplePlay("Ana", 3))
	require.NoError(t, err)
	require.NoError(t, s.Close())
	crashtest.Kill(t, hotJournalChildEnv, path, 1, 0)
	require.True(t, hasContent(path+"-journal"), "a hot journal")
	return path
}

// readsOnePlay checks that a read store of path sees the one play, whole.
func readsOnePlay(t *testing.T, path string) {
	r, err := OpenReadOnly(path)
	require.NoError(t, err)
	defer r.Close()
	plays, err := r.Plays(context.Background(), PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	assert.Equal(t, "", plays[0].Location, "the killed write is rolled back")
}

// Issue 33 §4: a read command after a writer killed mid-commit said "the
// database cannot be written (check its permissions)". It reads the
// database as it was before the killed write.
func TestReadAfterAKilledWriteRollsBack(t *testing.T) {
	path := hotJournalDatabase(t, t.TempDir())
	readsOnePlay(t, path)
}

// Issue 33 §4: reads beside a database in a read-only folder failed with
// the wrong sentence, and beside a 0444 file made -wal and -shm. Run as an
// unprivileged user (root may write anything): a 0444 file in a writable
// folder, a file in a 0555 folder, and a hot journal in a 0555 folder are
// read, and nothing is made beside them.
func TestReadAReadOnlyDatabaseMakesNothingBesideIt(t *testing.T) {
	if os.Getuid() == 0 {
		crashtest.AsNobody(t, "TestReadAReadOnlyDatabaseMakesNothingBesideIt")
		return
	}
	for _, c := range []struct {
		name     string
		hot      bool
		fileMode os.FileMode
		dirMode  os.FileMode
	}{
		{"0444 file", false, 0o444, 0o755},
		{"read-only folder", false, 0o644, 0o555},
		{"hot journal in a read-only folder", true, 0o444, 0o555},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			var path string
			if c.hot {
				path = hotJournalDatabase(t, dir)
			} else {
				path = filepath.Join(dir, "h.db")
				s, err := Open(path)
				require.NoError(t, err)
				_, err = s.SavePlay(context.Background(), samplePlay("Ana", 3))
				require.NoError(t, err)
				require.NoError(t, s.Close())
			}
			require.NoError(t, os.Chmod(path, c.fileMode))
			require.NoError(t, os.Chmod(dir, c.dirMode))
			t.Cleanup(func() { _ = os.Chmod(dir, 0o755) })
			before := entries(t, dir)
			readsOnePlay(t, path)
			assert.Equal(t, before, entries(t, dir), "nothing made beside the database")
		})
	}
}

func entries(t *testing.T, dir string) string {
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}
