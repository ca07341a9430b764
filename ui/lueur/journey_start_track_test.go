package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/uitest"
)

// TestJourneyOwnStartingTrack: with your own dice the start page asks
// where each of the setup's 9 small dice landed (seed 003 "MISE EN PLACE"
// 8 and 9, issue 19); a track half entered is refused with a sentence that
// says how many dice are missing, a whole one is the journey's track with a
// token on each empty slot, and every face to tap is at least a touch
// target (44 px) at 360 px wide.
func TestJourneyOwnStartingTrack(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	openJourneyStart(t, u)
	uitest.Tap(t, u, "I roll mine")
	uitest.Relayout(u)
	pickers := uitest.FindAll(uitest.Screen(u), func(d *dieFace) bool { return d.picker })
	require.Len(t, pickers, len(lref.SetupDice)*len(lref.Elements))
	for _, d := range pickers {
		assert.GreaterOrEqual(t, d.Size().Width, float32(44), "a face to tap is a touch target")
		assert.GreaterOrEqual(t, d.Size().Height, float32(44), "a face to tap is a touch target")
	}

	tapFace(t, u, 0, lref.FaceWater)
	assert.Contains(t, uitest.ScreenTexts(u), "Tap the slot of every small die: 8 of 9 have none yet.")
	uitest.Tap(t, u, "Start the journey")
	assert.Contains(t, uitest.OverlayTexts(u), "Tap the slot of every small die: 8 of 9 have none yet.")
	uitest.CloseOverlays(u)
	all, err := store.Sessions(t.Context(), journey.Engine().Game, "")
	require.NoError(t, err)
	assert.Empty(t, all, "nothing started")

	// Die i (green, green, azure, azure, blue, blue, red, orange, purple)
	// lands on element i mod 5, but the first stays on water.
	for i := 1; i < len(lref.SetupDice); i++ {
		tapFace(t, u, i, lref.ElementFace(lref.Elements[i%len(lref.Elements)]))
	}
	assert.NotContains(t, uitest.ScreenTexts(u), "have none yet")
	uitest.Tap(t, u, "Start the journey")
	_, s := storedJourney(t, store)
	track := s.Options().Track
	require.Len(t, track, len(lref.Elements))
	assert.Equal(t, []lref.DieColour{lref.Blue}, track[lref.Fire].Dice)
	assert.Equal(t, []lref.DieColour{lref.Green, lref.Red}, track[lref.Air].Dice)
	assert.Equal(t, []lref.DieColour{lref.Green, lref.Azure, lref.Orange}, track[lref.Water].Dice)
	assert.Equal(t, []lref.DieColour{lref.Azure, lref.Purple}, track[lref.Plant].Dice)
	assert.Equal(t, []lref.DieColour{lref.Blue}, track[lref.Earth].Dice)
	for i, sl := range s.Track() {
		assert.Equal(t, track[i].Dice, sl.Dice, "the journey starts on the track entered")
	}
}
