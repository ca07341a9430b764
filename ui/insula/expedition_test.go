package insula

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/uitest"
)

// TestExpeditionToKingoshDefeated: values saved in Settings prefill the
// start page; a base expedition with a physical die is tapped through to
// Kingosh's defeat, with every question of the way, undo and redo, and the
// app reopened on the same database in the middle; the ending saves the
// play, History tells the story and Stats count the win.
func TestExpeditionToKingoshDefeated(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	_, err := store.CreateProfile(t.Context(), "Ana")
	require.NoError(t, err)

	// Settings: the printed values, saved once.
	uitest.Tap(t, u, "Settings")
	want := printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}
	enterPrinted(t, u, want)
	uitest.Tap(t, u, "I roll my own")
	uitest.Tap(t, u, "Save these values")
	assert.Contains(t, uitest.ScreenTexts(u), "Saved: a new expedition starts with these values.")
	raw, ok, err := store.Setting(t.Context(), settingPrinted)
	require.NoError(t, err)
	require.True(t, ok)
	var saved printed
	require.NoError(t, json.Unmarshal([]byte(raw), &saved))
	assert.Equal(t, insula.DieFaces{Physical: true, Shield: 1, Sword: 1, Moon: 1, Blank: 3}, saved.Die)

	// The start page is prefilled with them.
	u.PopTo(1)
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Solo expedition")
	assert.Equal(t, 20, uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon").Value())
	assert.Equal(t, 3, uitest.StepperNamed(t, u, "Blank faces").Value())
	assert.Equal(t, 1, uitest.StepperNamed(t, u, "Sword faces").Value())
	uitest.Tap(t, u, "Start the expedition")
	sess, s := storedExpedition(t, store)
	assert.Equal(t, insula.Mode, sess.Mode)
	o := s.Options()
	assert.Equal(t, 20, o.TimeTrack)
	assert.True(t, o.Die.Physical)
	assert.Equal(t, iref.Base, o.Version)
	assert.Equal(t, insula.AskDraw, s.Pending().Kind, "the starting flower's colour is asked first")
	assert.True(t, uitest.IconButton(t, u, theme.ContentUndoIcon()).Disabled())

	pl := player{combatFace: insula.Sword, roundFace: insula.Blank}
	seen := map[insula.Kind]bool{}
	reopened := false
	for i := 0; i < 600; i++ {
		_, s = storedExpedition(t, store)
		if s.Over() {
			break
		}
		seen[pl.step(t, u, store)] = true

		// Undo twice, redo twice: the store's cursor moves and the screen follows.
		if i == 6 {
			sess, before := storedExpedition(t, store)
			test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
			test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
			back, _ := storedExpedition(t, store)
			assert.Equal(t, sess.Cursor-2, back.Cursor)
			test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
			test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
			again, after := storedExpedition(t, store)
			assert.Equal(t, sess.Cursor, again.Cursor)
			assert.Equal(t, before.Energy(), after.Energy())
			assert.Equal(t, before.At(), after.At())
			assert.True(t, uitest.IconButton(t, u, theme.ContentRedoIcon()).Disabled())
		}

		// Close the app in the middle of a combat and reopen it on the same file.
		if _, cur := storedExpedition(t, store); !reopened && cur.InCombat() {
			reopened = true
			wantState := cur
			require.NoError(t, store.Close())
			u, store = newTestUI(t, path, "en")
			u.PopTo(1) // it reopens on the expedition that was on screen (issue 32 §6); from Home here
			uitest.TapTile(t, u, "Ana's Insula expedition")
			assert.Equal(t, "Expedition", u.Top().Title)
			_, cur = storedExpedition(t, store)
			assert.Equal(t, wantState.Energy(), cur.Energy())
			assert.Equal(t, wantState.Pending().Kind, cur.Pending().Kind)
			assert.Contains(t, uitest.ScreenTexts(u), kit.Tr(cur.Pending().Label), "the question asked before is asked again")
		}
	}
	_, s = storedExpedition(t, store)
	require.True(t, s.Over())
	assert.True(t, reopened, "a combat was fought before Kingosh")
	assert.Equal(t, insula.KingoshDefeated, s.Ending())
	for _, k := range []insula.Kind{insula.AskTurn, insula.AskDraw, insula.AskGuardian, insula.AskSymbols, insula.AskInvest, insula.AskDie} {
		assert.True(t, seen[k], "kind %v was asked", k)
	}

	// The ending: how it ended, the last combat, then Save.
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Kingosh is defeated: the expedition is won.")
	assert.Contains(t, shown, "Combat against Kingosh")
	sum := insula.Summary(s)
	uitest.Tap(t, u, "Save to history")
	plays, err := store.Plays(t.Context(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	play := plays[0]
	assert.Equal(t, data.ModeSolo, play.Mode)
	require.Len(t, play.Results, 1)
	r := play.Results[0]
	assert.Equal(t, "Ana", r.Name)
	assert.True(t, r.Winner)
	assert.Equal(t, sum.FinalStrength, r.Score)
	assert.Positive(t, r.Score)
	got, ok := soloSummary(r)
	require.True(t, ok)
	assert.Equal(t, sum, got)
	closed, _ := storedExpedition(t, store)
	assert.Equal(t, data.SessionFinished, closed.Status)
	assert.Equal(t, play.ID, closed.PlayID)
	// The play page lists the rounds beside the strength, and says nothing
	// was corrected by hand: the rounds are told, not counted (QA pass).
	shown = uitest.ScreenTexts(u)
	require.Contains(t, shown, "Rounds played")
	assert.NotContains(t, shown, "corrected by hand")

	// History: the play's page tells the story from the log.
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "The story of the expedition")
	assert.Contains(t, shown, "Kingosh is defeated: the expedition is won.")
	assert.Contains(t, shown, "• Round 1 — drew a red flower")
	assert.Contains(t, shown, "Kingosh is defeated: the expedition is won")

	// Stats: one expedition, won, in the base game.
	u.PopTo(1)
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Stats")
	uitest.OpenStanding(t, u, "Ana")
	shown = uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Base game: 1 won of 1 (100 %)")
	assert.Contains(t, shown, "Purple citadel: no expedition yet")
	assert.Contains(t, shown, "Best strength", "no points in Insula: the best is a strength")
	assert.NotContains(t, strings.Split(shown, "\n"), "Best")
	assert.False(t, uitest.HasTile(u, "Ana's Insula expedition"))
}

// TestExpeditionToNightfall: an advanced expedition that never leaves the
// beach while the die shows moons ends at nightfall; the play is a loss and
// Stats count it in its variant.
func TestExpeditionToNightfall(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 3, shield: 1, sword: 1, moon: 2, blank: 2}, true, true)
	_, s := storedExpedition(t, store)
	assert.Equal(t, iref.Advanced, s.Options().Version)
	assert.Equal(t, iref.Purple, s.Options().Variant)
	// The advanced Ease action: its rest on the beach, not offered with
	// nothing to bring back (issue 32 §5), taken once a card tired you.
	uitest.Tap(t, u, "Yellow flower")
	uitest.TapWrap(t, u, "Ease")
	assert.True(t, uitest.Button(t, u, "Rest (+0)").Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "No energy in your Fatigue circle: a rest would bring nothing back.")
	uitest.Tap(t, u, "Back to the actions")
	uitest.TapWrap(t, u, "Flower")
	uitest.StepTo(t, u, "Energy recovered (+) or lost (–)", -2)
	uitest.Tap(t, u, "Play the yellow flower")
	uitest.TapWrap(t, u, "Ease · costs 1 energy")
	uitest.Tap(t, u, "Rest (+2)")
	_, s = storedExpedition(t, store)
	assert.Equal(t, []insula.ActionKind{insula.ActFlower, insula.ActEase}, s.Turn().Taken)
	assert.Equal(t, 5, s.Energy().Vitality, "6 – 2 by the card – 1 for the second action + 2")
	assert.Contains(t, uitest.ScreenTexts(u), "You have taken your two actions this turn: end it.")
	s = player{combatFace: insula.Moon, roundFace: insula.Moon, stay: true}.playTo(t, u, store, nil)
	assert.Equal(t, insula.Nightfall, s.Ending())
	assert.Equal(t, 3, s.Round())
	assert.Contains(t, uitest.ScreenTexts(u), "Night has fallen on the island: the expedition is lost.")
	uitest.Tap(t, u, "Save to history")
	plays, err := store.Plays(t.Context(), data.PlayFilter{Game: data.GameInsula})
	require.NoError(t, err)
	require.Len(t, plays, 1)
	r := plays[0].Results[0]
	assert.False(t, r.Winner)
	assert.Equal(t, "Ana", r.Name, "the player is the profile chosen on the start page")
	assert.NotZero(t, r.ProfileID)
	assert.Contains(t, uitest.ScreenTexts(u), "Night has fallen on the island: the expedition is lost.")
	u.PopTo(1)
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Stats")
	uitest.OpenStanding(t, u, "Ana")
	assert.Contains(t, uitest.ScreenTexts(u), "Purple citadel: 0 won of 1 (0 %)")
}

