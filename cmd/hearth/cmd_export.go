package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"unicode/utf8"

	"hearth/data"
	"hearth/data/backup"
	"hearth/data/exchange"
	"hearth/data/names"
)

const exportUsage = "hearth export [--format json|csv|bgsplay] FILE"

func init() {
	register("export", command{usage: exportUsage, about: "write everything (json, the default), every play as CSV rows or a BG Stats play file to a new FILE (- writes to standard output)", run: runExport})
}

// exporters are the formats of `hearth export`.
var exporters = map[string]func(context.Context, *data.Store, io.Writer) error{
	"json":    exchange.ExportJSON,
	"csv":     exchange.ExportCSV,
	"bgsplay": exchange.ExportBGStats,
}

// runExport writes one export to a new file or to standard output. It
// reads the database without writing it and never overwrites a file; a
// failed export leaves no partial file.
func runExport(e *env, args []string) int {
	format, file, code, ok := exportArgs(e, args)
	if !ok {
		return code
	}
	store, code := e.openReadStore()
	if store == nil {
		return code
	}
	defer store.Close()
	ctx := context.Background()
	if file == "-" {
		out := e.stdout
		if isTerminal(out) {
			// Names, notes and places come from other people's files:
			// a terminal must not act on them.
			iw := &inertWriter{w: out}
			defer iw.flush()
			out = iw
		}
		if err := exporters[format](ctx, store, out); err != nil {
			return e.fail(err)
		}
		return exitOK
	}
	// Whole or not at all: a failed or killed export leaves no file.
	err := backup.WriteFileWhole(file, func(w io.Writer) error { return exporters[format](ctx, store, w) })
	if err != nil {
		return e.fail(err)
	}
	n, err := store.CountPlays(ctx, "")
	if err != nil {
		return e.fail(err)
	}
	fmt.Fprintf(e.stdout, "%d plays written to %s (%s).\n", n, names.Printable(file), format)
	return exitOK
}

// exportArgs reads --format (json by default) and the one FILE.
func exportArgs(e *env, args []string) (format, file string, code int, ok bool) {
	format = "json"
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--format" || a == "-format":
			if i+1 >= len(args) {
				return "", "", e.usageError("--format needs json, csv or bgsplay (" + exportUsage + ")"), false
			}
			format = args[i+1]
			i++
		case strings.HasPrefix(a, "--format="):
			format = strings.TrimPrefix(a, "--format=")
		case a == "-" || !strings.HasPrefix(a, "-"):
			if file != "" {
				return "", "", e.usageError("give exactly one FILE (" + exportUsage + ")"), false
			}
			file = a
		default:
			return "", "", e.usageError(fmt.Sprintf("unexpected argument %q (%s)", a, exportUsage)), false
		}
	}
	if _, known := exporters[format]; !known {
		return "", "", e.usageError(fmt.Sprintf("unknown format %q: the formats are json, csv and bgsplay (%s)", format, exportUsage)), false
	}
	if strings.TrimSpace(file) == "" {
		return "", "", e.usageError("give the FILE to write, or - for standard output (" + exportUsage + ")"), false
	}
	return format, file, exitOK, true
}

// isTerminal tells whether w is a terminal (a character device); tests
// replace it.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// inertWriter writes what a terminal would act on as visible text: the
// characters names.Hidden tells (escape and the other control characters,
// C1 controls, bidi controls) and the carriage return, as names.Inert
// writes them. A character cut between two writes is held until the next.
type inertWriter struct {
	w    io.Writer
	tail []byte // the start of a character the last write cut
}

func (iw *inertWriter) Write(p []byte) (int, error) {
	data := append(iw.tail, p...)
	iw.tail = nil
	out := make([]byte, 0, len(data)+16)
	for i := 0; i < len(data); {
		if !utf8.FullRune(data[i:]) {
			iw.tail = append([]byte(nil), data[i:]...)
			break
		}
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == '\r':
			out = append(out, `\x0d`...)
		case names.Hidden(r) || r == utf8.RuneError:
			out = append(out, names.Inert(string(data[i:i+size]))...)
		default:
			out = append(out, data[i:i+size]...)
		}
		i += size
	}
	if _, err := iw.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// flush writes the bytes of a character still held back, escaped.
func (iw *inertWriter) flush() {
	if len(iw.tail) > 0 {
		_, _ = io.WriteString(iw.w, names.Inert(string(iw.tail)))
		iw.tail = nil
	}
}
