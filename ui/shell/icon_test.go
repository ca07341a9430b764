package shell_test

import (
	"bytes"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/ui/shell"
)

// The app icon is what Fyne and Android expect: a square of at least 512
// px, opaque to its corners (each platform rounds or masks it itself; a
// pre-rounded icon shows a dark square behind transparent corners).
func TestIconIsAFullSquare(t *testing.T) {
	img, err := png.Decode(bytes.NewReader(shell.Icon.Content()))
	require.NoError(t, err)
	b := img.Bounds()
	assert.Equal(t, b.Dx(), b.Dy(), "square")
	assert.GreaterOrEqual(t, b.Dx(), 512)
	for _, p := range [][2]int{{b.Min.X, b.Min.Y}, {b.Max.X - 1, b.Min.Y}, {b.Min.X, b.Max.Y - 1}, {b.Max.X - 1, b.Max.Y - 1}} {
		_, _, _, a := img.At(p[0], p[1]).RGBA()
		assert.Equal(t, uint32(0xffff), a, "corner %v is opaque", p)
	}
}
