package kit

import (
	"fmt"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/scoring"
)

// shortDetail is how long a detail may be to share its line with the
// category and the points on a phone ("7+5+2+4+2", "5 – 1").
const shortDetail = 12

// BreakdownLines is BreakdownTable for details in words: a detail too long
// to share the line ("3 fireflies < 7 companions") goes under its category,
// so neither is squeezed to a letter a line on a phone.
func BreakdownLines(lines []scoring.Line) fyne.CanvasObject {
	rows := container.NewVBox()
	for _, l := range lines {
		label := widget.NewLabel(lang.L(l.Label))
		label.Wrapping = fyne.TextWrapWord
		pts := widget.NewLabelWithStyle(fmt.Sprint(l.Points), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
		detail := Note(l.Detail)
		if utf8.RuneCountInString(l.Detail) <= shortDetail {
			detail.Wrapping = fyne.TextWrapOff
			rows.Add(container.NewBorder(nil, nil, nil, container.NewHBox(detail, pts), label))
			continue
		}
		detail.Wrapping = fyne.TextWrapWord
		rows.Add(container.NewBorder(nil, nil, nil, pts, container.NewVBox(label, detail)))
	}
	return rows
}
