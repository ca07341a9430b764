package insula

import (
	"fmt"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// roundPlan is what the player does in one round of the tap budget: a move
// inward onto a new tile (danger or not), the guardian it reveals, the
// energy invested and the faces the physical die shows.
type roundPlan struct {
	danger   bool
	guardian insula.Guardian
	invest   int
	combat   insula.Face
	// met: the guardian was met before, and is picked by one tap.
	met bool
}

// tapBudgetGuardian is the guardian drawn on both danger tiles: the test's
// copy holds one guardian of strength 3 (seed 004 F.1: strength, big and
// small reward, drawback printed on it).
var tapBudgetGuardian = insula.Guardian{Strength: 3, Reward: 2, Small: 1, Drawback: 1}

// TestExpeditionRoundTapBudget plays a seeded base expedition with a
// physical die at 360×640 and counts the taps and scrolls of three rounds,
// from your turn to your next turn: a quiet one (a move onto a tile with no
// danger), a first combat (a guardian never met) and a typical combat
// against a guardian already met (issue 19: a round with a combat took ~24
// taps, the quietest 5–6; the goal is at most 12 for a typical round, with
// no scroll).
func TestExpeditionRoundTapBudget(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) { expeditionTapBudget(t, l) })
	}
}

func expeditionTapBudget(t *testing.T, l string) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), l)
	u.SetSeeds(func() uint64 { return 7 })
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow))) // the starting flower
	c := uitest.NewTaps(u)

	plans := []roundPlan{
		{},
		{danger: true, guardian: tapBudgetGuardian, invest: 4, combat: insula.Sword},
		{danger: true, guardian: tapBudgetGuardian, invest: 2, combat: insula.Sword, met: true},
	}
	names := []string{"quiet", "first combat", "typical combat"}
	var taps, scrolls []int
	for i, plan := range plans {
		_, s := storedExpedition(t, store)
		round := s.Round()
		require.Equal(t, insula.AskTurn, s.Pending().Kind)
		playRound(t, c, store, plan)
		_, s = storedExpedition(t, store)
		require.Equal(t, round+1, s.Round(), "%s round ends", names[i])
		n, sc := c.Reset()
		taps, scrolls = append(taps, n), append(scrolls, sc)
	}
	_, s := storedExpedition(t, store)
	b, ok := s.LastBattle()
	require.True(t, ok)
	assert.Equal(t, insula.Won, b.Outcome, "the typical combat is won")
	t.Logf("%s: taps per round %v (quiet, first combat, typical combat), scrolls %v", l, taps, scrolls)
	// Before the redesign: [5 20 20] taps, [3 12 12] scrolls (EN), [3 15
	// 15] (FR, DE); after: [4 16 10], no scroll.
	assert.LessOrEqual(t, taps[0], 4, "a quiet round")
	assert.LessOrEqual(t, taps[2], 12, "a typical round with a combat")
	assert.LessOrEqual(t, taps[1], 16, "a round with a first combat (the guardian's numbers typed once)")
	for i, n := range scrolls {
		assert.Zero(t, n, "%s round: scrolls", names[i])
	}
}

// playRound plays one round of plan through c, until your next turn.
func playRound(t *testing.T, c *uitest.Taps, store *data.Store, plan roundPlan) {
	t.Helper()
	moved := false
	for i := 0; i < 30; i++ {
		_, s := storedExpedition(t, store)
		p := s.Pending()
		if prefix != "" {
			shot(t, c.H, fmt.Sprintf("%s-r%d-%02d-%v", prefix, s.Round(), i, p.Kind))
		}
		switch {
		case p.Kind == insula.AskTurn && moved:
			if len(s.Turn().Taken) == 0 {
				return // the next round
			}
			c.Button(t, lang.L("End turn"))
		case p.Kind == insula.AskTurn:
			tapMoveInward(t, c, s, plan.danger)
			moved = true
		default:
			answerBudget(t, c, s, p, plan)
		}
	}
	t.Fatal("the round did not end")
}

// tapMoveInward moves towards the citadel onto the next tile.
func tapMoveInward(t *testing.T, c *uitest.Taps, s insula.State, danger bool) {
	t.Helper()
	best, bestDist := insula.Neighbour{}, 1<<30
	for _, nb := range s.Neighbours() {
		if nb.Move == nil && distance(nb.At) < bestDist {
			best, bestDist = nb, distance(nb.At)
		}
	}
	require.Less(t, bestDist, 1<<30, "a way to move")
	c.Button(t, wayText(best))
	if best.Square != insula.Unexplored && best.Square != insula.FaceDown {
		return
	}
	if danger {
		tapCheckCounted(t, c, lang.L("Danger"))
	}
	c.Button(t, lang.L("Move"))
}

// answerBudget answers a question of the round the usual way.
func answerBudget(t *testing.T, c *uitest.Taps, s insula.State, p insula.Pending, plan roundPlan) {
	t.Helper()
	switch p.Kind {
	case insula.AskGuardian:
		g := plan.guardian
		if plan.met {
			c.Button(t, guardianText(g))
			return
		}
		stepCounted(t, c, lang.L("Strength"), g.Strength)
		stepCounted(t, c, lang.L("Big reward"), g.Reward)
		stepCounted(t, c, lang.L("Small reward"), g.Small)
		stepCounted(t, c, lang.L("Drawback"), g.Drawback)
		c.Button(t, lang.L("Confirm"))
	case insula.AskInvest:
		stepCounted(t, c, lang.L("Energy invested"), plan.invest)
		c.Button(t, lang.L("Invest"))
	case insula.AskDie:
		f := insula.Blank
		if p.For == insula.DieCombat {
			f = plan.combat
		}
		c.Button(t, kit.Capitalised(kit.TrTerm(f)))
	case insula.AskSymbols:
		if p.Circle == insula.RewardCircle {
			c.Button(t, kit.Capitalised(kit.TrTerm(insula.SymFlower)))
			c.Button(t, lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1}))
		} else {
			c.Button(t, lang.L("No symbol"))
		}
	case insula.AskDraw:
		colourCounted(t, c, insula.Red)
	default:
		t.Fatalf("no usual answer to %v", p.Kind)
	}
}

// stepCounted taps a stepper's + or – until it shows v.
func stepCounted(t *testing.T, c *uitest.Taps, label string, v int) {
	t.Helper()
	s := uitest.StepperNamed(t, c.H, label)
	for i := 0; s.Value() != v && i < 100; i++ {
		if s.Value() < v {
			c.Tap(s.Plus())
		} else {
			c.Tap(s.Minus())
		}
	}
	require.Equal(t, v, s.Value(), label)
}

// tapCheckCounted taps a check box by its text.
func tapCheckCounted(t *testing.T, c *uitest.Taps, text string) {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(c.H), func(x *kit.WrapCheck) bool { return x.Text == text })
	require.NotEmpty(t, cs, "no check box %q", text)
	c.Tap(cs[0])
}

// colourCounted taps a flower colour's button.
func colourCounted(t *testing.T, c *uitest.Taps, col insula.Colour) {
	t.Helper()
	c.Button(t, kit.Capitalised(kit.TrTerm(col)))
}

// tapSheet folds or unfolds the adventurer sheet.
func tapSheet(t *testing.T, u *shell.Host) {
	t.Helper()
	bs := uitest.FindAll(uitest.Screen(u), func(*tapBox) bool { return true })
	require.Len(t, bs, 1)
	test.Tap(bs[0])
}
