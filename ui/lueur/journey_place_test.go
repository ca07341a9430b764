package lueur

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// placeEntry is the field of the place number labelled label on screen.
func placeEntry(t *testing.T, u *shell.Host, label string) *kit.NumberEntry {
	t.Helper()
	boxes := uitest.FindAll(uitest.Screen(u), func(c *fyne.Container) bool {
		for _, o := range c.Objects {
			if l, ok := o.(*widget.Label); ok && l.Text == label {
				return true
			}
		}
		return false
	})
	require.NotEmpty(t, boxes, "no field %q on screen", label)
	es := uitest.FindAll[*kit.NumberEntry](boxes[0], nil)
	require.Len(t, es, 1, label)
	return es[0]
}

// tapCheck ticks the check box that says text.
func tapCheck(t *testing.T, u *shell.Host, text string) {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == text })
	require.NotEmpty(t, cs, "no check box %q", text)
	test.Tap(cs[0])
}

// refused checks that the last tap was refused with sentence (shown in a
// dialog, then closed) and stored nothing.
func (r *journeyRig) refused(t *testing.T, before journey.State, sentence string) {
	t.Helper()
	assert.Contains(t, uitest.OverlayTexts(r.u), sentence)
	uitest.CloseOverlays(r.u)
	after := r.state(t)
	assert.Equal(t, before.Pending().Kind, after.Pending().Kind, "nothing stored")
	assert.Equal(t, before.Light(), after.Light())
}

// afternoon is a journey with your own dice at its first afternoon.
func afternoon() []journey.Action {
	return []journey.Action{journey.Take{Slot: lref.Earth}, journey.Roll{Faces: []lref.Face{lref.FaceFire}}, journey.Freeze{}, journey.Resolved{}}
}

// TestCampNeedsItsValue (issue 32 §3): ticking "I set up camp in a village"
// opens an empty field for the village's light, printed on the board; the
// afternoon is refused with a sentence until it is typed, then stored as
// typed. Before, the value started at 0, and a camp at 0 was stored and
// scored as no camp.
func TestCampNeedsItsValue(t *testing.T) {
	r := openJourney(t, "en", ownDice(), afternoon()...)
	tapCheck(t, r.u, "I set up camp in a village")
	field := placeEntry(t, r.u, "Value of the village")
	assert.Empty(t, field.Text, "no value is offered")
	before := r.state(t)
	uitest.Tap(t, r.u, "End the afternoon")
	r.refused(t, before, "Enter the light printed on the village where you camped.")
	_, camped := r.state(t).Camp()
	require.False(t, camped)

	test.Type(field, "4")
	uitest.Tap(t, r.u, "End the afternoon")
	s := r.state(t)
	at, camped := s.Camp()
	assert.True(t, camped)
	assert.Equal(t, 4, at, "the value typed")
	assert.Equal(t, journey.PhaseEvening, s.Phase())
}

// TestIslandNeedsItsValue (issue 32 §3): a boat moved on the Dark
// Archipelago asks for its island's light, empty until typed.
func TestIslandNeedsItsValue(t *testing.T) {
	opts := ownDice()
	opts.Side = lref.Archipelago
	r := openJourney(t, "en", opts, afternoon()...)
	uitest.Tap(t, r.u, "2")
	field := placeEntry(t, r.u, "Value of the island it reached")
	assert.Empty(t, field.Text)
	before := r.state(t)
	uitest.Tap(t, r.u, "End the afternoon")
	r.refused(t, before, "Enter the light printed on the island boat 2 reached.")
	test.Type(field, "3")
	uitest.Tap(t, r.u, "End the afternoon")
	assert.Equal(t, [journey.Boats]int{0, 3, 0, 0}, r.state(t).Boats())
}

// TestTrackRerollNeverGuesses (issue 32 §3; docs/interpretations.md: the
// app never guesses a reroll space): without saved reroll spaces, the
// space a track reroll goes back to starts empty, for the reroll and for
// each track move of a face change, and a tap straight through is refused.
// Before, the boxes held light–1, –2, –3 and a tap stored those guesses
// (10 → 9, then 9 → 6).
func TestTrackRerollNeverGuesses(t *testing.T) {
	opts := ownDice()
	opts.Dice = journey.Virtual
	r := openJourney(t, "en", opts, journey.Take{Slot: lref.Plant}, journey.Roll{})
	space := placeEntry(t, r.u, "Reroll space to move back to")
	assert.Empty(t, space.Text, "no space is offered")
	tapDie(t, r.u, 1)
	before := r.state(t)
	uitest.TapWrap(t, r.u, "Reroll: back on the score track")
	r.refused(t, before, "Say which reroll space you move back to.")
	test.Type(space, "7")
	uitest.TapWrap(t, r.u, "Reroll: back on the score track")
	require.Equal(t, 7, r.state(t).Light(), "back to the space typed")

	// A face change: two tokens and the track; its track move asks too.
	uitest.Tap(t, r.u, lang.L("Choose a face"))
	tapDie(t, r.u, 1)
	tapFace(t, r.u, 0, lref.FaceWater)
	move := placeEntry(t, r.u, "Track reroll 1: back to reroll space")
	assert.Empty(t, move.Text, "no space is offered")
	before = r.state(t)
	uitest.Tap(t, r.u, "Turn it to this face (3 rerolls)")
	r.refused(t, before, "Say which reroll space you move back to.")
	test.Type(move, "5")
	uitest.Tap(t, r.u, "Turn it to this face (3 rerolls)")
	s := r.state(t)
	assert.Equal(t, 5, s.Light(), "back to the space typed")
	assert.Equal(t, lref.FaceWater, s.Dice()[1].Face)
}
