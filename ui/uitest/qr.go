package uitest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
)

// QRCodes are the QR codes (rasters) on the topmost dialog, or on the page
// when no dialog is open.
func QRCodes(h *shell.Host) []*canvas.Raster {
	var top fyne.CanvasObject = h.Window().Canvas().Overlays().Top()
	if top == nil {
		top = Screen(h)
	}
	return FindAll(top, func(*canvas.Raster) bool { return true })
}

// ScanQR reads the one QR code shown, as another phone's camera would read
// the screen: the window as rendered, cut to the code's square, read by
// ZXing's reader (github.com/makiuchi-d/gozxing, test-only) in its mode for
// an image of a code alone, which reads every module at the size it
// measures. (Its search for a code in a larger picture misses about 4 % of
// link codes drawn at 3 px a module, from rsc.io/qr and
// github.com/yeqown/go-qrcode/v2 alike, all of which zbarimg reads: a
// weakness of that port's detector, measured over 300 links of 60 to
// 2,000 characters.) With HEARTH_SHOTS set, the window and the code are
// written there as PNG files.
func ScanQR(t *testing.T, h *shell.Host) string {
	t.Helper()
	cs := QRCodes(h)
	require.Len(t, cs, 1, "one code on screen")
	img := h.Window().Canvas().Capture()
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(cs[0])
	size := cs[0].Size()
	scale := float32(img.Bounds().Dx()) / h.Window().Canvas().Size().Width
	// Two pixels in from the square's edge, which may fall between pixels
	// (and so show what lies around it): all quiet zone.
	r := image.Rect(int(at.X*scale), int(at.Y*scale), int((at.X+size.Width)*scale), int((at.Y+size.Height)*scale)).Inset(2)
	code := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(r)
	if dir := os.Getenv("HEARTH_SHOTS"); dir != "" {
		name := strings.ReplaceAll(t.Name(), "/", "_")
		for n, im := range map[string]image.Image{"": img, "-code": code} {
			f, err := os.Create(filepath.Join(dir, name+n+".png"))
			require.NoError(t, err)
			require.NoError(t, png.Encode(f, im))
			require.NoError(t, f.Close())
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(code)
	require.NoError(t, err)
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	require.NoError(t, err, "the code on screen scans")
	return res.GetText()
}
