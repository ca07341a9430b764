package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// tileText is a tile's title, bold, over its subtitle, both drawn from the
// theme's fonts without Fyne's text styles (FontLabel: Home's first frame
// needs none of them, issue 21): laid out as the one rich text of a bold
// title segment and a subtitle segment it replaces, a line's spacing
// between them.
func tileText(title, subtitle string) *fyne.Container {
	t := NewFontLabel(title, theme.SizeNameSubHeadingText, theme.ColorNameForeground, true)
	if subtitle == "" {
		return container.New(titleOver{}, t)
	}
	sub := NewFontLabel(subtitle, theme.SizeNameText, theme.ColorNamePlaceHolder, false)
	return container.New(titleOver{}, t, sub)
}

// titleOver lays a title out over a subtitle, both padded texts the width
// of the space: the subtitle's text starts a line spacing under the
// title's, as in one rich text.
type titleOver struct{}

// gap is how far the subtitle's box starts above the title's box's end:
// both have an inner padding above and below their text.
func (titleOver) gap() float32 {
	return theme.LineSpacing() - 2*theme.InnerPadding()
}

func (l titleOver) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	title := objs[0]
	if title.Size().Width != size.Width { // its lines cut for this width
		title.Resize(fyne.NewSize(size.Width, title.Size().Height))
	}
	h := title.MinSize().Height
	title.Resize(fyne.NewSize(size.Width, h))
	title.Move(fyne.NewPos(0, 0))
	if len(objs) < 2 {
		return
	}
	// The rest of the height: its text is drawn from its top.
	y := h + l.gap()
	objs[1].Resize(fyne.NewSize(size.Width, max(size.Height-y, 0)))
	objs[1].Move(fyne.NewPos(0, y))
}

func (l titleOver) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
		if i > 0 {
			s.Height += l.gap()
		}
	}
	return s
}
