package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

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

// inertWriter writes what a terminal would act on (escape, other control
// characters but the line feed and the tab, C1 controls) as visible text.
type inertWriter struct {
	w       io.Writer
	pending bool // the last byte written was 0xC2, the lead of a C1 control
}

func (iw *inertWriter) Write(p []byte) (int, error) {
	out := make([]byte, 0, len(p)+16)
	for _, c := range p {
		if iw.pending {
			iw.pending = false
			if c >= 0x80 && c <= 0x9f {
				out = fmt.Appendf(out, "\\u%04x", c)
				continue
			}
			out = append(out, 0xc2)
		}
		switch {
		case c == 0xc2:
			iw.pending = true
		case c < 0x20 && c != '\n' && c != '\t' || c == 0x7f:
			out = fmt.Appendf(out, "\\x%02x", c)
		default:
			out = append(out, c)
		}
	}
	if _, err := iw.w.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// flush writes a lead byte still held back.
func (iw *inertWriter) flush() {
	if iw.pending {
		_, _ = iw.w.Write([]byte{0xc2})
		iw.pending = false
	}
}
