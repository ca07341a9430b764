package shell_test

import (
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/backup"
	"hearth/data/game"
	"hearth/ui/uitest"
)

// TestAutomaticBackupAfterTheDaysFirstPlay (issue 22): saving the day's
// first play (every save opens the play) leaves an automatic backup in the
// app's storage; Settings → Your data lists it, and its Restore brings back
// a play deleted since.
func TestAutomaticBackupAfterTheDaysFirstPlay(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	h, _ := dataHost(t, path, "en")
	assert.Contains(t, uitest.ScreenTexts(h), "None yet: the first comes with the next saved play.")

	plays, err := h.Store().Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	h.OpenPlay(plays[0].ID)
	kept, err := backup.AutoList(path, h.Now())
	require.NoError(t, err)
	require.Len(t, kept, 1, "the day's first play made a backup")
	assert.Equal(t, "2026-11-23", kept[0].Day.Format("2006-01-02"))

	require.NoError(t, h.Store().DeletePlay(t.Context(), plays[0].ID))
	require.Equal(t, 0, playCount(t, h))
	h.PopTo(1)
	uitest.Tap(t, h, "Settings")
	assert.Contains(t, uitest.ScreenTexts(h), "23 Nov 2026")
	uitest.Tap(t, h, "Restore")
	assert.Contains(t, uitest.OverlayTexts(h), "Replace everything in Hearth with the automatic backup of 23 Nov 2026?")
	uitest.TapInDialog(t, h, "Yes")
	assert.Equal(t, 1, playCount(t, h), "the deleted play is back")
}

// TestAutomaticBackupFailuresAreShown (issue 33 §2): an automatic backup
// that fails is said in Settings from the first day, and on Home from the
// second (a tile that opens Settings); once one is made again, both go.
// It used to be logged only.
func TestAutomaticBackupFailuresAreShown(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	h, _ := dataHost(t, path, "en")
	plays, err := h.Store().Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	// Something that is no backup sits at the names of the next two days'.
	dir := backup.AutoDir(path)
	for _, day := range []string{"2026-11-23", "2026-11-24"} {
		require.NoError(t, os.MkdirAll(filepath.Join(dir, "h.db.auto-"+day+".db", "x"), 0o700))
	}
	failed := "The automatic backup failed on 1 day since the last one."
	tile := "The automatic backup failed on 2 days"

	h.OpenPlay(plays[0].ID)
	h.PopTo(1)
	assert.False(t, uitest.HasTile(h, tile), "one day failed: Home says nothing yet")
	uitest.Tap(t, h, "Settings")
	assert.Contains(t, uitest.ScreenTexts(h), failed)

	h.SetClock(func() time.Time { return time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC) })
	h.OpenPlay(plays[0].ID)
	h.PopTo(1)
	require.True(t, uitest.HasTile(h, tile), "two days failed: Home says so")
	uitest.TapTile(t, h, tile)
	assert.Contains(t, uitest.ScreenTexts(h), "The automatic backup failed on 2 days since the last one.", "the tile opens Settings")

	require.NoError(t, os.RemoveAll(filepath.Join(dir, "h.db.auto-2026-11-24.db")))
	h.OpenPlay(plays[0].ID)
	h.PopTo(1)
	assert.False(t, uitest.HasTile(h, tile), "a backup made clears the warning")
	uitest.Tap(t, h, "Settings")
	assert.NotContains(t, uitest.ScreenTexts(h), "The automatic backup failed")
	assert.Contains(t, uitest.ScreenTexts(h), "24 Nov 2026")
}

// TestRestoreRefusesAChangedBackup (issue 33 §3): a backup with Hearth's
// schema whose rows were changed outside Hearth (a date that is not one) is
// refused in words naming the entry, and nothing changes.
func TestRestoreRefusesAChangedBackup(t *testing.T) {
	dir := t.TempDir()
	h, p := dataHost(t, filepath.Join(dir, "h.db"), "en")
	p.saveTo = filepath.Join(dir, "backup.db")
	uitest.Tap(t, h, "Back up…")
	uitest.CloseOverlays(h)
	db, err := sql.Open("sqlite", "file:"+p.saveTo)
	require.NoError(t, err)
	_, err = db.Exec(`UPDATE plays SET played_at = 'garbage'`)
	require.NoError(t, err)
	require.NoError(t, db.Close())

	p.openFrom = p.saveTo
	uitest.Tap(t, h, "Restore a backup…")
	uitest.TapInDialog(t, h, "Yes")
	assert.Contains(t, uitest.OverlayTexts(h), "The backup holds entries Hearth would never write: it was changed outside Hearth. (plays[0].played_at)")
	assert.Equal(t, 1, playCount(t, h))
	kept, err := filepath.Glob(filepath.Join(dir, "h.db.before-restore-*"))
	require.NoError(t, err)
	assert.Empty(t, kept, "nothing was replaced")
}

// TestMissingAutomaticBackupIsShown (issue 33 §2): a play saved on a later
// day than the newest automatic backup, with no failure noted (the backup
// was killed midway), is said in Settings until a backup is made.
func TestMissingAutomaticBackupIsShown(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	h, _ := dataHost(t, path, "en")
	s := h.Store()
	old, err := s.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	require.NoError(t, s.DeletePlay(t.Context(), old[0].ID))
	save := func(at time.Time) int64 {
		s.SetClock(func() time.Time { return at })
		p, err := s.SavePlay(t.Context(), data.Play{Game: game.Lueur, PlayedAt: at, Results: []data.Result{{Name: "Ana", Score: 7, Winner: true}}})
		require.NoError(t, err)
		return p.ID
	}
	settings := func() string {
		h.PopTo(1)
		uitest.Tap(t, h, "Settings")
		return uitest.ScreenTexts(h)
	}
	missing := "No automatic backup since 23 Nov 2026: the plays saved after it are in none."

	id := save(time.Date(2026, 11, 23, 19, 0, 0, 0, time.UTC))
	h.OpenPlay(id)
	assert.NotContains(t, settings(), "No automatic backup since")

	id = save(time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC))
	h.SetClock(func() time.Time { return time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC) })
	assert.Contains(t, settings(), missing, "the day's backup never came")

	h.OpenPlay(id)
	assert.NotContains(t, settings(), "No automatic backup since")
	assert.Contains(t, uitest.ScreenTexts(h), "25 Nov 2026")
}
