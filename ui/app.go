// Package ui holds all of Hearth's Fyne screens and widgets.
package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"hearth/data"
)

// UI is the running app: its window, store and navigation.
type UI struct {
	app   fyne.App
	win   fyne.Window
	store *data.Store
}

// New builds the main window over an open store.
func New(a fyne.App, store *data.Store) *UI {
	u := &UI{app: a, store: store}
	u.win = a.NewWindow("Hearth")
	u.win.SetContent(widget.NewLabel("Hearth"))
	return u
}

// Window is the main window.
func (u *UI) Window() fyne.Window { return u.win }
