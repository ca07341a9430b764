package shell_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/backup"
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
	kept, err := backup.AutoList(backup.AutoDir(path))
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
