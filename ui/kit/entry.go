package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/widget"
)

// IsBackKey tells whether a key means "go back": Escape on a keyboard,
// the back key on Android.
func IsBackKey(ev *fyne.KeyEvent) bool {
	return ev != nil && (ev.Name == fyne.KeyEscape || ev.Name == mobile.KeyBack)
}

// passBack hands a back key typed into a field to the window's own key
// handler (which closes a dialog or pops the page), after unfocusing the
// field: a focused field receives every key and would otherwise swallow it.
// It reports whether the key was a back key.
func passBack(o fyne.CanvasObject, ev *fyne.KeyEvent) bool {
	if !IsBackKey(ev) {
		return false
	}
	app := fyne.CurrentApp()
	if app == nil {
		return true
	}
	c := app.Driver().CanvasForObject(o)
	if c == nil {
		return true
	}
	c.Unfocus()
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
	return true
}

// PassBack is passBack for a field made in another package (History's
// place picker): Escape and Android's back key typed into it go back.
func PassBack(o fyne.CanvasObject, ev *fyne.KeyEvent) bool { return passBack(o, ev) }

// TextEntry is a text field on which Escape and Android's back key still
// go back, as they do when no field is focused.
type TextEntry struct {
	widget.Entry
}

// NewEntry makes an empty one-line text field.
func NewEntry() *TextEntry {
	e := &TextEntry{}
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.ExtendBaseWidget(e)
	return e
}

// NewMultiLineEntry makes an empty text field of several lines, wrapped
// at the field's edge. Fyne's word wrapping (2.7.1 and 2.8.1) moves a space
// typed where a line wraps to the end of the text ("we all went" became
// "weall went … "), so the lines break between letters instead
// (TestMultiLineEntryKeepsSpacesAtWraps).
func NewMultiLineEntry() *TextEntry {
	e := &TextEntry{}
	e.MultiLine = true
	e.Wrapping = fyne.TextWrapBreak
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey passes back keys to the window and the rest to the field.
func (e *TextEntry) TypedKey(ev *fyne.KeyEvent) {
	if !passBack(e, ev) {
		e.Entry.TypedKey(ev)
	}
}

// NameEntry is a name field offering profiles in a drop-down, on which
// Escape and Android's back key still go back.
type NameEntry struct {
	widget.SelectEntry
	offered []string
}

// Offer sets the names the field's list offers.
func (e *NameEntry) Offer(names []string) {
	e.offered = names
	e.SetOptions(names)
}

// Offered is what the field's list offers.
func (e *NameEntry) Offered() []string { return e.offered }

// NewNameEntry makes an empty name field offering options.
func NewNameEntry(options []string) *NameEntry {
	e := &NameEntry{}
	e.ExtendBaseWidget(e)
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	e.Offer(options)
	return e
}

// TypedKey passes back keys to the window and the rest to the field.
func (e *NameEntry) TypedKey(ev *fyne.KeyEvent) {
	if !passBack(e, ev) {
		e.SelectEntry.TypedKey(ev)
	}
}
