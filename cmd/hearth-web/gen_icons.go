//go:build ignore

// gen_icons writes the web app's icons, web/icon-{180,192,512}.png, from
// the app icon (go generate ./cmd/hearth-web after changing
// ui/shell/assets/icon.png): 512 for the manifest and the install screen,
// 192 for the manifest and the tab, 180 for iOS's home screen.
package main

import (
	"bytes"
	"image"
	"image/png"
	"log"
	"os"

	"golang.org/x/image/draw"
)

func main() {
	src, err := os.ReadFile("../../ui/shell/assets/icon.png")
	if err != nil {
		log.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(src))
	if err != nil {
		log.Fatal(err)
	}
	for _, size := range []int{180, 192, 512} {
		out := image.NewNRGBA(image.Rect(0, 0, size, size))
		draw.CatmullRom.Scale(out, out.Bounds(), img, img.Bounds(), draw.Src, nil)
		var buf bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, out); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile("web/icon-"+itoa(size)+".png", buf.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}

func itoa(n int) string {
	return string(rune('0'+n/100)) + string(rune('0'+n/10%10)) + string(rune('0'+n%10))
}
