package data

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// LastSaved is when the play saved last (the newest by id) was saved, zero
// when there is none: what Settings compares the newest automatic backup
// with. It reads one row by the primary key, whatever the history's size.
func (s *Store) LastSaved(ctx context.Context) (time.Time, error) {
	var at string
	err := s.db.QueryRowContext(ctx, `SELECT created_at FROM plays ORDER BY id DESC LIMIT 1`).Scan(&at)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return parseTime(at), err
}
