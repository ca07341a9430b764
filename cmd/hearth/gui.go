package main

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"hearth/data"
	"hearth/ui"
)

// gui opens the window on the store given by --db, HEARTH_DB, or the app's
// storage folder.
func gui(e *env) int {
	a := app.NewWithID(appID)
	path := e.db
	if path == "" {
		path = e.getenv("HEARTH_DB")
	}
	if path == "" {
		path = filepath.Join(a.Storage().RootURI().Path(), "hearth.db")
	}
	store, err := data.Open(path)
	if err != nil {
		fmt.Fprintf(e.stderr, "hearth: %v\n", err)
		return exitFail
	}
	h := ui.New(a, store)
	// Restoring a backup swaps the store: close the one open at the end.
	defer func() { _ = h.Store().Close() }()
	w := h.Window()
	w.Resize(windowSize(e.getenv("HEARTH_WINDOW_SIZE")))
	w.ShowAndRun()
	return exitOK
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
