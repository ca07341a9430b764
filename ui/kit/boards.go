package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// BoardTabs shows one player's board at a time under a grid of buttons, one
// per board, each naming the player with the board's total and whether
// anyone entered it yet: every board is one tap away at any player count
// (tabs hide some behind a "…" menu on a phone).
type BoardTabs struct {
	widget.BaseWidget
	names    []string
	forms    []fyne.CanvasObject
	buttons  []*WrapButton
	entered  []bool
	legend   *widget.RichText
	selected int
	body     *fyne.Container
	grid     *fyne.Container // the buttons, each alone or over its colour
	content  fyne.CanvasObject
}

// NewBoardTabs makes the picker over forms, the first one shown.
func NewBoardTabs(names []string, forms []fyne.CanvasObject) *BoardTabs {
	b := &BoardTabs{names: names, forms: forms, body: container.NewStack(), entered: make([]bool, len(names))}
	cols := len(names)
	if cols == 4 {
		cols = 2
	} else if cols > 3 {
		cols = 3
	}
	grid := container.NewGridWithColumns(max(cols, 1))
	for i, n := range names {
		i := i
		btn := NewWrapButton(n, theme.RadioButtonIcon(), func() { b.Select(i) })
		b.buttons = append(b.buttons, btn)
		grid.Add(btn)
	}
	b.legend = Note(lang.L("A board without a tick was not entered yet."))
	b.grid = grid
	b.content = container.NewBorder(container.NewPadded(container.NewVBox(grid, b.legend)), nil, nil, nil, b.body)
	b.ExtendBaseWidget(b)
	b.Select(0)
	return b
}

// Select shows board i.
func (b *BoardTabs) Select(i int) {
	if i < 0 || i >= len(b.forms) {
		return
	}
	b.selected = i
	for j, btn := range b.buttons {
		if j == i {
			btn.SetImportance(widget.HighImportance)
		} else {
			btn.SetImportance(widget.MediumImportance)
		}
	}
	b.body.Objects = []fyne.CanvasObject{b.forms[i]}
	b.body.Refresh()
}

// Selected is the board shown.
func (b *BoardTabs) Selected() int { return b.selected }

// Buttons are the board buttons, in board order (tests tap them).
func (b *BoardTabs) Buttons() []*WrapButton { return b.buttons }

// SetStatus words board i's button: the player and the total ("—" when the
// board cannot be scored), ticked once someone entered it; a line under the
// buttons explains the ticks while a board is not entered.
func (b *BoardTabs) SetStatus(i int, total string, entered bool) {
	if i < 0 || i >= len(b.buttons) {
		return
	}
	btn := b.buttons[i]
	btn.Text = lang.L("{{.Name}} · {{.Total}}", map[string]any{"Name": b.names[i], "Total": total})
	if entered {
		btn.SetIcon(theme.ConfirmIcon())
	} else {
		btn.SetIcon(theme.RadioButtonIcon())
	}
	btn.Refresh()
	b.entered[i] = entered
	all := true
	for _, e := range b.entered {
		all = all && e
	}
	b.legend.Hidden = all
	b.legend.Refresh()
}

// Entered tells whether board i shows as entered.
func (b *BoardTabs) Entered(i int) bool { return i >= 0 && i < len(b.entered) && b.entered[i] }

// CreateRenderer shows the buttons above the board shown.
func (b *BoardTabs) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(b.content) }

// Confirm asks a yes/no question in the window showing o; answer gets the
// choice (nothing runs when o is not on screen).
func Confirm(o fyne.CanvasObject, title, text, yes, no string, answer func(bool)) {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	c := app.Driver().CanvasForObject(o)
	for _, w := range app.Driver().AllWindows() {
		if w.Canvas() == c {
			d := dialog.NewConfirm(title, text, answer, w)
			d.SetConfirmText(yes)
			d.SetDismissText(no)
			d.Show()
			return
		}
	}
}

// AskUntouched scores boards, asking first when nobody entered some of
// them (they would be scored and saved as they stand, most often all but
// empty): score runs at once or on "Score them"; "Enter them" opens the
// first untouched board. names and touched are per board; o anchors the
// question's window.
func AskUntouched(o fyne.CanvasObject, names []string, touched []bool, score func(), open func(i int)) {
	var untouched []string
	first := -1
	for i, name := range names {
		if i < len(touched) && touched[i] {
			continue
		}
		untouched = append(untouched, name)
		if first < 0 {
			first = i
		}
	}
	if len(untouched) == 0 {
		score()
		return
	}
	Confirm(o, lang.L("Score untouched boards?"),
		lang.L("Nobody entered these boards: {{.Names}}. They are scored as they stand.", map[string]any{"Names": strings.Join(untouched, ", ")}),
		lang.L("Score them"), lang.L("Enter them"), func(yes bool) {
			if yes {
				score()
				return
			}
			open(first)
		})
}
