package iconscale

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func encode(t *testing.T, img image.Image) []byte {
	var buf bytes.Buffer
	require.NoError(t, png.Encode(&buf, img))
	return buf.Bytes()
}

func TestScaleAveragesBlocks(t *testing.T) {
	src := image.NewRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 4 {
			if x < 2 {
				src.Set(x, y, color.RGBA{200, 0, 0, 255})
			} else if y%2 == 0 {
				src.Set(x, y, color.RGBA{0, 0, 100, 255})
			}
		}
	}
	out, err := Scale(encode(t, src), 2)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(out))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, 2, 2), img.Bounds())
	assert.Equal(t, color.NRGBAModel.Convert(color.RGBA{200, 0, 0, 255}), color.NRGBAModel.Convert(img.At(0, 0)))
	// half transparent, half blue: the colour stays blue (premultiplied average).
	assert.Equal(t, color.NRGBA{0, 0, 100, 127}, color.NRGBAModel.Convert(img.At(1, 1)))
}

func TestScaleRefusesWhatItCannotScale(t *testing.T) {
	_, err := Scale([]byte("not a png"), 2)
	assert.Error(t, err)
	_, err = Scale(encode(t, image.NewRGBA(image.Rect(0, 0, 4, 2))), 2)
	assert.ErrorContains(t, err, "square")
	_, err = Scale(encode(t, image.NewRGBA(image.Rect(0, 0, 5, 5))), 2)
	assert.ErrorContains(t, err, "multiple of 2")
	_, err = Scale(encode(t, image.NewRGBA(image.Rect(0, 0, 4, 4))), 0)
	assert.Error(t, err)
}
