package lueur

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// journeyTestRig is an app over a fresh database.
type journeyTestRig struct {
	u     *shell.Host
	store *data.Store
}

// toNoon starts a journey and answers up to the noon question.
func toNoon(t *testing.T) (*journeyTestRig, journey.State) {
	t.Helper()
	r := &journeyTestRig{}
	r.u, r.store = newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	r.u.SetSeeds(func() uint64 { return 7 })
	openJourneyStart(t, r.u)
	uitest.Tap(t, r.u, "Start the journey")
	for i := 0; i < 5; i++ {
		_, s := storedJourney(t, r.store)
		if s.Pending().Kind == journey.AskEffects {
			return r, s
		}
		answer(t, r.u, r.store)
	}
	t.Fatal("noon never came")
	return nil, journey.State{}
}

// TestNoonResolvedAppliesTheForm: seed 003 "MIDI" — the primary "Confirm the effects"
// button applies the amounts the form shows before the afternoon starts
// (issue 18 item 2), and an entry the engine refuses keeps the noon open
// with its sentence.
func TestNoonResolvedAppliesTheForm(t *testing.T) {
	r, s := toNoon(t)
	light, steps := s.Light(), s.SmallSteps()
	uitest.StepTo(t, r.u, "Light (+ or –)", 2)
	uitest.StepTo(t, r.u, "Small steps (+ or –)", 1)
	uitest.Tap(t, r.u, "Confirm the effects")
	_, s = storedJourney(t, r.store)
	assert.Equal(t, journey.PhaseTravel, s.Phase())
	assert.Equal(t, light+2, s.Light(), "the light typed before Resolved counts")
	assert.Equal(t, steps+1, s.SmallSteps())

	r, s = toNoon(t)
	sess, _ := storedJourney(t, r.store)
	require.Zero(t, s.Spells())
	openMore(t, r.u)
	uitest.StepTo(t, r.u, "Spell tokens (+ or –)", -1)
	uitest.Tap(t, r.u, "Confirm the effects")
	assert.NotEmpty(t, uitest.OverlayTexts(r.u), "the refusal is said")
	uitest.CloseOverlays(r.u)
	after, s := storedJourney(t, r.store)
	assert.Equal(t, sess.Cursor, after.Cursor, "nothing stored")
	assert.Equal(t, journey.PhaseResolve, s.Phase(), "the noon stays open")
}

// TestSetFaceAsksForTrackSpaces: seed 003 "FIN DE MATINÉE" — without saved
// reroll spaces a face change paid with the score track asks for the space
// the marker goes back to (issue 18 item 3: the app used to invent
// light–1), and stores what the form shows.
func TestSetFaceAsksForTrackSpaces(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	openJourneyStart(t, u)
	uitest.Tap(t, u, "Start the journey")
	answer(t, u, store) // take fire and roll
	_, s := storedJourney(t, store)
	require.Empty(t, s.Options().RerollSpaces)
	require.Equal(t, 10, s.Light())
	uitest.Tap(t, u, "Choose a face")
	tapDie(t, u, 1)
	tapFace(t, u, 0, lref.FaceEarth)
	test.Type(placeEntry(t, u, "Track reroll 1: back to reroll space"), "4")
	uitest.Tap(t, u, "Turn it to this face (3 rerolls)")
	_, s = storedJourney(t, store)
	assert.Equal(t, lref.FaceEarth, s.Dice()[1].Face)
	assert.Equal(t, 4, s.Light(), "the space entered, not light–1")
}

// TestTravelFormTakesNoLight: seed 003 "ÉCLAT DE LUMIÈRE" — the afternoon's
// light only goes down: the field says what was spent, and 5 typed there
// is 5 light spent (issue 32 §3: it refused 5, "from –100 to 0").
func TestTravelFormTakesNoLight(t *testing.T) {
	r, s := toNoon(t)
	uitest.Tap(t, r.u, "Confirm the effects")
	st := uitest.StepperNamed(t, r.u, "Light spent")
	assert.True(t, st.Minus().Disabled(), "nothing spent is the least")
	uitest.TypeInto(t, r.u, "Light spent", "5")
	assert.Nil(t, r.u.Window().Canvas().Overlays().Top(), "5 is taken")
	assert.Equal(t, 5, st.Value())
	uitest.Tap(t, r.u, "End the afternoon")
	_, after := storedJourney(t, r.store)
	assert.Equal(t, s.Light()-5, after.Light(), "5 spent is 5 light less")
	assert.Equal(t, journey.PhaseEvening, after.Phase())
}

// TestRefusalCountsInWords: a refused amount says what you hold in the
// right number (issue 19: "You have only 1 reroll tokens").
func TestRefusalCountsInWords(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "hearth.db"))
	u.SetSeeds(func() uint64 { return 7 })
	openJourneyStart(t, u)
	uitest.Tap(t, u, "Start the journey")
	answer(t, u, store) // take and roll
	tapDie(t, u, 0)
	uitest.TapWrap(t, u, "Reroll with a token (2 left)")
	answer(t, u, store) // freeze
	_, s := storedJourney(t, store)
	require.Equal(t, journey.AskEffects, s.Pending().Kind)
	uitest.StepTo(t, u, "Reroll tokens (+ or –)", -2)
	uitest.Tap(t, u, "Confirm the effects")
	assert.Contains(t, uitest.OverlayTexts(u), "You have only 1 reroll token left; you cannot lose 2.")
}
