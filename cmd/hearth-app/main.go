// Command hearth-app is Hearth's window: the program the fyne tool packages
// (FyneApp.toml beside this file) and the one `hearth` starts when given no
// command. The command line lives in cmd/hearth and links no GUI toolkit, so
// it runs without a display, cgo or GL libraries; only this program needs them.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "hearth/internal/quietlocale" // before Fyne reads the locale

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"hearth/data"
	"hearth/internal/appinfo"
	"hearth/ui"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// profileStarted runs at the first frame: a start-up profile ends there
// (with -tags startprof, startprof.go).
var profileStarted = func() {}

// warmAfter is how long after the first frame Fyne's text styles are
// prepared (kit.WarmFonts).
const warmAfter = 100 * time.Millisecond

// Exit statuses, as the command line's: 2 bad arguments, 1 any other failure.
const (
	exitOK    = 0
	exitFail  = 1
	exitUsage = 2
)

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stderr))
}

// run opens the window on the store given by --db, HEARTH_DB, or the app's
// storage folder. Without a display it says so in one line and touches
// nothing: the database is opened only once a window can be.
func run(args []string, getenv func(string) string, stderr io.Writer) int {
	path, err := dbFlag(args)
	if err != nil {
		fmt.Fprintf(stderr, "hearth: %v\n", err)
		return exitUsage
	}
	if why := noDisplay(getenv); why != "" {
		fmt.Fprintf(stderr, "hearth: %s\n", why)
		return exitFail
	}
	resumeGC := pauseGC()
	defer resumeGC()
	a := app.NewWithID(appinfo.ID)
	var h *shell.Host
	// Run starts once the first frame is drawn (Show draws it).
	a.Lifecycle().SetOnStarted(func() {
		resumeGC()
		profileStarted()
		h.Started()
		// Home is drawn without Fyne's text styles (issue 21); the next
		// screen's labels and buttons need them: prepared beside the idle
		// window a moment after the first frame (so that nothing of it is
		// counted in the start-up, tools/startup.sh), long before a tap.
		time.AfterFunc(warmAfter, func() { kit.WarmFonts(nil) })
	})
	if path == "" {
		path = getenv("HEARTH_DB")
	}
	if path == "" {
		path = filepath.Join(a.Storage().RootURI().Path(), "hearth.db")
	}
	store, err := data.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "hearth: %v\n", err)
		return exitFail
	}
	h = shell.NewSized(a, store, ui.Modules, windowSize(getenv("HEARTH_WINDOW_SIZE")))
	// Restoring a backup swaps the store: close the one open at the end.
	defer func() { _ = h.Store().Close() }()
	w := h.Window()
	w.SetIcon(windowIcon)
	w.ShowAndRun()
	return exitOK
}

// dbFlag reads the only argument the window takes, --db PATH (or
// --db=PATH); "" when absent.
func dbFlag(args []string) (string, error) {
	const only = "the app takes only --db PATH; the commands are in hearth (try: hearth help)"
	switch {
	case len(args) == 0:
		return "", nil
	case len(args) == 2 && (args[0] == "--db" || args[0] == "-db") && args[1] != "":
		return args[1], nil
	case len(args) == 1 && strings.HasPrefix(args[0], "--db=") && len(args[0]) > len("--db="):
		return strings.TrimPrefix(args[0], "--db="), nil
	case len(args) <= 2 && strings.HasPrefix(args[0], "-") && strings.Contains(args[0], "db"):
		return "", errors.New("--db needs a file path")
	}
	return "", fmt.Errorf("%s; got %q", only, strings.Join(args, " "))
}

// windowSize reads "WIDTHxHEIGHT" (used to look at the phone layout on a
// desktop); the default is a tall phone-like window.
func windowSize(s string) fyne.Size {
	var w, h float32
	if _, err := fmt.Sscanf(s, "%fx%f", &w, &h); err != nil || w < 200 || h < 200 {
		return fyne.NewSize(420, 820)
	}
	return fyne.NewSize(w, h)
}
