package data

import (
	"context"
	"errors"
	"io"
)

// ExportJSON writes everything as the versioned JSON of docs/export.md:
// profiles, plays with results and breakdowns, the handicap ledger,
// sessions with every event, settings and drafts. It reads one consistent
// snapshot and never writes to the database.
func (s *Store) ExportJSON(ctx context.Context, w io.Writer) error {
	return errors.New("not built yet")
}

// ExportCSV writes every play, newest first, one row per player's result
// (RFC 4180, header row first). A text cell a spreadsheet would read as a
// formula gets a leading apostrophe.
func (s *Store) ExportCSV(ctx context.Context, w io.Writer) error {
	return errors.New("not built yet")
}

// ExportBGStats writes a .bgsplay file of every play: BG Stats' own play
// file, which its import screen reads (see data/bgstats).
func (s *Store) ExportBGStats(ctx context.Context, w io.Writer) error {
	return errors.New("not built yet")
}
