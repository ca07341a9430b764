package kit

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStepperTypesANumber: tapping the number opens a numeric entry; 47 is
// taken in one go, an out-of-range number is refused with the range and
// changes nothing, letters are not typed at all.
func TestStepperTypesANumber(t *testing.T) {
	test.NewTempApp(t)
	var got []int
	s := NewStepper("Points on the score track", 0, 300, 5, func(v int) { got = append(got, v) })
	w := test.NewTempWindow(t, s)
	test.Tap(s.Number().(*tapArea))
	require.NotNil(t, s.popup)
	entries := findEntries(w.Canvas().Overlays().Top())
	require.Len(t, entries, 1)
	entries[0].SetText("")
	test.Type(entries[0], "4x7")
	assert.Equal(t, "47", entries[0].Text, "only digits are typed")
	entries[0].OnSubmitted(entries[0].Text)
	assert.Equal(t, 47, s.Value())
	assert.Equal(t, []int{47}, got)
	assert.False(t, s.popup.Visible())

	test.Tap(s.Number().(*tapArea))
	entries = findEntries(w.Canvas().Overlays().Top())
	entries[0].SetText("301")
	entries[0].OnSubmitted(entries[0].Text)
	assert.Equal(t, 47, s.Value(), "out of range changes nothing")
	assert.True(t, s.popup.Visible())
	assert.Contains(t, texts(s.popup), "Type a whole number from 0 to 300.")
}
