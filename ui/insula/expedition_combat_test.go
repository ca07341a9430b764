package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestExpeditionGreenFlowerInCombat: seed 004 C.1 and F.10 — a green
// flower may be played "n'importe quand", a combat included: the combat
// screen offers it, its effect is stored, and the combat goes on.
func TestExpeditionGreenFlowerInCombat(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, false)
	toCombatWithGreen(t, u, store)

	uitest.TapWrap(t, u, "Play a green flower")
	assert.NotContains(t, uitest.ScreenTexts(u), "Free moves", "no turn is left for a free move")
	uitest.StepTo(t, u, "Time marker: towards the Moon (+) or the Sun (–)", 1)
	uitest.Tap(t, u, "Play the green flower")
	_, s := storedExpedition(t, store)
	at, _ := s.Time()
	assert.Equal(t, 1, at, "the green flower's effect is stored")
	assert.Zero(t, s.Hand().Green)
	assert.Equal(t, insula.AskInvest, s.Pending().Kind, "the combat goes on")
	assert.Contains(t, uitest.ScreenTexts(u), "Energy invested")
}

// toCombatWithGreen: the starting flower is green; you move onto a danger
// tile, a guardian of strength 3 appears, you end your turn: the combat asks
// your investment.
func toCombatWithGreen(t *testing.T, u *shell.Host, store *data.Store) {
	t.Helper()
	uitest.Tap(t, u, lang.L("Green flower"))
	_, s := storedExpedition(t, store)
	tapWay(t, u, wayTo(t, s, insula.Right))
	tapCheck(t, u, lang.L("Danger"))
	uitest.Tap(t, u, lang.L("Move"))
	uitest.StepTo(t, u, lang.L("Strength"), 3)
	uitest.Tap(t, u, lang.L("Confirm"))
	uitest.Tap(t, u, lang.L("End turn"))
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskInvest, s.Pending().Kind)
}

// TestExpeditionCombatFormsFitAPhone: the combat with its green-flower
// button, the green flower's form in a combat and the advanced guardian
// form with its G.3 note fit 360 px in every language and theme.
func TestExpeditionCombatFormsFitAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, newTestUI, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, true)
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Green)))
		_, s := storedExpedition(t, store)
		fits("your turn")
		tapWay(t, u, wayTo(t, s, insula.Right))
		fits("the tile revealed")
		tapCheck(t, u, lang.L("Danger"))
		uitest.Tap(t, u, lang.L("Move"))
		fits("advanced guardian form")
		uitest.Tap(t, u, lang.L("Confirm"))
		uitest.Tap(t, u, lang.L("End turn"))
		fits("combat with a green flower in hand")
		uitest.TapWrap(t, u, lang.L("Play a green flower"))
		fits("green flower in a combat")
		uitest.Tap(t, u, lang.L("Back to the combat"))
		fits("back to the combat")
	})
}

// TestExpeditionGuardianFormSaysG3: seed 004 G.3 — in the advanced
// version the guardian form says which reward counts when fighting alone,
// and where the printed card decides.
func TestExpeditionGuardianFormSaysG3(t *testing.T) {
	u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "en")
	startExpedition(t, u, printedValues{time: 10, shield: 1, sword: 1, moon: 1, blank: 1}, true, true)
	uitest.Tap(t, u, "Yellow flower")
	_, s := storedExpedition(t, store)
	tapWay(t, u, wayTo(t, s, insula.Right))
	tapCheck(t, u, "Danger")
	uitest.Tap(t, u, "Move")
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskGuardian, s.Pending().Kind)
	assert.Contains(t, uitest.ScreenTexts(u), "beating a guardian of strength 3 to 7 earns its strength as reward; for another strength the big reward printed on it counts.")
}
