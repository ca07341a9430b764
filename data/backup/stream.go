package backup

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"hearth/data"
)

// Stream writes a consistent copy of the live database to w (CopyTo a
// temporary file, then copied), for systems that hand out streams rather
// than paths. The store stays in use meanwhile; the temporary file is
// removed whatever happens.
func Stream(ctx context.Context, s *data.Store, w io.Writer) error {
	dir, err := os.MkdirTemp("", "hearth-backup-")
	if err != nil {
		return fmt.Errorf("cannot make room for the backup: %w", err)
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, "hearth.db")
	if err := s.CopyTo(ctx, tmp); err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	f, err := os.Open(tmp)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := io.Copy(w, f); err != nil {
		return fmt.Errorf("cannot write the backup: %w", err)
	}
	return nil
}

// RestoreFrom copies r to a temporary file beside dst, runs
// data.CheckFile on it and then Restore; dst must be closed. kept is where the database it
// replaced was put aside ("" when there was none). A refused stream leaves
// dst untouched and no temporary file behind.
func RestoreFrom(r io.Reader, dst string, now time.Time) (kept string, err error) {
	if dst == "" {
		return "", fmt.Errorf("no database path given (set HEARTH_DB or --db, or HOME for the default place)")
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o700); err != nil {
		return "", err
	}
	// Not dst's ".creating-" name: opening dst removes those.
	tmp := dst + ".incoming-" + randomHex()
	defer removeFiles(tmp)
	f, err := os.OpenFile(tmp, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
	if err != nil {
		return "", fmt.Errorf("cannot receive the backup: %w", err)
	}
	n, err := io.Copy(f, io.LimitReader(r, maxBackupBytes+1))
	if err != nil {
		f.Close()
		return "", fmt.Errorf("cannot receive the backup: %w", data.Explain(err))
	}
	if n > maxBackupBytes {
		f.Close()
		return "", fmt.Errorf("the backup given: %w (a Hearth backup is at most %d MB)", ErrTooLarge, maxBackupBytes>>20)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return "", err
	}
	if err := f.Close(); err != nil {
		return "", err
	}
	if err := data.CheckFile(tmp); err != nil {
		return "", renamed{err, tmp, "the file given"}
	}
	kept, err = Restore(tmp, dst, now)
	if err != nil {
		return kept, renamed{err, tmp, "the file given"}
	}
	return kept, nil
}

// renamed is an error whose text names a temporary file by what it stands
// for; errors.Is still sees the error inside.
type renamed struct {
	err      error
	path, as string
}

func (r renamed) Error() string { return strings.ReplaceAll(r.err.Error(), r.path, r.as) }

func (r renamed) Unwrap() error { return r.err }