// TestExpeditionGreysOutAndRefuses: an action the engine does not allow is
// greyed out with its reason; an answer it refuses shows its sentence and
// stores nothing; undo takes back one tap and redo brings it again.
func TestExpeditionGreysOutAndRefuses(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
	uitest.Tap(t, u, "Yellow flower")

	// No curse on the sheet: Curse is greyed, with the engine's reason.
	assert.True(t, actionNamed(t, u, "Curse").Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "No curse lies on your sheet.")
	assert.True(t, actionNamed(t, u, "Rest (+0)").Disabled(), "nothing to bring back without fatigue (issue 32 §5)")
	assert.Contains(t, uitest.ScreenTexts(u), "Rest: No energy in your Fatigue circle: a rest would bring nothing back.")
	// The sea lies shoreward of the beach: that way is greyed too.
	_, s := storedExpedition(t, store)
	shore := uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Text == "Towards the shore · the sea" })
	require.Len(t, shore, 1)
	assert.True(t, shore[0].Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "Towards the shore: The sea lies that way.")
	tapWay(t, u, wayTo(t, s, insula.Inward))
	assert.Contains(t, uitest.ScreenTexts(u), "Which tile did you reveal?")
	tapCheck(t, u, "Danger")
	uitest.Tap(t, u, "Move")
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskGuardian, s.Pending().Kind)

	// A small reward above the big one: refused with the engine's sentence.
	before, _ := storedExpedition(t, store)
	uitest.StepTo(t, u, "Big reward", 1)
	uitest.StepTo(t, u, "Small reward", 2)
	uitest.Tap(t, u, "Confirm")
	assert.Contains(t, uitest.OverlayTexts(u), "A guardian's strength lies between 1 and 20, its rewards and drawback between 0 and 20, the small reward no more than the big one.")
	uitest.CloseOverlays(u)
	after, s := storedExpedition(t, store)
	assert.Equal(t, before.Cursor, after.Cursor, "a refused answer stores nothing")
	assert.Equal(t, insula.AskGuardian, s.Pending().Kind)

	// Undo takes back the move, redo brings the question again.
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.AskTurn, s.Pending().Kind)
	assert.Equal(t, insula.Beach, s.At())
	assert.Contains(t, uitest.ScreenTexts(u), "Round 1 — your turn: up to two different actions, the second one costs 1 energy.")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.AskGuardian, s.Pending().Kind)
	assert.Contains(t, uitest.ScreenTexts(u), kit.Tr(s.Pending().Label))

	// The log lists the moves; tapping one undoes back to it.
	test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
	assert.True(t, uitest.HasTile(u, "Round 1 — moved inward onto a danger tile: a guardian appears"))
	uitest.TapTile(t, u, "Round 1 — moved inward onto a danger tile: a guardian appears")
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.Beach, s.At())
	assert.Equal(t, "Expedition", u.Top().Title)
}

