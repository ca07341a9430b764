package backup

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"hearth/data"
)

// partInfix marks a file being written in place of path: hidden, in the
// same folder (so that the rename cannot cross disks), never path itself.
const partInfix = ".part-"

// randomHex is a random tail for a temporary file's name.
func randomHex() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// WriteFileWhole writes a new file at path through write, whole or not at
// all: to a temporary name in the same folder, 0600, synced, then linked to
// path (an existing file is never replaced) and the folder synced. A failed
// or killed write leaves nothing at path.
func WriteFileWhole(path string, write func(io.Writer) error) error {
	if _, err := os.Lstat(path); err == nil {
		return fmt.Errorf("%s already exists: an existing file is never overwritten", path)
	}
	return writeWhole(path, func(tmp string) error {
		f, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
		if err != nil {
			return err
		}
		err = write(f)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		return err
	})
}

// writeWhole runs fill on a temporary name beside path, then puts the
// synced result at path. fill creates the file.
func writeWhole(path string, fill func(tmp string) error) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	removeStaleParts(filepath.Join(dir, "."+base+partInfix))
	tmp := filepath.Join(dir, "."+base+partInfix+randomHex())
	defer removeFiles(tmp)
	if err := fill(tmp); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, data.Explain(err))
	}
	if err := os.Chmod(tmp, 0o600); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, data.Explain(err))
	}
	if err := syncFile(tmp); err != nil {
		return fmt.Errorf("cannot write %s: %w", path, data.Explain(err))
	}
	// Sidecars of a database that is not there: SQLite would read a stale
	// -journal as the new file's and roll it back.
	for _, sfx := range []string{"-journal", "-wal", "-shm"} {
		if !exists(path) {
			_ = os.Remove(path + sfx)
		}
	}
	if err := os.Link(tmp, path); err != nil {
		if exists(path) {
			return fmt.Errorf("%s already exists: an existing file is never overwritten", path)
		}
		// Folders without hard links (some phone storage): rename.
		if err := os.Rename(tmp, path); err != nil {
			return fmt.Errorf("cannot write %s: %w", path, data.Explain(err))
		}
	}
	return syncFile(dir)
}

// staleAfter is how old a temporary file of a killed write must be before
// the next write to the same name removes it (a write under way is younger).
const staleAfter = time.Hour

// removeStaleParts removes the temporary files (and their SQLite
// sidecars) that killed writes left under names beginning with prefix; one
// written to within staleAfter may be a write under way in another process.
func removeStaleParts(prefix string) {
	matches, _ := filepath.Glob(prefix + "*")
	for _, m := range matches {
		if !strings.Contains(filepath.Base(m), partInfix) {
			continue
		}
		if st, err := os.Lstat(m); err == nil && st.Mode().IsRegular() && time.Since(st.ModTime()) > staleAfter {
			_ = os.Remove(m)
		}
	}
}

// removeFiles removes a temporary database file and what SQLite made
// beside it.
func removeFiles(tmp string) {
	for _, p := range []string{tmp, tmp + "-journal", tmp + "-wal", tmp + "-shm"} {
		_ = os.Remove(p)
	}
}

// syncFile syncs a file or a folder to the disk (a folder that cannot be
// synced is left as it is).
func syncFile(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := f.Sync(); err != nil && !errors.Is(err, os.ErrInvalid) {
		return err
	}
	return nil
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
