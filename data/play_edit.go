package data

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"hearth/data/msg"
)

// Limits of what a player types about a play.
const (
	maxNotes    = 2000
	maxLocation = 80
)

// EditPlay changes what a player may change about a saved play after the
// fact: its notes and where it was played. Scores change only by deleting
// the play and entering it again.
func (s *Store) EditPlay(ctx context.Context, id int64, notes, location string) error {
	notes, location = strings.TrimSpace(notes), strings.TrimSpace(location)
	if n := utf8.RuneCountInString(notes); n > maxNotes {
		return msg.New("notes", "Notes hold at most {{.Max}} characters; these have {{.N}}.", map[string]any{"Max": maxNotes, "N": n})
	}
	if n := utf8.RuneCountInString(location); n > maxLocation || strings.ContainsAny(location, "\n\r\t") {
		return msg.New("location", "A place is one line of at most {{.Max}} characters.", map[string]any{"Max": maxLocation})
	}
	res, err := s.db.ExecContext(ctx, `UPDATE plays SET notes = ?, location = ? WHERE id = ?`, notes, location, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("play %d: %w", id, ErrNotFound)
	}
	return nil
}
