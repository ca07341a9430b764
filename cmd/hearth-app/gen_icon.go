//go:build ignore

// gen_icon writes icon64.png, the app icon scaled down for the window
// (go generate ./cmd/hearth-app after changing ui/shell/assets/icon.png).
package main

import (
	"log"
	"os"

	"hearth/cmd/hearth-app/iconscale"
)

func main() {
	src, err := os.ReadFile("../../ui/shell/assets/icon.png")
	if err != nil {
		log.Fatal(err)
	}
	out, err := iconscale.Scale(src, 64)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("icon64.png", out, 0o644); err != nil {
		log.Fatal(err)
	}
}
