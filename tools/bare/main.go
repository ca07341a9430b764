// Command bare is the yardstick for Hearth's start-up time: a Fyne window
// with one label, built the same way, opened the same way. tools/startup.sh
// times both.
package main

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/widget"
)

func main() {
	a := app.NewWithID("app.hearth.bare")
	w := a.NewWindow("Bare")
	w.SetContent(widget.NewLabel("Bare"))
	w.Resize(fyne.NewSize(420, 820))
	w.ShowAndRun()
}
