package shell_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
)

func alphaAt(img image.Image, x, y int) uint32 {
	_, _, _, a := img.At(x, y).RGBA()
	return a
}

// The app icon is a dark rounded square on transparency (issue 34 §2): a
// desktop draws it on its own panel, so corners painted in showed as dark
// squares on a light one. It is 512 px and square, as the fyne tool and
// the stores want; its square is opaque, the flame in its middle.
func TestIconHasTransparentCorners(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(shell.Icon.Content()))
	require.NoError(t, err)
	b := img.Bounds()
	require.Equal(t, image.Rect(0, 0, 512, 512), b)
	for _, p := range [][2]int{{0, 0}, {511, 0}, {0, 511}, {511, 511}, {30, 30}, {481, 481}} {
		assert.Zero(t, alphaAt(img, p[0], p[1]), "corner %v is transparent", p)
	}
	for _, p := range [][2]int{{256, 256}, {256, 24}, {24, 256}, {487, 256}, {256, 487}} {
		assert.Equal(t, uint32(0xffff), alphaAt(img, p[0], p[1]), "%v is on the opaque square", p)
	}
}

// decodeFile reads a PNG of the assets folder.
func decodeFile(t *testing.T, name string) image.Image {
	f, err := os.Open("assets/" + name)
	require.NoError(t, err)
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	return img
}

// Android's adaptive icon (Icon-foreground.png over Icon-background.png,
// which the Play Store bundle carries, docs/phone.md): two 108 dp layers
// (432 px at xxxhdpi) that each launcher masks to its own shape, showing
// only the middle 72 dp and keeping for sure only a 66 dp circle. The
// flame lies wholly inside that circle, on transparency; the background is
// the icon's own dark colour, opaque everywhere.
func TestAdaptiveIconPair(t *testing.T) {
	fg, bg := decodeFile(t, "Icon-foreground.png"), decodeFile(t, "Icon-background.png")
	require.Equal(t, image.Rect(0, 0, 432, 432), fg.Bounds())
	require.Equal(t, image.Rect(0, 0, 432, 432), bg.Bounds())
	icon, err := png.Decode(bytes.NewReader(shell.Icon.Content()))
	require.NoError(t, err)
	dark := color.NRGBAModel.Convert(icon.At(40, 256))
	safe := 432.0 * 66 / 108 / 2
	drawn := 0
	for y := range 432 {
		for x := range 432 {
			if c := color.NRGBAModel.Convert(bg.At(x, y)); c != dark {
				t.Fatalf("background at %d,%d is %v, not the icon's %v", x, y, c, dark)
			}
			if alphaAt(fg, x, y) == 0 {
				continue
			}
			drawn++
			if d := math.Hypot(float64(x)-215.5, float64(y)-215.5); d > safe {
				t.Fatalf("the flame reaches %d,%d, %.0f px from the middle: a mask may cut it (safe: %.0f)", x, y, d, safe)
			}
		}
	}
	assert.Greater(t, drawn, 432*432/10, "the flame is there")
}
