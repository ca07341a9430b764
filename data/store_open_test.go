//go:build unix

package data

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// foreignDB makes another program's SQLite database at path: user_version
// 0, application_id 0, a table of its own, in WAL mode with a -wal file
// holding data, like an app that is running.
func foreignDB(t *testing.T, path string, wal bool) (keep func()) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	if wal {
		_, err = db.Exec("PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0")
		require.NoError(t, err)
	}
	_, err = db.Exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('mine')")
	require.NoError(t, err)
	if !wal {
		require.NoError(t, db.Close())
		return func() {}
	}
	return func() { db.Close() } // keep the WAL alive while the test looks
}

func snapshot(t *testing.T, paths ...string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			out[p] = b
		}
	}
	return out
}

// Defect 1 (issue 12): a SQLite file that is not Hearth's (user_version 0,
// application_id 0, tables of its own) was taken over and migrated. Defect
// 5: a refused database got -wal/-shm files or a changed WAL header. Now it
// is refused, byte for byte untouched, with nothing created beside it.
func TestOpenRefusesAForeignDatabaseAndTouchesNothing(t *testing.T) {
	for _, wal := range []bool{false, true} {
		t.Run(fmt.Sprint("wal=", wal), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "other.db")
			defer foreignDB(t, path, wal)()
			// The -shm is SQLite's shared-memory index, which every reader of
			// a WAL database updates; the database and its WAL must not change.
			files := []string{path, path + "-wal"}
			before := snapshot(t, files...)
			_, shmBefore := os.Stat(path + "-shm")
			_, err := Open(path)
			require.ErrorIs(t, err, ErrNotHearth)
			assert.Contains(t, err.Error(), "is not a Hearth database")
			assert.Equal(t, before, snapshot(t, files...), "nothing written, nothing created")
			_, err = OpenReadOnly(path)
			require.ErrorIs(t, err, ErrNotHearth)
			assert.Equal(t, before, snapshot(t, files...))
			_, shmAfter := os.Stat(path + "-shm")
			assert.Equal(t, shmBefore == nil, shmAfter == nil, "no -shm created")
			leftovers, _ := filepath.Glob(path + "*")
			assert.Len(t, leftovers, len(before)+map[bool]int{true: 1, false: 0}[shmBefore == nil])
		})
	}
}

// Defect 3: every probe failure was "not a Hearth database". Now the
// sentence says what is wrong: not SQLite at all, damaged, a folder, newer.
func TestOpenSaysWhatIsWrong(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "notes.txt")
	require.NoError(t, os.WriteFile(text, bytes.Repeat([]byte("hello "), 1000), 0o600))
	_, err := Open(text)
	require.ErrorIs(t, err, ErrNotHearth)
	assert.Contains(t, err.Error(), "not an SQLite database file")

	_, err = Open(dir)
	require.ErrorIs(t, err, ErrNotAFile)

	// A Hearth database whose pages were overwritten after a crash.
	hurt := filepath.Join(dir, "hurt.db")
	s, err := Open(hurt)
	require.NoError(t, err)
	for i := 0; i < 50; i++ {
		_, err := s.SavePlay(context.Background(), samplePlay("Ana", i))
		require.NoError(t, err)
	}
	require.NoError(t, s.Close())
	b, err := os.ReadFile(hurt)
	require.NoError(t, err)
	for i := 4096; i < len(b); i++ {
		b[i] = byte(i * 7)
	}
	require.NoError(t, os.WriteFile(hurt, b, 0o600))
	require.NoError(t, os.WriteFile(hurt+"-wal", bytes.Repeat([]byte{1}, 64), 0o600)) // an unclean shutdown
	_, err = Open(hurt)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrDamaged) || errors.Is(err, ErrNotHearth), err.Error())

	assert.ErrorIs(t, describe("x.db", errors.New("database is locked (5) (SQLITE_BUSY)")), ErrLocked)
	assert.ErrorIs(t, describe("x.db", errors.New("attempt to write a readonly database (8)")), ErrReadOnly)
	assert.ErrorIs(t, describe("x.db", errors.New("database disk image is malformed (11)")), ErrDamaged)
}

// Defect 3 (locked): a database another program holds exclusively is
// reported as locked after the busy timeout, not as foreign.
func TestOpenSaysLocked(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the busy timeout")
	}
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	other, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer other.Close()
	other.SetMaxOpenConns(1)
	_, err = other.Exec("PRAGMA journal_mode=DELETE")
	require.NoError(t, err)
	_, err = other.Exec("BEGIN EXCLUSIVE")
	require.NoError(t, err)
	_, err = Open(path)
	require.ErrorIs(t, err, ErrLocked)
	_, _ = other.Exec("ROLLBACK")
}

