package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// WrapButton is a button whose label wraps, for side actions whose sentence
// is longer than a phone is wide in some languages. Fyne's button does not
// wrap its text: this is a widget.Button, which draws the background, the
// icon, the hover, the focus and the tap, with its text left out and a
// wrapped rich text laid over it in the colour the button gives its own.
type WrapButton struct {
	widget.BaseWidget
	// Text is what the button says; Refresh shows a new one.
	Text   string
	button *widget.Button
}

// NewWrapButton makes a wrapping button with an icon (none when nil).
func NewWrapButton(text string, icon fyne.Resource, tapped func()) *WrapButton {
	b := &WrapButton{Text: text, button: widget.NewButtonWithIcon("", icon, tapped)}
	b.button.Alignment = widget.ButtonAlignLeading
	b.ExtendBaseWidget(b)
	return b
}

// Disable greys the button out and ignores taps.
func (b *WrapButton) Disable() {
	if !b.button.Disabled() {
		b.button.Disable()
		b.Refresh()
	}
}

// Enable takes taps again after Disable.
func (b *WrapButton) Enable() {
	if b.button.Disabled() {
		b.button.Enable()
		b.Refresh()
	}
}

// SetImportance highlights the button (widget.HighImportance: a choice
// made) or not.
func (b *WrapButton) SetImportance(i widget.Importance) {
	if b.button.Importance != i {
		b.button.Importance = i
		b.button.Refresh()
		b.Refresh()
	}
}

// Importance is how the button is highlighted.
func (b *WrapButton) Importance() widget.Importance { return b.button.Importance }

// SetIcon shows icon beside the text (none when nil).
func (b *WrapButton) SetIcon(icon fyne.Resource) {
	if b.button.Icon != icon {
		b.button.SetIcon(icon)
		b.Refresh()
	}
}

// Icon is the icon beside the text.
func (b *WrapButton) Icon() fyne.Resource { return b.button.Icon }

// Disabled tells whether taps are ignored.
func (b *WrapButton) Disabled() bool { return b.button.Disabled() }

// Tapped taps the button.
func (b *WrapButton) Tapped(e *fyne.PointEvent) { b.button.Tapped(e) }

// CreateRenderer lays the text over the button; the text is measured when
// first laid out, not before at no width (issue 19: every tap within one
// frame).
func (b *WrapButton) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &wrapButtonRenderer{b: b, text: widget.NewRichText(&widget.TextSegment{})}
	r.text.Wrapping = fyne.TextWrapWord
	r.style()
	return r
}

type wrapButtonRenderer struct {
	b    *WrapButton
	text *widget.RichText
	// textMin is the text's minimum size at the width textAt, until the
	// next Refresh: a page laid out measures each button three or four
	// times over (each container above asks, then lays it out), and a rich
	// text measures every word each time it is asked (issue 19).
	textMin fyne.Size
	textAt  float32
}

// textX is where the text starts: after the icon, placed as the button
// places it.
func (r *wrapButtonRenderer) textX() float32 {
	x := theme.Padding() * 2
	if r.b.button.Icon != nil {
		x += theme.IconInlineSize()
	}
	return x
}

// Layout measures the text again only when its width changed: a wrapped
// rich text resized measures every word twice, even when only its height
// changed, and its height does not change what it draws.
func (r *wrapButtonRenderer) Layout(s fyne.Size) {
	r.b.button.Resize(s)
	x := r.textX()
	if w := s.Width - x - theme.Padding()*2; w != r.text.Size().Width {
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
	return fyne.NewSize(m.Width+r.textX()+theme.Padding()*2, max(m.Height+theme.Padding(), TouchTarget))
}

// Refresh shows the text in the colour of the button's state; the button
// refreshes itself when its state changes.
func (r *wrapButtonRenderer) Refresh() {
	r.textMin = fyne.Size{} // the text or the theme may have changed
	if r.style() {
		r.text.Refresh()
	}
	r.Layout(r.b.Size())
}

// style sets the text and its colour from the button; it tells whether
// they changed.
func (r *wrapButtonRenderer) style() bool {
	seg := r.text.Segments[0].(*widget.TextSegment)
	style := widget.RichTextStyle{ColorName: textColour(r.b.button), TextStyle: fyne.TextStyle{Bold: true},
		SizeName: theme.SizeNameText, Inline: true}
	if seg.Text == r.b.Text && seg.Style == style {
		return false
	}
	seg.Text, seg.Style = r.b.Text, style
	return true
}

// textColour is the colour a widget.Button draws its text in.
func textColour(b *widget.Button) fyne.ThemeColorName {
	if b.Disabled() {
		return theme.ColorNameDisabled
	}
	switch b.Importance {
	case widget.DangerImportance:
		return theme.ColorNameForegroundOnError
	case widget.HighImportance:
		return theme.ColorNameForegroundOnPrimary
	case widget.SuccessImportance:
		return theme.ColorNameForegroundOnSuccess
	case widget.WarningImportance:
		return theme.ColorNameForegroundOnWarning
	}
	return theme.ColorNameForeground
}

func (r *wrapButtonRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.button, r.text}
}

func (r *wrapButtonRenderer) Destroy() {}
