package shell

import (
	"errors"
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"rsc.io/qr"
)

// qrQuiet is the margin around a code, in modules: the four the QR
// standard asks for, which scanners need to find the code's edge.
const qrQuiet = 4

// maxQRModules bounds a code shown for a phone to scan: 149 modules a side
// (version 33, about 2,000 characters of a link at level L, twice Hearth's
// usual links of 0.6–1 KB) still give each module 2 dp with its margin in
// a dialog 320 dp wide, the narrowest phone's. A longer text is refused
// with a sentence (errQRTooLong) rather than drawn too fine to scan.
const maxQRModules = 149

// errQRTooLong says that a text does not fit a code a phone can read off
// a screen; callers word it for the player.
var errQRTooLong = errors.New("text too long for a QR code")

// encodeQR is text's QR code at error correction level, or errQRTooLong.
// rsc.io/qr picks the smallest version that holds it and the densest mode
// (a setup code is alphanumeric, a link bytes).
func encodeQR(text string, level qr.Level) (*qr.Code, error) {
	c, err := qr.Encode(text, level)
	if err != nil || c.Size > maxQRModules {
		return nil, errQRTooLong
	}
	return c, nil
}

// qrView draws c in a square at least side wide: a raster, so that it is
// drawn at the screen's own pixels (qrPixels) whatever the device's scale.
func qrView(c *qr.Code, side float32) *canvas.Raster {
	r := canvas.NewRaster(func(w, h int) image.Image { return qrPixels(c, w, h) })
	r.ScaleMode = canvas.ImageScalePixels
	r.SetMinSize(fyne.NewSquareSize(side))
	return r
}

// qrPixels draws c in w×h pixels: black modules on white in either theme
// (scanners read dark on light; many read no inverted code), each module a
// square of the same whole number of pixels, the largest that fits with
// the quiet zone, the code centred. That is nearest-neighbour scaling by a
// whole factor: every edge sharp, every module the same size. Where even
// one pixel a module does not fit, the square stays white rather than
// showing a code no scanner reads.
func qrPixels(c *qr.Code, w, h int) *image.Gray {
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	k := min(w, h) / (c.Size + 2*qrQuiet)
	if k < 1 {
		return img
	}
	x0, y0 := (w-c.Size*k)/2, (h-c.Size*k)/2
	black := color.Gray{}
	for y := range c.Size {
		for x := range c.Size {
			if !c.Black(x, y) {
				continue
			}
			for dy := range k {
				for dx := range k {
					img.SetGray(x0+x*k+dx, y0+y*k+dy, black)
				}
			}
		}
	}
	return img
}
