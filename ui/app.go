// Package ui assembles the app: the shell and the three game modules, in
// Home order. Everything else lives in ui/shell, ui/kit and one package per
// game.
package ui

import (
	"fyne.io/fyne/v2"

	"hearth/data"
	"hearth/ui/bonfire"
	"hearth/ui/insula"
	"hearth/ui/lueur"
	"hearth/ui/shell"
)

// New builds the main window over an open store.
func New(a fyne.App, store *data.Store) *shell.Host {
	return shell.New(a, store, Modules)
}

// Modules are the games Hearth offers, in Home order: adding a game is
// adding a module here.
func Modules(h *shell.Host) []shell.Module {
	return []shell.Module{bonfire.New(h), lueur.New(h), insula.New(h)}
}
