package kit

import (
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// tapAnimation is widget.Button's: the pressed colour spreading from the
// middle of w and fading.
func tapAnimation(bg *canvas.Rectangle, w fyne.Widget) *fyne.Animation {
	a := fyne.NewAnimation(canvas.DurationStandard, func(done float32) {
		mid := w.Size().Width / 2
		size := mid * done
		bg.Resize(fyne.NewSize(size*2, w.Size().Height))
		bg.Move(fyne.NewPos(mid-size, 0))
		v := fyne.CurrentApp().Settings().ThemeVariant()
		c := color.NRGBAModel.Convert(theme.CurrentForWidget(w).Color(theme.ColorNamePressed, v)).(color.NRGBA)
		if fade := c.A - uint8(float32(c.A)*done); fade > 0 {
			c.A = fade
			bg.FillColor = c
		} else {
			bg.FillColor = color.Transparent
		}
		canvas.Refresh(bg)
	})
	a.Curve = fyne.AnimationEaseOut
	return a
}

// blendColour is over drawn on under (alpha-premultiplied), as
// widget.Button (Fyne 2.8) blends its hover and focus colours.
func blendColour(under, over color.Color) color.Color {
	dstR, dstG, dstB, dstA := under.RGBA()
	srcR, srcG, srcB, srcA := over.RGBA()
	blend := func(src, dst, alpha uint32) uint16 {
		return uint16((src + dst - (dst * alpha / 0xFFFF)) & 0xFFFF)
	}
	return color.RGBA64{R: blend(srcR, dstR, srcA), G: blend(srcG, dstG, srcA), B: blend(srcB, dstB, srcA), A: blend(srcA, dstA, srcA)}
}

// isSVG tells an SVG icon, as Fyne does before greying it.
func isSVG(res fyne.Resource) bool {
	if strings.HasSuffix(strings.ToLower(res.Name()), ".svg") {
		return true
	}
	c := res.Content()
	if len(c) < 5 {
		return false
	}
	switch strings.ToLower(string(c[:5])) {
	case "<!doc", "<?xml", "<svg ":
		return true
	}
	return false
}
