package shell

import (
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"

	"hearth/ui/kit"
)

// SettingBackupReminded is when the player was last asked to download a
// backup, or last downloaded one (RFC 3339).
const SettingBackupReminded = "backup_reminded"

// RemindBackup asks the player to save a backup when there are plays and
// neither a reminder nor a backup came in the last every (the web build,
// whose storage the browser may delete: once a week). The first call only
// starts the clock.
func (h *Host) RemindBackup(every time.Duration) {
	v, ok, err := h.store.Setting(h.ctx, SettingBackupReminded)
	if err != nil {
		return
	}
	now := h.now()
	last, perr := time.Parse(time.RFC3339, v)
	if !ok || perr != nil {
		h.NoteBackup()
		return
	}
	if now.Sub(last) < every && !last.After(now) {
		return
	}
	if n, err := h.store.CountPlays(h.ctx, ""); err != nil || n == 0 {
		return
	}
	h.NoteBackup()
	d := dialog.NewCustomConfirm(lang.L("Download a backup?"), lang.L("Download"), lang.L("Later"),
		kit.Note(lang.L("Your plays live in this browser only. Keep a backup somewhere else: “Restore a backup”, in Settings under Your data, puts it back, here or on another phone.")),
		func(ok bool) {
			if ok {
				h.backUp()
			}
		}, h.win)
	d.Show()
}

// NoteBackup records that a backup was just saved (or asked for): the
// next reminder comes a full period later.
func (h *Host) NoteBackup() {
	_ = h.store.SetSetting(h.ctx, SettingBackupReminded, h.now().Format(time.RFC3339))
}
