package data

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"
)

// CSVHeader names the columns of ExportCSV, one row per player's result.
var CSVHeader = []string{"play_uid", "game", "mode", "played_at", "duration_min", "setup_code", "location", "notes",
	"seat", "player", "bot", "score", "winner"}

// ExportCSV writes every play, newest first, one row per player's result
// (RFC 4180, header row first; seats counted from 1, times in UTC). A text
// cell a spreadsheet would read as a formula gets a leading apostrophe.
func (s *Store) ExportCSV(ctx context.Context, w io.Writer) error {
	plays, err := s.Plays(ctx, PlayFilter{})
	if err != nil {
		return err
	}
	return WritePlaysCSV(w, plays)
}

// WritePlaysCSV writes plays as ExportCSV does.
func WritePlaysCSV(w io.Writer, plays []Play) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, p := range plays {
		for _, r := range p.Results {
			row := []string{p.UID, string(p.Game), p.Mode, p.PlayedAt.UTC().Format(time.RFC3339),
				strconv.Itoa(int(p.Duration.Minutes())), p.SetupCode, csvText(p.Location), csvText(p.Notes),
				strconv.Itoa(r.Seat + 1), csvText(r.Name), strconv.FormatBool(r.Bot), strconv.Itoa(r.Score), strconv.FormatBool(r.Winner)}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvText keeps a spreadsheet from reading a cell as a formula.
func csvText(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
