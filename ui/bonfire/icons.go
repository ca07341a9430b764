package bonfire

import (
	"fmt"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"hearth/ui/kit"
)

// tintedIcons are theme icons already coloured, made once per process for
// each icon and colour (issue 19: every tap within one frame). Fyne's
// themed icons colour their SVG anew, twice, each time an image showing
// them refreshes — a third of building Tom's screen went there. A tinted
// icon is a plain SVG in the colour of the theme at the time: the screen
// drops the widgets it keeps when the theme's colours change (see
// tomGame.render), so a new theme gets icons of its own.
var tintedIcons struct {
	sync.Mutex
	m map[tintKey]fyne.Resource
}

type tintKey struct {
	name   string
	colour color.NRGBA
}

// tinted is icon in the theme's colour name, as a resource coloured once.
func tinted(icon fyne.Resource, name fyne.ThemeColorName) fyne.Resource {
	c := color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
	key := tintKey{icon.Name(), c}
	tintedIcons.Lock()
	defer tintedIcons.Unlock()
	if r, ok := tintedIcons.m[key]; ok {
		return r
	}
	if tintedIcons.m == nil {
		tintedIcons.m = map[tintKey]fyne.Resource{}
	}
	// The name tells the colour: Fyne caches rendered SVGs by name.
	r := fyne.NewStaticResource(fmt.Sprintf("bonfire-%02x%02x%02x%02x-%s", c.R, c.G, c.B, c.A, icon.Name()),
		theme.NewColoredResource(icon, name).Content())
	tintedIcons.m[key] = r
	return r
}

// icon is a theme icon in the foreground colour, for buttons and marks.
func icon(res fyne.Resource) fyne.Resource { return tinted(res, theme.ColorNameForeground) }

// primaryIcon is a theme icon for a primary button, in the colour of text
// on the primary colour.
func primaryIcon(res fyne.Resource) fyne.Resource {
	return tinted(res, theme.ColorNameForegroundOnPrimary)
}

// drawnIcon is icon for a button that is never disabled, drawn once
// (kit.DrawnIcon): the button does not parse its SVG whenever it is drawn.
func drawnIcon(res fyne.Resource) fyne.Resource { return kit.DrawnIcon(res, theme.ColorNameForeground) }

// drawnPrimaryIcon is primaryIcon for a primary button that is never
// disabled, drawn once (see drawnIcon).
func drawnPrimaryIcon(res fyne.Resource) fyne.Resource {
	return kit.DrawnIcon(res, theme.ColorNameForegroundOnPrimary)
}

// mark is a small icon that does nothing when tapped, drawn as an image
// filling the space it is given, as widget.Icon draws it, without the
// widget around it.
// The image is drawn once per process (kit.IconImage): an SVG image is
// parsed again whenever it is laid out.
func mark(res fyne.Resource) fyne.CanvasObject {
	if img := kit.IconImage(res, theme.ColorNameForeground); img != nil {
		return img
	}
	img := canvas.NewImageFromResource(icon(res))
	img.FillMode = canvas.ImageFillContain
	return img
}
