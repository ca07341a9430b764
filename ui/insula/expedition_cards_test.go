package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestExpeditionCardsCursesAndLayouts taps through the forms the other
// expeditions do not need: a yellow flower's effect granting a free move, the
// free move itself, a slash space of a saved reward layout, a green flower
// moving the drawback marker onto a curse, the curse's slot, the blocked
// action, and a white curse played off it.
func TestExpeditionCardsCursesAndLayouts(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	ensureProfile(t, store)
	u.PopTo(1)
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Solo expedition")
	enterPrinted(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 1})
	es := uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)
	require.Len(t, es, 2)
	es[0].SetText("time/flower, energy")
	es[1].SetText("discard+lose_energy, curse")
	uitest.Tap(t, u, "I roll my own")
	uitest.Tap(t, u, "Start the expedition")
	state := func() insula.State { _, s := storedExpedition(t, store); return s }

	uitest.Tap(t, u, "Yellow flower")
	// A yellow flower granting a free move: no meadow on the beach, so
	// Flower opens the yellow flower's form at once.
	uitest.TapWrap(t, u, "Flower")
	assert.Contains(t, uitest.ScreenTexts(u), "Play a yellow flower: what does the card do?")
	// Seed 004 F.10 (Daring Daffodil): the card lifts the rule of moving
	// towards the centre of the island past a guardian, not the grid's inward.
	assert.Contains(t, uitest.ScreenTexts(u), "The free moves may pass guardians towards the centre of the island")
	uitest.StepTo(t, u, "Free moves", 1)
	uitest.Tap(t, u, "Play the yellow flower")
	s := state()
	assert.Equal(t, 1, s.Turn().CardMoves)
	assert.Equal(t, 0, s.Hand().Yellow)
	assert.Contains(t, uitest.ScreenTexts(u), "You have already taken the Flower action this turn")

	// The free move onto a danger tile, and its guardian.
	uitest.TapWrap(t, u, "Free move granted by a card (1 left)")
	uitest.TapWrap(t, u, "Inward · unexplored")
	tapCheck(t, u, "Danger")
	uitest.Tap(t, u, "Move")
	s = state()
	assert.Equal(t, insula.Position{X: 0, Y: 1}, s.At())
	require.Equal(t, insula.AskGuardian, s.Pending().Kind)
	uitest.StepTo(t, u, "Big reward", 2)
	uitest.Tap(t, u, "Confirm")

	// The combat: 1 energy and the sword beat a strength-1 guardian; the
	// reward marker passes the energy and lands on the slash space.
	uitest.Tap(t, u, "End turn")
	uitest.StepTo(t, u, "Energy invested", 1)
	uitest.Tap(t, u, "Invest")
	uitest.Tap(t, u, "Sword")
	s = state()
	require.Equal(t, insula.AskPick, s.Pending().Kind)
	assert.Contains(t, uitest.ScreenTexts(u), "Combat against 1 guardian")
	assert.Contains(t, uitest.ScreenTexts(u), "Sword · you 3, against you 1: won")
	uitest.Tap(t, u, "Draw a flower")
	uitest.Tap(t, u, "Green flower")
	s = state()
	assert.Equal(t, 1, s.Energy().Gained, "the energy space was passed")
	assert.Equal(t, 1, s.Hand().Green)
	assert.Equal(t, 2, s.Round())
	assert.NotContains(t, uitest.ScreenTexts(u), "Reward circle: space 1 of 2", "the sheet is folded to one line")
	tapSheet(t, u)
	assert.Contains(t, uitest.ScreenTexts(u), "Reward circle: space 1 of 2", "a tap unfolds it")

	// A green flower moves the drawback marker onto the curse.
	uitest.TapWrap(t, u, "Play a green flower")
	uitest.StepTo(t, u, "Flower cards drawn", 2)
	uitest.StepTo(t, u, "Drawback marker moves", 2)
	uitest.Tap(t, u, "Play the green flower")
	// It draws two flowers, then the marker passes the curse and lands on
	// "discard + lose an energy": the flower discarded and the circle the
	// energy is lost from are yours to choose.
	asked := map[insula.Kind]bool{}
	draws := []string{"Yellow flower", "Red flower"}
	for s = state(); s.Pending().Kind != insula.AskTurn; s = state() {
		p := s.Pending()
		asked[p.Kind] = true
		switch p.Kind {
		case insula.AskDraw:
			require.NotEmpty(t, draws)
			uitest.Tap(t, u, draws[0])
			draws = draws[1:]
		case insula.AskDiscard:
			uitest.Tap(t, u, "Yellow flower (1 in hand)")
		case insula.AskCurseSlot:
			uitest.Tap(t, u, "Rest")
		case insula.AskLose:
			uitest.Tap(t, u, "Fatigue (1)")
		default:
			t.Fatalf("unexpected question %v", p.Kind)
		}
	}
	for _, k := range []insula.Kind{insula.AskDraw, insula.AskDiscard, insula.AskCurseSlot, insula.AskLose} {
		assert.True(t, asked[k], "kind %v was asked", k)
	}
	assert.Equal(t, insula.Hand{Red: 1}, s.Hand())
	assert.Equal(t, 1, s.Energy().Lost)
	assert.Equal(t, 0, s.Energy().Fatigue)
	assert.True(t, s.Curses().Rest)
	assert.True(t, actionNamed(t, u, actionLabel(s, insula.ActRest)).Disabled(), "a curse blocks Rest")
	assert.Contains(t, uitest.ScreenTexts(u), "A curse blocks the Rest action: play it with the Curse action first.")

	// The curse played off its slot as a white curse.
	uitest.TapWrap(t, u, "Curse")
	uitest.Tap(t, u, "White curse")
	uitest.StepTo(t, u, "Strength it adds", 2)
	uitest.Tap(t, u, "Play the curse")
	s = state()
	assert.False(t, s.Curses().Rest)
	assert.True(t, s.Curses().White)
	assert.Equal(t, 2, s.Curses().WhiteBonus)
	assert.Contains(t, uitest.ScreenTexts(u), "White curse: +2 to guardians and Kingosh")

	// No guardian left: the round ends with the die alone.
	uitest.Tap(t, u, "End turn")
	assert.Contains(t, uitest.ScreenTexts(u), "End of the round: no combat. Only a moon counts: it moves the time marker.")
	uitest.Tap(t, u, "Blank")
	assert.Equal(t, 3, state().Round())
}

