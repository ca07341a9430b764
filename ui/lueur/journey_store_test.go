package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/uitest"
)

// TestJourneyStoreFailureKeepsWhatWasEntered (issue 19: a tap stores its
// event while the screen is redrawn for it): when the store cannot keep
// the dice the player rolled at the table (here it was closed under the
// screen), the screen already redrawn for the move goes back to the roll,
// every face tapped still chosen, and the error says it did not work.
func TestJourneyStoreFailureKeepsWhatWasEntered(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	openJourneyStart(t, u)
	uitest.Tap(t, u, "I roll mine")
	uitest.Tap(t, u, "Start the journey")
	answer(t, u, store) // take the fire slot
	_, s := storedJourney(t, store)
	require.Equal(t, journey.AskRoll, s.Pending().Kind)
	for i := range s.Dice() {
		tapFace(t, u, i, lref.FaceWater)
	}
	require.False(t, uitest.Button(t, u, "Confirm the faces").Disabled())
	before := uitest.ScreenTexts(u)
	require.NoError(t, store.Close())

	uitest.Tap(t, u, "Confirm the faces")
	assert.Contains(t, uitest.OverlayTexts(u), lang.L("That did not work"))
	uitest.CloseOverlays(u)
	assert.Equal(t, before, uitest.ScreenTexts(u), "the screen is back on the roll")
	assert.False(t, uitest.Button(t, u, "Confirm the faces").Disabled(), "every face tapped is still chosen")
}
