package kit

import (
	"hearth/data/msg"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ChoiceColumn is a segmented choice stacked vertically, for options whose
// names are too long to share a 360-px row.
func ChoiceColumn(options []string, selected int, onChange func(int)) *Segmented {
	s := NewSegmented(options, selected, onChange)
	s.row.Layout = layout.NewVBoxLayout()
	return s
}

// StepRow is a tappable line of the checklist: a check box and the step's
// text, wrapped, at least a touch target high.
type StepRow struct {
	widget.BaseWidget
	ID      string
	text    string
	checked bool
	onTap   func()

	icon  *widget.Icon
	label *widget.Label
}

// NewStepRow makes a checklist line; onTap ticks or unticks it.
func NewStepRow(id, text string, checked bool, onTap func()) *StepRow {
	r := &StepRow{ID: id, text: text, checked: checked, onTap: onTap}
	r.icon = widget.NewIcon(nil)
	r.label = widget.NewLabel(text)
	r.label.Wrapping = fyne.TextWrapWord
	r.ExtendBaseWidget(r)
	r.paint()
	return r
}

// Text is the step's sentence and Checked whether it is ticked.
func (r *StepRow) Text() string { return r.text }

// Checked tells whether the step is ticked.
func (r *StepRow) Checked() bool { return r.checked }

// SetChecked ticks or unticks the step.
func (r *StepRow) SetChecked(b bool) {
	r.checked = b
	r.paint()
}

func (r *StepRow) paint() {
	if r.checked {
		r.icon.SetResource(theme.NewSuccessThemedResource(theme.CheckButtonCheckedIcon()))
	} else {
		r.icon.SetResource(theme.CheckButtonIcon())
	}
}

func (r *StepRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

func (r *StepRow) Cursor() DesktopCursor { return DesktopPointer }

func (r *StepRow) CreateRenderer() fyne.WidgetRenderer {
	icon := container.New(layout.NewGridWrapLayout(fyne.NewSize(32, 32)), r.icon)
	spacer := canvas.NewRectangle(color.Transparent)
	spacer.SetMinSize(fyne.NewSize(0, TouchTarget))
	return widget.NewSimpleRenderer(container.NewStack(spacer,
		container.NewBorder(nil, nil, container.NewVBox(layout.NewSpacer(), icon, layout.NewSpacer()), nil, r.label)))
}

// Card puts content on a rounded background.
func Card(content fyne.CanvasObject, fill color.Color) fyne.CanvasObject {
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 10
	return container.NewStack(bg, container.NewPadded(content))
}

// SuccessTint is the fill of a done step: the theme's success colour, faint.
func SuccessTint() color.Color {
	c := color.NRGBAModel.Convert(theme.Color(theme.ColorNameSuccess)).(color.NRGBA)
	c.A = 0x40
	return c
}

// SeatsView is the seats picture beside its legend: the result's lines,
// each marked like the seat it names.
func SeatsView(players int, accent color.NRGBA, lines []msg.Text, seats ...int) fyne.CanvasObject {
	pic := NewSeatsPicture(players, accent, seats...)
	legendBox := container.NewVBox()
	for i, l := range lines {
		dot := canvas.NewCircle(accent)
		if i > 0 {
			dot.FillColor = SeatFill
			dot.StrokeColor, dot.StrokeWidth = accent, 3
		}
		text := widget.NewLabel(Tr(l))
		text.Wrapping = fyne.TextWrapWord
		legendBox.Add(container.NewBorder(nil, nil, Swatch(dot, 16), nil, text))
	}
	legendBox.Add(Note(lang.L("Seat 1 holds this phone; the others follow clockwise.")))
	return container.NewVBox(container.NewCenter(pic), legendBox)
}

// LinesLabel shows a result's lines as text.
func LinesLabel(lines []msg.Text) *widget.Label {
	var out []string
	for _, l := range lines {
		out = append(out, Tr(l))
	}
	l := widget.NewLabel(JoinLines(out))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// SetNote changes the text of a note.
func SetNote(n *widget.RichText, text string) {
	if len(n.Segments) == 1 {
		if seg, ok := n.Segments[0].(*widget.TextSegment); ok && seg.Text == text {
			return // unchanged: no relayout on a tap that changed nothing here
		}
	}
	n.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: widget.RichTextStyle{ColorName: theme.ColorNamePlaceHolder}}}
	n.Refresh()
}

// Gap is vertical space between groups.
func Gap(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(0, h))
	return r
}

// ProgressLine is "5 of 14 done" beside a thin bar in the game's colour,
// readable in both themes.
type ProgressLine struct {
	widget.BaseWidget
	text *widget.Label
	bar  *Picture
	fill *canvas.Rectangle
	done float32
}

// NewProgressLine makes an empty progress line in the accent colour.
func NewProgressLine(accent color.NRGBA) *ProgressLine {
	p := &ProgressLine{text: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	track := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	track.CornerRadius = 5
	track.StrokeColor, track.StrokeWidth = accent, 1
	p.fill = canvas.NewRectangle(accent)
	p.fill.CornerRadius = 5
	p.bar = NewPicture(fyne.NewSize(80, TouchTarget), 0)
	p.bar.Add(track, p.fill)
	p.bar.Arrange = func(w, h float32) {
		Box(track, 0, h/2-5, w, 10)
		Box(p.fill, 0, h/2-5, w*p.done, 10)
	}
	p.ExtendBaseWidget(p)
	return p
}

func (p *ProgressLine) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewBorder(nil, nil, p.text, nil, p.bar))
}

// Text is the progress as shown ("5 of 14 done").
func (p *ProgressLine) Text() string { return p.text.Text }

// Set shows done of total.
func (p *ProgressLine) Set(done, total int) {
	p.text.SetText(lang.L("{{.Done}} of {{.Total}} done", map[string]any{"Done": done, "Total": total}))
	p.done = 0
	if total > 0 {
		p.done = float32(done) / float32(total)
	}
	p.fill.Hidden = done == 0
	p.bar.Refresh()
}
