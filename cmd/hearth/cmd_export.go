package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"hearth/data"
	"hearth/data/names"
)

const exportUsage = "hearth export [--format json|csv|bgsplay] FILE"

func init() {
	register("export", command{usage: exportUsage, about: "write everything (json, the default), every play as CSV rows or a BG Stats play file to a new FILE (- writes to standard output)", run: runExport})
}

// exporters are the formats of `hearth export`, each a store method.
var exporters = map[string]func(*data.Store, context.Context, io.Writer) error{
	"json":    (*data.Store).ExportJSON,
	"csv":     (*data.Store).ExportCSV,
	"bgsplay": (*data.Store).ExportBGStats,
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
		if err := exporters[format](store, ctx, e.stdout); err != nil {
			return e.fail(err)
		}
		return exitOK
	}
	// Whole or not at all: a failed or killed export leaves no file.
	err := data.WriteFileWhole(file, func(w io.Writer) error { return exporters[format](store, ctx, w) })
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
