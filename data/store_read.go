package data

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// What a read command does with a database it may not read in place as
// SQLite's reader wants it (issue 33 §4): one a killed writer left with a
// hot rollback journal, and one in a file or folder it may not write.

// readWay is how OpenReadOnly reads the existing database at path: a
// store made another way (in memory, through a copy), or the parameters
// to open the file itself with.
func readWay(path string) (s *Store, params string, err error) {
	// A hot journal (a writer killed mid-commit) must be rolled back before
	// the file is read: by SQLite in place, or in a copy when the file or
	// its folder may not be written.
	inPlace := canWrite(path)
	if hasContent(path+"-journal") && inPlace {
		if err := rollBack(path); err != nil {
			return nil, "", err
		}
	}
	if !inPlace && (hasContent(path+"-journal") || hasContent(path+"-wal")) {
		s, err := readCopy(path)
		return s, "", err
	}
	p, err := inspect(path)
	switch {
	case err != nil:
		return nil, "", err
	case p.empty:
		s, err := openMemory()
		return s, "", err
	case p.version < SchemaVersion() && !inPlace:
		s, err := readCopy(path)
		return s, "", err
	case p.version < SchemaVersion():
		s, err := openCopy(path)
		return s, "", err
	case !inPlace:
		// No writer can change a file this process may not write
		// alongside it: read as it is, nothing made beside it.
		return nil, "immutable=1", nil
	}
	return nil, "mode=ro&_pragma=busy_timeout(5000)", nil
}

// hasContent tells whether the file at path exists and is not empty.
func hasContent(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Size() > 0
}

// rollBack lets SQLite roll back the hot journal beside path, as any
// writer would on its first read: the database is then as it was before
// the killed write, and the journal is gone.
func rollBack(path string) error {
	db, err := openURI(uri(path, "_pragma=busy_timeout(5000)"))
	if err != nil {
		return describe(path, err)
	}
	defer db.Close()
	var v int
	if err := db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
		return describe(path, err)
	}
	return nil
}

// readCopy reads the database at path through a copy of its files (with
// its WAL or journal) in a temporary folder, which SQLite recovers there
// and the store migrates; path and its folder are never written. Removed
// on Close.
func readCopy(path string) (*Store, error) {
	if err := readableFile(path); err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "hearth-read-")
	if err != nil {
		return nil, fmt.Errorf("cannot make room to read %s: %w", path, Explain(err))
	}
	copyPath := filepath.Join(dir, "copy.db")
	s, err := readCopyIn(path, copyPath)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	s.readOnly = true
	s.cleanup = func() { os.RemoveAll(dir) }
	return s, nil
}

func readCopyIn(path, copyPath string) (*Store, error) {
	for _, sfx := range []string{"", "-wal", "-journal"} {
		if sfx != "" && !hasContent(path+sfx) {
			continue
		}
		if err := copyFile(path+sfx, copyPath+sfx, 1<<40); err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", path+sfx, Explain(err))
		}
	}
	if hasContent(copyPath + "-journal") {
		if err := rollBack(copyPath); err != nil {
			return nil, renamedErr(err, copyPath, path)
		}
	}
	p, err := inspect(copyPath)
	if err != nil {
		return nil, renamedErr(err, copyPath, path)
	}
	if p.empty {
		return openMemory()
	}
	s, err := open(copyPath, "OFF")
	if err != nil {
		return nil, renamedErr(err, copyPath, path)
	}
	return s, nil
}

// renamedErr is err with the copy's name replaced by the file it copies.
func renamedErr(err error, copyPath, path string) error {
	return fileNamed{err: err, from: copyPath, to: path}
}

type fileNamed struct {
	err      error
	from, to string
}

func (f fileNamed) Error() string {
	return strings.ReplaceAll(f.err.Error(), f.from, f.to)
}

func (f fileNamed) Unwrap() error { return f.err }
