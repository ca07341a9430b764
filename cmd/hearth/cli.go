package main

import (
	"errors"
	"fmt"
	"hearth/data/names"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"

	"hearth/data"
	"hearth/data/msg"
	"hearth/internal/appinfo"
)

// Exit statuses: 2 is bad input (a usage error or an invalid file), 1 any other failure.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

// env is what a command may touch: its streams, the environment and the
// database path given with --db.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	getenv         func(string) string
	db             string // --db flag, empty when not given
	lang           string // --lang flag, empty when not given
	// sp is the language of a command that speaks one (setup, score): its
	// input errors are written in it.
	sp *speaker
}

// command is one CLI subcommand, registered by the cmd_*.go files.
type command struct {
	usage string // one line: arguments and flags
	about string // one sentence
	run   func(e *env, args []string) int
}

var commands = map[string]command{}

func register(name string, c command) { commands[name] = c }

func init() {
	register("version", command{usage: "hearth version", about: "print the version", run: func(e *env, args []string) int {
		if len(args) > 0 {
			return e.usageError("version takes no arguments")
		}
		fmt.Fprintf(e.stdout, "Hearth %s\n", appinfo.Version)
		return exitOK
	}})
	register("help", command{usage: "hearth help", about: "list the commands", run: func(e *env, _ []string) int {
		e.help(e.stdout)
		return exitOK
	}})
}

// run dispatches the arguments after the program name; with no command it
// opens the window (the app program, see openApp).
func run(args []string, e *env) int {
	rest, err := e.globalFlags(args)
	if err != nil {
		return e.usageError(err.Error())
	}
	if len(rest) == 0 {
		return openApp(e)
	}
	name := rest[0]
	if name == "-h" || name == "--help" {
		name = "help"
	}
	c, ok := commands[name]
	if !ok {
		return e.usageError(fmt.Sprintf("unknown command %q (try: hearth help)", name))
	}
	return c.run(e, rest[1:])
}

// globalFlags takes --db PATH and --lang en|fr|de (or --db=PATH,
// --lang=LANG) from anywhere in args: before the command (hearth --lang de
// setup …) as well as after it.
func (e *env) globalFlags(args []string) ([]string, error) {
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		name, value, inline := strings.Cut(a, "=")
		db, lang := name == "--db" || name == "-db", name == "--lang" || name == "-lang"
		if !db && !lang {
			rest = append(rest, a)
			continue
		}
		if !inline && i+1 < len(args) {
			value = args[i+1]
			i++
		}
		switch {
		case db && value == "":
			return nil, errors.New("--db needs a file path")
		case db:
			e.db = value
		case !knownLanguage(value):
			return nil, fmt.Errorf("--lang is en, fr or de; got %q", value)
		default:
			e.lang = value
		}
	}
	return rest, nil
}

// dbPath is the database the app uses: --db, then HEARTH_DB, then hearth.db
// in the app's storage folder (Fyne's, mirrored here so the CLI needs no window).
func (e *env) dbPath() string {
	if e.db != "" {
		return e.db
	}
	if p := e.getenv("HEARTH_DB"); p != "" {
		return p
	}
	if root := storageRoot(); filepath.IsAbs(root) { // without HOME: no default, never the current folder
		return filepath.Join(root, "hearth.db")
	}
	return ""
}

// storageRoot mirrors Fyne's app storage root on desktop systems (the
// command line links no Fyne).
func storageRoot() string {
	home, _ := os.UserHomeDir()
	var root string
	switch runtime.GOOS {
	case "darwin":
		root = filepath.Join(home, "Library", "Preferences", "fyne")
	case "windows":
		root = filepath.Join(home, "AppData", "Roaming", "fyne")
	default:
		cfg, err := os.UserConfigDir()
		if err != nil {
			cfg = filepath.Join(home, ".config")
		}
		root = filepath.Join(cfg, "fyne")
	}
	return filepath.Join(root, appinfo.ID)
}

