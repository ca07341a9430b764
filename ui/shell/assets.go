package shell

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed assets/icon.png
var iconPNG []byte

// Icon is the app icon: an ember flame on a dark hearth.
var Icon = fyne.NewStaticResource("icon.png", iconPNG)
