//go:build js

package main

import (
	"syscall/js"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"hearth/data"
	"hearth/internal/appinfo"
	"hearth/ui"
	"hearth/ui/kit"
	"hearth/ui/shell"
)

// dbPath is where the store says the database is: its name in IndexedDB;
// the automatic backups go beside it, in the page's file system (fs.js
// keeps /hearth in IndexedDB too).
const dbPath = "/hearth/hearth.db"

// warmAfter is how long after the first frame Fyne's text styles are
// prepared (kit.WarmFonts), as in hearth-app.
const warmAfter = 100 * time.Millisecond

// host is the running app, for the page's measurement hooks.
var host *shell.Host

func main() {
	page := js.Global().Get("hearth")
	page.Call("mark", "main")
	data.WebLazy = page.Get("lazy").Truthy()
	a := app.NewWithID(appinfo.ID)
	go kit.ParseThemeFonts()
	store, err := data.Open(dbPath)
	if err != nil {
		page.Call("fatal", err.Error())
		return
	}
	page.Call("mark", "opened")
	shell.StartMark = func(step string) { page.Call("mark", step) }
	h := shell.New(a, store, ui.Modules)
	page.Call("mark", "built")
	host = h
	plug(h, page)
	a.Lifecycle().SetOnStarted(func() {
		h.Started()
		page.Call("started")
		time.AfterFunc(warmAfter, func() { kit.WarmFonts(nil) })
		time.AfterFunc(time.Second, func() { fyne.Do(func() { remindBackup(h) }) })
	})
	h.Window().ShowAndRun()
}

// plug gives the shell the browser's means: files, history, wake lock,
// what the browser said about keeping Hearth's data, the letters Fyne's
// web driver drops (keys.go), and the page's measurement hooks.
func plug(h *shell.Host, page js.Value) {
	h.SetFilePickers(downloadFile(h), pickFile)
	followHistory(h, page.Get("nav"))
	h.SetScreenKeeper(func(on bool) { page.Call("awake", on) })
	h.SetStorageNote(func() string { return storageNote(page.Get("persisted")) })
	exposeTyping(page, h.Window())
	exposeMeasures(page)
}
