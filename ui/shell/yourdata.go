package shell

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/backup"
	"hearth/data/exchange"
	"hearth/data/msg"
	"hearth/data/names"
	"hearth/ui/kit"
)

// SaveFileFunc asks where to write a file: name is the suggested file name.
// done gets the chosen place, or nil when the player cancelled.
type SaveFileFunc func(name string, done func(fyne.URIWriteCloser, error))

// OpenFileFunc asks which file to read; exts filters by extension
// (".json"). done gets the chosen file, or nil when the player cancelled.
type OpenFileFunc func(exts []string, done func(fyne.URIReadCloser, error))

// SetFilePickers replaces the file dialogs of Settings → Your data, for
// tests that cannot tap through a file chooser.
func (h *Host) SetFilePickers(save SaveFileFunc, open OpenFileFunc) {
	h.saveFile, h.openFile = save, open
}

// saveWithDialog is the real SaveFileFunc: Fyne's save dialog, which hands
// out storage URIs (Android content URIs included).
func (h *Host) saveWithDialog(name string, done func(fyne.URIWriteCloser, error)) {
	d := dialog.NewFileSave(done, h.win)
	d.SetFileName(name)
	showSized(d, h.dialogSize())
}

// openWithDialog is the real OpenFileFunc.
func (h *Host) openWithDialog(exts []string, done func(fyne.URIReadCloser, error)) {
	d := dialog.NewFileOpen(done, h.win)
	if len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	showSized(d, h.dialogSize())
}

// showSized shows a file dialog at size, in the middle of the window. Fyne
// 2.8.1 panics on a file dialog resized before it is shown (fyne#6495,
// fixed after 2.8.1), and one resized after keeps the place it was centred
// at for its smaller size, its Save button below the screen: shown again,
// it is centred for its new size.
func showSized(d *dialog.FileDialog, size fyne.Size) {
	d.Show()
	d.Resize(size)
	d.Hide()
	d.Show()
}

// dialogSize fills most of the window: file lists need the room.
func (h *Host) dialogSize() fyne.Size {
	s := h.win.Canvas().Size()
	return fyne.NewSize(s.Width*0.95, s.Height*0.9)
}

// exportFormat is one of the files Export writes.
type exportFormat struct {
	name, about, ext string
	write            func(context.Context, *data.Store, io.Writer) error
}

func exportFormats() []exportFormat {
	return []exportFormat{
		{"JSON", lang.L("Everything (profiles, plays, solo games, settings), to keep or to import on another phone."), ".json", exchange.ExportJSON},
		{"CSV", lang.L("Every player's result in every play, for a spreadsheet."), ".csv", exchange.ExportCSV},
		{"BG Stats", lang.L("Every play, as a file BG Stats imports (.bgsplay)."), ".bgsplay", exchange.ExportBGStats},
	}
}

// yourDataSection is Settings → Your data: export, import, backup and
// restore, each through the system's file chooser.
func (h *Host) yourDataSection() fyne.CanvasObject {
	formats := exportFormats()
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.name
	}
	about := kit.Note(formats[0].about)
	choice := kit.NewSegmented(names, 0, func(i int) {
		about.ParseMarkdown(formats[i].about)
	})
	export := widget.NewButtonWithIcon(lang.L("Export…"), theme.UploadIcon(), func() {
		h.exportTo(formats[choice.Selected()])
	})
	importButton := widget.NewButtonWithIcon(lang.L("Import a Hearth export…"), theme.DownloadIcon(), h.importFrom)
	backup := widget.NewButtonWithIcon(lang.L("Back up…"), theme.DocumentSaveIcon(), h.backUp)
	restore := widget.NewButtonWithIcon(lang.L("Restore a backup…"), theme.HistoryIcon(), h.restore)
	box := container.NewVBox(
		kit.Heading(lang.L("Your data")),
		kit.Note(lang.L("Your plays are yours: take them to a spreadsheet, BG Stats or another phone. A backup is a copy of the whole database.")),
		kit.Heading(lang.L("Export")), choice, about, export,
		kit.Heading(lang.L("Import")), importButton,
		kit.Heading(lang.L("Backup")), backup, restore,
	)
	if h.storageNote != nil {
		box.Add(kit.Note(h.storageNote()))
	}
	box.Add(h.autoBackupsSection())
	return box
}

// fileName is a dated name for a file Hearth writes.
func (h *Host) fileName(stem, ext string) string {
	return stem + "-" + h.now().Format("2006-01-02") + ext
}

