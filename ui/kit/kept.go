package kit

import "fyne.io/fyne/v2"

// keptMax bounds the widgets a Kept holds; past it they are made anew.
const keptMax = 400

// Kept are the widgets a session screen made once and shows again: a
// question asked again shows the same widgets instead of making their icons
// and text anew (issue 19: every tap within one frame). Its zero value is
// ready to use.
type Kept struct {
	kept map[string]fyne.CanvasObject
	used map[string]bool
}

// Render starts a render of the screen: from now on each key gets its kept
// widget once (see Keep).
func (k *Kept) Render() { clear(k.used) }

// Forget drops every kept widget (the theme or the language changed).
func (k *Kept) Forget() { clear(k.kept) }

// Keep is the widget make made for key the first time it was asked for.
// key names everything the widget shows and does; a key asked twice in one
// render gets a new widget, as one widget cannot sit in two places. A kept
// widget's callback must read the state when tapped, never a captured one.
func (k *Kept) Keep(key string, make func() fyne.CanvasObject) fyne.CanvasObject {
	if k.used == nil {
		k.kept, k.used = map[string]fyne.CanvasObject{}, map[string]bool{}
	}
	if k.used[key] {
		return make()
	}
	k.used[key] = true
	if o, ok := k.kept[key]; ok {
		return o
	}
	if len(k.kept) >= keptMax {
		clear(k.kept)
	}
	o := make()
	k.kept[key] = o
	return o
}