// Defect 6: files were created 0644 and folders 0755.
func TestNewDatabaseIsPrivate(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "fyne", "app.hearth.companion")
	path := filepath.Join(dir, "hearth.db")
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	_, err = s.CreateProfile(context.Background(), "Ana")
	require.NoError(t, err)
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
	dst, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), dst.Mode().Perm())
	if wal, err := os.Stat(path + "-wal"); err == nil {
		assert.Equal(t, os.FileMode(0o600), wal.Mode().Perm(), "SQLite gives the WAL the file's mode")
	}
}

// Defect 4: read commands wrote (and created) databases. OpenReadOnly
// creates nothing for a missing file, reads an existing one without a
// single byte changing, and refuses writes.
func TestOpenReadOnlyNeverWrites(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "none.db")
	s, err := OpenReadOnly(missing)
	require.NoError(t, err)
	n, err := s.CountPlays(context.Background(), "")
	require.NoError(t, err)
	assert.Zero(t, n, "a missing database reads as empty")
	require.NoError(t, s.Close())
	_, err = os.Stat(missing)
	assert.ErrorIs(t, err, os.ErrNotExist, "and is not created")

	path := filepath.Join(dir, "h.db")
	w, err := Open(path)
	require.NoError(t, err)
	_, err = w.SavePlay(context.Background(), samplePlay("Ana", 61))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	files := []string{path, path + "-wal", path + "-shm"}
	before := snapshot(t, files...)
	r, err := OpenReadOnly(path)
	require.NoError(t, err)
	n, err = r.CountPlays(context.Background(), "")
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	_, err = r.CreateProfile(context.Background(), "Ben")
	assert.Error(t, err, "a read-only store refuses writes")
	require.NoError(t, r.Close())
	after := snapshot(t, files...)
	assert.Equal(t, before[path], after[path], "the database file is byte-identical")
	assert.Empty(t, after[path+"-wal"], "nothing was written to a WAL")
}

const createChildEnv = "HEARTH_CREATE_CHILD_DB"

// createChild creates the database and says so.
func createChild(path string) int {
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 3
	}
	s.Close()
	fmt.Println("created")
	return 0
}

// Defect 2: a kill during the very first creation left a hot journal, and
// from then on the database was refused forever. 120 kills at random moments
// of creation: every time the database is either absent or whole, and the
// next open succeeds.
func TestKillDuringCreationLeavesNothingOrAWholeDatabase(t *testing.T) {
	if testing.Short() {
		t.Skip("kills 120 processes")
	}
	exe, err := os.Executable()
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(12, 34))
	whole, absent := 0, 0
	for i := 0; i < 120; i++ {
		path := filepath.Join(t.TempDir(), "h.db")
		cmd := exec.Command(exe, "-test.run=^$")
		cmd.Env = append(os.Environ(), createChildEnv+"="+path)
		require.NoError(t, cmd.Start())
		time.Sleep(time.Duration(r.IntN(40_000)) * time.Microsecond)
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			absent++
		} else {
			whole++
		}
		s, err := Open(path)
		require.NoError(t, err, "kill %d", i)
		v, err := s.Version(context.Background())
		require.NoError(t, err)
		assert.Equal(t, SchemaVersion(), v)
		verdict, err := s.IntegrityCheck(context.Background())
		require.NoError(t, err)
		assert.Equal(t, "ok", verdict)
		require.NoError(t, s.Close())
		leftovers, _ := filepath.Glob(path + creatingSuffix + "*")
		assert.Empty(t, leftovers, "what a killed creation left is cleared")
	}
	t.Logf("120 kills during creation: %d left no database, %d a whole one", absent, whole)
	assert.Positive(t, absent+whole)
}

// TestIdleCheckpointFoldsTheWAL: with SQLite's automatic checkpoint off, the
// store folds the WAL into the database once it is idle, and a clean Close
// leaves no WAL.
func TestIdleCheckpointFoldsTheWAL(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	s, err := Open(path)
	require.NoError(t, err)
	for i := 0; i < 20; i++ {
		_, err := s.SavePlay(context.Background(), samplePlay("Ana", i))
		require.NoError(t, err)
	}
	written := func() time.Time {
		st, err := os.Stat(path)
		require.NoError(t, err)
		return st.ModTime()
	}
	before := written()
	require.Eventually(t, func() bool { return written().After(before) }, 3*time.Second, 50*time.Millisecond,
		"the pages written to the WAL reach the database file without any commit doing it")
	require.NoError(t, s.Close())
	_, err = os.Stat(path + "-wal")
	assert.ErrorIs(t, err, os.ErrNotExist, "a clean close leaves no WAL")
}
