package bonfire

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/handicap"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// startChallenge starts a handicap challenge for a new profile and plays a
// few moves, then goes back to the start page, where the game is offered.
func startChallenge(t *testing.T, u *shell.Host, store *data.Store, name string) data.Profile {
	t.Helper()
	p, err := store.CreateProfile(t.Context(), name)
	require.NoError(t, err)
	require.NoError(t, store.SetSetting(t.Context(), data.SettingTomChallenge(p.UID), "1"))
	u.PopTo(1)
	uitest.TapTile(t, u, "Bonfire")
	uitest.TapTile(t, u, "Solo against Tom")
	uitest.Tap(t, u, name)
	uitest.Tap(t, u, "Start")
	for i := 0; i < 4; i++ {
		answerTom(t, u, store, i)
	}
	u.Pop()
	uitest.TapTile(t, u, "Solo against Tom")
	return p
}

// abandonFirst taps Abandon on the first unfinished game of the start page.
func abandonFirst(t *testing.T, u *shell.Host) {
	t.Helper()
	uitest.Tap(t, u, "Abandon")
	require.NotNil(t, u.Window().Canvas().Overlays().Top(), "abandoning asks first")
}

// TestTomAbandonedChallengeAsksWhetherItCounts (issue 32 §6): abandoning a
// running handicap challenge left the handicap as it was, an easy way out of
// a loss. The rulebook is silent (docs/interpretations.md); the app asks.
// Counted as a loss, the game is saved as a conceded challenge and the
// ledger moves the handicap as a loss does (–10 → –12), History saying so;
// not counted, the session is abandoned and the handicap stays; Cancel
// changes nothing.
func TestTomAbandonedChallengeAsksWhetherItCounts(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	u.Window().Resize(fyne.NewSize(360, 640))
	ana := startChallenge(t, u, store, "Ana")

	abandonFirst(t, u)
	asked := uitest.OverlayTexts(u)
	assert.Contains(t, asked, "Abandon this challenge?")
	assert.Contains(t, asked, "your handicap goes from –10 to –12")
	d := fyne.CurrentApp().Driver()
	for _, b := range uitest.FindAll[*widget.Button](u.Window().Canvas().Overlays().Top(), nil) {
		at := d.AbsolutePositionForObject(b)
		assert.True(t, at.X >= 0 && at.X+b.Size().Width <= 360, "%q lies inside a phone's width: %v + %v", b.Text, at.X, b.Size().Width)
	}
	uitest.TapInDialog(t, u, "Cancel")
	sess, _ := storedTom(t, store)
	assert.Equal(t, data.SessionOpen, sess.Status, "Cancel abandons nothing")

	abandonFirst(t, u)
	uitest.TapInDialog(t, u, "Count it as a loss")
	sess, _ = storedTom(t, store)
	assert.Equal(t, data.SessionFinished, sess.Status)
	h, err := handicap.CurrentFor(t.Context(), store, ana.ID)
	require.NoError(t, err)
	assert.Equal(t, -12, h, "a loss: –2")
	rows, err := store.Ledger(t.Context(), ana.ID)
	require.NoError(t, err)
	require.Len(t, rows, 1)
	assert.Equal(t, data.LedgerEntry{PlayID: sess.PlayID, Position: 1, Before: -10, Outcome: "loss", After: -12}, rows[0])
	assert.NotContains(t, uitest.ScreenTexts(u), "Unfinished games")
	assert.Contains(t, uitest.ScreenTexts(u), "Handicap –12: your score marker starts on 12, Tom's on 0.", "the next challenge starts after the loss")
	u.OpenPlay(sess.PlayID)
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Ana abandoned this handicap challenge and counted it as a loss: it has no final scores.")
	assert.Contains(t, shown, "Ana's handicap went from –10 to –12")

	ben := startChallenge(t, u, store, "Ben")
	abandonFirst(t, u)
	uitest.TapInDialog(t, u, "Abandon without counting it")
	sess, _ = storedTom(t, store)
	assert.Equal(t, data.SessionAbandoned, sess.Status)
	assert.Zero(t, sess.PlayID, "nothing saved")
	h, err = handicap.CurrentFor(t.Context(), store, ben.ID)
	require.NoError(t, err)
	assert.Equal(t, -10, h, "not counted: unchanged")
	plays, err := store.Plays(t.Context(), data.PlayFilter{})
	require.NoError(t, err)
	assert.Len(t, plays, 1, "Ana's conceded game only")
}
