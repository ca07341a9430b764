package kit

import (
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// FontLabel is a word-wrapped label drawn from one of the theme's fonts
// (canvas.Text.FontSource, see fontface.go): it looks, wraps and takes the
// room a widget.Label with TextWrapWord (and TextStyle{Bold: true} when
// Bold) does, without any of Fyne's text styles, none of whose fonts Home's
// first frame then waits for.
type FontLabel struct {
	widget.BaseWidget
	// Text is what it says; SizeName its text size (the body text size when
	// empty); ColorName its colour (the foreground when empty); Bold draws it
	// from the bold font.
	Text      string
	SizeName  fyne.ThemeSizeName
	ColorName fyne.ThemeColorName
	Bold      bool
}

// NewFontLabel makes a wrapped label.
func NewFontLabel(text string, size fyne.ThemeSizeName, colour fyne.ThemeColorName, bold bool) *FontLabel {
	t := &FontLabel{Text: text, SizeName: size, ColorName: colour, Bold: bold}
	t.ExtendBaseWidget(t)
	return t
}

// SetText shows text instead.
func (t *FontLabel) SetText(text string) {
	t.Text = text
	t.Refresh()
}

// CreateRenderer draws the text.
func (t *FontLabel) CreateRenderer() fyne.WidgetRenderer {
	t.ExtendBaseWidget(t)
	r := &fontLabelRenderer{t: t, width: -1}
	r.style()
	return r
}

type fontLabelRenderer struct {
	t     *FontLabel
	lines []*canvas.Text
	// what the lines were cut for: the text, its size and font, the width
	text  string
	size  float32
	font  fyne.Resource
	width float32
	// pad: from the theme
	pad float32
}

// style reads the theme: the text size, the font, the padding.
func (r *fontLabelRenderer) style() {
	th := theme.CurrentForWidget(r.t)
	name := r.t.SizeName
	if name == "" {
		name = theme.SizeNameText
	}
	r.size = th.Size(name)
	r.font = labelFont(th, r.t.Bold)
	r.pad = th.Size(theme.SizeNameInnerPadding)
}

// cut splits the text into lines for width (the widget's), as a
// widget.Label wraps it, when anything it depends on changed.
func (r *fontLabelRenderer) cut(width float32) bool {
	text := r.t.Text
	if text == r.text && width == r.width && r.lines != nil && r.lines[0].TextSize == r.size && r.lines[0].FontSource == r.font {
		return false
	}
	r.text, r.width = text, width
	runes := []rune(text)
	bounds := wrapWords(runes, width-2*r.pad, func(s []rune) float32 { return MeasureBold(string(s), r.size, r.font).Width })
	lines := make([]*canvas.Text, len(bounds))
	for i, b := range bounds {
		if i < len(r.lines) {
			lines[i] = r.lines[i]
		} else {
			lines[i] = &canvas.Text{}
		}
		lines[i].Text, lines[i].TextSize, lines[i].FontSource = string(runes[b[0]:b[1]]), r.size, r.font
	}
	r.lines = lines
	return true
}

func (r *fontLabelRenderer) paint() {
	c := r.t.ColorName
	if c == "" {
		c = theme.ColorNameForeground
	}
	col := theme.ColorForWidget(c, r.t)
	for _, l := range r.lines {
		l.Color = col
	}
}

// Layout places the lines one under the other inside the padding.
func (r *fontLabelRenderer) Layout(s fyne.Size) {
	r.cut(s.Width)
	r.paint()
	y := r.pad
	for _, l := range r.lines {
		m := l.MinSize()
		l.Resize(m)
		l.Move(fyne.NewPos(r.pad, y))
		y += m.Height
	}
}

// MinSize is as a wrapped label's: no width of its own, the lines' height.
func (r *fontLabelRenderer) MinSize() fyne.Size {
	r.cut(r.t.Size().Width)
	h := float32(0)
	for _, l := range r.lines {
		h += l.MinSize().Height
	}
	return fyne.NewSize(2*r.pad, h+2*r.pad)
}

// Refresh follows the text and the theme (its size, font and colours).
func (r *fontLabelRenderer) Refresh() {
	r.style()
	r.Layout(r.t.Size())
	for _, l := range r.lines {
		l.Refresh()
	}
}

func (r *fontLabelRenderer) Objects() []fyne.CanvasObject {
	objs := make([]fyne.CanvasObject, len(r.lines))
	for i, l := range r.lines {
		objs[i] = l
	}
	return objs
}

func (r *fontLabelRenderer) Destroy() {}

// wrapWords cuts text into the lines (first and end rune of each) that
// Fyne's RichText shows when it wraps at words within width (widget
// lineBounds, fyne v2.7.1, TextWrapWord without truncation; its quirks
// kept, so that the lines break where a widget.Label's do).
func wrapWords(text []rune, width float32, measure func([]rune) float32) [][2]int {
	lines := splitLines(text)
	if width < 0 {
		return lines
	}
	fits := func(lo, hi int) bool { return measure(text[lo:hi]) <= width }
	var out [][2]int
	for _, l := range lines {
		low, high := l[0], l[1]
		if low == high {
			out = append(out, l)
			continue
		}
		for low < high {
			sub := text[low:high]
			if measure(sub) <= width {
				out = append(out, [2]int{low, high})
				low, high = high, l[1]
				if low < high && unicode.IsSpace(text[low]) {
					low++
				}
				continue
			}
			fallback := binarySearch(fits, low, low+len(sub)-1) - low
			if fallback < 1 { // not even a character fits
				out = append(out, [2]int{low, low + 1})
				low++
				high = low + 1
				if high > l[1] {
					return out // as Fyne: the lines after are dropped
				}
				continue
			}
			space := findSpaceIndex(sub, fallback)
			if space == 0 {
				space = 1
			}
			high = low + space
		}
	}
	return out
}

// splitLines is text cut at its newlines.
func splitLines(text []rune) [][2]int {
	var out [][2]int
	low := 0
	for i, r := range text {
		if r == '\n' {
			out = append(out, [2]int{low, i})
			low = i + 1
		}
	}
	return append(out, [2]int{low, len(text)})
}

// binarySearch is the largest end in [low, maxHigh] for which fits(low,
// end), as Fyne searches it.
func binarySearch(fits func(int, int) bool, low, maxHigh int) int {
	if low >= maxHigh {
		return low
	}
	if fits(low, maxHigh) {
		return maxHigh
	}
	high := low
	delta := maxHigh - low
	for delta > 0 {
		delta /= 2
		if fits(low, high+delta) {
			high += delta
		}
	}
	for high < maxHigh && fits(low, high+1) {
		high++
	}
	return high
}

// findSpaceIndex is the last space at or before fallback in text, or
// fallback when there is none.
func findSpaceIndex(text []rune, fallback int) int {
	for i := fallback; i >= 0; i-- {
		if unicode.IsSpace(text[i]) {
			return i
		}
	}
	return fallback
}

// BoldHeading is a section title as Heading draws it, drawn from the
// theme's bold font (Home's, whose first frame must not need Fyne's bold
// style).
func BoldHeading(text string) *FontLabel {
	return NewFontLabel(text, theme.SizeNameSubHeadingText, theme.ColorNameForeground, true)
}
