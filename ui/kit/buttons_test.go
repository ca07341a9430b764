package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
)

// TestWrapButtonEnablesAgain: a disabled wrapping button ignores taps and
// takes them again once enabled, so a screen keeps its buttons instead of
// making them anew (the journey's reroll sources, issue 19).
func TestWrapButtonEnablesAgain(t *testing.T) {
	test.NewTempApp(t)
	taps := 0
	b := NewWrapButton("Reroll with a token (2 left)", theme.ViewRefreshIcon(), func() { taps++ })
	w := test.NewWindow(b)
	defer w.Close()
	b.Disable()
	test.Tap(b)
	assert.True(t, b.Disabled())
	assert.Zero(t, taps, "a disabled button ignores taps")
	b.Enable()
	test.Tap(b)
	assert.False(t, b.Disabled())
	assert.Equal(t, 1, taps)
	b.Enable() // already enabled: nothing changes
	b.Disable()
	b.Disable()
	test.Tap(b)
	assert.Equal(t, 1, taps)
}
