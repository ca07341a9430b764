package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// What is typed on the "Solo journey" page survives Back and coming back
// (found by a QA pass: the reroll spaces and the track's length were
// lost); once a journey starts from it, the next one starts afresh.
func TestJourneyStartKeepsWhatIsTyped(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"))
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)
	const trackLen = "Spaces on the score track (0: not saved)"
	spaces := func() *kit.TextEntry {
		es := uitest.FindAll(uitest.Screen(u), func(e *kit.TextEntry) bool { return e.PlaceHolder == lang.L("Reroll spaces, such as 5, 15, 25") })
		require.Len(t, es, 1)
		return es[0]
	}
	uitest.TapTile(t, u, "Lueur")
	uitest.TapTile(t, u, "Solo journey")
	test.Type(spaces(), "5, 15, 25")
	uitest.StepTo(t, u, trackLen, 30)
	uitest.Back(u)
	uitest.TapTile(t, u, "Solo journey")
	assert.Equal(t, "5, 15, 25", spaces().Text)
	assert.Equal(t, 30, uitest.StepperNamed(t, u, trackLen).Value())

	uitest.Tap(t, u, "Start the journey")
	require.Equal(t, "Solo journey", u.Top().Title)
	u.PopTo(2)
	uitest.TapTile(t, u, "Solo journey")
	assert.Empty(t, spaces().Text, "a new journey starts afresh")
	assert.Zero(t, uitest.StepperNamed(t, u, trackLen).Value())
}