// openStore opens the database for a command; failures are reported and
// turned into an exit status.
func (e *env) openStore() (*data.Store, int) {
	s, err := data.Open(e.dbPath())
	if err != nil {
		return nil, e.openFailed(err)
	}
	return s, exitOK
}

// openFailed reports why the database did not open, in the store's words
// when it has some (data.Explain): "database or disk is full (13)" or the
// name of a file being created beside the database are not.
func (e *env) openFailed(err error) int {
	if x := data.Explain(err); x != err {
		err = fmt.Errorf("%s: %w", e.dbPath(), x)
	}
	fmt.Fprintf(e.stderr, "hearth: %s\n", names.Printable(err.Error()))
	return exitFail
}

// openReadStore opens the database for a read command: it never writes and
// never creates a database. A missing database at the default place reads
// as empty (nothing played yet); one named by --db or HEARTH_DB is refused,
// since reading "no plays yet" from a mistyped path hides the mistake.
func (e *env) openReadStore() (*data.Store, int) {
	path := e.dbPath()
	if e.db != "" || e.getenv("HEARTH_DB") != "" {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			fmt.Fprintf(e.stderr, "hearth: there is no database at %s (check --db or HEARTH_DB)\n", names.Printable(path))
			return nil, exitFail
		}
	}
	s, err := data.OpenReadOnly(path)
	if err != nil {
		return nil, e.openFailed(err)
	}
	return s, exitOK
}

// usageError prints one line and returns the usage exit status. The line
// may quote input: what a terminal would act on is escaped.
func (e *env) usageError(line string) int {
	fmt.Fprintf(e.stderr, "hearth: %s\n", names.Printable(line))
	return exitUsage
}

// inputError prints a validation error as one line naming the field, and
// returns the usage exit status.
func (e *env) inputError(err error) int {
	m, ok := msg.As(err)
	switch {
	case ok && e.sp != nil:
		return e.usageError(e.sp.line(m))
	case ok:
		return e.usageError(m.Line())
	}
	return e.usageError(err.Error())
}

// maxScoreBytes is the most `hearth score` reads of its FILE: a game of
// five players with every field filled is under 4 KB, so 1 MB is room for
// any board, and /dev/zero or an endless stream is refused at once.
const maxScoreBytes = 1 << 20

// readInput reads a FILE argument, "-" meaning standard input, at most
// maxScoreBytes of it. A file that is neither a regular file nor a pipe (a
// device, a folder) is refused before it is read.
func (e *env) readInput(name string) ([]byte, error) {
	var r io.Reader = e.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", names.Printable(name), errors.Unwrap(err))
		}
		defer f.Close()
		st, err := f.Stat()
		switch {
		case err != nil:
			return nil, fmt.Errorf("cannot read %s: %w", names.Printable(name), err)
		case !st.Mode().IsRegular() && st.Mode()&os.ModeNamedPipe == 0:
			return nil, fmt.Errorf("%s is not a file", names.Printable(name))
		}
		r = f
	}
	b, err := io.ReadAll(io.LimitReader(r, maxScoreBytes+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("cannot read %s: %w", names.Printable(name), err)
	case len(b) > maxScoreBytes:
		return nil, fmt.Errorf("%s is larger than %d MB: it is not a game to score", inputName(name), maxScoreBytes>>20)
	}
	return b, nil
}

// inputName names a FILE argument in a sentence.
func inputName(name string) string {
	if name == "-" {
		return "standard input"
	}
	return names.Printable(name)
}

func (e *env) help(w io.Writer) {
	fmt.Fprintln(w, "Hearth — a table companion for Bonfire, Lueur and Insula.")
	fmt.Fprintln(w, "Run without a command to open the app (the program hearth-app). Commands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-50s %s\n", commands[n].usage, commands[n].about)
	}
	fmt.Fprintln(w, "Global flags, anywhere on the line: --db PATH (or HEARTH_DB) selects the database file;")
	fmt.Fprintln(w, "--lang en|fr|de the language of setup and score (else LC_ALL, LC_MESSAGES or LANG).")
}
