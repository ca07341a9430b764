package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	iref "hearth/data/insula"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// tapCounter taps the folded sheet's count of pool p.
func tapCounter(t *testing.T, u *shell.Host) {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(*counter) bool { return true })
	require.NotEmpty(t, cs, "no count to tap")
	test.Tap(cs[0])
	require.Contains(t, uitest.ScreenTexts(u), lang.L("Correct your energy"))
}

// The expedition's energy is corrected in place (issue 32 §6): a tap on a
// count of the sheet, the circles set as they stand, stored as a move of
// the log that Undo takes back and a killed app finds again; what was
// being typed when the count was tapped is there after it.
func TestExpeditionEnergyCorrectedInPlace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
	_, s := storedExpedition(t, store)

	// In the middle of a card's form: Cancel, then a correction, and the
	// form comes back as typed.
	uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
	uitest.TypeInto(t, u, "Flower cards drawn", "2")
	tapSheet(t, u) // unfolded: its counts are tapped too, and fold it away
	tapCounter(t, u)
	assert.NotContains(t, uitest.ScreenTexts(u), "Tap a count of the energy circle to correct it.", "the sheet folds: the form is in view")
	assert.Equal(t, 6, stepperValue(t, u, kit.TrTerm(iref.Vitality)))
	assert.NotContains(t, uitest.ScreenTexts(u), kit.TrTerm(iref.Combat)+"\n", "no Combat outside a combat")
	uitest.Tap(t, u, "Cancel")
	assert.Equal(t, 2, stepperValue(t, u, "Flower cards drawn"), "back in the form as typed")
	tapCounter(t, u)
	uitest.TypeInto(t, u, kit.TrTerm(iref.Vitality), "4")
	uitest.TypeInto(t, u, kit.TrTerm(iref.Fatigue), "3")
	assert.Contains(t, uitest.ScreenTexts(u), "7 tokens in all (before: 6)")
	uitest.Tap(t, u, "Correct the energy")
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.Energy{Vitality: 4, Fatigue: 3, Gained: 1}, s.Energy())
	assert.Empty(t, s.Turn().Taken, "no action taken")
	assert.Equal(t, 2, stepperValue(t, u, "Flower cards drawn"), "the card's form is back as typed")
	uitest.Tap(t, u, "Back to the actions")
	assert.Contains(t, uitest.ScreenTexts(u), "Last: Round 1 — energy corrected: Vitality 4, Fatigue 3, Combat 0; 6 tokens become 7")

	test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon()))
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.Energy{Vitality: 6}, s.Energy(), "Undo takes it back")
	test.Tap(uitest.IconButton(t, u, theme.ContentRedoIcon()))
	u, store = killed(t, path, "en", store)
	resumeFromHome(t, u)
	_, s = storedExpedition(t, store)
	assert.Equal(t, insula.Energy{Vitality: 4, Fatigue: 3, Gained: 1}, s.Energy(), "stored")
	assert.Contains(t, uitest.ScreenTexts(u), "Rest (+3)")
}

// In a combat, once the energy is invested, Combat is offered too and your
// strength is what it holds.
func TestExpeditionCombatCorrected(t *testing.T) {
	u, store := stillUI(t, insula.Red)
	toInvest(t, u, store)
	uitest.StepTo(t, u, lang.L("Energy invested"), 2)
	uitest.Tap(t, u, lang.L("Invest"))
	tapCounter(t, u)
	assert.Equal(t, 2, stepperValue(t, u, kit.TrTerm(iref.Combat)))
	uitest.TypeInto(t, u, kit.TrTerm(iref.Vitality), "2")
	uitest.TypeInto(t, u, kit.TrTerm(iref.Combat), "4")
	uitest.Tap(t, u, "Correct the energy")
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Blank)))
	_, s := storedExpedition(t, store)
	b, _ := s.LastBattle()
	assert.Equal(t, 4, b.Strength)
	assert.Equal(t, insula.Won, b.Outcome)
}
