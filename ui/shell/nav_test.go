package shell_test

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestAPageChangeUnfocuses (issue 18 item 6): a field focused on one page
// does not keep the keys once another page shows, in either direction.
func TestAPageChangeUnfocuses(t *testing.T) {
	h, _, _ := newHost(t)
	c := h.Window().Canvas()
	names := kit.NewEntry()
	h.Push(&kit.Page{Title: "Names", Content: names})
	c.Focus(names)
	require.Equal(t, names, c.Focused())
	h.Push(&kit.Page{Title: "Boards", Content: kit.NewEntry()})
	assert.Nil(t, c.Focused(), "a pushed page takes the keys away from the hidden field")
	typeKey(h, fyne.KeyEscape)
	assert.Equal(t, "Names", h.Top().Title, "Escape works on the new page")
	c.Focus(names)
	h.Replace(&kit.Page{Title: "Other", Content: kit.NewEntry()})
	assert.Nil(t, c.Focused(), "a replaced page too")
}

// TestBackKeysWorkWithAFieldFocused (issue 18 item 6, issue 19 "Back/Escape
// always work"): Escape and Android's back key typed into a focused field
// close the dialog holding it, or go back a page.
func TestBackKeysWorkWithAFieldFocused(t *testing.T) {
	for _, key := range []fyne.KeyName{fyne.KeyEscape, mobile.KeyBack} {
		t.Run(string(key), func(t *testing.T) {
			h, _, _ := newHost(t)
			c := h.Window().Canvas()
			uitest.Tap(t, h, lang.L("Settings"))
			uitest.Tap(t, h, lang.L("Add profile"))
			require.NotNil(t, c.Overlays().Top())
			focused, ok := c.Focused().(fyne.Focusable)
			require.True(t, ok, "the name field is focused")
			test.Type(focused, "Zo")
			focused.TypedKey(&fyne.KeyEvent{Name: key})
			assert.Nil(t, c.Overlays().Top(), "the dialog closed")
			assert.Equal(t, lang.L("Settings"), h.Top().Title)

			page := kit.NewEntry()
			h.Push(&kit.Page{Title: "Notes", Content: page})
			c.Focus(page)
			page.TypedKey(&fyne.KeyEvent{Name: key})
			assert.Equal(t, lang.L("Settings"), h.Top().Title, "the page popped")
			assert.Nil(t, c.Focused())
		})
	}
}

// TestBackKeyClosesTheNumberSheet: in the stepper's number sheet, Escape
// closes the sheet only, and the next Escape goes back.
func TestBackKeyClosesTheNumberSheet(t *testing.T) {
	h, _, _ := newHost(t)
	c := h.Window().Canvas()
	uitest.Tap(t, h, lang.L("Settings"))
	s := uitest.StepperNamed(t, h, "Fake dice")
	test.Tap(s.Number())
	require.NotNil(t, c.Overlays().Top())
	field, ok := c.Focused().(fyne.Focusable)
	require.True(t, ok)
	test.Type(field, "7")
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	assert.Nil(t, c.Overlays().Top())
	assert.Equal(t, 5, s.Value())
	assert.Equal(t, lang.L("Settings"), h.Top().Title)
	typeKey(h, fyne.KeyEscape)
	assert.Equal(t, 1, h.Depth())
}
