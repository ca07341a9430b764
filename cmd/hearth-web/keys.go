//go:build js

package main

import (
	"syscall/js"

	"fyne.io/fyne/v2"
)

// exposeTyping gives the page hearth.typed(text) and hearth.erase(n): text
// that Fyne's web driver never sees, typed into the focused field as its
// own keys are, and n characters erased before the cursor. The driver
// (glfw-js) takes a letter only from a keydown's key, and only a key one
// byte long (fyne-io/fyne#6070): é, ü or ß typed on a French or German
// keyboard were lost, and so was everything typed on an Android phone's
// keyboard, whose keydowns say "Unidentified" (keyCode 229) while its text
// goes into the hidden field Fyne focuses to bring the keyboard up.
// hearth.js hands both here.
func exposeTyping(page js.Value, win fyne.Window) {
	page.Set("typed", js.FuncOf(func(_ js.Value, args []js.Value) any {
		text := args[0].String()
		go fyne.Do(func() { typeText(win.Canvas().Focused(), text) })
		return nil
	}))
	page.Set("erase", js.FuncOf(func(_ js.Value, args []js.Value) any {
		n := args[0].Int()
		go fyne.Do(func() { erase(win.Canvas().Focused(), n) })
		return nil
	}))
}

// typeText types text into the focused field f (nil: none): each letter
// as a rune, a line break as Return.
func typeText(f fyne.Focusable, text string) {
	if f == nil {
		return
	}
	for _, r := range text {
		if r == '\n' || r == '\r' {
			f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			continue
		}
		f.TypedRune(r)
	}
}

// erase erases n characters before the cursor of the focused field f.
func erase(f fyne.Focusable, n int) {
	if f == nil {
		return
	}
	for range n {
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	}
}
