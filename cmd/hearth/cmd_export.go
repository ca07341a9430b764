package main

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"hearth/data"
	"hearth/data/names"
)

const exportUsage = "hearth export --format csv FILE"

func init() {
	register("export", command{usage: exportUsage, about: "write every play to a new FILE, one CSV row per player's result (- writes to standard output)", run: runExport})
}

// csvHeader names the columns of the CSV export, one row per player's result.
var csvHeader = []string{"play_uid", "game", "mode", "played_at", "duration_min", "setup_code", "location", "notes",
	"seat", "player", "bot", "score", "winner"}

// runExport writes the plays, newest first. Only CSV is built; the
// versioned JSON and BG Stats formats of SPEC §7 are refused by name.
func runExport(e *env, args []string) int {
	format, file := "", ""
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--format" && i+1 < len(args):
			format = args[i+1]
			i++
		case strings.HasPrefix(a, "--format="):
			format = strings.TrimPrefix(a, "--format=")
		case a == "-" || !strings.HasPrefix(a, "-"):
			if file != "" {
				return e.usageError("give exactly one FILE (" + exportUsage + ")")
			}
			file = a
		default:
			return e.usageError(fmt.Sprintf("unexpected argument %q (%s)", names.Printable(a), exportUsage))
		}
	}
	switch {
	case format == "json" || format == "bgsplay":
		return e.usageError(fmt.Sprintf("--format %s is not available yet; --format csv is (%s)", format, exportUsage))
	case format != "csv":
		return e.usageError("--format csv is needed (" + exportUsage + ")")
	case file == "":
		return e.usageError("give the FILE to write (" + exportUsage + ")")
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	plays, err := store.Plays(context.Background(), data.PlayFilter{})
	if err != nil {
		return e.fail(err)
	}
	var w io.Writer = e.stdout
	if file != "-" {
		f, err := os.OpenFile(file, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600)
		if err != nil {
			return e.fail(fmt.Errorf("cannot create %s (an existing file is never overwritten): %w", file, err))
		}
		defer f.Close()
		w = f
	}
	if err := writePlaysCSV(w, plays); err != nil {
		return e.fail(err)
	}
	if file != "-" {
		fmt.Fprintf(e.stdout, "%d plays written to %s.\n", len(plays), names.Printable(file))
	}
	return exitOK
}

// writePlaysCSV writes one row per player's result. A text cell that a
// spreadsheet would read as a formula gets a leading apostrophe.
func writePlaysCSV(w io.Writer, plays []data.Play) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(csvHeader); err != nil {
		return err
	}
	text := func(s string) string {
		if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
			return "'" + s
		}
		return s
	}
	for _, p := range plays {
		for _, r := range p.Results {
			row := []string{p.UID, string(p.Game), p.Mode, p.PlayedAt.UTC().Format(time.RFC3339),
				strconv.Itoa(int(p.Duration.Minutes())), p.SetupCode, text(p.Location), text(p.Notes),
				strconv.Itoa(r.Seat + 1), text(r.Name), strconv.FormatBool(r.Bot), strconv.Itoa(r.Score), strconv.FormatBool(r.Winner)}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}