// exportTo asks where to write and writes the export there.
func (h *Host) exportTo(f exportFormat) {
	h.writeFile(h.fileName("hearth", f.ext), func(w io.Writer) error { return f.write(h.ctx, h.store, w) },
		lang.L("The export could not be written."), func(file string) {
			dialog.ShowInformation(lang.L("Exported"), lang.L("Your history is in {{.File}}.", map[string]any{"File": file}), h.win)
		})
}

// writeFile asks where to save name, writes it with write, and calls done
// with the file's name; a failure is shown after failed.
func (h *Host) writeFile(name string, write func(io.Writer) error, failed string, done func(file string)) {
	h.saveFile(name, func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			h.ShowError(err)
			return
		}
		if w == nil {
			return
		}
		err = write(w)
		if cerr := w.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			h.showDataError(failed, err)
			return
		}
		done(w.URI().Name())
	})
}

// maxImportBytes bounds what Import reads into memory; ImportJSON refuses
// larger files with its own sentence.
const maxImportBytes = 256 << 20

// importFrom reads a Hearth export, says what it holds, and merges it after
// the player agrees.
func (h *Host) importFrom() {
	h.openFile([]string{".json"}, func(r fyne.URIReadCloser, err error) {
		if err != nil {
			h.ShowError(err)
			return
		}
		if r == nil {
			return
		}
		b, err := io.ReadAll(io.LimitReader(r, maxImportBytes+1))
		_ = r.Close()
		if err != nil {
			h.showDataError(lang.L("The file could not be read."), err)
			return
		}
		sum, err := exchange.InspectExport(bytes.NewReader(b))
		if err != nil {
			h.showDataError(lang.L("This file cannot be imported."), err)
			return
		}
		text := r.URI().Name() + "\n" + counts(sum.Profiles, sum.Plays, sum.Sessions) + "\n" +
			lang.L("What Hearth already has is kept; nothing is added twice.")
		dialog.ShowConfirm(lang.L("Import?"), text, func(ok bool) {
			if !ok {
				return
			}
			rep, err := exchange.ImportJSON(h.ctx, h.store, bytes.NewReader(b))
			if err != nil {
				h.showDataError(lang.L("This file cannot be imported."), err)
				return
			}
			h.reloadSettings()
			h.rebuild()
			text := lang.L("Added:") + "\n" + counts(rep.Profiles, rep.Plays, rep.Sessions) + "\n" +
				lang.L("Settings and drafts: {{.Count}}", map[string]any{"Count": rep.Settings + rep.Drafts}) + "\n" +
				lang.L("Already here: {{.Count}}", map[string]any{"Count": rep.Unchanged})
			if len(rep.LeftOut) > 0 {
				text += "\n" + lang.L("Settings Hearth has no use for, left out: {{.Keys}}", map[string]any{"Keys": names.Printable(strings.Join(rep.LeftOut, ", "))})
			}
			imported := dialog.NewInformation(lang.L("Imported"), text, h.win)
			imported.SetOnClosed(func() { h.offerPlays(rep.Offers) })
			imported.Show()
		}, h.win)
	})
}

// counts lists profiles, plays and solo games as "label: n" lines, which
// read right for any n in every language.
func counts(profiles, plays, sessions int) string {
	return lang.L("Profiles: {{.Profiles}}\nPlays: {{.Plays}}\nSolo games: {{.Sessions}}",
		map[string]any{"Profiles": profiles, "Plays": plays, "Sessions": sessions})
}

// backUp writes a consistent copy of the database where the player chooses.
func (h *Host) backUp() {
	h.writeFile(h.fileName("hearth-backup", ".db"), func(w io.Writer) error { return backup.Stream(h.ctx, h.store, w) },
		lang.L("The backup could not be written."), func(file string) {
			dialog.ShowInformation(lang.L("Backed up"), lang.L("A copy of everything is in {{.File}}. Restore it from Settings on this or another phone.", map[string]any{"File": file}), h.win)
		})
}

// restore replaces the database with a backup the player chooses, after
// checking it and asking; the database it replaces is kept beside it.
func (h *Host) restore() {
	h.openFile(nil, func(r fyne.URIReadCloser, err error) {
		if err != nil {
			h.ShowError(err)
			return
		}
		if r == nil {
			return
		}
		name := r.URI().Name()
		tmp, err := receive(r)
		if err != nil {
			h.showDataError(lang.L("The file could not be read."), err)
			return
		}
		if err := data.CheckFile(tmp); err != nil {
			_ = os.Remove(tmp)
			h.showDataErrorOr(lang.L("This file cannot be restored."), err, lang.L("The file is not a Hearth backup."))
			return
		}
		text := lang.L("Replace everything in Hearth with {{.File}}? What Hearth holds now is kept beside it as a copy, not deleted.", map[string]any{"File": name})
		dialog.ShowConfirm(lang.L("Restore this backup?"), text, func(ok bool) {
			defer os.Remove(tmp)
			if ok {
				h.swapIn(tmp)
			}
		}, h.win)
	})
}

