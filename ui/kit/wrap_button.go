package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WrapButton is a button whose label wraps, for side actions whose sentence
// is longer than a phone is wide in some languages.
type WrapButton struct {
	widget.BaseWidget
	Text       string
	icon       fyne.Resource
	importance widget.Importance
	onTap      func()
	disabled   bool
	hovered    bool
}

// NewWrapButton makes a wrapping button with an icon.
func NewWrapButton(text string, icon fyne.Resource, tapped func()) *WrapButton {
	b := &WrapButton{Text: text, icon: icon, onTap: tapped}
	b.ExtendBaseWidget(b)
	return b
}

// Disable greys the button out and ignores taps.
func (b *WrapButton) Disable() {
	if !b.disabled {
		b.disabled = true
		b.Refresh()
	}
}

// Enable takes taps again after Disable.
func (b *WrapButton) Enable() {
	if b.disabled {
		b.disabled = false
		b.Refresh()
	}
}

// SetImportance highlights the button (widget.HighImportance: a choice
// made) or not.
func (b *WrapButton) SetImportance(i widget.Importance) {
	if b.importance != i {
		b.importance = i
		b.Refresh()
	}
}

// Importance is how the button is highlighted.
func (b *WrapButton) Importance() widget.Importance { return b.importance }

// Disabled tells whether taps are ignored.
func (b *WrapButton) Disabled() bool { return b.disabled }

func (b *WrapButton) Tapped(*fyne.PointEvent) {
	if !b.disabled && b.onTap != nil {
		b.onTap()
	}
}

func (b *WrapButton) MouseIn(*desktop.MouseEvent) { b.hovered = true; b.Refresh() }

func (b *WrapButton) MouseMoved(*desktop.MouseEvent) {}

func (b *WrapButton) MouseOut() { b.hovered = false; b.Refresh() }

func (b *WrapButton) Cursor() DesktopCursor { return DesktopPointer }

// CreateRenderer draws the button; its text is measured when first laid
// out, not before at no width (issue 19: every tap within one frame).
func (b *WrapButton) CreateRenderer() fyne.WidgetRenderer {
	r := &wrapButtonRenderer{b: b, bg: canvas.NewRectangle(color.Transparent), hover: canvas.NewRectangle(color.Transparent)}
	r.text = widget.NewRichText(&widget.TextSegment{Text: b.Text})
	r.text.Wrapping = fyne.TextWrapWord
	r.paint()
	return r
}

type wrapButtonRenderer struct {
	b         *WrapButton
	bg, hover *canvas.Rectangle
	icon      *canvas.Image
	text      *widget.RichText
	// textMin is the text's minimum size at the width textAt, until the
	// next Refresh: a page laid out measures each button three or four
	// times over (each container above asks, then lays it out), and a rich
	// text measures every word each time it is asked (issue 19).
	textMin fyne.Size
	textAt  float32
}

const wrapIcon = 20

func (r *wrapButtonRenderer) pad() float32 { return theme.Padding() * 2 }

// Layout measures the text again only when its width changed: a wrapped
// rich text resized measures every word twice, even when only its height
// changed, and its height does not change what it draws.
func (r *wrapButtonRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	r.hover.Resize(s)
	x := r.pad()
	if r.icon != nil {
		r.icon.Resize(fyne.NewSquareSize(wrapIcon))
		r.icon.Move(fyne.NewPos(x, (s.Height-wrapIcon)/2))
		x += wrapIcon
	}
	if w := s.Width - x - r.pad(); w != r.text.Size().Width {
		r.text.Resize(fyne.NewSize(w, r.minText().Height))
	}
	r.text.Move(fyne.NewPos(x, (s.Height-r.minText().Height)/2))
}

// minText is the text's minimum size at its width, measured once per width
// between two refreshes.
func (r *wrapButtonRenderer) minText() fyne.Size {
	if w := r.text.Size().Width; w != r.textAt || r.textMin.IsZero() {
		r.textMin, r.textAt = r.text.MinSize(), w
	}
	return r.textMin
}

func (r *wrapButtonRenderer) MinSize() fyne.Size {
	m := r.minText()
	w := m.Width + 2*r.pad()
	if r.icon != nil {
		w += wrapIcon
	}
	return fyne.NewSize(w, max(m.Height+theme.Padding(), TouchTarget))
}

func (r *wrapButtonRenderer) Refresh() {
	r.textMin = fyne.Size{} // the text or the theme may have changed
	seg, _ := r.text.Segments[0].(*widget.TextSegment)
	old := *seg
	r.paint()
	if seg.Text != old.Text || seg.Style != old.Style {
		r.text.Refresh()
	}
	r.bg.Refresh()
	r.hover.Refresh()
	if r.icon != nil {
		r.icon.Refresh()
	}
}

// paint sets the colours, the text and the icon from the button.
func (r *wrapButtonRenderer) paint() {
	b := r.b
	fill, fg := theme.Color(theme.ColorNameButton), theme.ColorNameForeground
	switch {
	case b.disabled:
		fill, fg = theme.Color(theme.ColorNameDisabledButton), theme.ColorNameDisabled
	case b.importance == widget.HighImportance:
		fill, fg = theme.Color(theme.ColorNamePrimary), theme.ColorNameForegroundOnPrimary
	case b.importance == widget.WarningImportance:
		fill, fg = theme.Color(theme.ColorNameWarning), theme.ColorNameForegroundOnWarning
	}
	r.bg.FillColor = fill
	r.bg.CornerRadius = theme.Size(theme.SizeNameButtonRadius)
	r.hover.CornerRadius = r.bg.CornerRadius
	r.hover.FillColor = color.Transparent
	if b.hovered && !b.disabled {
		r.hover.FillColor = theme.Color(theme.ColorNameHover)
	}
	if seg, ok := r.text.Segments[0].(*widget.TextSegment); ok {
		seg.Text = b.Text
		seg.Style = widget.RichTextStyle{ColorName: fg, TextStyle: fyne.TextStyle{Bold: true}, SizeName: theme.SizeNameText, Inline: true}
	}
	r.paintIcon(fg)
}

// paintIcon shows the button's icon, drawn once in ink (a themed icon;
// another is shown as it is).
func (r *wrapButtonRenderer) paintIcon(ink fyne.ThemeColorName) {
	b := r.b
	if b.icon == nil {
		r.icon = nil
		return
	}
	if r.icon == nil {
		r.icon = &canvas.Image{FillMode: canvas.ImageFillContain}
	}
	if pix := raster(b.icon, ink); pix != nil {
		r.icon.Image, r.icon.Resource = pix, nil
		return
	}
	r.icon.Image, r.icon.Resource = nil, b.icon // cannot be drawn here: Fyne tries
}

func (r *wrapButtonRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.hover}
	if r.icon != nil {
		objs = append(objs, r.icon)
	}
	return append(objs, r.text)
}

func (r *wrapButtonRenderer) Destroy() {}
