package kit

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// iconPixels is how many pixels wide an icon is drawn once, enough for a
// 20-unit icon on a phone of scale 3.5: the GPU scales it down.
const iconPixels = 72

// rasters are icons drawn once per process, for each icon and colour
// (issue 19: every tap within one frame). Fyne's canvas.Image parses an
// SVG resource's XML again each time it is refreshed or resized — a
// third of showing a resumed game of Tom went there; an image already
// drawn is only scaled.
var rasters struct {
	sync.Mutex
	m map[rasterKey]image.Image
}

type rasterKey struct {
	name   string
	colour color.NRGBA // of a themed icon; zero for another resource
}

// rastersMax bounds the icons drawn: past it they are drawn anew.
const rastersMax = 256

// IconImage is res drawn once as pixels, shown filling the space it is
// given with its aspect kept. A themed icon (theme.ContentAddIcon()) is
// drawn in the theme's colour name at the time; another resource as it
// is. Nil when res cannot be drawn.
func IconImage(res fyne.Resource, name fyne.ThemeColorName) *canvas.Image {
	pix := raster(res, name)
	if pix == nil {
		return nil
	}
	img := canvas.NewImageFromImage(pix)
	img.FillMode = canvas.ImageFillContain
	return img
}

// raster is res drawn as pixels (see IconImage), nil when it cannot be.
func raster(res fyne.Resource, name fyne.ThemeColorName) image.Image {
	key := rasterKey{name: res.Name()}
	if _, themed := res.(fyne.ThemedResource); themed {
		key.colour = color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
		res = theme.NewColoredResource(res, name)
	}
	rasters.Lock()
	defer rasters.Unlock()
	if pix, ok := rasters.m[key]; ok {
		return pix
	}
	if rasters.m == nil || len(rasters.m) >= rastersMax {
		rasters.m = map[rasterKey]image.Image{}
	}
	img := canvas.NewImageFromResource(res)
	// The driver draws an SVG at the pixels of the size it is given on the
	// canvas it finds (none: twice the size).
	scale := float32(2)
	if c := fyne.CurrentApp().Driver().CanvasForObject(img); c != nil {
		if px, _ := c.PixelCoordinateForPosition(fyne.NewPos(100, 0)); px > 0 {
			scale = float32(px) / 100
		}
	}
	img.Resize(fyne.NewSquareSize(iconPixels / scale))
	if img.Image == nil {
		return nil
	}
	rasters.m[key] = img.Image
	return img.Image
}
