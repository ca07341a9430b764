package kit

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Chip is a small rounded badge with a short text, such as a bonfire's points.
func Chip(text string, fill color.NRGBA, size fyne.Size) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 6
	bg.SetMinSize(size)
	t := canvas.NewText(text, InkOn(fill))
	t.TextStyle = fyne.TextStyle{Bold: true}
	t.TextSize = theme.TextSize()
	t.Alignment = fyne.TextAlignCenter
	return container.NewStack(bg, container.NewCenter(t))
}

// SwatchButton is a tall button with a coloured disc at its left: a
// resource or colour choice that reads at a glance.
func SwatchButton(label string, fill color.NRGBA, tapped func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, SwatchIcon(fill), tapped)
	b.Alignment = widget.ButtonAlignLeading
	return b
}

// SwatchIcon is a filled disc as an icon resource for a button.
func SwatchIcon(fill color.NRGBA) fyne.Resource {
	hex := func(v uint8) string {
		s := strconv.FormatInt(int64(v), 16)
		if len(s) == 1 {
			s = "0" + s
		}
		return s
	}
	svg := `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10" fill="#` +
		hex(fill.R) + hex(fill.G) + hex(fill.B) + `" stroke="#000000" stroke-opacity="0.35" stroke-width="1"/></svg>`
	return fyne.NewStaticResource("swatch-"+hex(fill.R)+hex(fill.G)+hex(fill.B)+".svg", []byte(svg))
}

// BigText is an instruction to read at arm's length: larger, wrapped.
func BigText(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameSubHeadingText
	return l
}

// Warn is a wrapped line in the warning colour (a limit, a countdown).
func Warn(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	l.Importance = widget.WarningImportance
	return l
}

// Banner is a tinted one-line card with an accent stripe: a bold title (such
// as Tom's card) and a short detail at the right.
func Banner(title, detail string, accent color.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = 10
	stripe := canvas.NewRectangle(accent)
	stripe.CornerRadius = 4
	stripe.SetMinSize(fyne.NewSize(8, 8))
	t := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	t.SizeName = theme.SizeNameSubHeadingText
	t.Wrapping = fyne.TextWrapWord
	var right fyne.CanvasObject
	if detail != "" {
		d := widget.NewLabel(detail)
		right = d
	}
	return container.NewStack(bg, container.NewBorder(nil, nil, container.NewPadded(stripe), right, t))
}

// ColourKey is a tappable square in a game colour with a number on it: a
// task's points, coloured as the task card is.
type ColourKey struct {
	widget.BaseWidget
	Text     string
	fill     color.NRGBA
	selected bool
	onTap    func()
}

// NewColourKey makes a colour key showing text.
func NewColourKey(text string, fill color.NRGBA, tapped func()) *ColourKey {
	k := &ColourKey{Text: text, fill: fill, onTap: tapped}
	k.ExtendBaseWidget(k)
	return k
}

// SetSelected rings the key.
func (k *ColourKey) SetSelected(on bool) { k.selected = on; k.Refresh() }

func (k *ColourKey) Tapped(*fyne.PointEvent) {
	if k.onTap != nil {
		k.onTap()
	}
}

func (k *ColourKey) Cursor() DesktopCursor { return DesktopPointer }

func (k *ColourKey) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(k.fill)
	bg.CornerRadius = 8
	t := canvas.NewText(k.Text, InkOn(k.fill))
	t.TextStyle = fyne.TextStyle{Bold: true}
	t.TextSize = 20
	t.Alignment = fyne.TextAlignCenter
	r := &colourKeyRenderer{k: k, bg: bg, text: t}
	r.Refresh()
	return r
}

type colourKeyRenderer struct {
	k    *ColourKey
	bg   *canvas.Rectangle
	text *canvas.Text
}

func (r *colourKeyRenderer) Layout(s fyne.Size) {
	r.bg.Resize(s)
	m := r.text.MinSize()
	r.text.Resize(m)
	r.text.Move(fyne.NewPos((s.Width-m.Width)/2, (s.Height-m.Height)/2))
}

func (r *colourKeyRenderer) MinSize() fyne.Size { return fyne.NewSize(TouchTarget, TouchTarget+8) }

// fadedKey is the opacity of a colour key not chosen: faded enough to tell
// from the chosen one, opaque enough that its number reads at 4.5:1 on
// every crystal colour in both themes.
const fadedKey = 0xB8

func (r *colourKeyRenderer) Refresh() {
	r.bg.FillColor = r.k.fill
	r.bg.StrokeWidth = 0
	r.text.Color = InkOn(r.k.fill)
	if r.k.selected {
		r.bg.StrokeColor = theme.Color(theme.ColorNameForeground)
		r.bg.StrokeWidth = 4
	} else {
		c := r.k.fill
		c.A = fadedKey
		r.bg.FillColor = c
		// The ink must read on the faded fill as it shows over the page.
		r.text.Color = InkOn(Over(c, theme.Color(theme.ColorNameBackground)))
	}
	r.text.Text = r.k.Text
	r.bg.Refresh()
	r.text.Refresh()
}

func (r *colourKeyRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.text} }

func (r *colourKeyRenderer) Destroy() {}

// FitText lays out one canvas.Text, shrinking its size below Base when the
// space is narrower than the text: a label that never widens its column.
type FitText struct{ Base float32 }

func (f FitText) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		t, ok := o.(*canvas.Text)
		if !ok {
			o.Resize(size)
			continue
		}
		ts := f.Base
		if w := fyne.MeasureText(t.Text, ts, t.TextStyle).Width; w > size.Width && w > 0 {
			ts = ts * size.Width / w
		}
		if t.TextSize != ts {
			t.TextSize = ts
			t.Refresh()
		}
		t.Resize(size)
		t.Move(fyne.NewPos(0, 0))
	}
}

func (f FitText) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(0, fyne.MeasureText("Mg", f.Base, fyne.TextStyle{}).Height)
}
