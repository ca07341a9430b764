package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Button is a widget.Button (its fields and methods are the embedded
// one's: Text, Icon, Importance, OnTapped, Disable…) drawn as Fyne draws
// one, its bold text drawn from the theme's bold font: a widget.Button
// measures its text in Fyne's bold style, even with no text, which Home's
// first frame must not need (fontface.go, issue 21). Kept for start-up:
// with FontLabel, 15 % of the instructions to Home's first frame on Fyne
// 2.8.1 (fontface.go).
type Button struct {
	widget.Button
	hovered, focused bool
	tapAnim          *fyne.Animation
}

// NewButton makes a button with a text, an icon or both (either may be
// empty) that runs tapped.
func NewButton(text string, icon fyne.Resource, tapped func()) *Button {
	b := &Button{}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// Tapped runs OnTapped with Fyne's tap animation.
func (b *Button) Tapped(*fyne.PointEvent) {
	if b.Disabled() {
		return
	}
	if b.tapAnim != nil && fyne.CurrentApp().Settings().ShowAnimations() {
		b.tapAnim.Stop()
		b.tapAnim.Start()
	}
	if b.OnTapped != nil {
		b.OnTapped()
	}
}

// TypedKey taps on Space, as a widget.Button.
func (b *Button) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeySpace {
		b.Tapped(nil)
	}
}

// MouseIn lights the button under a desktop pointer.
func (b *Button) MouseIn(*desktop.MouseEvent) { b.hovered = true; b.Refresh() }

// MouseOut ends MouseIn.
func (b *Button) MouseOut() { b.hovered = false; b.Refresh() }

// FocusGained lights the button focused from the keyboard.
func (b *Button) FocusGained() { b.focused = true; b.Refresh() }

// FocusLost ends FocusGained.
func (b *Button) FocusLost() { b.focused = false; b.Refresh() }

// MinSize is the renderer's.
func (b *Button) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return b.BaseWidget.MinSize()
}

// CreateRenderer draws the button as widget.Button's renderer does.
func (b *Button) CreateRenderer() fyne.WidgetRenderer {
	b.ExtendBaseWidget(b)
	r := &buttonRenderer{b: b, bg: canvas.NewRectangle(color.Transparent), tapBG: canvas.NewRectangle(color.Transparent),
		label: &canvas.Text{Alignment: fyne.TextAlignCenter}}
	r.box = &fyne.Container{Objects: []fyne.CanvasObject{r.label}}
	b.tapAnim = tapAnimation(r.tapBG, b)
	r.Refresh()
	return r
}

type buttonRenderer struct {
	b         *Button
	bg, tapBG *canvas.Rectangle
	icon      *canvas.Image
	label     *canvas.Text
	// box holds the text where widget.Button's rich text sits, the text at
	// its top left as in the rich text (Fyne's GL painter sizes a text by
	// where it sits in its parent: the same place, the same pixels).
	box *fyne.Container
}

func (r *buttonRenderer) Objects() []fyne.CanvasObject {
	objs := []fyne.CanvasObject{r.bg, r.tapBG, r.box}
	if r.icon != nil {
		objs = append(objs, r.icon)
	}
	return objs
}

func (r *buttonRenderer) Destroy() {}

// sizes are the inline icon's side, the padding round the content and the
// padding between icon and text, from the theme.
func (r *buttonRenderer) sizes() (icon, pad, gap float32) {
	th := theme.CurrentForWidget(r.b)
	return th.Size(theme.SizeNameInlineIcon), 2 * th.Size(theme.SizeNameInnerPadding), th.Size(theme.SizeNamePadding)
}

func (r *buttonRenderer) hasIcon() bool { return r.icon != nil && r.icon.Visible() }

// MinSize is widget.Button's: the text (its height even when empty), the
// icon and the padding.
func (r *buttonRenderer) MinSize() fyne.Size {
	iconSide, pad, gap := r.sizes()
	text := r.label.MinSize()
	var s fyne.Size
	if r.b.Text != "" {
		s.Width = text.Width
	}
	if r.hasIcon() {
		if r.b.Text != "" {
			s.Width += gap
		}
		s.Width += iconSide
	}
	s.Height = max(text.Height, iconSide)
	return s.AddWidthHeight(pad, pad)
}

