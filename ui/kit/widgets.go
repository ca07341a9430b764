package kit

import (
	"fmt"
	"hearth/scoring"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TouchTarget is the minimum side of anything tapped (SPEC §1.5);
// PrimaryHeight is the height of a screen's one big button.
const (
	TouchTarget   = 44
	PrimaryHeight = 52
)

// Square gives a button a touch-sized square footprint.
func Square(b fyne.CanvasObject) fyne.CanvasObject {
	return container.New(layout.NewGridWrapLayout(fyne.NewSize(TouchTarget+4, TouchTarget+4)), b)
}

// Tile is a tappable card with an accent stripe, a title and a subtitle.
type Tile struct {
	widget.BaseWidget
	title, subtitle string
	accent          color.Color
	onTap           func()
	text            *FontLabel // once drawn
}

// NewTile makes a tile that runs onTap when tapped.
func NewTile(title, subtitle string, accent color.Color, onTap func()) *Tile {
	t := &Tile{title: title, subtitle: subtitle, accent: accent, onTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

// Title is the tile's title.
func (t *Tile) Title() string { return t.title }

// Subtitle is the line under the tile's title.
func (t *Tile) Subtitle() string { return t.subtitle }

func (t *Tile) Tapped(*fyne.PointEvent) {
	if t.onTap != nil {
		t.onTap()
	}
}

func (t *Tile) Cursor() DesktopCursor { return DesktopPointer }

// SetContent shows another title, subtitle, accent and action in the tile
// (a list row showing another line). A tile shown again with the same
// words is not laid out again: its text is measured once (issue 21).
func (t *Tile) SetContent(title, subtitle string, accent color.Color, onTap func()) {
	t.onTap = onTap
	if title == t.title && subtitle == t.subtitle && accent == t.accent {
		return
	}
	t.title, t.subtitle, t.accent = title, subtitle, accent
	t.Refresh()
}

// FitsLike tells whether t, drawn, would take the size ref takes now: ref
// is a tile already laid out whose lines all show unwrapped, and t has as
// many lines, each as narrow as ref's text (measured, not laid out). A
// page sizes the tiles below its screen this way instead of laying each
// out (issue 21).
func (t *Tile) FitsLike(ref *Tile) bool {
	if ref.text == nil || t.lineCount() != ref.lineCount() {
		return false
	}
	// Fyne's rich text wraps a line wider than its width less the inner
	// padding on both sides, and none while that is below zero.
	width := ref.text.Size().Width - 2*theme.Size(theme.SizeNameInnerPadding)
	return width < 0 || ref.fitIn(width) && t.fitIn(width)
}

// lineCount is how many lines the tile's words are: the title's and each
// of the subtitle's.
func (t *Tile) lineCount() int {
	if t.subtitle == "" {
		return 1
	}
	return 2 + strings.Count(t.subtitle, "\n")
}

// fitIn tells whether each line is at most width wide, measured as the
// tile's text measures it, from the theme's fonts (Fyne keeps the
// measures).
func (t *Tile) fitIn(width float32) bool {
	th := theme.CurrentForWidget(t)
	if MeasureWithFont(t.title, th.Size(theme.SizeNameSubHeadingText), labelFont(th, true)).Width > width {
		return false
	}
	for rest, more := t.subtitle, t.subtitle != ""; more; {
		var line string
		line, rest, more = strings.Cut(rest, "\n")
		if MeasureWithFont(line, th.Size(theme.SizeNameText), labelFont(th, false)).Width > width {
			return false
		}
	}
	return true
}

func (t *Tile) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	stripe := canvas.NewRectangle(t.accent)
	stripe.CornerRadius = 4
	stripe.SetMinSize(fyne.NewSize(8, 8))
	text := tileText(t.title, t.subtitle)
	t.text = text
	// The chevron is drawn once per process (IconImage): a widget.Icon
	// parsed its SVG again each time the tile was resized, and Stats and
	// History show a tile per line (issue 21).
	chevron := &canvas.Image{FillMode: canvas.ImageFillContain}
	chevron.SetMinSize(fyne.NewSquareSize(theme.IconInlineSize()))
	r := &tileRenderer{bg: bg, stripe: stripe, chevron: chevron, text: text, title: t.title, subtitle: t.subtitle, t: t}
	r.drawChevron()
	r.body = container.NewBorder(nil, nil, container.NewPadded(stripe), container.NewCenter(chevron), text)
	return r
}

type tileRenderer struct {
	bg              *canvas.Rectangle
	stripe          *canvas.Rectangle
	chevron         *canvas.Image
	text            *FontLabel
	title, subtitle string // what text shows
	body            fyne.CanvasObject
	t               *Tile
}

// drawChevron shows the arrow drawn once in the theme's colour.
func (r *tileRenderer) drawChevron() {
	if img := IconImage(theme.NavigateNextIcon(), theme.ColorNameForeground); img != nil && img.Image != r.chevron.Image {
		r.chevron.Image = img.Image
		r.chevron.Refresh()
	}
}

func (r *tileRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.body.Resize(s)
}

func (r *tileRenderer) MinSize() fyne.Size {
	m := r.body.MinSize()
	if m.Height < TouchTarget+12 {
		m.Height = TouchTarget + 12
	}
	return m
}

func (r *tileRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
	r.bg.Refresh()
	r.stripe.FillColor = r.t.accent
	r.stripe.Refresh()
	r.drawChevron()
	if r.title != r.t.title || r.subtitle != r.t.subtitle {
		r.title, r.subtitle = r.t.title, r.t.subtitle
		r.text.Text, r.text.Sub = r.title, r.subtitle
		r.text.Refresh()
	}
}

func (r *tileRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.body} }

func (r *tileRenderer) Destroy() {}

// Heading is a section title.
func Heading(text string) *widget.Label {
	l := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	l.SizeName = theme.SizeNameSubHeadingText
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Note is a wrapped, low-key explanatory line.
func Note(text string) *widget.RichText {
	r := widget.NewRichText(&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder}})
	r.Wrapping = fyne.TextWrapWord
	return r
}

