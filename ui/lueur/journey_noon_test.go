package lueur

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
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

// TestNoonResolvedAppliesTheForm: seed 003 "MIDI" — the primary "Resolved"
// button applies the amounts the form shows before the afternoon starts
// (issue 18 item 2), and an entry the engine refuses keeps the noon open
// with its sentence.
func TestNoonResolvedAppliesTheForm(t *testing.T) {
	r, s := toNoon(t)
	light, steps := s.Light(), s.SmallSteps()
	uitest.StepTo(t, r.u, "Light (+ or −)", 2)
	uitest.StepTo(t, r.u, "Small steps (+ or −)", 1)
	uitest.Tap(t, r.u, "Resolved")
	_, s = storedJourney(t, r.store)
	assert.Equal(t, journey.PhaseTravel, s.Phase())
	assert.Equal(t, light+2, s.Light(), "the light typed before Resolved counts")
	assert.Equal(t, steps+1, s.SmallSteps())

	r, s = toNoon(t)
	sess, _ := storedJourney(t, r.store)
	require.Zero(t, s.Spells())
	uitest.StepTo(t, r.u, "Spell tokens (+ or −)", -1)
	uitest.Tap(t, r.u, "Resolved")
	assert.NotEmpty(t, uitest.OverlayTexts(r.u), "the refusal is said")
	uitest.CloseOverlays(r.u)
	after, s := storedJourney(t, r.store)
	assert.Equal(t, sess.Cursor, after.Cursor, "nothing stored")
	assert.Equal(t, journey.PhaseResolve, s.Phase(), "the noon stays open")
}
