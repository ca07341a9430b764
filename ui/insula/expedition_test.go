package insula

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// storedExpedition opens the latest expedition from the store: what the
// screen must agree with.
func storedExpedition(t *testing.T, store *data.Store) (data.Session, insula.State) {
	t.Helper()
	return uitest.LatestSession(t, store, insula.Engine())
}

// printedValues are what the tests enter as the printed values of the copy.
type printedValues struct{ time, shield, sword, moon, blank int }

// enterPrinted sets the printed-value steppers on screen.
func enterPrinted(t *testing.T, u *shell.Host, v printedValues) {
	t.Helper()
	uitest.StepTo(t, u, lang.L("Time track: steps from the Sun to the Moon"), v.time)
	uitest.StepTo(t, u, lang.L("Shield faces"), v.shield)
	uitest.StepTo(t, u, lang.L("Sword faces"), v.sword)
	uitest.StepTo(t, u, lang.L("Moon faces"), v.moon)
	uitest.StepTo(t, u, lang.L("Blank faces"), v.blank)
}

// startExpedition opens the start page from the Insula menu, enters the
// printed values, chooses the die and starts.
func startExpedition(t *testing.T, u *shell.Host, v printedValues, physical, advanced bool) {
	t.Helper()
	ensureProfile(t, u.Store())
	u.PopTo(1)
	uitest.TapTile(t, u, lang.L("Insula"))
	uitest.TapTile(t, u, lang.L("Solo expedition"))
	if advanced {
		uitest.Tap(t, u, lang.L("Advanced"))
	}
	enterPrinted(t, u, v)
	if physical {
		uitest.Tap(t, u, lang.L("I roll my own"))
	}
	uitest.Tap(t, u, lang.L("Start the expedition"))
	require.Equal(t, lang.L("Expedition"), u.Top().Title)
}

// player plays the part of the player at the table, through the screen
// only: combatFace and roundFace are what the physical die shows in combat
// and outside it; stay keeps the adventurer on the beach.
type player struct {
	combatFace, roundFace insula.Face
	stay                  bool
}

// step answers what the expedition asks now by tapping, and returns the
// kind it answered.
func (pl player) step(t *testing.T, u *shell.Host, store *data.Store) insula.Kind {
	t.Helper()
	_, s := storedExpedition(t, store)
	p := s.Pending()
	switch p.Kind {
	case insula.AskTurn:
		pl.turn(t, u, s)
	case insula.AskTile:
		uitest.Tap(t, u, lang.L("Confirm"))
	case insula.AskGuardian:
		uitest.StepTo(t, u, lang.L("Strength"), 1)
		uitest.StepTo(t, u, lang.L("Big reward"), 2)
		uitest.StepTo(t, u, lang.L("Small reward"), 1)
		uitest.StepTo(t, u, lang.L("Drawback"), 1)
		uitest.Tap(t, u, lang.L("Confirm"))
	case insula.AskSymbols:
		if p.Circle == insula.RewardCircle {
			uitest.TapWrap(t, u, kit.Capitalised(kit.TrTerm(insula.SymEnergy)))
			uitest.Tap(t, u, lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1}))
		} else {
			uitest.Tap(t, u, lang.L("No symbol"))
		}
	case insula.AskPick:
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(p.Symbols[0])))
	case insula.AskDraw:
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Red)))
		if p.MustDiscard {
			uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Red)))
		}
	case insula.AskDiscard:
		c := p.Colours[0]
		uitest.Tap(t, u, lang.L("{{.Colour}} ({{.Count}} in hand)", map[string]any{"Colour": kit.Capitalised(kit.TrTerm(c)), "Count": s.Hand().Of(c)}))
	case insula.AskLose:
		e := s.Energy()
		if e.Fatigue > 0 {
			uitest.Tap(t, u, lang.L("{{.Circle}} ({{.Count}})", map[string]any{"Circle": kit.TrTerm(iref.Fatigue), "Count": e.Fatigue}))
		} else {
			uitest.Tap(t, u, lang.L("{{.Circle}} ({{.Count}})", map[string]any{"Circle": kit.TrTerm(iref.Vitality), "Count": e.Vitality}))
		}
	case insula.AskCurseSlot:
		uitest.Tap(t, u, kit.TrTerm(p.Slots[0]))
	case insula.AskInvest:
		least, _ := s.LeastWinning()
		assert.Contains(t, uitest.ScreenTexts(u), lang.L("Your strength {{.You}} · against you {{.Them}}", map[string]any{"You": s.StrengthOf(insula.Invest{Energy: least}), "Them": p.Opponent}), "both totals show before the die, the least that wins invested")
		uitest.StepTo(t, u, lang.L("Energy invested"), p.MaxEnergy)
		if s.Options().Die.Physical {
			uitest.Tap(t, u, lang.L("Invest"))
		} else {
			uitest.Tap(t, u, lang.L("Invest and roll"))
		}
	case insula.AskDie:
		f := pl.roundFace
		if p.For == insula.DieCombat {
			f = pl.combatFace
			assert.Contains(t, uitest.ScreenTexts(u), lang.L("You invested {{.Energy}} · strength against you: {{.Them}}", map[string]any{"Energy": s.Energy().Combat, "Them": s.Opponent()}))
		}
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(f)))
	default:
		t.Fatalf("nothing to answer: %v", p.Kind)
	}
	return p.Kind
}

