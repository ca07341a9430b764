package shell_test

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/game"
	"hearth/ui/uitest"
)

// The web build follows the browser's history (cmd/hearth-web): the shell
// reports each page's depth, and the browser's Back closes a dialog first,
// then goes back a page, and at Home does nothing (the browser leaves).
func TestTheBrowserFollowsThePages(t *testing.T) {
	h, _, _ := newHost(t)
	var depths []int
	h.SetOnDepth(func(d int) { depths = append(depths, d) })
	uitest.TapTile(t, h, "Fake")
	assert.Equal(t, []int{2}, depths, "a page pushed is reported")
	dialog.ShowInformation("x", "y", h.Window())
	assert.True(t, h.Back(), "Back closes the dialog")
	assert.Equal(t, 2, h.Depth(), "and leaves the page")
	assert.True(t, h.Back())
	assert.Equal(t, 1, h.Depth())
	assert.Equal(t, []int{2, 1}, depths, "the page popped is reported")
	assert.False(t, h.Back(), "at Home the browser goes back itself")
	assert.Equal(t, 1, h.Depth())
}

// A session page keeps the screen on through the platform's keeper when
// one is set (the browser's wake lock), not Fyne's driver.
func TestTheScreenKeeperReplacesTheDriver(t *testing.T) {
	h, _, _ := newHost(t)
	var calls []bool
	h.SetScreenKeeper(func(on bool) { calls = append(calls, on) })
	uitest.TapTile(t, h, "Fake")
	uitest.TapTile(t, h, "Play")
	require.True(t, h.KeepsAwake())
	h.Back()
	assert.Equal(t, []bool{true, false}, calls)
}

// The web build asks once a week to download a backup (the browser may
// delete its storage, automatic backups with it): not at the first start,
// not before a week, not with no plays, and a backup puts it off.
func TestTheWeeklyBackupReminder(t *testing.T) {
	h, _, s := newHost(t)
	now := time.Date(2026, 11, 2, 20, 0, 0, 0, time.UTC)
	h.SetClock(func() time.Time { return now })
	shown := func() bool { return overlayCount(h) > 0 }
	week := 7 * 24 * time.Hour

	h.RemindBackup(week)
	assert.False(t, shown(), "the first start only starts the clock")
	now = now.Add(8 * 24 * time.Hour)
	h.RemindBackup(week)
	assert.False(t, shown(), "no plays, nothing to lose")

	_, err := s.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: now.Add(-time.Hour), Results: []data.Result{{Name: "Ana", Score: 72}}})
	require.NoError(t, err)
	h.RemindBackup(week)
	require.True(t, shown(), "a week on, with plays, the reminder shows")
	uitest.TapInDialog(t, h, lang.L("Later"))
	require.False(t, shown())

	now = now.Add(6 * 24 * time.Hour)
	h.RemindBackup(week)
	assert.False(t, shown(), "not again within the week")
	h.NoteBackup()
	now = now.Add(6 * 24 * time.Hour)
	h.RemindBackup(week)
	assert.False(t, shown(), "a backup downloaded puts it off a full week")
	now = now.Add(2 * 24 * time.Hour)
	h.RemindBackup(week)
	assert.True(t, shown())
}

// The web build says in Settings → Your data whether the browser keeps
// Hearth's data; the line is written when the page is built.
func TestSettingsSayWhetherTheBrowserKeepsTheData(t *testing.T) {
	h, _, _ := newHost(t)
	note := "This browser keeps Hearth's data until you delete it. Download a backup now and then all the same."
	h.SetStorageNote(func() string { return note })
	uitest.Tap(t, h, "Settings")
	assert.Contains(t, uitest.ScreenTexts(h), note)
}
