package kit

import (
	"image/color"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

var (
	Sea      = color.NRGBA{R: 0x2A, G: 0x6F, B: 0x8C, A: 0xFF}
	Sand     = color.NRGBA{R: 0xF4, G: 0xE6, B: 0xC1, A: 0xFF}
	SandEdge = color.NRGBA{R: 0xC4, G: 0xA8, B: 0x6A, A: 0xFF}
	// DarkSide is a task lying dark side up, colour unknown.
	DarkSide = color.NRGBA{R: 0x4E, G: 0x42, B: 0x36, A: 0xFF}
)

// Picture is a drawing of canvas objects that place positions for a given
// width and height.
type Picture struct {
	widget.BaseWidget
	min      fyne.Size
	maxWidth float32
	objects  []fyne.CanvasObject
	Arrange  func(w, h float32)
}

// NewPicture makes an empty drawing at least min in size and at most
// maxWidth wide (0: as wide as given); Add its objects and set Arrange.
func NewPicture(min fyne.Size, maxWidth float32) *Picture {
	p := &Picture{min: min, maxWidth: maxWidth}
	p.ExtendBaseWidget(p)
	return p
}

// Drawing is a picture embedded in a type that keeps what it drew; the
// embedding type calls ExtendBaseWidget on itself so that it is the widget
// the canvas knows.
func Drawing(min fyne.Size, maxWidth float32) Picture { return Picture{min: min, maxWidth: maxWidth} }

// Add puts objects in the drawing, in paint order.
func (p *Picture) Add(objs ...fyne.CanvasObject) { p.objects = append(p.objects, objs...) }

func (p *Picture) CreateRenderer() fyne.WidgetRenderer {
	return &pictureRenderer{p: p, inner: container.NewWithoutLayout(p.objects...)}
}

type pictureRenderer struct {
	p     *Picture
	inner *fyne.Container
}

func (r *pictureRenderer) Layout(size fyne.Size) {
	w := size.Width
	if r.p.maxWidth > 0 && w > r.p.maxWidth {
		w = r.p.maxWidth
	}
	r.inner.Resize(fyne.NewSize(w, size.Height))
	r.inner.Move(fyne.NewPos((size.Width-w)/2, 0))
	if r.p.Arrange != nil && w > 0 && size.Height > 0 {
		r.p.Arrange(w, size.Height)
	}
}

func (r *pictureRenderer) MinSize() fyne.Size { return r.p.min }

func (r *pictureRenderer) Refresh() {
	r.Layout(r.p.Size())
	for _, o := range r.p.objects {
		o.Refresh()
	}
}

func (r *pictureRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.inner} }

func (r *pictureRenderer) Destroy() {}

// Rect is a rounded rectangle.
func Rect(fill color.Color, radius float32) *canvas.Rectangle {
	r := canvas.NewRectangle(fill)
	r.CornerRadius = radius
	return r
}

// CanvasText is a centred drawing text.
func CanvasText(text string, ink color.Color, bold bool) *canvas.Text {
	t := canvas.NewText(text, ink)
	t.Alignment = fyne.TextAlignCenter
	t.TextStyle = fyne.TextStyle{Bold: bold}
	return t
}

// Box moves and sizes o.
func Box(o fyne.CanvasObject, x, y, w, h float32) {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
}

// Centred puts a text centred on (cx, cy), shrinking it from size until it
// fits in width w.
func Centred(t *canvas.Text, cx, cy, w, size float32) {
	for size > 8 && fyne.MeasureText(t.Text, size, t.TextStyle).Width > w {
		size -= 0.5
	}
	t.TextSize = size
	h := fyne.MeasureText(t.Text, size, t.TextStyle).Height
	Box(t, cx-w/2, cy-h/2, w, h)
}

// Initial is the upper-case first letter of a translated word, the symbol
// printed on a task mark so that colours are told apart without colour vision.
func Initial(word string) string {
	r, _ := utf8.DecodeRuneInString(word)
	if r == utf8.RuneError {
		return ""
	}
	return string(unicode.ToUpper(r))
}

// Capitalised upper-cases a translated word's first letter, for buttons.
func Capitalised(word string) string {
	r, n := utf8.DecodeRuneInString(word)
	if r == utf8.RuneError {
		return word
	}
	return string(unicode.ToUpper(r)) + word[n:]
}

// ---- Bonfire: the task islands ----

// SeatsPicture draws the players' seats around the table, seat 1 (the one
// holding the phone) at the bottom and the others clockwise. Roles colour a
// seat: the first role filled with the game's colour, the second ringed.
type SeatsPicture struct {
	Picture
	seats []*canvas.Circle
}

// SeatFill is an empty seat; TableWood the table.
var SeatFill = color.NRGBA{R: 0xEC, G: 0xE6, B: 0xDA, A: 0xFF}

var TableWood = color.NRGBA{R: 0xB8, G: 0x8A, B: 0x5C, A: 0xFF}

// NewSeatsPicture draws players seats, roles marking the seats given.
func NewSeatsPicture(players int, accent color.NRGBA, roles ...int) *SeatsPicture {
	p := &SeatsPicture{Picture: Drawing(fyne.NewSize(200, 170), 0)}
	p.ExtendBaseWidget(p)
	table := canvas.NewCircle(TableWood)
	p.Add(table)
	var numbers []*canvas.Text
	for i := 0; i < players; i++ {
		fill, ink := color.Color(SeatFill), InkDark
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = SandEdge, 1
		for k, seat := range roles {
			if seat != i {
				continue
			}
			if k == 0 {
				c.FillColor, ink = accent, InkOn(accent)
				c.StrokeColor = accent
			} else {
				c.StrokeColor, c.StrokeWidth = accent, 4
			}
		}
		t := CanvasText(strconv.Itoa(i+1), ink, true)
		p.Add(c, t)
		p.seats = append(p.seats, c)
		numbers = append(numbers, t)
	}
	p.Arrange = func(w, h float32) {
		seat := float32(40)
		r := min(w, h)/2 - seat/2 - 2
		cx, cy := w/2, h/2
		tr := r - seat/2 - 6
		Box(table, cx-tr, cy-tr, 2*tr, 2*tr)
		for i, c := range p.seats {
			phi := float64(i) * 2 * math.Pi / float64(players)
			x := cx - r*float32(math.Sin(phi))
			y := cy + r*float32(math.Cos(phi))
			Box(c, x-seat/2, y-seat/2, seat, seat)
			Centred(numbers[i], x, y, seat, 17)
		}
	}
	return p
}

// ---- Lueur: the encounter track ----

// Swatch is a small coloured shape beside a legend text.
func Swatch(o fyne.CanvasObject, size float32) fyne.CanvasObject {
	p := NewPicture(fyne.NewSize(size+6, size), size+6)
	p.Add(o)
	p.Arrange = func(w, h float32) { Box(o, 0, h/2-size/2, size, size) }
	return p
}

// LegendText is a legend's caption.
func LegendText(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// JoinLines is translated result lines, one per line.
func JoinLines(lines []string) string { return strings.Join(lines, "\n") }
