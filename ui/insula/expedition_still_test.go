package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// The answers of a question stay under the thumb whatever line appears,
// goes or wraps above them (issue 32 §1): each test lays the window out as
// a frame of the real one does, notes where an answer lies, makes a line
// change, lays it out again and taps that spot, which must still answer
// the same.

// stillUI opens a base expedition with a physical die at 360×640, its
// starting flower of colour first.
func stillUI(t *testing.T, first insula.Colour) (*shell.Host, *data.Store) {
	t.Helper()
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(first)))
	return u, store
}

// spot is the middle of o in the window, the window laid out first.
func spot(t *testing.T, u *shell.Host, o fyne.CanvasObject) fyne.Position {
	t.Helper()
	uitest.Relayout(u)
	p, ok := uitest.Position(u, o)
	require.True(t, ok, "shown")
	return p.Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
}

// tapSpot lays the window out and taps it at p, as a finger would.
func tapSpot(u *shell.Host, p fyne.Position) {
	uitest.Relayout(u)
	test.TapCanvas(u.Window().Canvas(), p)
}

// playYellow plays a yellow flower from the turn screen with what the card
// does.
func playYellow(t *testing.T, u *shell.Host, s insula.State, e insula.Effect) {
	t.Helper()
	uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
	uitest.StepTo(t, u, lang.L("Flower cards drawn"), e.Draw)
	uitest.StepTo(t, u, lang.L("Free moves"), e.Moves)
	uitest.Tap(t, u, lang.L("Play the yellow flower"))
}

// On your turn, the ways stay where they were when an action is taken
// ("Last: …" and the actions taken change), undone (the Undo line comes
// and the actions taken go) and redone: a tap on the spot of a way opens
// that way. Before, the line of the actions taken appeared over them.
func TestExpeditionWaysStayPut(t *testing.T) {
	u, store := stillUI(t, insula.Yellow)
	_, s := storedExpedition(t, store)
	right := wayTo(t, s, insula.Right)
	at := spot(t, u, actionNamed(t, u, wayText(right)))
	opensRight := func(when string) {
		t.Helper()
		tapSpot(u, at)
		assert.Contains(t, uitest.ScreenTexts(u), wayText(right), "%s: the spot of Right opens Right", when)
		assert.Contains(t, uitest.ScreenTexts(u), lang.L("Which tile did you reveal?"), when)
		uitest.Tap(t, u, lang.L("Back to the actions"))
	}
	opensRight("at first")

	playYellow(t, u, s, insula.Effect{})
	_, s = storedExpedition(t, store)
	require.Equal(t, []insula.ActionKind{insula.ActFlower}, s.Turn().Taken)
	opensRight("after an action")

	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	opensRight("after Undo")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	opensRight("after Redo")
}

// A full hand's discard keeps each colour's button where it was for the
// draw, those not in hand greyed: before, the colours not in hand went
// and a second tap on the flower drawn discarded another one.
func TestExpeditionDiscardKeepsTheColoursInPlace(t *testing.T) {
	u, store := stillUI(t, insula.Yellow)
	_, s := storedExpedition(t, store)
	playYellow(t, u, s, insula.Effect{Draw: 5})
	for range 5 {
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
	}
	endTurn(t, u)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Blank)))
	_, s = storedExpedition(t, store)
	require.Equal(t, 5, s.Hand().Yellow)
	playYellow(t, u, s, insula.Effect{Draw: 2})
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
	_, s = storedExpedition(t, store)
	require.True(t, s.Pending().MustDiscard)

	red := uitest.Button(t, u, kit.Capitalised(kit.TrTerm(insula.Red)))
	at := spot(t, u, red)
	test.Tap(red) // drawn: now which is discarded
	require.Contains(t, uitest.ScreenTexts(u), lang.L("You drew a {{.Colour}}. Which flower do you discard?", map[string]any{"Colour": kit.TrTerm(insula.Red)}))
	green := uitest.FindAll(uitest.Screen(u), func(b *widget.Button) bool { return b.Text == kit.Capitalised(kit.TrTerm(insula.Green)) })
	assert.True(t, len(green) == 1 && green[0].Disabled(), "green is there, greyed: none in hand, none drawn")
	tapSpot(u, at)
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.Hand{Yellow: 5}, s.Hand(), "the red drawn is the one discarded")
}

