package kit

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ParseColour reads "#RRGGBB"; anything else is a mid grey that reads on
// both themes.
func ParseColour(hex string) color.NRGBA {
	grey := color.NRGBA{R: 0x86, G: 0x8E, B: 0x96, A: 0xFF}
	hex = strings.TrimPrefix(strings.TrimSpace(hex), "#")
	if len(hex) != 6 {
		return grey
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil {
		return grey
	}
	return color.NRGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xFF}
}

// colourBar is a player's colour as a thin bar, wide or tall.
func colourBar(c color.Color, size fyne.Size) *canvas.Rectangle {
	r := canvas.NewRectangle(c)
	r.SetMinSize(size)
	r.CornerRadius = 2
	return r
}

// ColourMarked puts a player's colour as a bar at the left of o (a result
// card, a line of figures).
func ColourMarked(c color.Color, o fyne.CanvasObject) fyne.CanvasObject {
	return container.NewBorder(nil, nil, colourBar(c, fyne.NewSize(6, 0)), nil, o)
}

// PlayersMarked puts a strip under o (a History row) with a segment in
// each player's colour, in seat order.
func PlayersMarked(colours []color.Color, o fyne.CanvasObject) fyne.CanvasObject {
	return NewPlayersMark(colours, o).Row
}

// PlayersMark is a row (a History play) with a strip under it in each
// player's colour, in seat order; SetColours shows another play's players
// in the same strip.
type PlayersMark struct {
	Row   *fyne.Container // the row and its strip
	strip *fyne.Container
	shown []color.Color
}

// NewPlayersMark puts a strip in colours under o.
func NewPlayersMark(colours []color.Color, o fyne.CanvasObject) *PlayersMark {
	m := &PlayersMark{strip: container.NewGridWithColumns(1)}
	m.Row = container.NewBorder(nil, m.strip, nil, nil, o)
	m.SetColours(colours)
	return m
}

// SetColours shows a segment per colour; the same colours again change
// nothing.
func (m *PlayersMark) SetColours(colours []color.Color) {
	if slices.Equal(colours, m.shown) && len(m.strip.Objects) > 0 {
		return
	}
	m.shown = slices.Clone(colours)
	bars := m.strip.Objects[:0]
	for i, c := range colours {
		if i < len(m.strip.Objects) {
			bar := m.strip.Objects[i].(*canvas.Rectangle)
			bar.FillColor = c
			bars = append(bars, bar)
			continue
		}
		bar := canvas.NewRectangle(c) // square: a rounded one costs a software painter more
		bar.SetMinSize(fyne.NewSize(0, 3))
		bars = append(bars, bar)
	}
	m.strip.Objects = bars
	m.strip.Layout = layout.NewGridLayoutWithColumns(max(len(colours), 1))
	m.strip.Refresh()
}

// SetColours underlines each board's button with its player's colour (again
// with new colours when called again).
func (b *BoardTabs) SetColours(colours []color.Color) {
	for i, btn := range b.buttons {
		if i < len(colours) && i < len(b.grid.Objects) {
			b.grid.Objects[i] = container.NewBorder(nil, colourBar(colours[i], fyne.NewSize(0, 4)), nil, nil, btn)
		}
	}
	b.grid.Refresh()
}

// ColourPicker is a row of colour swatches, the chosen one ticked; tapping
// one calls onPick with its index.
func ColourPicker(colours []color.NRGBA, chosen int, onPick func(int)) fyne.CanvasObject {
	row := container.NewGridWithColumns(4) // two rows of four fit a 360 px page
	for i, c := range colours {
		i := i
		icon := theme.NewInvertedThemedResource(theme.ConfirmIcon())
		if InkOn(c) == InkDark {
			icon = nil
		}
		btn := widget.NewButtonWithIcon("", nil, func() { onPick(i) })
		if i == chosen {
			btn.SetIcon(theme.ConfirmIcon())
			if icon != nil {
				btn.SetIcon(icon)
			}
		}
		btn.Importance = widget.LowImportance
		row.Add(container.NewStack(colourBar(c, fyne.NewSize(36, 36)), btn))
	}
	return row
}
