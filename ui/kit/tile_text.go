package kit

import (
	"fyne.io/fyne/v2/theme"
)

// tileText is a tile's title, bold, over its subtitle, drawn from the
// theme's fonts without Fyne's text styles (FontLabel: Home's first frame
// needs none of them, issue 21), laid out as the one rich text of a bold
// title segment and a subtitle segment it replaces.
func tileText(title, subtitle string) *FontLabel {
	t := NewFontLabel(title, theme.SizeNameSubHeadingText, theme.ColorNameForeground, true)
	t.Sub, t.SubSizeName, t.SubColorName = subtitle, theme.SizeNameText, theme.ColorNamePlaceHolder
	return t
}