// Segmented is a row of buttons of which exactly one is selected: a
// compact, thumb-sized replacement for radio lists.
type Segmented struct {
	widget.BaseWidget
	buttons  []*widget.Button
	selected int
	onChange func(int)
	row      *fyne.Container
}

// NewSegmented makes a choice among options with selected chosen.
func NewSegmented(options []string, selected int, onChange func(int)) *Segmented {
	s := &Segmented{selected: selected, onChange: onChange}
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
func (s *Segmented) Select(i int, notify bool) {
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
func (s *Segmented) Selected() int { return s.selected }

func (s *Segmented) paint() {
	for i, b := range s.buttons {
		if i == s.selected {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

func (s *Segmented) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(s.row) }

// ErrorLabel shows a validation message in the error colour; empty hides it.
type ErrorLabel struct{ *widget.Label }

// NewErrorLabel makes a hidden error line.
func NewErrorLabel() ErrorLabel {
	l := widget.NewLabel("")
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.DangerImportance
	l.Hide()
	return ErrorLabel{l}
}

// Set shows text, or hides the line when text is empty.
func (e ErrorLabel) Set(text string) {
	e.SetText(text)
	if text == "" {
		e.Hide()
	} else {
		e.Show()
	}
}

// Primary is the one big button a screen leads to.
func Primary(label string, icon fyne.Resource, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, tapped)
	b.Importance = widget.HighImportance
	return b
}

// ScrollPage wraps a page body so long forms scroll on small phones, with
// some padding at the sides.
func ScrollPage(objs ...fyne.CanvasObject) fyne.CanvasObject {
	return container.NewVScroll(container.NewPadded(container.NewVBox(objs...)))
}

// NewCheck makes a check box already in its state, so that setting it does
// not call onChanged.
func NewCheck(label string, checked bool, onChanged func(bool)) *widget.Check {
	c := widget.NewCheck(label, nil)
	c.SetChecked(checked)
	c.OnChanged = func(on bool) {
		if onChanged != nil {
			onChanged(on)
		}
		Unfocus(c)
	}
	return c
}

// Unfocus gives up the keyboard focus o took when tapped: on a desktop Fyne
// focuses a tapped check box or drop-down, which then receives every key
// and ignores Escape, so Escape no longer went back (found by a QA pass).
// A control calls it once its choice is made.
func Unfocus(o fyne.Focusable) {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	obj, ok := o.(fyne.CanvasObject)
	if !ok {
		return
	}
	if c := app.Driver().CanvasForObject(obj); c != nil && c.Focused() == o {
		c.Unfocus()
	}
}

// WithHeight gives an object a minimum height, such as a touch-sized row.
func WithHeight(o fyne.CanvasObject, h float32) fyne.CanvasObject {
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, h))
	return container.NewStack(spacer, o)
}

// BreakdownTable lays out breakdown lines: category, how counted, points.
func BreakdownTable(lines []scoring.Line) fyne.CanvasObject {
	rows := container.NewVBox()
	for _, l := range lines {
		label := widget.NewLabel(lang.L(l.Label))
		label.Wrapping = fyne.TextWrapWord
		detail := Note(l.Detail)
		detail.Wrapping = fyne.TextWrapOff
		pts := widget.NewLabelWithStyle(fmt.Sprint(l.Points), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(detail, pts), label))
	}
	return rows
}

// WrapCheck is a check box whose label wraps: widget.Check's label does not,
// and a long sentence (German above all) would widen the page past a phone.
// Tapping the label toggles the box too.
type WrapCheck struct {
	widget.BaseWidget
	Check *widget.Check
	Text  string
	label *widget.Label
}

// NewWrapCheck makes a wrapping check box already in its state.
func NewWrapCheck(text string, checked bool, onChanged func(bool)) *WrapCheck {
	w := &WrapCheck{Check: NewCheck("", checked, onChanged), Text: text, label: widget.NewLabel(text)}
	w.label.Wrapping = fyne.TextWrapWord
	w.ExtendBaseWidget(w)
	return w
}

// Tapped toggles the box when the label is tapped.
func (w *WrapCheck) Tapped(*fyne.PointEvent) { w.Check.SetChecked(!w.Check.Checked) }

// Cursor is the pointing hand on desktop.
func (w *WrapCheck) Cursor() DesktopCursor { return DesktopPointer }

// CreateRenderer lays the box out beside its wrapping label.
func (w *WrapCheck) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, container.NewCenter(w.Check), nil, w.label))
}
