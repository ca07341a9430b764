package kit

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"math"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// iconUnits is how wide an icon is drawn once, in Fyne's units: the
// widest icon shown (20) and a little more; the GPU scales it down to the
// size it is shown at.
const iconUnits = 24

// rasters are icons drawn once per process, for each icon and colour
// (issue 19: every tap within one frame). Fyne's canvas.Image parses an
// SVG resource's XML again each time it is refreshed or resized — a
// third of showing a resumed game of Tom went there; an image already
// drawn is only scaled. Not a start-up saving: Home's three tile arrows
// drawn by Fyne from their SVG cost 1 % more instructions to the first
// frame (448 M against 443 M, Fyne 2.8.1, tools/startup.sh --instructions).
var rasters struct {
	sync.Mutex
	m map[rasterKey]image.Image
}

type rasterKey struct {
	name   string
	colour color.NRGBA // of a themed icon; zero for another resource
	pixels int
}

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
	key := rasterKey{name: res.Name(), pixels: iconPixels()}
	if _, themed := res.(fyne.ThemedResource); themed {
		key.colour = color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
		res = theme.NewColoredResource(res, name)
	}
	rasters.Lock()
	defer rasters.Unlock()
	if pix, ok := rasters.m[key]; ok {
		return pix
	}
	if rasters.m == nil { // a few dozen at most: the icons in the code, in a theme's colours
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
	img.Resize(fyne.NewSquareSize(float32(key.pixels) / scale))
	if img.Image == nil {
		return nil
	}
	rasters.m[key] = img.Image
	return img.Image
}

// iconPixels is how many pixels wide an icon is drawn: iconUnits on the
// app's first window (twice that without one).
func iconPixels() int {
	scale := float32(2)
	if ws := fyne.CurrentApp().Driver().AllWindows(); len(ws) > 0 {
		if s := ws[0].Canvas().Scale(); s > 0 {
			scale = s
		}
	}
	return int(math.Ceil(float64(iconUnits * scale)))
}

// drawnMagic starts the content of a DrawnIcon resource: Go's image
// package decodes it (registered below) as the icon it names.
const drawnMagic = "hearth-drawn-icon:"

// drawn are the DrawnIcon resources and their images by the name in their
// content.
var drawn sync.Map // string → drawnIcon

type drawnIcon struct {
	res fyne.Resource
	pix image.Image
}

func init() {
	image.RegisterFormat("hearth-drawn-icon", drawnMagic, decodeDrawn, decodeDrawnConfig)
}

// DrawnIcon is res drawn once as pixels (see IconImage), as a resource for
// a widget.Button: Fyne decodes a resource that is not an SVG without
// parsing XML, and does not decode it again when the button is resized.
// Fyne greys only SVG icons: not for a button that may be disabled. res
// itself when it cannot be drawn.
func DrawnIcon(res fyne.Resource, name fyne.ThemeColorName) fyne.Resource {
	c := color.NRGBAModel.Convert(theme.Color(name)).(color.NRGBA)
	id := fmt.Sprintf("%s-%02x%02x%02x%02x-%d", res.Name(), c.R, c.G, c.B, c.A, iconPixels())
	if d, ok := drawn.Load(id); ok {
		return d.(drawnIcon).res // the same resource: a button given it again does not redraw
	}
	pix := raster(res, name)
	if pix == nil {
		return res
	}
	d := drawnIcon{res: fyne.NewStaticResource("drawn-"+id, []byte(drawnMagic+id)), pix: pix}
	drawn.Store(id, d)
	return d.res
}

// drawnImage is the icon a DrawnIcon resource's content names.
func drawnImage(r io.Reader) (image.Image, error) {
	content, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	id, ok := bytes.CutPrefix(content, []byte(drawnMagic))
	if !ok {
		return nil, errors.New("not a drawn icon")
	}
	d, ok := drawn.Load(string(id))
	if !ok {
		return nil, errors.New("no drawn icon " + string(id))
	}
	return d.(drawnIcon).pix, nil
}

func decodeDrawn(r io.Reader) (image.Image, error) { return drawnImage(r) }

func decodeDrawnConfig(r io.Reader) (image.Config, error) {
	pix, err := drawnImage(r)
	if err != nil {
		return image.Config{}, err
	}
	b := pix.Bounds()
	return image.Config{ColorModel: pix.ColorModel(), Width: b.Dx(), Height: b.Dy()}, nil
}

// ShowsIcon tells whether res shows icon: icon itself, or icon drawn once
// (DrawnIcon) in any colour. Tests find buttons by their icon with it.
func ShowsIcon(res, icon fyne.Resource) bool {
	if res == nil || icon == nil {
		return false
	}
	return res == icon || strings.HasPrefix(res.Name(), "drawn-"+icon.Name()+"-")
}
