package kit

import (
	"image/color"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// FontLabel is a word-wrapped label drawn from the theme's fonts
// (canvas.Text.FontSource, see fontface.go): it looks, wraps and takes the
// room a widget.Label with TextWrapWord (and TextStyle{Bold: true} when
// Bold) does, without any of Fyne's text styles, none of whose fonts Home's
// first frame then waits for. With a Sub it is a tile's title over its
// subtitle, as one rich text of two segments: each line is placed where
// the rich text placed it (Fyne's GL painter sizes a text by where it sits
// in its parent: the same place, the same pixels). Kept for start-up:
// with Button, 15 % of the instructions to Home's first frame on Fyne
// 2.8.1 (fontface.go).
type FontLabel struct {
	widget.BaseWidget
	// Text is what it says; SizeName its text size (the body text size when
	// empty); ColorName its colour (the foreground when empty); Bold draws it
	// from the bold font.
	Text      string
	SizeName  fyne.ThemeSizeName
	ColorName fyne.ThemeColorName
	Bold      bool
	// Sub, when not empty, is a paragraph under the text, a line's spacing
	// below, in SubSizeName and SubColorName, not bold.
	Sub          string
	SubSizeName  fyne.ThemeSizeName
	SubColorName fyne.ThemeColorName
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

// paragraphs are the label's texts with their styles.
func (t *FontLabel) paragraphs() []paragraph {
	ps := []paragraph{{text: t.Text, size: t.SizeName, colour: t.ColorName, bold: t.Bold}}
	if t.Sub != "" {
		ps = append(ps, paragraph{text: t.Sub, size: t.SubSizeName, colour: t.SubColorName})
	}
	return ps
}

// CreateRenderer draws the text.
func (t *FontLabel) CreateRenderer() fyne.WidgetRenderer {
	t.ExtendBaseWidget(t)
	r := &fontLabelRenderer{t: t, width: -1}
	r.style()
	return r
}

// paragraph is one text of a label, its style and its lines as last cut.
type paragraph struct {
	text   string
	size   fyne.ThemeSizeName
	colour fyne.ThemeColorName
	bold   bool
	lines  []*canvas.Text
}

type fontLabelRenderer struct {
	t     *FontLabel
	paras []paragraph
	width float32 // what the lines were cut for
	// from the theme
	pad, spacing float32
	fresh        bool // the theme or the texts changed since the lines were cut
}

// style reads the theme: the paddings, and the texts again.
func (r *fontLabelRenderer) style() {
	th := theme.CurrentForWidget(r.t)
	r.pad, r.spacing = th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNameLineSpacing)
	old := r.paras
	r.paras = r.t.paragraphs()
	for i := range r.paras {
		if i < len(old) {
			r.paras[i].lines = old[i].lines
		}
	}
	r.fresh = true
}

// cut splits each text into lines for width (the widget's), as a wrapped
// widget.Label or rich text does, when the width, the texts or the theme
// changed.
func (r *fontLabelRenderer) cut(width float32) {
	if !r.fresh && width == r.width {
		return
	}
	r.fresh, r.width = false, width
	th := theme.CurrentForWidget(r.t)
	for i := range r.paras {
		r.paras[i].cut(th, width-2*r.pad, theme.ColorForWidget(colourOr(r.paras[i].colour), r.t))
	}
}

// colourOr is name, or the foreground when it is empty.
func colourOr(name fyne.ThemeColorName) fyne.ThemeColorName {
	if name == "" {
		return theme.ColorNameForeground
	}
	return name
}

// cut splits p's text into lines within width, drawn in th's font and size
// for p, in colour c.
func (p *paragraph) cut(th fyne.Theme, width float32, c color.Color) {
	name := p.size
	if name == "" {
		name = theme.SizeNameText
	}
	size, font := th.Size(name), labelFont(th, p.bold)
	runes := []rune(p.text)
	bounds := wrapWords(runes, width, func(s []rune) float32 { return MeasureWithFont(string(s), size, font).Width })
	lines := make([]*canvas.Text, len(bounds))
	for i, b := range bounds {
		if i < len(p.lines) {
			lines[i] = p.lines[i]
		} else {
			lines[i] = &canvas.Text{}
		}
		l, text := lines[i], string(runes[b[0]:b[1]])
		if l.Text != text || l.TextSize != size || l.FontSource != font || l.Color != c {
			l.Text, l.TextSize, l.FontSource, l.Color = text, size, font, c
			l.Refresh()
		}
	}
	p.lines = lines
}

// Layout places the lines one under the other inside the padding, a line
// spacing between paragraphs, as a rich text does.
func (r *fontLabelRenderer) Layout(s fyne.Size) {
	r.cut(s.Width)
	y := r.pad
	for i, p := range r.paras {
		if i > 0 {
			y += r.spacing
		}
		for _, l := range p.lines {
			m := l.MinSize()
			l.Resize(m)
			l.Move(fyne.NewPos(r.pad, y))
			y += m.Height
		}
	}
}

// MinSize is as a wrapped label's: no width of its own, the lines' height.
func (r *fontLabelRenderer) MinSize() fyne.Size {
	r.cut(r.t.Size().Width)
	h := r.spacing * float32(len(r.paras)-1)
	for _, p := range r.paras {
		for _, l := range p.lines {
			h += l.MinSize().Height
		}
	}
	return fyne.NewSize(2*r.pad, h+2*r.pad)
}

// Refresh follows the texts and the theme (its sizes, fonts and colours).
func (r *fontLabelRenderer) Refresh() {
	r.style()
	r.Layout(r.t.Size())
}

func (r *fontLabelRenderer) Objects() []fyne.CanvasObject {
	var objs []fyne.CanvasObject
	for _, p := range r.paras {
		for _, l := range p.lines {
			objs = append(objs, l)
		}
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
