//go:build js

// Package webvfs keeps Hearth's SQLite database in a browser, for the web
// build (GOOS=js): a VFS for github.com/ncruces/go-sqlite3 that holds the
// database file in memory, 4 KB chunk by chunk, and stores the chunks a
// commit changed, with the file's size, in one IndexedDB transaction of
// durability "strict" before the commit returns. IndexedDB transactions are
// atomic, so a page killed at any moment reopens on the last commit whole:
// each move is stored before the screen moves on, as on a phone.
//
// SQLite keeps its rollback journal in memory (the VFS says its file is
// memory): a commit is the transaction written at its xSync, and nothing of
// a transaction is stored before it commits. There is no WAL and no
// checkpoint on the web.
//
// Several connections share one file through SQLite's lock levels, kept
// here as ncruces' memdb keeps them.
package webvfs

import (
	"strings"
	"sync"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/util/vfsutil"
	"github.com/ncruces/go-sqlite3/vfs"
)

// chunkSize is the unit the file is kept and stored in: SQLite's default
// page, so that a commit stores the pages it changed.
const chunkSize = 4096

// VFS serves the database files of one backend by name.
type VFS struct {
	open func(name string) (Backend, error)
	lazy bool

	mu    sync.Mutex
	files map[string]*file
}

// Register makes a VFS named vfsName: a database file named N in a DSN
// that names the VFS (file:N?vfs=vfsName) lives in the backend open(N)
// returns. lazy reads the file's chunks from the backend as SQLite asks for
// them; otherwise the whole file is read in one go when first opened.
func Register(vfsName string, open func(name string) (Backend, error), lazy bool) *VFS {
	v := &VFS{open: open, lazy: lazy, files: map[string]*file{}}
	vfs.Register(vfsName, v)
	return v
}

// Open opens the main database file by name; SQLite's temporary journals
// live in memory.
func (v *VFS) Open(name string, flags vfs.OpenFlag) (vfs.File, vfs.OpenFlag, error) {
	if flags&vfs.OPEN_TEMP_JOURNAL != 0 {
		return &vfsutil.SliceFile{}, flags | vfs.OPEN_MEMORY, nil
	}
	if flags&vfs.OPEN_MAIN_DB == 0 {
		return nil, flags, sqlite3.CANTOPEN
	}
	f, err := v.file(strings.TrimPrefix(name, "/"))
	if err != nil {
		return nil, flags, err
	}
	// OPEN_MEMORY: SQLite keeps the rollback journal in memory and asks
	// for no other file.
	return &handle{file: f, readOnly: flags&vfs.OPEN_READONLY != 0}, flags | vfs.OPEN_MEMORY, nil
}

// file is the one shared file of a name, loaded on its first open.
func (v *VFS) file(name string) (*file, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if f := v.files[name]; f != nil {
		return f, nil
	}
	b, err := v.open(name)
	if err != nil {
		return nil, err
	}
	f, err := load(b, v.lazy)
	if err != nil {
		return nil, err
	}
	v.files[name] = f
	return f, nil
}

// Forget drops what is held in memory of a file, so that its next open
// reads it from its backend again (after Replace, or to reopen as a
// restarted page would).
func (v *VFS) Forget(name string) {
	v.mu.Lock()
	defer v.mu.Unlock()
	delete(v.files, name)
}

// Delete is asked only for journals, which are in memory.
func (*VFS) Delete(string, bool) error { return sqlite3.IOERR_DELETE_NOENT }

// Access finds no journal: there is none on disk.
func (*VFS) Access(string, vfs.AccessFlag) (bool, error) { return false, nil }

// FullPathname keeps names as they are.
func (*VFS) FullPathname(name string) (string, error) { return name, nil }
