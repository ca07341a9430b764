package shell

import (
	"image"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"rsc.io/qr"
)

// scan reads the QR code in img, an image of the code alone in its quiet
// zone, with ZXing's reader ported to Go (gozxing, a test-only dependency)
// in its mode for such images: it finds the code's corners and reads every
// module at the module size it measures, so it checks the drawing module
// by module. (Its search for a code in a larger picture misses about 4 %
// of link codes drawn at 3 px a module, rsc.io/qr's and
// github.com/yeqown/go-qrcode/v2's alike, which zbarimg reads every one
// of: a weakness of that port's detector, measured over 300 links of 60 to
// 2,000 characters.)
func scan(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	require.NoError(t, err)
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	require.NoError(t, err, "the code scans")
	return res.GetText()
}

// link is a createPlay-like link of n characters.
func link(n int) string {
	head := "https://app.bgstatsapp.com/createPlay.html?data="
	return head + strings.Repeat("%7B%22name%22%3A%22Ana%22%7D", n)[:n-len(head)]
}

// A code is drawn with every module a square of one whole number of
// pixels, black on white only, a quiet zone of at least four modules, and
// reads back as its text, at phone sizes from the smallest that holds it.
func TestQRPixelsAreCrispAndScan(t *testing.T) {
	for _, c := range []struct {
		text  string
		level qr.Level
	}{
		{"443J-Q8T6-X77", qr.Q}, // a setup code: 21 modules
		{link(600), qr.L},       // Hearth's usual links: 85 to 105 modules
		{link(1000), qr.L},
		{link(2000), qr.L}, // the longest shown: 149 modules
	} {
		code, err := encodeQR(c.text, c.level)
		require.NoError(t, err, len(c.text))
		side := code.Size + 2*qrQuiet
		for _, px := range []int{side, side*2 + 1, side*3 + 2, 300, 845} {
			img := qrPixels(code, px, px+7)
			k := min(px, px+7) / side
			if k < 1 {
				continue
			}
			x0, y0 := (px-code.Size*k)/2, (px+7-code.Size*k)/2
			bad := 0
			for y := 0; y < px+7; y++ {
				for x := 0; x < px; x++ {
					mx, my := x-x0, y-y0
					inside := mx >= 0 && my >= 0 && mx < code.Size*k && my < code.Size*k
					want := uint8(0xff) // the quiet zone is white
					if inside && code.Black(mx/k, my/k) {
						want = 0 // each module k×k pixels, black or white only
					}
					if img.GrayAt(x, y).Y != want {
						bad++
					}
				}
			}
			require.Zero(t, bad, "%d characters at %d px: pixels off their module", len(c.text), px)
			assert.GreaterOrEqual(t, min(x0, y0), qrQuiet*k, "four modules of quiet zone")
			assert.Equal(t, c.text, scan(t, img), "%d characters at %d px", len(c.text), px)
		}
	}
}

// Hearth's links of 0.6–1 KB make codes of 85 to 105 modules at level L; a
// link too long for a code a phone reads off a screen is refused, not
// drawn too fine.
func TestQRSizesAndLimit(t *testing.T) {
	small, err := encodeQR(link(600), qr.L)
	require.NoError(t, err)
	big, err := encodeQR(link(1000), qr.L)
	require.NoError(t, err)
	assert.Equal(t, []int{85, 105}, []int{small.Size, big.Size})
	longest, err := encodeQR(link(2000), qr.L)
	require.NoError(t, err)
	assert.LessOrEqual(t, longest.Size, maxQRModules)
	_, err = encodeQR(link(2100), qr.L)
	assert.ErrorIs(t, err, errQRTooLong)
	_, err = encodeQR(link(5500), qr.L)
	assert.ErrorIs(t, err, errQRTooLong, "the longest link Hearth makes has no code")
	setup, err := encodeQR("443J-Q8T6-X77", qr.Q)
	require.NoError(t, err)
	assert.Equal(t, 21, setup.Size, "a setup code is the smallest code there is")
	// Too small to draw a module a pixel: white, never a code that cannot scan.
	img := qrPixels(setup, 20, 20)
	for _, v := range img.Pix {
		require.Equal(t, uint8(0xff), v)
	}
}
