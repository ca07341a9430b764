package uitest

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
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
	at, found := positionIn(h.Window().Canvas(), cs[0])
	require.True(t, found, "the code is on the window")
	size := cs[0].Size()
	scale := float32(img.Bounds().Dx()) / h.Window().Canvas().Size().Width
	// Two pixels in from the square's edge, which may fall between pixels
	// (and so show what lies around it): all quiet zone.
	r := image.Rect(int(at.X*scale), int(at.Y*scale), int((at.X+size.Width)*scale), int((at.Y+size.Height)*scale)).Inset(2)
	code := img.(interface {
		SubImage(image.Rectangle) image.Image
	}).SubImage(r)
	Shot(t, h, img, "")
	Shot(t, h, code, "-code")
	bmp, err := gozxing.NewBinaryBitmapFromImage(code)
	require.NoError(t, err)
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	require.NoError(t, err, "the code on screen scans")
	return res.GetText()
}

// positionIn is o's position on c, found from c's own objects: the test
// driver's AbsolutePositionForObject looks in the last window made, not
// in the one o is on, and so answers 0,0 once a test has a second window
// (another phone).
func positionIn(c fyne.Canvas, o fyne.CanvasObject) (fyne.Position, bool) {
	for _, root := range append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...) {
		if at, ok := positionUnder(root, o, fyne.Position{}); ok {
			return at, true
		}
	}
	return fyne.Position{}, false
}

// positionUnder is o's position when parent, a visible object under
// something at at, holds it: descending into containers and widget
// renderers, as the driver draws them.
func positionUnder(parent, o fyne.CanvasObject, at fyne.Position) (fyne.Position, bool) {
	if parent == nil || !parent.Visible() {
		return fyne.Position{}, false
	}
	at = at.Add(parent.Position())
	if parent == o {
		return at, true
	}
	var kids []fyne.CanvasObject
	switch x := parent.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, k := range kids {
		if p, ok := positionUnder(k, o, at); ok {
			return p, true
		}
	}
	return fyne.Position{}, false
}

// Shot writes img (the window when nil) as a PNG file named for the test,
// the window's width and suffix, when HEARTH_SHOTS names a folder: to look
// at what a test saw.
func Shot(t *testing.T, h *shell.Host, img image.Image, suffix string) {
	t.Helper()
	dir := os.Getenv("HEARTH_SHOTS")
	if dir == "" {
		return
	}
	if img == nil {
		img = h.Window().Canvas().Capture()
	}
	// One test may look at several window sizes.
	name := strings.ReplaceAll(t.Name(), "/", "_") + "-" + strconv.Itoa(int(h.Window().Canvas().Size().Width)) + suffix
	f, err := os.Create(filepath.Join(dir, name+".png"))
	require.NoError(t, err)
	require.NoError(t, png.Encode(f, img))
	require.NoError(t, f.Close())
}
