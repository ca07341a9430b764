package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme settings.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// hearthTheme is Fyne's default theme with an ember accent, larger touch
// targets (SPEC §1.5: ≥ 44 px) and an optional forced light or dark variant.
type hearthTheme struct {
	forced *fyne.ThemeVariant
}

func newTheme(setting string) *hearthTheme {
	t := &hearthTheme{}
	switch setting {
	case ThemeLight:
		v := theme.VariantLight
		t.forced = &v
	case ThemeDark:
		v := theme.VariantDark
		t.forced = &v
	}
	return t
}

var (
	ember     = color.NRGBA{R: 0xE2, G: 0x5B, B: 0x22, A: 0xFF}
	emberDark = color.NRGBA{R: 0xF2, G: 0x7A, B: 0x3C, A: 0xFF}
)

func (t *hearthTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced != nil {
		v = *t.forced
	}
	switch n {
	case theme.ColorNamePrimary, theme.ColorNameFocus:
		if v == theme.VariantDark {
			return emberDark
		}
		return ember
	case theme.ColorNameSelection:
		c := ember
		c.A = 0x40
		return c
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *hearthTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

func (t *hearthTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *hearthTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case theme.SizeNameInnerPadding:
		return 12
	case theme.SizeNameText:
		return 15
	case theme.SizeNameHeadingText:
		return 22
	case theme.SizeNameSubHeadingText:
		return 17
	}
	return theme.DefaultTheme().Size(n)
}
