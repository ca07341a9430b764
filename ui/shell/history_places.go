package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"hearth/ui/kit"
)

// placePicker is History's place filter, "Anywhere" at first. The places
// are read when the picker opens, not when History opens: finding them
// looks through the latest plays, which History's first screen does not
// need (issue 21), and a place typed on a play since shows at once.
type placePicker struct {
	widget.Select
	places []string // Options after "Anywhere"
	read   func() []string
}

// newPlacePicker makes the picker; onPick gets the chosen place, "" for
// anywhere.
func newPlacePicker(read func() []string, onPick func(place string)) *placePicker {
	p := &placePicker{read: read}
	p.Options = []string{lang.L("Anywhere")}
	p.ExtendBaseWidget(p)
	p.SetSelectedIndex(0)
	p.OnChanged = func(string) {
		kit.Unfocus(p)
		place := ""
		if i := p.SelectedIndex(); i > 0 {
			place = p.places[i-1]
		}
		onPick(place)
	}
	return p
}

// readPlaces fills the options with the places saved now, the chosen one
// kept.
func (p *placePicker) readPlaces() {
	p.places = p.read()
	p.Options = append([]string{lang.L("Anywhere")}, p.places...)
}

// Tapped opens the list of places, read first.
func (p *placePicker) Tapped(e *fyne.PointEvent) {
	p.readPlaces()
	p.Select.Tapped(e)
}

// TypedKey opens or steps through the places (keyboard), read first.
func (p *placePicker) TypedKey(e *fyne.KeyEvent) {
	if kit.PassBack(p, e) {
		return
	}
	p.readPlaces()
	p.Select.TypedKey(e)
}
