package lueur

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	lref "hearth/data/lueur"
	"hearth/data/msg"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
)

// startTrack is, with your own dice, the starting encounter track you
// rolled: the slot each of the setup's 9 small dice landed on (issue 19:
// "I roll mine" rolled the track itself). Left empty, the app rolls it.
type startTrack struct {
	faces []lref.Face // one per lref.SetupDice; -1 not tapped yet
	err   kit.ErrorLabel
}

func newStartTrack() *startTrack {
	t := &startTrack{faces: make([]lref.Face, len(lref.SetupDice)), err: kit.NewErrorLabel()}
	for i := range t.faces {
		t.faces[i] = -1
	}
	return t
}

// form asks where each small die landed: a row of the five elements per
// die, the tapped one ringed, and a line saying what is still missing.
func (t *startTrack) form() []fyne.CanvasObject {
	out := []fyne.CanvasObject{
		kit.Heading(lang.L("Your starting track (optional)")),
		kit.Note(lang.L("Roll the 9 small dice of the setup and tap the slot each landed on (roll a purple die showing small steps again). Leave it empty and the app rolls the track.")),
	}
	for i, c := range lref.SetupDice {
		out = append(out, kit.Note(dieName(journey.Die{Colour: c, Size: lref.Small})))
		out = append(out, newFacePicker(c, elementFaces(), t.faces[i], func(f lref.Face) {
			t.faces[i] = f
			t.check()
		}).box)
	}
	t.check()
	return append(out, t.err)
}

// check says how many dice still have no slot, once at least one has.
func (t *startTrack) check() {
	_, err := t.track()
	if err != nil {
		t.err.Set(kit.TrErr(err))
	} else {
		t.err.Set("")
	}
}

// track is the track entered: nil when no die was tapped, an error naming
// how many are missing when some were.
func (t *startTrack) track() ([]journey.TrackSlot, error) {
	missing := 0
	for _, f := range t.faces {
		if f < 0 {
			missing++
		}
	}
	switch {
	case missing == len(t.faces):
		return nil, nil
	case missing > 0:
		return nil, msg.New("track", "Tap the slot of every small die: {{.Missing}}.", map[string]any{
			"Missing": []msg.Text{msg.N("{{.Count}} of {{.All}} have none yet", missing, map[string]any{"All": len(t.faces)})}})
	}
	out := make([]journey.TrackSlot, len(lref.Elements))
	for i, e := range lref.Elements {
		out[i].Element = e
	}
	for i, c := range lref.SetupDice {
		e, _ := t.faces[i].Element()
		out[e].Dice = append(out[e].Dice, c)
	}
	for i := range out {
		out[i].Token = len(out[i].Dice) == 0
	}
	return out, nil
}
