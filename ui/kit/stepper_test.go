package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
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
	test.Tap(s.Number().(*TapArea))
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

	test.Tap(s.Number().(*TapArea))
	entries = findEntries(w.Canvas().Overlays().Top())
	entries[0].SetText("301")
	entries[0].OnSubmitted(entries[0].Text)
	assert.Equal(t, 47, s.Value(), "out of range changes nothing")
	assert.True(t, s.popup.Visible())
	assert.Contains(t, texts(s.popup), "Type a whole number from 0 to 300.")
}

// openSheet taps a stepper's number and returns the sheet's field.
func openSheet(t *testing.T, s *Stepper, w fyne.Window) *NumberEntry {
	t.Helper()
	test.Tap(s.Number().(*TapArea))
	require.NotNil(t, s.popup)
	require.True(t, s.popup.Visible())
	entries := findEntries(w.Canvas().Overlays().Top())
	require.Len(t, entries, 1)
	return entries[0]
}

// TestStepperTypingReplacesTheValue (issue 18 item 1): in every kind of
// stepper the kit makes, typing a number and Enter stores exactly the typed
// number, never the typed digits before the old value (0 → "50").
func TestStepperTypingReplacesTheValue(t *testing.T) {
	test.NewTempApp(t)
	footer := func(onChange func(int)) *Stepper {
		box := SaveFooterFrom(17, func(string, int) error { return nil })
		var out *Stepper
		walk(box, func(o fyne.CanvasObject) {
			if s, ok := o.(*Stepper); ok {
				out = s
			}
		})
		require.NotNil(t, out)
		out.onChange = onChange
		return out
	}
	for _, c := range []struct {
		name     string
		make     func(onChange func(int)) *Stepper
		typed    string
		want     int
		wantText string
	}{
		{"from zero", func(f func(int)) *Stepper { return NewStepper("Light", 0, 300, 0, f) }, "5", 5, "0"},
		{"from a value", func(f func(int)) *Stepper { return NewStepper("Track", 0, 300, 47, f) }, "12", 12, "47"},
		{"a minimum of one", func(f func(int)) *Stepper { return NewStepper("Paths", 1, 40, 1, f) }, "9", 9, "1"},
		{"negative", func(f func(int)) *Stepper { return NewStepper("Delta", -10, 10, 3, f) }, "-4", -4, "3"},
		{"bounded by SetMax", func(f func(int)) *Stepper {
			s := NewStepper("Gnomes", 0, 20, 8, f)
			s.SetMax(9)
			return s
		}, "2", 2, "8"},
		{"the duration of a saved play", footer, "45", 45, "17"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []int
			s := c.make(func(v int) { got = append(got, v) })
			w := test.NewTempWindow(t, s)
			e := openSheet(t, s, w)
			assert.Equal(t, "", e.Text, "the field starts empty")
			assert.Equal(t, c.wantText, e.PlaceHolder, "the old value is the hint")
			test.Type(e, c.typed)
			e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			assert.Equal(t, c.want, s.Value())
			assert.Equal(t, []int{c.want}, got)
			assert.False(t, s.popup.Visible())
		})
	}
}

// TestStepperSheetCancels: Escape, Android's back key, Cancel and OK on an
// empty field close the sheet and keep the value.
func TestStepperSheetCancels(t *testing.T) {
	test.NewTempApp(t)
	for _, how := range []string{"escape", "back", "cancel", "empty"} {
		t.Run(how, func(t *testing.T) {
			changed := false
			s := NewStepper("Light", 0, 300, 7, func(int) { changed = true })
			w := test.NewTempWindow(t, s)
			e := openSheet(t, s, w)
			switch how {
			case "escape":
				test.Type(e, "9")
				e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			case "back":
				test.Type(e, "9")
				e.TypedKey(&fyne.KeyEvent{Name: mobile.KeyBack})
			case "cancel":
				test.Type(e, "9")
				test.Tap(findButton(t, s.popup, lang.L("Cancel")))
			case "empty":
				test.Tap(findButton(t, s.popup, lang.L("OK")))
			}
			assert.False(t, s.popup.Visible())
			assert.Nil(t, w.Canvas().Overlays().Top())
			assert.Equal(t, 7, s.Value())
			assert.False(t, changed)
		})
	}
}

// TestStepperSheetGrowsWithItsError: the refusal line is inside the sheet,
// not cut off below its buttons.
func TestStepperSheetGrowsWithItsError(t *testing.T) {
	test.NewTempApp(t)
	s := NewStepper("Points on the score track", 0, 300, 5, nil)
	w := test.NewTempWindow(t, s)
	w.Resize(fyne.NewSize(360, 640))
	e := openSheet(t, s, w)
	before := s.popup.Content.Size().Height
	test.Type(e, "999")
	e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.True(t, s.popup.Visible())
	content := s.popup.Content
	assert.Greater(t, content.Size().Height, before, "the sheet grew")
	assert.GreaterOrEqual(t, content.Size().Height, content.MinSize().Height, "nothing is cut off")
	assert.Equal(t, 5, s.Value())
}

func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	var out *widget.Button
	walk(o, func(c fyne.CanvasObject) {
		if b, ok := c.(*widget.Button); ok && b.Text == text {
			out = b
		}
	})
	require.NotNil(t, out, "no button %q", text)
	return out
}

// TestStepperClearedShowsNoNumber (issue 32 §3): a cleared stepper shows
// "?" until the player gives a number; + gives the lowest, – is greyed,
// OK on an empty sheet leaves it blank, and a number typed is taken.
func TestStepperClearedShowsNoNumber(t *testing.T) {
	test.NewTempApp(t)
	var got []int
	s := NewStepper("Strength bonus on the card", 0, 200, 0, func(v int) { got = append(got, v) })
	w := test.NewTempWindow(t, s)
	s.Clear()
	assert.False(t, s.Entered())
	assert.Equal(t, "?", s.val.Text)
	assert.True(t, s.Minus().Disabled())
	field := openSheet(t, s, w)
	assert.Equal(t, "?", field.PlaceHolder)
	field.OnSubmitted("")
	assert.False(t, s.Entered(), "OK on an empty sheet gives nothing")
	assert.Empty(t, got)
	test.Tap(s.Plus())
	assert.True(t, s.Entered())
	assert.Equal(t, []int{0}, got, "+ gives the lowest value, 0 here")
	s.Clear()
	field = openSheet(t, s, w)
	test.Type(field, "3")
	field.OnSubmitted(field.Text)
	assert.Equal(t, []int{0, 3}, got)
	assert.Equal(t, "3", s.val.Text)
}
