package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// touchTarget is the minimum side of anything tapped (SPEC §1.5);
// primaryHeight is the height of a screen's one big button.
const (
	touchTarget   = 44
	primaryHeight = 52
)

// stepper edits a bounded whole number with − and + buttons: no typing.
type stepper struct {
	widget.BaseWidget
	min, max, value int
	onChange        func(int)

	label       *widget.Label
	val         *canvas.Text
	minus, plus *widget.Button
}

func newStepper(label string, min, max, value int, onChange func(int)) *stepper {
	s := &stepper{min: min, max: max, onChange: onChange}
	s.label = widget.NewLabel(label)
	s.label.Wrapping = fyne.TextWrapWord
	s.val = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	s.val.TextStyle = fyne.TextStyle{Bold: true}
	s.val.TextSize = 20
	s.val.Alignment = fyne.TextAlignCenter
	s.minus = widget.NewButtonWithIcon("", theme.ContentRemoveIcon(), func() { s.step(-1) })
	s.plus = widget.NewButtonWithIcon("", theme.ContentAddIcon(), func() { s.step(+1) })
	s.ExtendBaseWidget(s)
	s.set(value, false)
	return s
}

func (s *stepper) step(d int) { s.set(s.value+d, true) }

// SetValue changes the value without calling onChange.
func (s *stepper) SetValue(v int) { s.set(v, false) }

// Value is the current value.
func (s *stepper) Value() int { return s.value }

// SetMax changes the upper bound, clamping the value.
func (s *stepper) SetMax(max int) {
	s.max = max
	if s.value > max {
		s.set(max, true)
		return
	}
	s.set(s.value, false)
}

func (s *stepper) set(v int, notify bool) {
	if v < s.min {
		v = s.min
	}
	if v > s.max {
		v = s.max
	}
	changed := v != s.value
	s.value = v
	s.val.Text = strconv.Itoa(v)
	s.val.Color = theme.Color(theme.ColorNameForeground)
	s.val.Refresh()
	if v <= s.min {
		s.minus.Disable()
	} else {
		s.minus.Enable()
	}
	if v >= s.max {
		s.plus.Disable()
	} else {
		s.plus.Enable()
	}
	if notify && changed && s.onChange != nil {
		s.onChange(v)
	}
}

func (s *stepper) CreateRenderer() fyne.WidgetRenderer {
	value := container.New(layout.NewGridWrapLayout(fyne.NewSize(40, touchTarget)), container.NewCenter(s.val))
	controls := container.NewHBox(square(s.minus), value, square(s.plus))
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, nil, container.NewCenter(controls), s.label))
}

// square gives a button a touch-sized square footprint.
func square(b fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewGridWrapLayout(fyne.NewSize(touchTarget+4, touchTarget+4)), b)
}

// tile is a tappable card with an accent stripe, a title and a subtitle.
type tile struct {
	widget.BaseWidget
	title, subtitle string
	accent          color.Color
	onTap           func()
}

func newTile(title, subtitle string, accent color.Color, onTap func()) *tile {
	t := &tile{title: title, subtitle: subtitle, accent: accent, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

func (t *tile) Tapped(*fyne.PointEvent) {
	if t.onTap != nil {
		t.onTap()
	}
}

func (t *tile) Cursor() desktopCursor { return desktopPointer }

func (t *tile) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	stripe := canvas.NewRectangle(t.accent)
	stripe.CornerRadius = 4
	stripe.SetMinSize(fyne.NewSize(8, 8))
	segs := []widget.RichTextSegment{&widget.TextSegment{Text: t.title, Style: widget.RichTextStyle{
		ColorName: theme.ColorNameForeground, SizeName: theme.SizeNameSubHeadingText, TextStyle: fyne.TextStyle{Bold: true}}}}
	if t.subtitle != "" {
		segs = append(segs, &widget.TextSegment{Text: t.subtitle, Style: widget.RichTextStyle{
			ColorName: theme.ColorNamePlaceHolder, SizeName: theme.SizeNameText}})
	}
	text := widget.NewRichText(segs...)
	text.Wrapping = fyne.TextWrapWord
	chevron := widget.NewIcon(theme.NavigateNextIcon())
	body := container.NewBorder(nil, nil, container.NewPadded(stripe), container.NewCenter(chevron), text)
	r := &tileRenderer{bg: bg, body: body, stripe: stripe, t: t}
	return r
}

type tileRenderer struct {
	bg     *canvas.Rectangle
	stripe *canvas.Rectangle
	body   fyne.CanvasObject
	t      *tile
}

func (r *tileRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.body.Resize(s)
}

func (r *tileRenderer) MinSize() fyne.Size {
	m := r.body.MinSize()
	if m.Height < touchTarget+12 {
		m.Height = touchTarget + 12
	}
	return m
}

func (r *tileRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Refresh()
	r.stripe.FillColor = r.t.accent
	r.stripe.Refresh()
}

func (r *tileRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.body} }
func (r *tileRenderer) Destroy()                     {}

// heading is a section title.
func heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// note is a wrapped, low-key explanatory line.
func note(text string) *widget.RichText {
	r := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder}})
	r.Wrapping = fyne.TextWrapWord
	return r
}

// segmented is a row of buttons of which exactly one is selected: a
// compact, thumb-sized replacement for radio lists.
type segmented struct {
	widget.BaseWidget
	buttons  []*widget.Button
	selected int
	onChange func(int)
	row      *fyne.Container
}

func newSegmented(options []string, selected int, onChange func(int)) *segmented {
	s := &segmented{selected: selected, onChange: onChange}
	s.row = container.NewGridWithColumns(len(options))
	for i, o := range options {
		i := i
		b := widget.NewButton(o, func() { s.Select(i, true) })
		s.buttons = append(s.buttons, b)
		s.row.Add(b)
	}
	s.ExtendBaseWidget(s)
	s.paint()
	return s
}

// Select picks option i, calling onChange when notify is set and it changed.
func (s *segmented) Select(i int, notify bool) {
	if i < 0 || i >= len(s.buttons) {
		return
	}
	changed := i != s.selected
	s.selected = i
	s.paint()
	if notify && changed && s.onChange != nil {
		s.onChange(i)
	}
}

// Selected is the index of the chosen option.
func (s *segmented) Selected() int { return s.selected }

func (s *segmented) paint() {
	for i, b := range s.buttons {
		if i == s.selected {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

func (s *segmented) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.row) }

// errorLabel shows a validation message in the error colour; empty hides it.
type errorLabel struct{ *widget.Label }

func newErrorLabel() errorLabel {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	l.Hide()
	return errorLabel{l}
}

func (e errorLabel) set(text string) {
	e.SetText(text)
	if text == "" {
		e.Hide()
	} else {
		e.Show()
	}
}

// primary is the one big button a screen leads to.
func primary(label string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	b.Importance = widget.HighImportance
	return b
}

// scrollPage wraps a page body so long forms scroll on small phones, with
// some padding at the sides.
func scrollPage(objs ...fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVScroll(container.NewPadded(container.NewVBox(objs...)))
}

// newCheck makes a check box already in its state, so that setting it does
// not call onChanged.
func newCheck(label string, checked bool, onChanged func(bool)) *widget.Check {
	c := widget.NewCheck(label, nil)
	c.SetChecked(checked)
	c.OnChanged = onChanged
	return c
}

// withHeight gives an object a minimum height, such as a touch-sized row.
func withHeight(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, h))
	return container.NewStack(spacer, o)
}
