package bonfire

import (
	ref "hearth/data/bonfire"
	"hearth/ui/kit"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
)

var tomAccent = accent

// tomCrystalChip is a path tile's crystal: a small coloured diamond-ish dot.
func tomCrystalChip(c ref.Colour) fyne.CanvasObject {
	d := canvas.NewCircle(crystalColours[c])
	d.StrokeColor = theme.Color(theme.ColorNameForeground)
	d.StrokeWidth = 1
	return lazy(layout.NewGridWrapLayout(fyne.NewSize(16, 16)), d)
}

// tomGauge is one of Tom's common-task counts in the status bar: a short name,
// count/threshold, shaded when Tom fulfils it, with a person mark while the
// task's neutral novice is still there.
func tomGauge(label string, count, threshold int, fulfilled, neutral bool) fyne.CanvasObject {
	fill := theme.Color(theme.ColorNameInputBackground)
	if fulfilled {
		c := tomAccent
		c.A = 0x55
		fill = c
	}
	bg := canvas.NewRectangle(fill)
	bg.CornerRadius = 6
	name := canvas.NewText(label, theme.Color(theme.ColorNameForeground))
	name.TextSize = theme.TextSize()
	name.Alignment = fyne.TextAlignCenter
	fitted := lazy(kit.FitText{Base: theme.TextSize()}, name)
	value := canvas.NewText(strconv.Itoa(count)+"/"+strconv.Itoa(threshold), theme.Color(theme.ColorNameForeground))
	value.TextSize = theme.TextSize() + 2
	value.TextStyle = fyne.TextStyle{Bold: true}
	value.Alignment = fyne.TextAlignCenter
	body := lazy(layout.NewVBoxLayout(), lazy(layout.NewCenterLayout(), value), fitted)
	objs := []fyne.CanvasObject{bg, lazy(layout.NewPaddedLayout(), body)}
	if neutral {
		person := lazy(layout.NewGridWrapLayout(fyne.NewSize(14, 14)), mark(theme.AccountIcon()))
		objs = append(objs, lazyBorder(lazy(layout.NewHBoxLayout(), layout.NewSpacer(), person), nil, nil, nil))
	}
	return lazy(layout.NewStackLayout(), objs...)
}
