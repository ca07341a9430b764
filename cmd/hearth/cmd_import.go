package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"hearth/data/exchange"
	"hearth/data/msg"
	"hearth/data/names"
)

const importUsage = "hearth import FILE"

func init() {
	register("import", command{usage: importUsage, about: "merge a Hearth export (JSON) FILE into the database: nothing is duplicated, a bad file changes nothing (- reads standard input)", run: runImport})
}

// runImport checks the whole file before it opens (or creates) the
// database, then merges it in one transaction and says what it added, and
// for each profile whose name the import brought plays without a profile
// (or that it added under a name already played) how many and how to link
// them (hearth take-plays): it asks nothing. The
// file is read twice, a buffer at a time, never held whole; standard input
// is kept in a temporary file while it is checked. Every refusal of the
// file exits with status 2, the database's own with 1.
func runImport(e *env, args []string) int {
	if len(args) != 1 || (args[0] != "-" && strings.HasPrefix(args[0], "-")) || strings.TrimSpace(args[0]) == "" {
		return e.usageError("give exactly one FILE, or - for standard input (" + importUsage + ")")
	}
	f, err := e.checkImport(args[0])
	if err != nil {
		return e.inputError(err)
	}
	defer f.Close()
	store, code := e.openStore()
	if store == nil {
		return code
	}
	defer store.Close()
	rep, err := exchange.ImportJSON(context.Background(), store, f)
	if _, ok := msg.As(err); ok {
		return e.inputError(err)
	}
	if err != nil {
		return e.fail(err)
	}
	fmt.Fprintf(e.stdout, "Added %s, %s, %s, %s and %s; %d already there.\n", count(rep.Profiles, "profile"), count(rep.Plays, "play"),
		count(rep.Sessions, "session"), count(rep.Settings, "setting"), count(rep.Drafts, "draft"), rep.Unchanged)
	if len(rep.LeftOut) > 0 {
		fmt.Fprintf(e.stdout, "Left out %s Hearth has no use for: %s.\n", count(len(rep.LeftOut), "setting"), names.Printable(strings.Join(rep.LeftOut, ", ")))
	}
	for _, o := range rep.Offers {
		e.sayPlaysApart(e.stdout, o.Profile, o.Plays)
	}
	return exitOK
}

// checkImport opens the file to import and checks it (exchange.InspectExport),
// then gives it back from its start. A file larger than
// exchange.MaxImportBytes is refused before it is read; standard input (or a
// pipe) is read up to that and copied into a temporary file, removed when
// closed.
func (e *env) checkImport(name string) (io.ReadSeekCloser, error) {
	f, err := e.importFile(name)
	if err != nil {
		return nil, err
	}
	var r io.Reader = f
	if t, ok := f.(*spooled); ok {
		r = io.TeeReader(e.stdinOr(t.from), t.File)
	}
	if _, err := exchange.InspectExport(r); err != nil {
		f.Close()
		return nil, err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		f.Close()
		return nil, fmt.Errorf("cannot read %s again: %w", name, err)
	}
	return f, nil
}

// importFile opens name, or a temporary file to copy a stream into.
func (e *env) importFile(name string) (io.ReadSeekCloser, error) {
	if name == "-" {
		return newSpool(nil)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", name, errors.Unwrap(err))
	}
	st, err := f.Stat()
	switch {
	case err != nil:
		f.Close()
		return nil, fmt.Errorf("cannot read %s: %w", name, err)
	case st.Mode()&os.ModeNamedPipe != 0:
		return newSpool(f)
	case !st.Mode().IsRegular():
		f.Close()
		return nil, fmt.Errorf("%s is not a file", name)
	}
	return f, nil
}

// spooled is a temporary file that receives a stream while it is checked.
type spooled struct {
	*os.File
	from io.ReadCloser // the stream; nil: standard input
}

func newSpool(from io.ReadCloser) (*spooled, error) {
	f, err := os.CreateTemp("", "hearth-import-*.json")
	if err != nil {
		if from != nil {
			from.Close()
		}
		return nil, fmt.Errorf("cannot keep standard input while it is checked: %w", err)
	}
	return &spooled{File: f, from: from}, nil
}

// Close closes the stream and removes the temporary file.
func (s *spooled) Close() error {
	if s.from != nil {
		s.from.Close()
	}
	err := s.File.Close()
	os.Remove(s.Name())
	return err
}

// stdinOr is r, or standard input when r is nil.
func (e *env) stdinOr(r io.Reader) io.Reader {
	if r == nil {
		return e.stdin
	}
	return r
}

// count writes "1 play", "2 plays".
func count(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
