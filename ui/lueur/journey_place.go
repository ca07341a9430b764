package lueur

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"hearth/data/msg"
	"hearth/ui/kit"
)

// placeField takes a number printed on the board that the app cannot know
// (a village's or an island's light, a reroll space of the score track):
// it starts empty, for the app has no number to offer, and a step that
// needs it refuses with a sentence until it is typed (issue 32 §3: a camp
// left at 0 was stored and scored as no camp, and the score track's boxes
// were filled with guesses that a tap straight through stored).
type placeField struct {
	box   *fyne.Container
	label *widget.Label
	entry *kit.NumberEntry
}

// placeWidth is the field's width: a stepper's –, number and +.
const placeWidth = 3*kit.TouchTarget + 16

func newPlaceField(label string, onChange func(string)) *placeField {
	f := &placeField{label: widget.NewLabel(label), entry: kit.NewNumberEntry()}
	f.label.Wrapping = fyne.TextWrapWord
	f.entry.SetPlaceHolder("?")
	f.entry.OnChanged = onChange
	field := container.New(layout.NewGridWrapLayout(fyne.NewSize(placeWidth, kit.TouchTarget)), f.entry)
	f.box = container.NewBorder(nil, nil, nil, container.NewCenter(field), f.label)
	return f
}

// set shows text (what the draft holds) unless the field shows it already.
func (f *placeField) set(text string) {
	if f.entry.Text != text {
		f.entry.SetText(text)
	}
}

// enable lets the field be typed into, or greys it.
func (f *placeField) enable(on bool) {
	if on {
		f.entry.Enable()
	} else {
		f.entry.Disable()
	}
}

// typedNumber reads what was typed into a place field: given is false when
// nothing was; field names it in the sentence of a refusal.
func typedNumber(field, text string) (v int, given bool, err error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return 0, false, nil
	}
	v, err = strconv.Atoi(text)
	if err != nil {
		return 0, true, msg.New(field, "“{{.Got}}” is not a whole number.", map[string]any{"Got": text})
	}
	return v, true, nil
}