// A card's free move keeps its ways where they were once one is chosen:
// before, the map above them went and the tile form opened under the
// chosen one, so a second tap chose another way or ticked a box.
func TestExpeditionFreeMoveWaysStayPut(t *testing.T) {
	u, store := stillUI(t, insula.Yellow)
	_, s := storedExpedition(t, store)
	playYellow(t, u, s, insula.Effect{Moves: 1})
	uitest.TapWrap(t, u, lang.L("Free move granted by a card ({{.Count}} left)", map[string]any{"Count": 1}))
	_, s = storedExpedition(t, store)
	chosen := func() string {
		bs := uitest.FindAll(uitest.Screen(u), func(b *kit.WrapButton) bool { return b.Importance() == widget.HighImportance })
		require.Len(t, bs, 1, "one way chosen")
		return bs[0].Text
	}
	ways := map[insula.Dir]fyne.Position{}
	for _, d := range []insula.Dir{insula.Inward, insula.Left, insula.Right} {
		ways[d] = spot(t, u, actionNamed(t, u, wayText(wayTo(t, s, d))))
	}
	for _, d := range []insula.Dir{insula.Inward, insula.Left, insula.Right, insula.Left, insula.Inward} {
		tapSpot(u, ways[d])
		assert.Equal(t, wayText(wayTo(t, s, d)), chosen(), "the spot of %v chooses it", d)
		assert.Contains(t, uitest.ScreenTexts(u), lang.L("Which tile did you reveal?"))
	}
}

// The combat's red flower stays where it was when the combat is undone:
// the line saying what Undo did lies over the top of the screen, moving
// nothing (before, it pushed the red flower 69 px down).
func TestExpeditionCombatUndoMovesNothing(t *testing.T) {
	u, store := stillUI(t, insula.Red)
	_, s := storedExpedition(t, store)
	tapWay(t, u, wayTo(t, s, insula.Inward))
	tapCheck(t, u, lang.L("Danger"))
	uitest.Tap(t, u, lang.L("Move"))
	uitest.StepTo(t, u, lang.L("Strength"), 3)
	uitest.Tap(t, u, lang.L("Confirm"))
	endTurn(t, u)
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskInvest, s.Pending().Kind)

	red := func() *kit.WrapCheck {
		cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == lang.L("I play a red flower") })
		require.Len(t, cs, 1)
		return cs[0]
	}
	at := spot(t, u, red())
	uitest.Tap(t, u, lang.L("Invest"))
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Sword)))
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskInvest, s.Pending().Kind)
	assert.Equal(t, at, spot(t, u, red()), "the red flower is where it was")
	tapSpot(u, at)
	assert.True(t, red().Check.Checked, "a tap on its spot ticks it")
}

// "Last: …" keeps the height of two lines whatever it says, none said
// included: a longer text ends in "…" rather than pushing the question
// and its answers down (issue 32 §1).
func TestLastMoveKeepsItsRoom(t *testing.T) {
	test.NewTempApp(t)
	g := &expedition{}
	long := "Last: Round 12 — moved inward onto a light tile, pond, meadow, danger: a guardian appears, and then a second one, and a third"
	var heights []float32
	for _, text := range []string{"", "Last: Round 1 — drew a yellow flower", long} {
		g.kept.Render()
		o := g.slotNote("last", text, 2)
		heights = append(heights, o.MinSize().Height)
		assert.Zero(t, o.MinSize().Width, "it never widens the screen")
	}
	assert.Equal(t, heights[0], heights[1])
	assert.Equal(t, heights[0], heights[2])
	one := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{}).Height
	assert.InDelta(t, 2*one+2*theme.InnerPadding(), heights[0], 0.5, "two lines")
}

// Your turn's screen stays where it was scrolled to when an action is
// taken: it went back to its top after Rest, and a second tap on Rest's
// spot hit a way above it (found playing at 360×640).
func TestExpeditionTurnKeepsItsScroll(t *testing.T) {
	u, store := stillUI(t, insula.Yellow)
	_, s := storedExpedition(t, store)
	uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
	uitest.StepTo(t, u, lang.L("Energy recovered (+) or lost (–)"), -3)
	uitest.Tap(t, u, lang.L("Play the yellow flower"))
	_, s = storedExpedition(t, store)
	scrolls := uitest.FindAll[*container.Scroll](uitest.Screen(u), nil)
	require.NotEmpty(t, scrolls)
	sc := scrolls[0]
	uitest.Relayout(u)
	sc.ScrollToOffset(fyne.NewPos(0, 120))
	require.Positive(t, sc.Offset.Y, "the turn's screen is taller than a phone")
	rest := actionNamed(t, u, actionLabel(s, insula.ActRest))
	at := spot(t, u, rest)
	curse := spot(t, u, actionNamed(t, u, actionLabel(s, insula.ActCurse)))
	tapSpot(u, at)
	_, s = storedExpedition(t, store)
	require.Equal(t, []insula.ActionKind{insula.ActFlower, insula.ActRest}, s.Turn().Taken)
	assert.Equal(t, float32(120), sc.Offset.Y, "still scrolled")
	assert.Equal(t, curse, spot(t, u, actionNamed(t, u, actionLabel(s, insula.ActCurse))), "Curse where it was")
	tapSpot(u, at)
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.AskTurn, s.Pending().Kind)
	assert.NotContains(t, uitest.ScreenTexts(u), lang.L("Which tile did you reveal?"), "the second tap hit the greyed Rest, not a way")
}
