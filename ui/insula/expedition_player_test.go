package insula

import (
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
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
