package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// TapArea makes any content tappable: a stepper's number, the undo line,
// a session's counters and folded sheets. A nil OnTap leaves it still (a
// tap does nothing, no pointing hand), for a counter that cannot be set now.
type TapArea struct {
	widget.BaseWidget
	Content fyne.CanvasObject
	OnTap   func()
}

// NewTapArea is content that runs onTap when tapped.
func NewTapArea(content fyne.CanvasObject, onTap func()) *TapArea {
	t := &TapArea{Content: content, OnTap: onTap}
	t.ExtendBaseWidget(t)
	return t
}

// Tapped runs the area's action, if it has one.
func (t *TapArea) Tapped(*fyne.PointEvent) {
	if t.OnTap != nil {
		t.OnTap()
	}
}

// Cursor is the pointing hand on desktop while the area answers a tap.
func (t *TapArea) Cursor() DesktopCursor {
	if t.OnTap == nil {
		return desktop.DefaultCursor
	}
	return DesktopPointer
}

// CreateRenderer shows the content.
func (t *TapArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.Content) }