// turn: play a curse off the Move slot, rest when tired, else head for the
// citadel (a danger tile first, for a combat and its reward), and end the turn.
func (pl player) turn(t *testing.T, u *shell.Host, s insula.State) {
	t.Helper()
	end := func() { endTurn(t, u) }
	if pl.stay {
		end()
		return
	}
	if s.Curses().Move && s.Allowed(insula.ActCurse) == nil {
		uitest.TapWrap(t, u, actionLabel(s, insula.ActCurse))
		uitest.Tap(t, u, kit.TrTerm(insula.ActMove))
		uitest.Tap(t, u, lang.L("Play the curse"))
		return
	}
	e := s.Energy()
	if e.Vitality < 6 && e.Fatigue > 0 && s.Allowed(insula.ActRest) == nil && s.RestValue() > 1 {
		uitest.TapWrap(t, u, actionLabel(s, insula.ActRest))
		return
	}
	if s.Allowed(insula.ActMove) != nil || len(s.Turn().Taken) > 0 {
		end()
		return
	}
	best, bestDist := insula.Neighbour{}, 1<<30
	for _, nb := range s.Neighbours() {
		if nb.Move == nil && distance(nb.At) < bestDist {
			best, bestDist = nb, distance(nb.At)
		}
	}
	if bestDist == 1<<30 {
		end()
		return
	}
	tapWay(t, u, best)
	if best.Square != insula.Unexplored && best.Square != insula.FaceDown {
		return // one tap onto a known square
	}
	if s.Energy().Gained == 0 {
		tapCheck(t, u, lang.L("Danger"))
	}
	uitest.Tap(t, u, lang.L("Move"))
}

// actionNamed is an action's button on the turn screen.
func actionNamed(t *testing.T, u *shell.Host, text string) *kit.WrapButton {
	t.Helper()
	bs := uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Text == text })
	require.NotEmpty(t, bs, "no action %q", text)
	return bs[0]
}

// tapWay taps a direction's button on the turn screen.
func tapWay(t *testing.T, u *shell.Host, nb insula.Neighbour) {
	t.Helper()
	uitest.TapWrap(t, u, wayText(nb))
}

// wayTo is the neighbour in direction d.
func wayTo(t *testing.T, s insula.State, d insula.Dir) insula.Neighbour {
	t.Helper()
	for _, nb := range s.Neighbours() {
		if nb.Dir == d {
			return nb
		}
	}
	t.Fatalf("no way %v", d)
	return insula.Neighbour{}
}

// endTurn taps End turn and, with no action taken, confirms it.
func endTurn(t *testing.T, u *shell.Host) {
	t.Helper()
	uitest.Tap(t, u, lang.L("End turn"))
	if u.Window().Canvas().Overlays().Top() != nil {
		uitest.TapInDialog(t, u, lang.L("End turn"))
	}
}

func tapCheck(t *testing.T, u *shell.Host, text string) {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == text })
	require.NotEmpty(t, cs, "no check box %q", text)
	test.Tap(cs[0])
}

// distance to the citadel, going round its red thorns.
func distance(p insula.Position) int {
	dx, dy := p.X-insula.Citadel.X, p.Y-insula.Citadel.Y
	if dx < 0 {
		dx = -dx
	}
	if dy < 0 {
		dy = -dy
	}
	if p.X == insula.Citadel.X && p.Y < insula.Citadel.Y {
		return dy + 2
	}
	return dx + dy
}

// playTo answers until the expedition is over, calling each after every answer.
func (pl player) playTo(t *testing.T, u *shell.Host, store *data.Store, each func(int, insula.Kind)) insula.State {
	t.Helper()
	for i := 0; i < 600; i++ {
		_, s := storedExpedition(t, store)
		if s.Over() {
			return s
		}
		k := pl.step(t, u, store)
		if each != nil {
			each(i, k)
		}
	}
	t.Fatal("the expedition did not end")
	return insula.State{}
}

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
	// The advanced Ease action: its rest on the beach.
	uitest.Tap(t, u, "Yellow flower")
	uitest.TapWrap(t, u, "Ease")
	uitest.Tap(t, u, "Rest (+2)")
	_, s = storedExpedition(t, store)
	assert.Equal(t, []insula.ActionKind{insula.ActEase}, s.Turn().Taken)
	assert.Contains(t, uitest.ScreenTexts(u), "Taken this turn: Ease")
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
	assert.False(t, actionNamed(t, u, "Rest (+0)").Disabled(), "Rest says what it gives: nothing without fatigue")
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
	assert.Contains(t, uitest.ScreenTexts(u), "Count the steps of the time counter from the Sun to the Moon: between 3 and 30; you entered 0.")
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
	assert.Contains(t, uitest.ScreenTexts(u), "Taken this turn: Flower")

	// The free move onto a danger tile, and its guardian.
	uitest.TapWrap(t, u, "Free move granted by a card (1 left)")
	uitest.Tap(t, u, "Inward")
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
	assert.Contains(t, uitest.ScreenTexts(u), "Combat against the guardians")
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
