package shell

import (
	"time"

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
// shown in Settings and, from the second day it fails, on Home
// (autoFailure): the play itself is already safe.
func (h *Host) backUpDaily() {
	if h.store == nil || h.store.Path() == "" {
		return
	}
	_, err := backup.Daily(h.ctx, h.store, h.now())
	h.autoErr = err
	if err != nil {
		fyne.LogError("automatic backup", err)
	}
}

// autoFailure is what failed of the automatic backups since the last one
// was made: the days noted beside the backups, or this run's failure when
// even that note could not be written (a full disk).
func (h *Host) autoFailure() backup.AutoFailure {
	if h.store == nil || h.store.Path() == "" {
		return backup.AutoFailure{}
	}
	f := backup.AutoFailures(h.store.Path())
	if len(f.Days) == 0 && h.autoErr != nil {
		f = backup.FailureOf(h.autoErr, h.now())
	}
	return f
}

// autoFailureReason words why the automatic backup failed; a reason Hearth
// has no sentence for is in the log (backUpDaily).
func autoFailureReason(f backup.AutoFailure) string {
	switch f.Kind {
	case backup.AutoDiskFull:
		return lang.L("The disk is full: free some space, and Hearth tries again with the next saved play.")
	case backup.AutoReadOnly:
		return lang.L("Hearth may not write to its storage folder.")
	}
	return lang.L("The backup could not be written.")
}

// autoFailureTile warns on Home once the automatic backup failed on two
// days or more; tapping it opens Settings, where the backups are.
func (h *Host) autoFailureTile() []fyne.CanvasObject {
	f := h.autoFailure()
	if len(f.Days) < 2 {
		return nil
	}
	title := kit.N("The automatic backup failed on {{.Count}} days", len(f.Days), nil)
	return []fyne.CanvasObject{kit.NewTile(title, autoFailureReason(f), theme.Color(theme.ColorNameWarning), func() { h.nav.push(h.settingsPage()) })}
}

// autoMissing tells whether a play was saved on a later day than the
// newest automatic backup (list, the last written first) was made, with no
// failure noted: a backup killed midway, or one that could not even note
// its failure. It returns the newest backup's day.
func (h *Host) autoMissing(list []backup.Auto) (time.Time, bool) {
	if len(list) == 0 {
		return time.Time{}, false
	}
	last, err := h.store.LastSaved(h.ctx)
	if err != nil || last.IsZero() {
		return time.Time{}, false
	}
	made := list[0].Made.In(h.now().Location())
	y, m, d := made.Date()
	return list[0].Day, last.In(made.Location()).After(time.Date(y, m, d+1, 0, 0, 0, 0, made.Location()))
}

// autoBackupsSection lists the automatic backups, newest first, each with
// its Restore button, after what failed since the last one.
func (h *Host) autoBackupsSection() fyne.CanvasObject {
	box := container.NewVBox(kit.Heading(lang.L("Automatic backups")),
		kit.Note(kit.N("Hearth keeps a copy of everything after the first play of each day, for the last {{.Count}} days.", backup.AutoKeep, nil)))
	list, err := backup.AutoList(h.store.Path(), h.now())
	if err != nil {
		box.Add(kit.Note(kit.TrErr(err)))
		return box
	}
	if f := h.autoFailure(); len(f.Days) > 0 {
		box.Add(kit.Warn(kit.N("The automatic backup failed on {{.Count}} days since the last one.", len(f.Days), nil) + " " + autoFailureReason(f)))
	} else if since, ok := h.autoMissing(list); ok {
		box.Add(kit.Warn(lang.L("No automatic backup since {{.Day}}: the plays saved after it are in none.", map[string]any{"Day": FormatDate(since)})))
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
