package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"hearth/data"
	"hearth/data/msg"
)

const importUsage = "hearth import FILE"

func init() {
	register("import", command{usage: importUsage, about: "merge a Hearth export (JSON) FILE into the database: nothing is duplicated, a bad file changes nothing (- reads standard input)", run: runImport})
}

// runImport checks the whole file before it opens (or creates) the
// database, then merges it in one transaction and says what it added.
func runImport(e *env, args []string) int {
	if len(args) != 1 || (args[0] != "-" && strings.HasPrefix(args[0], "-")) || strings.TrimSpace(args[0]) == "" {
		return e.usageError("give exactly one FILE, or - for standard input (" + importUsage + ")")
	}
	raw, err := e.readImport(args[0])
	if err != nil {
		return e.inputError(err)
	}
	if _, err := data.InspectExport(bytes.NewReader(raw)); err != nil {
		return e.inputError(err)
	}
	store, code := e.openStore()
	if store == nil {
		return code
	}
	defer store.Close()
	rep, err := store.ImportJSON(context.Background(), bytes.NewReader(raw))
	if err != nil {
		return e.fail(err)
	}
	fmt.Fprintf(e.stdout, "Added %s, %s and %s; %d already there.\n",
		count(rep.Profiles, "profile"), count(rep.Plays, "play"), count(rep.Sessions, "session"), rep.Unchanged)
	return exitOK
}

// readImport reads the file to import, refusing one larger than
// data.MaxImportBytes before reading it (standard input is read up to it).
func (e *env) readImport(name string) ([]byte, error) {
	tooLarge := msg.New("", "The file is larger than {{.Max}} MB: it is not a Hearth export.", map[string]any{"Max": data.MaxImportBytes >> 20})
	var r io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", name, errors.Unwrap(err))
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && (!st.Mode().IsRegular() || st.Size() > data.MaxImportBytes) {
			if !st.Mode().IsRegular() && st.Mode()&os.ModeNamedPipe == 0 {
				return nil, fmt.Errorf("%s is not a file", name)
			}
			if st.Size() > data.MaxImportBytes {
				return nil, tooLarge
			}
		}
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, data.MaxImportBytes+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, err)
	}
	if len(b) > data.MaxImportBytes {
		return nil, tooLarge
	}
	return b, nil
}

// count writes "1 play", "2 plays".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
