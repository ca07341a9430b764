package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// barTitle is the top bar's title: one bold line, cut with an ellipsis
// when it does not fit. A widget.Label cut with an ellipsis shapes its
// whole text anew with HarfBuzz on every SetText and every resize, even
// when it fits (Fyne's truncateLimit: a tenth of opening a resumed game of
// Tom, issue 19); a title that fits, as nearly all do, is only measured
// here, and Fyne keeps measurements. It is drawn from the theme's bold font
// without Fyne's bold style (kit.BoldFont: Home's first frame, issue 21;
// what that buys on Fyne 2.8.1 is in kit/fontface.go).
type barTitle struct {
	widget.BaseWidget
	full string
	text *canvas.Text
}

// ellipsis ends a title cut short.
const ellipsis = "…"

func newBarTitle() *barTitle {
	t := &barTitle{text: canvas.NewText("", theme.Color(theme.ColorNameForeground))}
	t.text.FontSource = kit.BoldFont(nil)
	t.ExtendBaseWidget(t)
	return t
}

// SetText shows s, cut to the width the bar gives it.
func (t *barTitle) SetText(s string) {
	if s == t.full {
		return
	}
	t.full = s
	t.fit(t.Size().Width)
}

// Shown is the text on screen, the ellipsis included.
func (t *barTitle) Shown() string { return t.text.Text }

// fit cuts the title to width (its padding included) and redraws it when
// what it shows changed.
func (t *barTitle) fit(width float32) {
	pad := theme.InnerPadding()
	size, font := theme.TextSize(), t.text.FontSource
	shown := t.full
	if avail := width - 2*pad; avail > 0 && kit.MeasureWithFont(shown, size, font).Width > avail {
		runes := []rune(t.full)
		lo, hi := 0, len(runes) // the longest prefix that fits with the ellipsis
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if kit.MeasureWithFont(string(runes[:mid])+ellipsis, size, font).Width <= avail {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		shown = string(runes[:lo]) + ellipsis
	}
	if shown != t.text.Text || t.text.TextSize != size {
		t.text.Text, t.text.TextSize = shown, size
		canvas.Refresh(t.text)
	}
}

// CreateRenderer lays the title out.
func (t *barTitle) CreateRenderer() fyne.WidgetRenderer { return &barTitleRenderer{t: t} }

type barTitleRenderer struct{ t *barTitle }

func (r *barTitleRenderer) Layout(size fyne.Size) {
	t := r.t
	t.fit(size.Width)
	pad := theme.InnerPadding()
	h := t.text.MinSize().Height
	t.text.Move(fyne.NewPos(pad, (size.Height-h)/2))
	t.text.Resize(fyne.NewSize(max(size.Width-2*pad, 0), h))
}

// MinSize is a line high and an ellipsis wide, as a label cut with an
// ellipsis asks.
func (r *barTitleRenderer) MinSize() fyne.Size {
	pad := theme.InnerPadding()
	m := kit.MeasureWithFont(ellipsis, theme.TextSize(), r.t.text.FontSource)
	return fyne.NewSize(m.Width+2*pad, m.Height+2*pad)
}

// Refresh follows the theme.
func (r *barTitleRenderer) Refresh() {
	r.t.text.Color = theme.Color(theme.ColorNameForeground)
	if font := kit.BoldFont(nil); font != r.t.text.FontSource {
		r.t.text.FontSource = font
		r.t.text.Text = "" // cut again for the new font
	}
	r.t.fit(r.t.Size().Width)
	canvas.Refresh(r.t.text)
}

func (r *barTitleRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.t.text} }

func (r *barTitleRenderer) Destroy() {}
