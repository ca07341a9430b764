package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
	"hearth/data/backup"
	"hearth/ui/kit"
)

// backUpDaily makes the day's automatic backup once a play is saved (every
// flow that saves a play opens it with OpenPlay), so that a crash or a bad
// restore can be undone without the player having backed up. A failure is
// logged: the play itself is already safe, and Settings lists the backups
// there are.
func (h *Host) backUpDaily() {
	if h.store == nil || h.store.Path() == "" {
		return
	}
	if _, err := backup.Daily(h.ctx, h.store, backup.AutoDir(h.store.Path()), h.now()); err != nil {
		fyne.LogError("automatic backup", err)
	}
}

// autoBackupsSection lists the automatic backups, newest first, each with
// its Restore button.
func (h *Host) autoBackupsSection() fyne.CanvasObject {
	box := container.NewVBox(kit.Heading(lang.L("Automatic backups")),
		kit.Note(kit.N("Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days.", backup.AutoKeep, nil)))
	list, err := backup.AutoList(backup.AutoDir(h.store.Path()))
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	if len(list) == 0 {
		box.Add(kit.Note(lang.L("None yet: the first comes with the next saved play.")))
	}
	for _, b := range list {
		restore := widget.NewButtonWithIcon(lang.L("Restore"), theme.HistoryIcon(), func() { h.restoreAuto(b) })
		box.Add(container.NewBorder(nil, nil, nil, restore, widget.NewLabel(FormatDate(b.Day))))
	}
	return box
}

// restoreAuto puts an automatic backup in place after checking it and
// asking; what Hearth holds now is kept beside it, as with any restore.
func (h *Host) restoreAuto(b backup.Auto) {
	if err := data.CheckFile(b.Path); err != nil {
		h.showDataErrorOr(lang.L("This file cannot be restored."), err, lang.L("The file is not a Hearth backup."))
		return
	}
	text := lang.L("Replace everything in Hearth with the automatic backup of {{.Day}}? What Hearth holds now is kept beside it as a copy, not deleted.", map[string]any{"Day": FormatDate(b.Day)})
	dialog.ShowConfirm(lang.L("Restore this backup?"), text, func(ok bool) {
		if ok {
			h.swapIn(b.Path)
		}
	}, h.win)
}