// TestExpeditionVirtualDie: with a virtual die nothing is asked at the end
// of a round; the face rolled is told.
func TestExpeditionVirtualDie(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, false, false)
	uitest.Tap(t, u, "Green flower")
	uitest.Tap(t, u, "End turn")
	_, s := storedExpedition(t, store)
	assert.Equal(t, 1, s.Round(), "no action taken: End turn asks first")
	assert.Contains(t, uitest.OverlayTexts(u), "You have taken no action this turn: the round goes on to its end.")
	uitest.TapInDialog(t, u, "End turn")
	_, s = storedExpedition(t, store)
	f, rolled := s.LastRoll()
	require.True(t, rolled)
	assert.Equal(t, 2, s.Round())
	assert.Contains(t, uitest.ScreenTexts(u), "Last: Round 1 — end of the round: the fate die shows "+f.String())
	assert.Contains(t, uitest.ScreenTexts(u), "Round 2 — your turn")
}

// TestExpeditionStartRefusesWhatNoCopyPrints: without a time track the
// start is refused with the engine's sentence; with a virtual die the faces
// are needed.
func TestExpeditionStartRefusesWhatNoCopyPrints(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	uitest.TapTile(t, u, "Insula")
	uitest.TapTile(t, u, "Solo expedition")
	assert.True(t, uitest.Button(t, u, "Start the expedition").Disabled())
	// Issue 18 item 7: who plays comes first; the page creates a profile.
	assert.Contains(t, uitest.ScreenTexts(u), "Choose who plays: create a profile first.")
	newProfile(t, u, "Zoe")
	assert.Contains(t, uitest.ScreenTexts(u), "Zoe")
	assert.True(t, uitest.Button(t, u, "Start the expedition").Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "Count the steps of the time counter from the Sun to the Moon (3 to 30) and enter them.",
		"nothing entered yet is not called an entered 0")
	// One range: the number's sheet refuses what the page would (issue 32 §5).
	track := uitest.StepperNamed(t, u, "Time track: steps from the Sun to the Moon")
	assert.False(t, track.Entered(), "no length shown before one is entered")
	test.Tap(track.Number())
	field, ok := u.Window().Canvas().Focused().(*kit.NumberEntry)
	require.True(t, ok)
	test.Type(field, "2")
	field.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Contains(t, uitest.OverlayTexts(u), "Type a whole number from 3 to 30.")
	uitest.CloseOverlays(u)
	assert.False(t, track.Entered())
	uitest.StepTo(t, u, "Time track: steps from the Sun to the Moon", 8)
	assert.Contains(t, uitest.ScreenTexts(u), "The app rolls the fate die only if it knows its faces")
	uitest.Tap(t, u, "I roll my own")
	assert.False(t, uitest.Button(t, u, "Start the expedition").Disabled(), "a physical die may leave its faces out")
	es := uitest.FindAll[*widget.Entry](uitest.Screen(u), nil)
	require.Len(t, es, 2)
	es[0].SetText("energy, -, time/flower, discard")
	assert.True(t, uitest.Button(t, u, "Start the expedition").Disabled())
	assert.Contains(t, uitest.ScreenTexts(u), "The symbol “discard a flower” does not belong on the reward circle.")
	es[0].SetText("energy, -, time/flower, flower+time")
	uitest.Tap(t, u, "Start the expedition")
	sess, s := storedExpedition(t, store)
	ps, err := store.Profiles(t.Context())
	require.NoError(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, ps[0].ID, sess.ProfileID, "the expedition is Zoe's")
	assert.Equal(t, insula.CurrentRules, s.Options().Rules, "a new expedition follows the current rule readings")
	l := s.Options().RewardCircle
	require.Len(t, l, 4)
	assert.Equal(t, insula.Entry{insula.SymTime, insula.SymFlower}, l[2][0])
	assert.Equal(t, 0, s.Markers().RewardSpace)
	assert.Equal(t, "energy, -, time/flower, flower+time", formatLayout(l))
}

