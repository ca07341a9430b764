package kit

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/mobile"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Stepper edits a bounded whole number: – and + for small changes, and a
// tap on the number to type it (a numeric keyboard on phones), so a score
// track of 47 is not 47 taps.
type Stepper struct {
	widget.BaseWidget
	min, max, value int
	// blank: no number shown until the player gives one (Clear).
	blank    bool
	onChange func(int)

	label       *widget.Label
	val         *canvas.Text
	number      *TapArea
	minus, plus *widget.Button
	popup       *widget.PopUp
}

// NewStepper makes a stepper from min to max showing value; onChange runs
// when the player changes it.
func NewStepper(label string, min, max, value int, onChange func(int)) *Stepper {
	s := &Stepper{min: min, max: max, onChange: onChange}
	s.label = widget.NewLabel(label)
	s.label.Wrapping = fyne.TextWrapWord
	s.val = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	s.val.TextStyle = fyne.TextStyle{Bold: true}
	s.val.TextSize = 20
	s.val.Alignment = fyne.TextAlignCenter
	s.number = NewTapArea(container.NewCenter(s.val), s.AskValue)
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.step(-1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.step(+1) })
	s.ExtendBaseWidget(s)
	s.set(value, false)
	return s
}

func (s *Stepper) step(d int) {
	if s.blank {
		s.set(s.min, true) // the first step gives the lowest value
		return
	}
	s.set(s.value+d, true)
}

// Clear shows "?" instead of a number until the player gives one (–, +
// or typing it), for a value printed on a card or a board that must be
// read off, never guessed (issue 32 §3); onChange is not called.
func (s *Stepper) Clear() {
	s.set(s.min, false)
	s.blank = true
	s.val.Text = "?"
	s.val.Color = theme.Color(theme.ColorNamePlaceHolder)
	s.val.Refresh()
	Enable(s.minus, false)
	Enable(s.plus, true)
}

// Entered tells whether the stepper shows a number: false after Clear
// until the player gives one.
func (s *Stepper) Entered() bool { return !s.blank }

// Refresh repaints the value in the current theme's text colour, so a
// switch between light and dark never leaves it invisible.
func (s *Stepper) Refresh() {
	s.val.Color = theme.Color(theme.ColorNameForeground)
	if s.blank {
		s.val.Color = theme.Color(theme.ColorNamePlaceHolder)
	}
	s.val.Refresh()
	s.BaseWidget.Refresh()
}

// SetValue changes the value without calling onChange.
func (s *Stepper) SetValue(v int) { s.set(v, false) }

// Value is the current value.
func (s *Stepper) Value() int { return s.value }

// Label is the stepper's caption.
func (s *Stepper) Label() string { return s.label.Text }

// Minus is the – button.
func (s *Stepper) Minus() *widget.Button { return s.minus }

// Plus is the + button.
func (s *Stepper) Plus() *widget.Button { return s.plus }

// Number is the tappable number (tests tap it).
func (s *Stepper) Number() fyne.Tappable { return s.number }

// SetMax changes the upper bound, clamping the value.
func (s *Stepper) SetMax(max int) {
	s.max = max
	if s.blank {
		s.value = min(s.value, max)
		return
	}
	if s.value > max {
		s.set(max, true)
		return
	}
	s.set(s.value, false)
}

func (s *Stepper) set(v int, notify bool) {
	v = max(s.min, min(s.max, v))
	changed := v != s.value || s.blank
	s.value, s.blank = v, false
	s.val.Text = strconv.Itoa(v)
	s.val.Color = theme.Color(theme.ColorNameForeground)
	s.val.Refresh()
	Enable(s.minus, v > s.min)
	Enable(s.plus, v < s.max)
	if notify && changed && s.onChange != nil {
		s.onChange(v)
	}
}

// AskValue opens a small sheet over the screen to type the number. The
// field starts empty with the current value as its hint, so what is typed
// replaces the value (never "5" before an old "0": 50); OK on an empty
// field keeps the value. A number out of range is refused with a sentence
// naming the range, and the sheet grows to show it. Escape, Android's back
// key and Cancel close it without a change.
func (s *Stepper) AskValue() {
	c := fyne.CurrentApp().Driver().CanvasForObject(s)
	if c == nil {
		return
	}
	entry := NewNumberEntry()
	entry.SetPlaceHolder(s.val.Text)
	problem := NewErrorLabel()
	var ok func()
	cancel := widget.NewButton(lang.L("Cancel"), func() { s.popup.Hide() })
	done := widget.NewButton(lang.L("OK"), func() { ok() })
	done.Importance = widget.HighImportance
	ok = func() {
		typed := strings.TrimSpace(entry.Text)
		if typed == "" {
			s.popup.Hide()
			return
		}
		v, err := strconv.Atoi(typed)
		if err != nil || v < s.min || v > s.max {
			problem.Set(lang.L("Type a whole number from {{.Min}} to {{.Max}}.", map[string]any{"Min": s.min, "Max": s.max}))
			s.popup.Refresh()
			return
		}
		s.popup.Hide()
		s.set(v, true)
	}
	entry.OnSubmitted = func(string) { ok() }
	entry.OnBack = func() { s.popup.Hide() }
	title := widget.NewLabelWithStyle(s.label.Text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(title, entry, problem.Label, container.NewGridWithColumns(2, cancel, done))
	s.popup = widget.NewModalPopUp(container.New(sheetWidth{280}, body), c)
	s.popup.Show()
	c.Focus(entry)
}

// sheetWidth lays a sheet out at a fixed width and as tall as its content
// needs, so a line that appears (an error) makes the sheet grow.
type sheetWidth struct{ width float32 }

func (l sheetWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Resize(size)
		o.Move(fyne.Position{})
	}
}

func (l sheetWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		o.Resize(fyne.NewSize(l.width, o.MinSize().Height))
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(l.width, h)
}

// CreateRenderer lays the label out beside –, the number and +.
func (s *Stepper) CreateRenderer() fyne.WidgetRenderer {
	value := container.New(layout.NewGridWrapLayout(fyne.NewSize(48, TouchTarget)), s.number)
	controls := container.NewHBox(Square(s.minus), value, Square(s.plus))
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, nil, container.NewCenter(controls), s.label))
}

// NumberEntry is a text entry for whole numbers: phones show their numeric
// keyboard, and only digits (and a leading minus) are taken.
type NumberEntry struct {
	widget.Entry
	// OnBack runs on Escape or Android's back key; without it the key goes
	// to the window, as when no field is focused.
	OnBack func()
}

// NewNumberEntry makes an empty number entry.
func NewNumberEntry() *NumberEntry {
	e := &NumberEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// Keyboard asks phones for the numeric keyboard.
func (e *NumberEntry) Keyboard() mobile.KeyboardType { return mobile.NumberKeyboard }

// TypedRune keeps digits and a leading minus only.
func (e *NumberEntry) TypedRune(r rune) {
	if (r >= '0' && r <= '9') || (r == '-' && e.CursorColumn == 0) {
		e.Entry.TypedRune(r)
	}
}

// TypedKey answers the back keys (OnBack, else the window's handler) and
// passes the rest to the field.
func (e *NumberEntry) TypedKey(ev *fyne.KeyEvent) {
	if IsBackKey(ev) && e.OnBack != nil {
		e.OnBack()
		return
	}
	if !passBack(e, ev) {
		e.Entry.TypedKey(ev)
	}
}
