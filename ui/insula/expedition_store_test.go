package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/uitest"
)

// TestExpeditionStoreFailureKeepsWhatWasEntered (issue 19: a tap stores its
// event while the screen is redrawn for it): when the store cannot keep
// the green flower's effect (here it was closed under the screen), the
// screen already redrawn for the move goes back to the form, the time the
// player had set still set, and the error says it did not work.
func TestExpeditionStoreFailureKeepsWhatWasEntered(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
	toCombatWithGreen(t, u, store)
	uitest.TapWrap(t, u, "Play a green flower")
	marker := "Time marker: towards the Moon (+) or the Sun (–)"
	uitest.StepTo(t, u, marker, 1)
	before := uitest.ScreenTexts(u)
	require.NoError(t, store.Close())

	uitest.Tap(t, u, "Play the green flower")
	assert.Contains(t, uitest.OverlayTexts(u), lang.L("That did not work"))
	uitest.CloseOverlays(u)
	assert.Equal(t, before, uitest.ScreenTexts(u), "the screen is back on the form")
	assert.Equal(t, 1, uitest.StepperNamed(t, u, marker).Value(), "the time set is still set")
}
