package exchange

import (
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/names"
)

// CSVHeader names the columns of ExportCSV, one row per player's result.
var CSVHeader = []string{"play_uid", "game", "mode", "played_at", "duration_min", "setup_code", "location", "notes",
	"seat", "player", "bot", "score", "winner", "tie_break"}

// CSVBOM starts every CSV export: the UTF-8 byte order mark, without which
// spreadsheets on Windows read "Zoé" as "ZoÃ©".
const CSVBOM = "\ufeff"

// ExportCSV writes every play, newest first, one row per player's result
// (RFC 4180, after a UTF-8 byte order mark, header row first; seats counted
// from 1, times in UTC). A text cell a spreadsheet would read as a formula
// gets a leading apostrophe (csvText).
func ExportCSV(ctx context.Context, s *data.Store, w io.Writer) error {
	plays, err := s.Plays(ctx, data.PlayFilter{})
	if err != nil {
		return err
	}
	return WritePlaysCSV(w, plays)
}

// WritePlaysCSV writes plays as ExportCSV does.
func WritePlaysCSV(w io.Writer, plays []data.Play) error {
	if _, err := io.WriteString(w, CSVBOM); err != nil {
		return err
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(CSVHeader); err != nil {
		return err
	}
	for _, p := range plays {
		tie := p.TieBreak()
		for _, r := range p.Results {
			// Every cell that carries text is neutralised; the numbers,
			// times and true/false Hearth writes itself are left as they are.
			row := []string{csvText(p.UID), csvText(string(p.Game)), csvText(p.Mode), p.PlayedAt.UTC().Format(time.RFC3339),
				strconv.Itoa(int(p.Duration.Minutes())), csvText(p.SetupCode), csvText(p.Location), csvText(p.Notes),
				strconv.Itoa(r.Seat + 1), csvText(r.Name), strconv.FormatBool(r.Bot), csvScore(r), strconv.FormatBool(r.Winner), tie}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// csvScore is a result's score cell: empty for a result without a score
// (unscored.go), not 0.
func csvScore(r data.Result) string {
	if r.Unscored {
		return ""
	}
	return strconv.Itoa(r.Score)
}

// csvText keeps a spreadsheet from reading a cell as a formula: a cell
// whose first character, once blanks, quotes and line breaks before it are
// skipped, is =, +, -, @ (or their full-width forms), or that starts with a
// tab or a carriage return, gets a leading apostrophe. Control and bidi
// characters (ESC, NUL, U+009B, U+202E…) are written as their escapes
// (names.Inert): the file shows what the notes hold, and a terminal it is
// printed on acts on none of it.
func csvText(s string) string {
	if s == "" {
		return s
	}
	s = names.Inert(s)
	if s[0] == '\t' || s[0] == '\r' {
		return "'" + s
	}
	rest := strings.TrimLeft(s, " \t\r\n\"'\u00a0\u3000")
	if rest == "" {
		return s
	}
	switch r := []rune(rest)[0]; r {
	case '=', '+', '-', '@', '＝', '＋', '－', '＠':
		return "'" + s
	}
	return s
}
