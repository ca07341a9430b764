package main

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:generate go run gen_icon.go

// windowIcon is the 512 px app icon (ui/shell/assets/icon.png, which the
// fyne tool packages) scaled down to 64 px: the window's icon is decoded and
// sent to the X server at every start, and 512 px made that 64× the pixels.
//
//go:embed icon64.png
var windowIconPNG []byte

var windowIcon = fyne.NewStaticResource("icon64.png", windowIconPNG)
