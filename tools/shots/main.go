// Command shots renders Hearth's screens with Fyne's software driver, in
// every language, at a phone's size, and writes one PNG per screen with the
// three languages side by side:
//
//	go run ./tools/shots -out /tmp/shots [-size 390x844] [-theme light|dark]
//
// It taps through the app the way the UI tests do, over a fresh database.
// For a real window under Xvfb, see docs/screenshot.sh.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"hearth/data"
	"hearth/ui"
	"hearth/ui/shell"
)

func main() {
	out := flag.String("out", "shots", "folder for the PNG files")
	size := flag.String("size", "390x844", "window size WIDTHxHEIGHT")
	themeName := flag.String("theme", "dark", "light or dark")
	flag.Parse()
	var w, h float32
	if _, err := fmt.Sscanf(*size, "%fx%f", &w, &h); err != nil {
		fail(err)
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fail(err)
	}
	shots := map[string][]image.Image{}
	var order []string
	for _, lang := range []string{"en", "fr", "de"} {
		for _, s := range capture(lang, *themeName, fyne.NewSize(w, h)) {
			if _, ok := shots[s.name]; !ok {
				order = append(order, s.name)
			}
			shots[s.name] = append(shots[s.name], s.img)
		}
	}
	// A tour with other screens numbers them otherwise: leave no stale shot.
	stale, _ := filepath.Glob(filepath.Join(*out, "[0-9][0-9]-*.png"))
	for _, f := range stale {
		_ = os.Remove(f)
	}
	for i, name := range order {
		path := filepath.Join(*out, fmt.Sprintf("%02d-%s.png", i+1, name))
		if err := writeRow(path, shots[name]); err != nil {
			fail(err)
		}
		fmt.Println(path)
	}
}

type shot struct {
	name string
	img  image.Image
}

// capture walks the screens in one language.
func capture(lang, themeName string, size fyne.Size) []shot {
	a := test.NewApp()
	defer test.NewApp()
	dir, err := os.MkdirTemp("", "hearth-shots")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	store, err := data.Open(filepath.Join(dir, "h.db"))
	if err != nil {
		fail(err)
	}
	defer store.Close()
	must(store.SetSetting(bg(), data.SettingLanguage, lang))
	must(store.SetSetting(bg(), data.SettingTheme, themeName))
	h := shell.New(a, store, ui.Modules)
	h.QueueShows() // pages fill in at each snap (Relayout), on this goroutine
	h.Window().Resize(size)
	t := &tour{h: h, store: store, lang: lang}
	return t.walk()
}

func writeRow(path string, imgs []image.Image) error {
	var w, hgt int
	for _, im := range imgs {
		w += im.Bounds().Dx() + 8
		hgt = max(hgt, im.Bounds().Dy())
	}
	row := image.NewRGBA(image.Rect(0, 0, w, hgt))
	x := 0
	for _, im := range imgs {
		draw.Draw(row, image.Rect(x, 0, x+im.Bounds().Dx(), im.Bounds().Dy()), im, im.Bounds().Min, draw.Src)
		x += im.Bounds().Dx() + 8
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	return png.Encode(f, row)
}

func must(err error) {
	if err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "shots:", err)
	os.Exit(1)
}
