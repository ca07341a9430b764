//go:build js

package data

// The browser build's SQLite (GOOS=js): github.com/ncruces/go-sqlite3,
// which builds for js/wasm where modernc.org/sqlite does not, registered
// as "sqlite" with the same functions as driver.go. The database lives in
// IndexedDB (data/webvfs), not in a file; every other file (the copy a
// backup writes, the automatic backups, a restore's staging) goes through
// Go's os, which the page backs with its own file system (cmd/hearth-web,
// fs.js), opened nolock: one page, one process.

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/ncruces/go-sqlite3"
	ncdriver "github.com/ncruces/go-sqlite3/driver"

	"hearth/data/webvfs"
)

const driverName = "sqlite"

// WebVFS is the name of the VFS that keeps the database in IndexedDB.
const WebVFS = "hearth-idb"

// WebLazy reads the database's pages from IndexedDB as SQLite asks for
// them rather than all at the first open (set before Open).
var WebLazy bool

// WebBackends are the IndexedDB backends opened, by database name
// (measurements: their commit times).
var WebBackends = map[string]*webvfs.IDB{}

var webStore *webvfs.VFS

func init() {
	sql.Register(driverName, webDriver{})
	sqlite3.AutoExtension(func(c *sqlite3.Conn) error {
		return c.CreateFunction("hearth_fold", 1, sqlite3.DETERMINISTIC|sqlite3.INNOCUOUS, fold)
	})
}

// fold is hearth_fold for ncruces' connections (foldSQL).
func fold(ctx sqlite3.Context, args ...sqlite3.Value) {
	switch args[0].Type() {
	case sqlite3.NULL:
		ctx.ResultNull()
	case sqlite3.TEXT, sqlite3.BLOB:
		ctx.ResultText(foldSQL(args[0].Text()).(string))
	default:
		ctx.ResultValue(args[0])
	}
}

// webDriver is ncruces' driver with every file outside IndexedDB opened
// nolock (the page's file system has no locks; one page uses it).
type webDriver struct{}

func (webDriver) Open(name string) (driver.Conn, error) {
	c, err := webDriver{}.OpenConnector(name)
	if err != nil {
		return nil, err
	}
	return c.Connect(context.Background())
}

func (webDriver) OpenConnector(name string) (driver.Connector, error) {
	if strings.HasPrefix(name, "file:") && !strings.Contains(name, "vfs=") && !strings.Contains(name, ":memory:") {
		sep := "?"
		if strings.Contains(name, "?") {
			sep = "&"
		}
		name += sep + "nolock=1"
	}
	return (&ncdriver.SQLite{}).OpenConnector(name)
}

// dsn is the database in IndexedDB under path's base name: no WAL (the VFS
// keeps the rollback journal in memory and stores each commit whole).
func dsn(path, synchronous string) string {
	return "file:" + escapePath(filepath.Base(path)) + "?vfs=" + WebVFS + "&_pragma=foreign_keys(1)&_pragma=busy_timeout(5000)&_pragma=synchronous(" + synchronous + ")&_pragma=temp_store(memory)&_txlock=immediate"
}

func uri(path, params string) string { return "file:" + escapePath(path) + "?" + params }

func escapePath(path string) string {
	return strings.NewReplacer("%", "%25", "?", "%3F", "#", "%23").Replace(path)
}

func openURI(name string) (*sql.DB, error) { return sql.Open(driverName, name) }

func theDriver() (driver.Driver, error) { return webDriver{}, nil }

// onlineBackup copies the database of the connection dc to a new file at
// path with SQLite's online backup.
func onlineBackup(dc any, path string) (ok bool, err error) {
	c, ok := dc.(ncdriver.Conn)
	if !ok {
		return false, nil
	}
	return true, c.Raw().Backup("main", "file:"+escapePath(path)+"?nolock=1")
}

// openKept opens the database kept in IndexedDB under path's base name,
// after carrying out what is left of a restore: the restored file the swap
// put at path replaces what IndexedDB holds, in one transaction, and is then
// removed (a page killed between the two does it again at the next start).
func openKept(path, synchronous string) (*Store, bool, error) {
	if webStore == nil {
		webStore = webvfs.Register(WebVFS, func(name string) (webvfs.Backend, error) {
			b, err := webvfs.OpenIDB("hearth-" + name)
			WebBackends[name] = b
			return b, err
		}, WebLazy)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, true, fmt.Errorf("cannot create the folder for %s: %w", path, err)
	}
	if err := finishRestore(path); err != nil {
		return nil, true, err
	}
	if err := swapInRestored(path); err != nil {
		return nil, true, err
	}
	db, err := openURI(dsn(path, synchronous))
	if err != nil {
		return nil, true, err
	}
	db.SetMaxOpenConns(4)
	s := &Store{db: db, path: path, now: timeNow}
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		db.Close()
		return nil, true, fmt.Errorf("cannot open the browser's database: %w", err)
	}
	if err := s.migrateIn(version == 0); err != nil {
		db.Close()
		return nil, true, fmt.Errorf("cannot prepare the browser's database: %w", err)
	}
	return s, true, nil
}

// swapInRestored stores a database file found at path into IndexedDB.
func swapInRestored(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	name := filepath.Base(path)
	idb, err := webvfs.OpenIDB("hearth-" + name)
	if err != nil {
		return err
	}
	if err := idb.Replace(b); err != nil {
		return fmt.Errorf("cannot put the backup in place: %w", err)
	}
	webStore.Forget(name)
	return os.Remove(path)
}
