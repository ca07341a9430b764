package lueur

import (
	"encoding/json"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// resume opens the journey from Home's Resume card, as a player does.
func (r *journeyRig) resume(t *testing.T) {
	t.Helper()
	r.u.PopTo(1)
	uitest.TapTile(t, r.u, lang.L("{{.Name}}'s Lueur journey", map[string]any{"Name": "Ana"}))
	r.u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	uitest.Relayout(r.u)
}

// kill closes the app without a word and starts it again over the same
// database in language l, then resumes the journey.
func (r *journeyRig) kill(t *testing.T, l string) {
	t.Helper()
	r.u.Module(data.GameLueur).(*Module).stepWriter().flush() // a draft is on disk a write after its tap
	require.NoError(t, r.store.Close())
	r.u, r.store = uitest.NewHost(t, r.path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	r.resume(t)
}

// stepper is the value of the stepper labelled label on screen.
func (r *journeyRig) stepper(t *testing.T, label string) int {
	t.Helper()
	return uitest.StepperNamed(t, r.u, label).Value()
}

// chosenSlot is the slot ringed on the encounter track, -1 for none.
func (r *journeyRig) chosenSlot() int {
	for _, v := range uitest.FindAll[*slotView](uitest.Screen(r.u), nil) {
		if v.selected {
			return int(v.Element())
		}
	}
	return -1
}

// noon is a journey with your own dice at its first noon: the earth slot
// taken, the red die showing fire.
func noon() []journey.Action {
	return []journey.Action{journey.Take{Slot: lref.Earth}, journey.Roll{Faces: []lref.Face{lref.FaceFire}}, journey.Freeze{}}
}

// TestNoonKeepsWhatIsTypedThroughAKill (issue 32 §2): Light +5 typed at
// noon, the app killed: the journey reopens at noon with Light 5 in the
// form, and confirming it stores it. Before, it came back with Light 0.
func TestNoonKeepsWhatIsTypedThroughAKill(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	light, steps := r.state(t).Light(), r.state(t).SmallSteps()
	uitest.TypeInto(t, r.u, "Light (+ or –)", "5")
	uitest.StepTo(t, r.u, "Small steps (+ or –)", 1)
	r.kill(t, "en")
	assert.Contains(t, uitest.ScreenTexts(r.u), "Day 1 of 8 · Noon")
	assert.Equal(t, 5, r.stepper(t, "Light (+ or –)"))
	assert.Equal(t, 1, r.stepper(t, "Small steps (+ or –)"))
	uitest.Tap(t, r.u, "Confirm the effects")
	s := r.state(t)
	assert.Equal(t, light+5, s.Light(), "the light typed before the kill")
	assert.Equal(t, steps+1, s.SmallSteps())
}

// TestNoonKeepsWhatIsTypedThroughALanguage (issue 32 §2): noon +3, Back, a
// switch to French, Resume: the form holds +3. Before, 0.
func TestNoonKeepsWhatIsTypedThroughALanguage(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	uitest.StepTo(t, r.u, "Light (+ or –)", 3)
	uitest.Back(r.u)
	uitest.Tap(t, r.u, "Settings")
	sel := uitest.FindAll[*widget.Select](uitest.Screen(r.u), nil)
	require.NotEmpty(t, sel)
	sel[0].SetSelected("Français")
	uitest.CloseOverlays(r.u)
	require.Equal(t, "Réglages", r.u.Top().Title)
	r.resume(t)
	assert.Equal(t, 3, r.stepper(t, lang.L("Light (+ or –)")), "the light typed, in French")
}

// TestAfternoonKeepsWhatIsTyped (issue 32 §2): fireflies +2 and a camp
// typed in the afternoon survive Back and Resume, a change of theme and a
// kill.
func TestAfternoonKeepsWhatIsTyped(t *testing.T) {
	r := openJourney(t, "en", ownDice(), afternoon()...)
	uitest.StepTo(t, r.u, "Fireflies on tokens (+ or –)", 2)
	uitest.TypeInto(t, r.u, "Light spent", "1")
	tapCheck(t, r.u, "I set up camp in a village")
	test.Type(placeEntry(t, r.u, "Value of the village"), "4")
	uitest.Back(r.u)
	r.resume(t)
	assert.Equal(t, 2, r.stepper(t, "Fireflies on tokens (+ or –)"), "Back and Resume")
	uitest.Back(r.u)
	uitest.Tap(t, r.u, "Settings")
	uitest.Tap(t, r.u, "Dark")
	r.resume(t)
	assert.Equal(t, 2, r.stepper(t, "Fireflies on tokens (+ or –)"), "a change of theme")
	r.kill(t, "en")
	assert.Equal(t, 2, r.stepper(t, "Fireflies on tokens (+ or –)"), "a kill")
	assert.Equal(t, 1, r.stepper(t, "Light spent"))
	assert.Equal(t, "4", placeEntry(t, r.u, "Value of the village").Text)
	light := r.state(t).Light()
	uitest.Tap(t, r.u, "End the afternoon")
	s := r.state(t)
	at, camped := s.Camp()
	assert.True(t, camped)
	assert.Equal(t, 4, at)
	assert.Equal(t, 2, s.Fireflies())
	assert.Equal(t, light-1, s.Light())
}

// TestMorningKeepsWhatIsTyped (issue 32 §2): the slot tapped and what its
// companion brings (fireflies, a Lumipili, a name) survive a kill and are
// what is taken.
func TestMorningKeepsWhatIsTyped(t *testing.T) {
	r := openJourney(t, "en", ownDice())
	test.Tap(r.slotOf(t, lref.Water))
	uitest.Tap(t, r.u, "2")
	tapCheck(t, r.u, "A reroll every day (Lumipili)")
	names := uitest.FindAll(uitest.Screen(r.u), func(e *kit.TextEntry) bool { return e.PlaceHolder == "Name (optional), such as Sketal" })
	require.Len(t, names, 1)
	test.Type(names[0], "Lumi")
	r.kill(t, "en")
	assert.Equal(t, int(lref.Water), r.chosenSlot(), "the slot tapped")
	assert.Contains(t, uitest.ScreenTexts(r.u), "What does the water slot's companion bring?")
	uitest.Tap(t, r.u, "Take a companion")
	s := r.state(t)
	require.Len(t, s.Companions(), 1)
	c := s.Companions()[0]
	assert.Equal(t, lref.Water, c.Slot)
	assert.Equal(t, "Lumi", c.Name)
	assert.Equal(t, 2, c.Fireflies)
	assert.True(t, c.Reroll)
}

// TestDiceStepsKeepWhatIsTapped (issue 32 §2): your own dice's faces tapped
// at the roll, a die chosen and a reroll space typed, and the faces of the
// evening's rerolls survive a kill.
func TestDiceStepsKeepWhatIsTapped(t *testing.T) {
	r := openJourney(t, "en", ownDice(), journey.Take{Slot: lref.Plant})
	// The k-th picker offering each face: red fire, both greens plant, the
	// purple die's small steps, orange earth.
	for _, f := range []struct {
		k    int
		face lref.Face
	}{{0, lref.FaceFire}, {1, lref.FacePlant}, {2, lref.FacePlant}, {0, lref.FaceSmallSteps}, {4, lref.FaceEarth}} {
		tapFace(t, r.u, f.k, f.face)
	}
	r.kill(t, "en")
	uitest.Tap(t, r.u, "Confirm the faces")
	require.Equal(t, journey.AskReroll, r.state(t).Pending().Kind, "every face was kept")

	tapDie(t, r.u, 1)
	test.Type(placeEntry(t, r.u, "Reroll space to move back to"), "6")
	r.kill(t, "en")
	assert.Equal(t, "6", placeEntry(t, r.u, "Reroll space to move back to").Text)
	tapFace(t, r.u, 0, lref.FaceWater) // the new face of the die kept chosen
	uitest.TapWrap(t, r.u, "Reroll: back on the score track")
	s := r.state(t)
	assert.Equal(t, 6, s.Light())
	assert.Equal(t, lref.FaceWater, s.Dice()[1].Face)

	for _, label := range []string{"Freeze the dice", "Confirm the effects", "End the afternoon"} {
		uitest.Tap(t, r.u, label)
	}
	require.Equal(t, []int{3}, r.state(t).Pending().Reroll, "the purple die's small steps are rerolled")
	tapFace(t, r.u, 0, lref.FaceAir)
	r.kill(t, "en")
	uitest.Tap(t, r.u, "End the day")
	s = r.state(t)
	assert.Equal(t, 2, s.Day())
	assert.Contains(t, s.Track()[lref.Air].Dice, lref.Purple, "rerolled to air, as tapped before the kill")
}

// TestConfirmedStepIsNoDraft (issue 32 §2): what was typed is a draft until
// confirmed; undone back to that step, the form is empty, after a kill too.
func TestConfirmedStepIsNoDraft(t *testing.T) {
	r := openJourney(t, "en", ownDice(), noon()...)
	uitest.StepTo(t, r.u, "Light (+ or –)", 5)
	uitest.Tap(t, r.u, "Confirm the effects")
	for range 2 {
		test.Tap(uitest.IconButton(t, r.u, theme.ContentUndoIcon()))
	}
	require.Equal(t, journey.AskEffects, r.state(t).Pending().Kind)
	require.Equal(t, 10, r.state(t).Light(), "back before the effect")
	assert.Equal(t, 0, r.stepper(t, "Light (+ or –)"))
	r.kill(t, "en")
	assert.Equal(t, 0, r.stepper(t, "Light (+ or –)"), "after a kill too")
}

// TestStepDraftMustFit: a kept step typed on another state, or holding
// what no form can show (a slot or a die that is not there), is dropped,
// never shown nor stored.
func TestStepDraftMustFit(t *testing.T) {
	r := openJourney(t, "en", ownDice())
	ctx := t.Context()
	for _, body := range []string{
		`{"on":"3/3/0","slot":2,"pick":-1,"move_black":-1,"black_slot":-1,"target":-1,"change":{}}`,
		`{"on":"0","slot":9,"pick":-1,"move_black":-1,"black_slot":-1,"target":-1,"change":{}}`,
		`{"on":"0","slot":-1,"pick":-1,"move_black":-1,"black_slot":-1,"target":-1,"sel":[7],"faces":[1],"change":{}}`,
		`{"on":"0","slot":"water"}`,
	} {
		require.NoError(t, r.store.SaveDraft(ctx, data.Draft{Key: stepDraftKey(r.id), Game: data.GameLueur, Kind: stepDraftKind, Body: []byte(body)}), body)
		r.reopen(t)
		assert.Equal(t, -1, r.chosenSlot(), body)
		r.u.Module(data.GameLueur).(*Module).stepWriter().flush()
		_, kept, err := r.store.LoadDraft(ctx, stepDraftKey(r.id))
		require.NoError(t, err)
		assert.False(t, kept, "%s is dropped", body)
	}
	require.NoError(t, r.store.SaveDraft(ctx, data.Draft{Key: stepDraftKey(r.id), Game: data.GameLueur, Kind: stepDraftKind,
		Body: []byte(`{"on":"0","slot":2,"pick":-1,"move_black":-1,"black_slot":-1,"target":-1,"change":{}}`)}))
	r.reopen(t)
	assert.Equal(t, int(lref.Water), r.chosenSlot(), "one that fits is shown")
	assert.Empty(t, r.u.Module(data.GameLueur).(*Module).DraftTitle(data.Draft{Kind: stepDraftKind}), "and kept off Home")
}

// FuzzStepDraft: whatever a kept step holds, reading it back never panics,
// and one that is taken makes an answer for the engine to check (never a
// panic): every index in it lies within the state it was typed on.
func FuzzStepDraft(f *testing.F) {
	f.Add(`{"on":"0","slot":2,"pick":-1,"move_black":-1,"black_slot":-1,"target":-1,"change":{}}`)
	f.Add(`{"slot":-1,"pick":-1,"move_black":-1,"black_slot":-1,"target":3,"sel":[1,0],"faces":[-1,2,-1,-1,-1],"set_face":true,"face_to":["","x"],"change":{"light":-900,"lost":[1,99]},"rec":{"fireflies":7,"die":"any"}}`)
	f.Add(`{"faces":[9],"sel":[0],"boat":4,"island":"-","camp":"99999999999999999999"}`)
	states := []journey.State{}
	s, err := journey.New(1, ownDice())
	require.NoError(f, err)
	for _, a := range []journey.Action{journey.Take{Slot: lref.Plant}, journey.Roll{Faces: []lref.Face{lref.FaceFire, lref.FacePlant, lref.FacePlant, lref.FaceSmallSteps, lref.FaceEarth}},
		journey.Freeze{}, journey.Resolved{}, journey.Travel{}} {
		states = append(states, s)
		s, err = s.Try(a)
		require.NoError(f, err)
	}
	states = append(states, s)
	f.Fuzz(func(t *testing.T, body string) {
		var sd storedStep
		if json.Unmarshal([]byte(body), &sd) != nil {
			return
		}
		for _, s := range states {
			d, ok := sd.draft(s)
			if !ok {
				continue
			}
			n := len(s.Dice())
			assert.True(t, d.slot >= -1 && d.slot < lref.EncounterSlots)
			for _, i := range d.sel {
				assert.True(t, i >= 0 && i < n && i < len(d.faces), "die %d of %d", i, n)
			}
			for _, f := range d.faces {
				assert.True(t, f >= -1 && f <= lref.FaceCurse)
			}
		}
	})
}