// Layout places the icon and the text as widget.Button's renderer does.
func (r *buttonRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.tapBG.Resize(size)
	iconSide, pad, _ := r.sizes()
	padding := fyne.NewSquareSize(pad)
	iconSize := fyne.NewSquareSize(iconSide)
	text := r.label.MinSize()
	r.label.Move(fyne.NewPos(0, 0))
	r.label.Resize(text)
	switch {
	case r.b.Text != "" && r.hasIcon():
		r.icon.SetMinSize(iconSize)
		objs := []fyne.CanvasObject{r.icon, r.box}
		if r.b.IconPlacement == widget.ButtonIconTrailingText {
			objs = []fyne.CanvasObject{r.box, r.icon}
		}
		hbox := layout.NewHBoxLayout()
		min := hbox.MinSize(objs)
		hbox.Layout(objs, min)
		pos := alignedPosition(r.b.Alignment, padding, min, size)
		r.box.Move(r.box.Position().Add(pos).AddXY(0, (min.Height-text.Height)/2))
		r.icon.Move(r.icon.Position().Add(pos))
	case r.b.Text != "":
		r.box.Move(alignedPosition(r.b.Alignment, padding, text, size))
		r.box.Resize(text)
	case r.hasIcon():
		r.icon.Move(alignedPosition(r.b.Alignment, padding, iconSize, size))
		r.icon.Resize(iconSize)
	}
}

// alignedPosition is where content of a size sits in a button of another.
func alignedPosition(align widget.ButtonAlign, padding, content, size fyne.Size) fyne.Position {
	pos := fyne.NewPos(0, (size.Height-content.Height)/2)
	switch align {
	case widget.ButtonAlignCenter:
		pos.X = (size.Width - content.Width) / 2
	case widget.ButtonAlignLeading:
		pos.X = padding.Width / 2
	case widget.ButtonAlignTrailing:
		pos.X = size.Width - content.Width - padding.Width/2
	}
	return pos
}

// Refresh follows the button's fields, its state and the theme.
func (r *buttonRenderer) Refresh() {
	th := theme.CurrentForWidget(r.b)
	fg, bg, blend := buttonColours(r.b)
	v := fyne.CurrentApp().Settings().ThemeVariant()
	fill := color.Color(color.Transparent)
	if bg != "" {
		fill = th.Color(bg, v)
	}
	if blend != "" {
		fill = blendColour(fill, th.Color(blend, v))
	}
	r.bg.FillColor, r.bg.CornerRadius = fill, th.Size(theme.SizeNameButtonRadius)
	r.label.Text, r.label.TextSize = r.b.Text, th.Size(theme.SizeNameText)
	r.label.FontSource, r.label.Color = BoldFont(th), th.Color(fg, v)
	if r.b.Text == "" {
		r.box.Hide()
	} else {
		r.box.Show()
	}
	r.refreshIcon(fg)
	r.bg.Refresh()
	r.label.Refresh()
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

// refreshIcon shows the button's icon as widget.Button does: greyed when
// disabled, in the text's colour on a coloured button.
func (r *buttonRenderer) refreshIcon(fg fyne.ThemeColorName) {
	icon := r.b.Icon
	if icon == nil || r.b.Hidden {
		if r.icon != nil {
			r.icon.Hide()
		}
		return
	}
	if r.b.Disabled() && isSVG(icon) {
		icon = theme.NewDisabledResource(icon)
	} else if r.b.Importance != widget.MediumImportance && r.b.Importance != widget.LowImportance {
		if th, ok := icon.(fyne.ThemedResource); ok && th.ThemeColorName() != fg {
			icon = theme.NewColoredResource(icon, fg)
		}
	}
	if r.icon == nil {
		r.icon = canvas.NewImageFromResource(icon)
		r.icon.FillMode = canvas.ImageFillContain
	}
	r.icon.Resource = icon
	r.icon.Show()
	r.icon.Refresh()
}

// buttonColours are the text, background and blended colours of b, as
// widget.Button chooses them.
func buttonColours(b *Button) (fg, bg, blend fyne.ThemeColorName) {
	fg = theme.ColorNameForeground
	switch {
	case b.Disabled():
		fg = theme.ColorNameDisabled
		if b.Importance != widget.LowImportance {
			bg = theme.ColorNameDisabledButton
		}
	case b.focused:
		blend = theme.ColorNameFocus
	case b.hovered:
		blend = theme.ColorNameHover
	}
	if bg != "" {
		return fg, bg, blend
	}
	switch b.Importance {
	case widget.DangerImportance:
		return theme.ColorNameForegroundOnError, theme.ColorNameError, blend
	case widget.HighImportance:
		return theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary, blend
	case widget.LowImportance:
		if blend != "" {
			bg = theme.ColorNameButton
		}
		return fg, bg, blend
	case widget.SuccessImportance:
		return theme.ColorNameForegroundOnSuccess, theme.ColorNameSuccess, blend
	case widget.WarningImportance:
		return theme.ColorNameForegroundOnWarning, theme.ColorNameWarning, blend
	}
	return fg, theme.ColorNameButton, blend
}