// TestSoloSetupLeadsIntoTheExpedition: a dealt 1-player advanced setup with
// the blue citadel starts an expedition that keeps its version, variant and
// code.
func TestSoloSetupLeadsIntoTheExpedition(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	ensureProfile(t, store)
	uitest.OpenNewSetup(t, u, "Insula")
	uitest.Tap(t, u, "Solo")
	uitest.Tap(t, u, "Advanced")
	uitest.Tap(t, u, "Blue citadel")
	uitest.Tap(t, u, "Deal the setup")
	c := uitest.ShownCode(t, u)
	uitest.Tap(t, u, "Start the solo expedition")
	assert.Equal(t, "Solo expedition", u.Top().Title)
	shown := uitest.ScreenTexts(u)
	assert.Contains(t, shown, "Dealt from setup "+c+".")
	assert.Contains(t, shown, "Advanced · blue citadel")
	enterPrinted(t, u, printedValues{time: 12, shield: 1, sword: 1, moon: 1, blank: 3})
	uitest.Tap(t, u, "Start the expedition")
	_, s := storedExpedition(t, store)
	o := s.Options()
	assert.Equal(t, c, o.SetupCode)
	assert.Equal(t, iref.Advanced, o.Version)
	assert.Equal(t, iref.Blue, o.Variant)
	assert.True(t, s.Hand().VainViolet)
}