// receive copies a chosen file to a temporary file, since URIs from the
// system's chooser are streams and the database checks need a path.
func receive(r fyne.URIReadCloser) (string, error) {
	defer r.Close()
	f, err := os.CreateTemp("", "hearth-restore-*.db")
	if err != nil {
		return "", err
	}
	_, err = io.Copy(f, r)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = os.Remove(f.Name())
		return "", err
	}
	return f.Name(), nil
}

// swapIn closes the store, puts the backup at src in its place and opens it;
// if anything fails the database the app had is opened again.
func (h *Host) swapIn(src string) {
	path := h.store.Path()
	if err := h.store.Close(); err != nil {
		h.ShowError(err)
		return
	}
	kept, restoreErr := backup.Restore(src, path, h.now())
	store, err := data.Open(path)
	if err != nil && kept != "" && restoreErr == nil {
		// The backup passed its checks but does not open: put the old one back.
		_ = os.Rename(kept, path)
		store, err = data.Open(path)
		restoreErr = fmt.Errorf("the restored database does not open: %w", err)
	}
	if err != nil {
		h.showDataError(lang.L("Hearth cannot open its database any more. Restart the app."), err)
		return
	}
	h.store = store
	h.reloadSettings()
	h.rebuild()
	if restoreErr != nil {
		h.showDataError(lang.L("This file cannot be restored."), restoreErr)
		return
	}
	text := lang.L("The backup is in place.")
	if kept != "" {
		text += "\n" + lang.L("What Hearth held before is kept as {{.File}}.", map[string]any{"File": filepath.Base(kept)})
	}
	dialog.ShowInformation(lang.L("Restored"), text, h.win)
}

// reloadSettings applies the language and theme the (new or merged)
// database holds.
func (h *Host) reloadSettings() {
	h.awakeRead = false
	h.language, _, _ = h.store.Setting(h.ctx, data.SettingLanguage)
	h.theme, _, _ = h.store.Setting(h.ctx, data.SettingTheme)
	if err := applyLanguage(h.language); err != nil {
		fyne.LogError("loading translations", err)
	}
	h.app.Settings().SetTheme(newTheme(h.theme))
}

// showDataError says what failed and why, in a sentence for each cause the
// data layer names.
func (h *Host) showDataError(what string, err error) {
	h.showDataErrorOr(what, err, kit.TrErr(err))
}

// showDataErrorOr is showDataError with the reason to give when the cause
// is none the data layer names (a backup check's raw text names temporary
// files the player never saw).
func (h *Host) showDataErrorOr(what string, err error, why string) {
	switch {
	case errors.Is(err, data.ErrNotHearth):
		why = lang.L("The file is not a Hearth backup.")
	case errors.Is(err, data.ErrTooNew):
		why = lang.L("The backup was made by a newer Hearth. Update Hearth to restore it.")
	case errors.Is(err, data.ErrDamaged):
		why = lang.L("The backup is damaged.")
	case errors.Is(err, data.ErrNotAFile):
		why = lang.L("The file is not a Hearth backup.")
	case errors.Is(err, data.ErrForeignSchema):
		why = lang.L("The backup holds tables, triggers or views Hearth did not make.")
	case errors.Is(err, data.ErrBadRows):
		why = lang.L("The backup holds entries Hearth would never write: it was changed outside Hearth.")
	case errors.Is(err, backup.ErrTooLarge):
		why = lang.L("The file is too large to be a Hearth backup.")
	case errors.Is(err, data.ErrDiskFull):
		why = lang.L("The disk is full: free some space and try again.")
	case errors.Is(err, data.ErrBusy):
		why = lang.L("Hearth is writing to this database in another window; try again when it is done.")
	case errors.Is(err, data.ErrLocked):
		why = lang.L("Another program holds the database: close it and try again.")
	case errors.Is(err, data.ErrUnreadable):
		why = lang.L("The file cannot be read: check its permissions.")
	case errors.Is(err, data.ErrReadOnly):
		why = lang.L("The database or its folder cannot be written: check their permissions.")
	}
	if m, ok := msg.As(err); ok && m.Field != "" {
		why += " (" + m.Field + ")"
	}
	dialog.ShowInformation(lang.L("That did not work"), what+"\n"+why, h.win)
}
