//go:build js

package webvfs

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ncruces/go-sqlite3/driver"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests run in Node (GOOS=js GOARCH=wasm go test, with Go's
// go_js_wasm_exec on PATH: make test-web does it) on the Memory backend;
// the IndexedDB backend is tested in a browser by make test-web.

var vfsCount int

// newVFS registers a VFS over one Memory backend, whole or lazy.
func newVFS(t *testing.T, lazy bool) (*VFS, *Memory, string) {
	t.Helper()
	vfsCount++
	name := fmt.Sprintf("test%d", vfsCount)
	mem := NewMemory()
	v := Register(name, func(string) (Backend, error) { return mem, nil }, lazy)
	return v, mem, name
}

// openDB opens the database as the store does on the web: rollback
// journal in memory, durable commits.
func openDB(t *testing.T, vfsName string) *sql.DB {
	t.Helper()
	db, err := driver.Open("file:hearth.db?vfs=" + vfsName + "&_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)&_pragma=synchronous(FULL)&_pragma=temp_store(memory)&_txlock=immediate")
	require.NoError(t, err)
	db.SetMaxOpenConns(4)
	return db
}

func count(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	require.NoError(t, db.QueryRow("SELECT count(*) FROM moves").Scan(&n))
	return n
}

func integrity(t *testing.T, db *sql.DB) {
	t.Helper()
	var ok string
	require.NoError(t, db.QueryRow("PRAGMA integrity_check").Scan(&ok))
	assert.Equal(t, "ok", ok)
}

var modes = []struct {
	name string
	lazy bool
}{{"whole", false}, {"lazy", true}}

// TestEachCommitIsStoredBeforeItReturns: every committed move is in the
// backend when its commit returns, so a page killed then (its memory
// dropped, nothing closed) reopens on every move; a transaction not
// committed is not there, and the database is whole.
func TestEachCommitIsStoredBeforeItReturns(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			v, mem, name := newVFS(t, m.lazy)
			db := openDB(t, name)
			_, err := db.Exec("CREATE TABLE moves (id INTEGER PRIMARY KEY, what TEXT NOT NULL)")
			require.NoError(t, err)
			for i := range 50 {
				before := mem.Commits
				_, err := db.Exec("INSERT INTO moves (what) VALUES (?)", strings.Repeat("x", 500+i))
				require.NoError(t, err)
				assert.Equal(t, before+1, mem.Commits, "one backend commit per SQLite commit")
			}
			tx, err := db.Begin()
			require.NoError(t, err)
			_, err = tx.Exec("INSERT INTO moves (what) VALUES ('never committed')")
			require.NoError(t, err)

			v.Forget("hearth.db") // the page is killed: db and tx are abandoned
			again := openDB(t, name)
			defer again.Close()
			assert.Equal(t, 50, count(t, again))
			integrity(t, again)
		})
	}
}

// TestAFailedCommitChangesNothing: when the browser refuses a commit, the
// statement fails, the connection still reads the database as before, and
// nothing of it is stored.
func TestAFailedCommitChangesNothing(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			v, mem, name := newVFS(t, m.lazy)
			db := openDB(t, name)
			_, err := db.Exec("CREATE TABLE moves (id INTEGER PRIMARY KEY, what TEXT NOT NULL)")
			require.NoError(t, err)
			_, err = db.Exec("INSERT INTO moves (what) VALUES ('kept')")
			require.NoError(t, err)

			mem.Fail = errors.New("quota exceeded")
			_, err = db.Exec("INSERT INTO moves (what) VALUES ('refused')")
			require.Error(t, err)
			mem.Fail = nil
			assert.Equal(t, 1, count(t, db), "the refused commit was rolled back")

			v.Forget("hearth.db")
			again := openDB(t, name)
			defer again.Close()
			assert.Equal(t, 1, count(t, again))
			integrity(t, again)
		})
	}
}

// TestLargeTransactionsAndShrinking: a transaction larger than SQLite's
// page cache (its pages spill into the file before the commit) is stored
// whole at its commit; deleting and vacuuming shrinks what is stored.
func TestLargeTransactionsAndShrinking(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			v, mem, name := newVFS(t, m.lazy)
			db := openDB(t, name)
			_, err := db.Exec("PRAGMA cache_size=10")
			require.NoError(t, err)
			_, err = db.Exec("CREATE TABLE moves (id INTEGER PRIMARY KEY, what TEXT NOT NULL)")
			require.NoError(t, err)
			tx, err := db.Begin()
			require.NoError(t, err)
			for range 2000 {
				_, err := tx.Exec("INSERT INTO moves (what) VALUES (?)", strings.Repeat("y", 1000))
				require.NoError(t, err)
			}
			require.NoError(t, tx.Commit())
			big, _ := mem.Size()
			assert.Greater(t, big, int64(2_000_000))

			_, err = db.Exec("DELETE FROM moves WHERE id > 10")
			require.NoError(t, err)
			_, err = db.Exec("VACUUM")
			require.NoError(t, err)
			small, _ := mem.Size()
			assert.Less(t, small, big/10)
			assert.Len(t, mem.Bytes(), int(small))

			v.Forget("hearth.db")
			again := openDB(t, name)
			defer again.Close()
			assert.Equal(t, 10, count(t, again))
			integrity(t, again)
		})
	}
}

// TestConnectionsShareTheFile: readers on other connections see each
// commit, while a writer writes.
func TestConnectionsShareTheFile(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			_, _, name := newVFS(t, m.lazy)
			db := openDB(t, name)
			defer db.Close()
			_, err := db.Exec("CREATE TABLE moves (id INTEGER PRIMARY KEY, what TEXT NOT NULL)")
			require.NoError(t, err)
			ctx := context.Background()
			readErr := make(chan error, 1)
			go func() {
				conn, err := db.Conn(ctx)
				if err != nil {
					readErr <- err
					return
				}
				defer conn.Close()
				last := 0
				for last < 100 {
					var n int
					if err := conn.QueryRowContext(ctx, "SELECT count(*) FROM moves").Scan(&n); err != nil {
						readErr <- err
						return
					}
					if n < last {
						readErr <- fmt.Errorf("read %d moves after %d", n, last)
						return
					}
					last = n
				}
				readErr <- nil
			}()
			for range 100 {
				_, err := db.Exec("INSERT INTO moves (what) VALUES ('m')")
				require.NoError(t, err)
			}
			require.NoError(t, <-readErr)
			integrity(t, db)
		})
	}
}
