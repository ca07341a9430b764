package data

import (
	"context"
	"errors"
	"io"
	"time"
)

// BackupTo writes a consistent copy of the live database to w (VACUUM INTO
// a temporary file, then copied), for systems that hand out streams rather
// than paths. The store stays in use meanwhile.
func (s *Store) BackupTo(ctx context.Context, w io.Writer) error {
	return errors.New("not built yet")
}

// RestoreFrom copies r to a temporary file beside dst, runs CheckBackup on
// it and then Restore; dst must be closed. kept is where the database it
// replaced was put aside ("" when there was none). A refused stream leaves
// dst untouched and no temporary file behind.
func RestoreFrom(r io.Reader, dst string, now time.Time) (kept string, err error) {
	return "", errors.New("not built yet")
}
