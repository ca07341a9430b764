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
	// emberDeep is the light theme's primary: white on it reads at 5.7:1,
	// where white on ember read at 3.7:1.
	emberDeep = color.NRGBA{R: 0xB3, G: 0x40, B: 0x0F, A: 0xFF}
	inkBlack  = color.NRGBA{R: 0x1A, G: 0x1A, B: 0x1A, A: 0xFF}
	white     = color.NRGBA{R: 0xFF, G: 0xFF, B: 0xFF, A: 0xFF}
	// borderLight and borderDark outline unchecked boxes and fields at
	// 3:1 or more on the page and on a field's background.
	borderLight = color.NRGBA{R: 0x76, G: 0x76, B: 0x76, A: 0xFF}
	borderDark  = color.NRGBA{R: 0x8E, G: 0x8E, B: 0x8E, A: 0xFF}
	// disabledLight and disabledDark are greyed text: 3:1 or more on a
	// greyed button and on the page, where Fyne's read at 1.2:1.
	disabledLight = color.NRGBA{R: 0x86, G: 0x86, B: 0x86, A: 0xFF}
	disabledDark  = color.NRGBA{R: 0x7C, G: 0x7C, B: 0x7C, A: 0xFF}
)

// lightText are the light theme's text colours that Fyne's defaults set below
// 4.5:1 on white (SPEC §3): subtitles, warnings, errors, successes.
var lightText = map[fyne.ThemeColorName]color.NRGBA{
	theme.ColorNamePlaceHolder: {R: 0x5F, G: 0x63, B: 0x68, A: 0xFF},
	theme.ColorNameWarning:     {R: 0xA1, G: 0x48, B: 0x00, A: 0xFF},
	theme.ColorNameError:       {R: 0xB7, G: 0x1C, B: 0x1C, A: 0xFF},
	theme.ColorNameSuccess:     {R: 0x1B, G: 0x7A, B: 0x2B, A: 0xFF},
}

// lightDark are colours Hearth sets in both themes: the light one, then
// the dark one.
var lightDark = map[fyne.ThemeColorName][2]color.NRGBA{
	theme.ColorNamePrimary:             {emberDeep, emberDark},
	theme.ColorNameFocus:               {ember, emberDark},
	theme.ColorNameForegroundOnPrimary: {white, inkBlack},
	// The outline of an unchecked box and of a field: Fyne's is about
	// 1.1:1 on the page; WCAG asks 3:1 of a control's boundary.
	theme.ColorNameInputBorder: {borderLight, borderDark},
	theme.ColorNameDisabled:    {disabledLight, disabledDark},
}

func (t *hearthTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.forced != nil {
		v = *t.forced
	}
	if c, ok := lightText[n]; ok && v == theme.VariantLight {
		return c
	}
	if c, ok := lightDark[n]; ok {
		if v == theme.VariantDark {
			return c[1]
		}
		return c[0]
	}
	switch n {
	case theme.ColorNameForegroundOnWarning, theme.ColorNameForegroundOnError, theme.ColorNameForegroundOnSuccess:
		if v == theme.VariantLight {
			return white
		}
	case theme.ColorNameSelection:
		c := ember
		c.A = 0x40
		return c
	}
	return theme.DefaultTheme().Color(n, v)
}

func (t *hearthTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

// checkOutline is an unchecked box drawn with a frame 3 units thick where
// Fyne's is 2: at 20 px the thinner frame renders lighter than its colour
// and the box fades out of sight.
var checkOutline = fyne.NewStaticResource("check-outline.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">`+
	`<path fill-rule="evenodd" d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM6 6v12h12V6z"/></svg>`))

func (t *hearthTheme) Icon(n fyne.ThemeIconName) fyne.Resource {
	if n == theme.IconNameCheckButton {
		return checkOutline
	}
	return theme.DefaultTheme().Icon(n)
}

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
