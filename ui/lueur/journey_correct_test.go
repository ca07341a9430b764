package lueur

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// setCounter taps counter c on the status and types v into the sheet that
// opens, then taps Correct.
func (r *journeyRig) setCounter(t *testing.T, c journey.Counter, v string) {
	t.Helper()
	cells := uitest.FindAll[*counterCell](uitest.Screen(r.u), nil)
	require.Len(t, cells, len(journey.Counters))
	for i, x := range journey.Counters {
		if x == c {
			test.Tap(cells[i])
		}
	}
	top := r.u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "a tap on the counter asks its value")
	es := uitest.FindAll[*kit.NumberEntry](top, nil)
	require.Len(t, es, 1)
	test.Type(es[0], v)
	uitest.TapInDialog(t, r.u, "Correct")
}

// TestCounterIsCorrectedInPlace (issue 32 §6): a tap on the light counter
// sets it to what the table shows, as a move of the log that Undo takes
// back; what the step's form holds stays, after a kill too. Light, small
// steps, reroll tokens and fireflies alike; a value out of range is refused
// with the engine's sentence.
func TestCounterIsCorrectedInPlace(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	uitest.StepTo(t, r.u, "Light (+ or –)", 2)
	r.setCounter(t, journey.CounterLight, "14")
	s := r.state(t)
	assert.Equal(t, 14, s.Light())
	assert.Equal(t, journey.AskEffects, s.Pending().Kind, "the same question")
	assert.Equal(t, "14", r.g.status.light.Text)
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "the form keeps what was typed")

	test.Tap(uitest.IconButton(t, r.u, theme.ContentUndoIcon()))
	assert.Equal(t, 10, r.state(t).Light(), "Undo takes it back")
	assert.Equal(t, "Undone: Day 1 — light corrected from 10 to 14", r.g.screen.Notice())

	for c, v := range map[journey.Counter]int{journey.CounterSmallSteps: 5, journey.CounterRerolls: 7, journey.CounterFireflies: 3} {
		was := r.state(t).Value(c)
		r.setCounter(t, c, "")
		assert.Equal(t, was, r.state(t).Value(c), "an empty sheet changes nothing")
		r.setCounter(t, c, strconv.Itoa(v))
		assert.Equal(t, v, r.state(t).Value(c), c)
	}
	r.kill(t, "en")
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "the form, kept for the corrected journey")

	before := r.state(t)
	r.setCounter(t, journey.CounterLight, "600")
	assert.Contains(t, uitest.OverlayTexts(r.u), "This counter goes from 0 to 500; you entered 600.")
	uitest.CloseOverlays(r.u)
	assert.Equal(t, before.Light(), r.state(t).Light())

	uitest.Tap(t, r.u, "Confirm the effects")
	assert.Equal(t, before.Light()+2, r.state(t).Light())
}

// TestOverJourneyHasNoCorrection: once the journey is over, its counters are
// the final score's to change.
func TestOverJourneyHasNoCorrection(t *testing.T) {
	r := openJourney(t, "en", ownDice(), playedTo(t, ownDice(), journey.State.Over)...)
	cells := uitest.FindAll[*counterCell](uitest.Screen(r.u), nil)
	require.Len(t, cells, len(journey.Counters))
	for _, c := range cells {
		assert.Nil(t, c.OnTap)
	}
}

// TestUndoneCorrectionKeepsTheForm: undoing and redoing a correction leave
// the question's form as it was; a move made instead of the redo is a move
// like any other, and its form is new.
func TestUndoneCorrectionKeepsTheForm(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	uitest.StepTo(t, r.u, "Light (+ or –)", 2)
	r.setCounter(t, journey.CounterFireflies, "4")
	test.Tap(uitest.IconButton(t, r.u, theme.ContentUndoIcon()))
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "undone, the form stays")
	test.Tap(uitest.IconButton(t, r.u, theme.ContentRedoIcon()))
	assert.Equal(t, 4, r.state(t).Fireflies())
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "redone, the form stays")
	r.kill(t, "en")
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "undone, redone and killed, the form stays")
	test.Tap(uitest.IconButton(t, r.u, theme.ContentUndoIcon()))
	assert.Equal(t, 2, r.stepper(t, "Light (+ or –)"), "undone after a kill, the form stays")
	uitest.Tap(t, r.u, "Add to your counters")
	assert.Equal(t, 12, r.state(t).Light())
	assert.Equal(t, 0, r.stepper(t, "Light (+ or –)"), "the effect added, its form is new")
	assert.Equal(t, 0, r.state(t).Fireflies(), "the correction's redo is gone")
}