// TestUnfinishedExpeditionOnTheStartPage: leaving an expedition keeps it on
// the start page, where it resumes, and where abandoning it (after asking)
// closes it without a play.
func TestUnfinishedExpeditionOnTheStartPage(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
	uitest.Tap(t, u, "Red flower")
	u.Pop()
	uitest.TapTile(t, u, "Solo expedition")
	assert.Contains(t, uitest.ScreenTexts(u), "Unfinished expeditions")
	uitest.Tap(t, u, "Resume")
	assert.Equal(t, "Expedition", u.Top().Title)
	_, s := storedExpedition(t, store)
	assert.Equal(t, 1, s.Hand().Red)
	assert.Contains(t, uitest.ScreenTexts(u), "Round 1 — your turn")
	u.Pop()
	uitest.TapTile(t, u, "Solo expedition")
	uitest.Tap(t, u, "Abandon")
	assert.Contains(t, uitest.OverlayTexts(u), "The expedition will not be saved to the history. This cannot be undone.")
	uitest.TapInDialog(t, u, "Yes")
	sess, _ := storedExpedition(t, store)
	assert.Equal(t, data.SessionAbandoned, sess.Status)
	assert.NotContains(t, uitest.ScreenTexts(u), "Unfinished expeditions")
	plays, err := store.Plays(t.Context(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	assert.Empty(t, plays)
}

// TestExpeditionFullHandDraw: drawing a sixth flower asks the colour drawn,
// then the one discarded (the one drawn may go), stored as one event.
func TestExpeditionFullHandDraw(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
	uitest.Tap(t, u, "Yellow flower")
	uitest.TapWrap(t, u, "Flower")
	uitest.StepTo(t, u, "Flower cards drawn", 5)
	uitest.Tap(t, u, "Play the yellow flower")
	for i := 0; i < 5; i++ {
		uitest.Tap(t, u, "Green flower")
	}
	uitest.TapWrap(t, u, "Play a green flower")
	uitest.StepTo(t, u, "Flower cards drawn", 2)
	uitest.Tap(t, u, "Play the green flower")
	uitest.Tap(t, u, "Red flower")
	_, s := storedExpedition(t, store)
	require.Equal(t, insula.AskDraw, s.Pending().Kind)
	require.True(t, s.Pending().MustDiscard)
	assert.Contains(t, uitest.ScreenTexts(u), "Your hand is full: say which flower you discard to keep five.")
	before, _ := storedExpedition(t, store)
	uitest.Tap(t, u, "Red flower")
	assert.Contains(t, uitest.ScreenTexts(u), "You drew a red flower. Which flower do you discard?")
	uitest.Tap(t, u, "Green flower")
	after, s := storedExpedition(t, store)
	assert.Equal(t, before.Cursor+1, after.Cursor, "one event for the draw and its discard")
	assert.Equal(t, insula.Hand{Red: 2, Green: 3}, s.Hand())
	assert.Equal(t, insula.AskTurn, s.Pending().Kind)
}

// ensureProfile creates the profile "Ana" when there is none: an
// expedition is always someone's.
func ensureProfile(t *testing.T, store *data.Store) {
	t.Helper()
	ps, err := store.Profiles(t.Context())
	require.NoError(t, err)
	if len(ps) == 0 {
		_, err = store.CreateProfile(t.Context(), "Ana")
		require.NoError(t, err)
	}
}

// newProfile creates a profile with the start page's "New profile".
func newProfile(t *testing.T, u *shell.Host, name string) {
	t.Helper()
	uitest.Tap(t, u, "New profile")
	top := u.Window().Canvas().Overlays().Top()
	require.NotNil(t, top, "the name dialog is open")
	entries := uitest.FindAll[*widget.Entry](top, nil)
	require.NotEmpty(t, entries)
	test.Type(entries[0], name)
	saves := uitest.FindAll(top, func(b *widget.Button) bool { return b.Text == "Save" })
	require.NotEmpty(t, saves)
	test.Tap(saves[0])
}

// TestGuardiansMetAreOneTap: a guardian's printed numbers are typed once
// with the copy; the next expedition offers them at one tap (issue 19:
// they were retyped each time).
func TestGuardiansMetAreOneTap(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	gd := insula.Guardian{Strength: 3, Reward: 2, Small: 1, Drawback: 1}
	toGuardian := func() {
		startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
		uitest.Tap(t, u, "Yellow flower")
		_, s := storedExpedition(t, store)
		tapWay(t, u, wayTo(t, s, insula.Inward))
		tapCheck(t, u, "Danger")
		uitest.Tap(t, u, "Move")
		_, s = storedExpedition(t, store)
		require.Equal(t, insula.AskGuardian, s.Pending().Kind)
	}
	toGuardian()
	assert.NotContains(t, uitest.ScreenTexts(u), "A guardian met before", "none met yet")
	uitest.StepTo(t, u, "Strength", 3)
	uitest.StepTo(t, u, "Big reward", 2)
	uitest.StepTo(t, u, "Small reward", 1)
	uitest.StepTo(t, u, "Drawback", 1)
	uitest.Tap(t, u, "Confirm")

	toGuardian()
	assert.Contains(t, uitest.ScreenTexts(u), "A guardian met before")
	uitest.Tap(t, u, "Strength 3 · rewards 2/1 · drawback 1")
	_, s := storedExpedition(t, store)
	require.Equal(t, insula.AskTurn, s.Pending().Kind)
	assert.Equal(t, []insula.Guardian{gd}, s.Guardians(), "one tap stored its numbers")
}
