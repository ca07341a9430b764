package main

import (
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/ui/uitest"
)

// walkData captures Settings → Your data: the section, Fyne's own save
// dialog, and each step of export, import and restore with the file
// choosers replaced by files in a temporary folder.
func (t *tour) walkData() {
	dir, err := os.MkdirTemp("", "hearth-shots-data")
	must(err)
	defer os.RemoveAll(dir)
	export := filepath.Join(dir, "hearth-2026-11-23.json")

	t.home()
	plays, err := t.store.Plays(bg(), data.PlayFilter{})
	must(err)
	if len(plays) > 0 {
		t.h.OpenPlay(plays[0].ID)
		t.scrollDown()
		t.snap("play-send-to-bg-stats")
	}

	t.home()
	t.tap(lang.L("Settings"))
	t.scrollDown()
	t.snap("settings-your-data")
	t.tap(lang.L("Export…"))
	t.snap("your-data-save-dialog")
	uitest.CloseOverlays(t.h)

	var openFrom string
	t.h.SetFilePickers(func(_ string, done func(fyne.URIWriteCloser, error)) {
		w, err := storage.Writer(storage.NewFileURI(export))
		must(err)
		done(w, nil)
	}, func(_ []string, done func(fyne.URIReadCloser, error)) {
		r, err := storage.Reader(storage.NewFileURI(openFrom))
		must(err)
		done(r, nil)
	})
	t.tap(lang.L("Export…"))
	t.snap("your-data-exported")
	uitest.CloseOverlays(t.h)

	openFrom = export
	t.tap(lang.L("Import a Hearth export…"))
	t.snap("your-data-import-confirm")
	t.tapInDialog(lang.L("Yes"))
	t.snap("your-data-imported")
	uitest.CloseOverlays(t.h)

	openFrom = filepath.Join(dir, "notes.txt")
	must(os.WriteFile(openFrom, []byte("shopping list: bread, cheese, a new deck sleeve"), 0o600))
	t.tap(lang.L("Restore a backup…"))
	t.snap("your-data-restore-refused")
	uitest.CloseOverlays(t.h)
}

// tapInDialog taps a button of the dialog on top, if there is one.
func (t *tour) tapInDialog(text string) {
	top := t.h.Window().Canvas().Overlays().Top()
	if top == nil {
		return
	}
	for _, b := range uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == text }) {
		test.Tap(b)
		return
	}
}
