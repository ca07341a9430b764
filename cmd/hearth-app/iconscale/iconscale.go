// Package iconscale scales a square PNG icon down by an integer factor,
// averaging each block of pixels (standard library only). It makes the
// window's small icon from the packaged one.
package iconscale

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
)

// Scale decodes a square PNG whose side is a multiple of size and returns
// it as a size×size PNG, each pixel the average of its block (premultiplied,
// so transparent edges do not darken).
func Scale(src []byte, size int) ([]byte, error) {
	img, err := png.Decode(bytes.NewReader(src))
	if err != nil {
		return nil, err
	}
	b := img.Bounds()
	if b.Dx() != b.Dy() || size <= 0 || b.Dx()%size != 0 {
		return nil, fmt.Errorf("the icon is %d×%d; it must be square with a side a multiple of %d", b.Dx(), b.Dy(), size)
	}
	k := b.Dx() / size
	out := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			var r, g, bl, a uint64
			for dy := range k {
				for dx := range k {
					cr, cg, cb, ca := img.At(b.Min.X+x*k+dx, b.Min.Y+y*k+dy).RGBA()
					r, g, bl, a = r+uint64(cr), g+uint64(cg), bl+uint64(cb), a+uint64(ca)
				}
			}
			n := uint64(k * k)
			out.Set(x, y, color.RGBA64{uint16(r / n), uint16(g / n), uint16(bl / n), uint16(a / n)})
		}
	}
	var buf bytes.Buffer
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
