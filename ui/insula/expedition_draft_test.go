package insula

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// What is typed on an expedition's question is kept until it is confirmed
// (issue 32 §2): across Back and Resume, a new language or theme, and an
// app killed and opened again on the same database. Confirmed, it is
// forgotten; Home lists no card for it.

// resumeExpedition goes Home and resumes the expedition from its card.
func resumeFromHome(t *testing.T, u *shell.Host) {
	t.Helper()
	u.PopTo(1)
	uitest.TapTile(t, u, lang.L("{{.Name}}'s Insula expedition", map[string]any{"Name": "Ana"}))
	require.Equal(t, lang.L("Expedition"), u.Top().Title)
}

// killed closes the app's database and opens the app again on it, in
// language l, on Home.
func killed(t *testing.T, path, l string, store *data.Store) (*shell.Host, *data.Store) {
	t.Helper()
	require.NoError(t, store.Close())
	u, store := newTestUI(t, path, l)
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	return u, store
}

// stepperValue is the value shown by the stepper labelled label (in the
// language on screen).
func stepperValue(t *testing.T, u *shell.Host, label string) int {
	t.Helper()
	return uitest.StepperNamed(t, u, lang.L(label)).Value()
}

func TestExpeditionAnswerSurvivesBackLanguageAndKill(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Red)))
	_, s := storedExpedition(t, store)
	tapWay(t, u, wayTo(t, s, insula.Inward))
	tapCheck(t, u, lang.L("Danger"))
	uitest.Tap(t, u, lang.L("Move"))

	// The guardian's numbers, half typed: Back, then a kill.
	uitest.TypeInto(t, u, lang.L("Strength"), "4")
	uitest.TypeInto(t, u, lang.L("Big reward"), "3")
	uitest.Back(u)
	assert.NotContains(t, uitest.ScreenTexts(u), lang.L("Unfinished"), "no draft card on Home")
	resumeFromHome(t, u)
	assert.Equal(t, 4, stepperValue(t, u, "Strength"), "after Back and Resume")
	assert.Equal(t, 3, stepperValue(t, u, "Big reward"))
	u, store = killed(t, path, "en", store)
	resumeFromHome(t, u)
	assert.Equal(t, 4, stepperValue(t, u, "Strength"), "after a kill")
	assert.Equal(t, 3, stepperValue(t, u, "Big reward"))
	uitest.Tap(t, u, lang.L("Confirm"))
	assert.Equal(t, insula.Guardian{Strength: 4, Reward: 3}, lastAction(t, store), "stored as typed")

	// The combat: energy, the red flower and its bonus; a new language,
	// a new theme, a kill.
	endTurn(t, u)
	uitest.StepTo(t, u, lang.L("Energy invested"), 2)
	tapCheck(t, u, lang.L("I play a red flower"))
	uitest.TypeInto(t, u, lang.L("Strength bonus on the card"), "2")
	u.PopTo(1)
	uitest.Tap(t, u, lang.L("Settings"))
	uitest.FindAll[*widget.Select](uitest.Screen(u), nil)[0].SetSelected("Français")
	require.Equal(t, "Réglages", u.Top().Title)
	resumeFromHome(t, u)
	assert.Equal(t, 2, stepperValue(t, u, "Energy invested"), "after a new language")
	assert.Equal(t, 2, stepperValue(t, u, "Strength bonus on the card"))
	assert.True(t, redFlowerCheck(t, u).Check.Checked)
	u.PopTo(1)
	uitest.Tap(t, u, lang.L("Settings"))
	uitest.Tap(t, u, lang.L("Dark"))
	resumeFromHome(t, u)
	assert.Equal(t, 2, stepperValue(t, u, "Energy invested"), "after a new theme")
	u, store = killed(t, path, "de", store)
	resumeFromHome(t, u)
	assert.Equal(t, 2, stepperValue(t, u, "Energy invested"), "after a kill")
	assert.True(t, uitest.StepperNamed(t, u, lang.L("Strength bonus on the card")).Entered())
	assert.Equal(t, 2, stepperValue(t, u, "Strength bonus on the card"))
	uitest.Tap(t, u, lang.L("Invest"))
	sess, _ := storedExpedition(t, store)
	assert.Equal(t, insula.Invest{Energy: 2, Red: 1, Bonus: 2}, lastAction(t, store))
	_, ok, err := store.LoadDraft(t.Context(), expeditionDraftKey(sess.ID))
	require.NoError(t, err)
	assert.False(t, ok, "confirmed, the answer is forgotten")
}

// A card's effect typed in your turn's form comes back with its form
// after a kill; Back to the actions clears it.
func TestExpeditionTurnFormSurvivesAKill(t *testing.T) {
	path := filepath.Join(t.TempDir(), "h.db")
	u, store := newTestUI(t, path, "en")
	startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, false)
	uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))
	_, s := storedExpedition(t, store)
	uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
	uitest.TypeInto(t, u, "Energy recovered (+) or lost (–)", "2")
	uitest.TypeInto(t, u, "Flower cards drawn", "1")
	u, store = killed(t, path, "en", store)
	resumeFromHome(t, u)
	assert.Contains(t, uitest.ScreenTexts(u), "Play a yellow flower: what does the card do?", "the form is open again")
	assert.Equal(t, 2, stepperValue(t, u, "Energy recovered (+) or lost (–)"))
	assert.Equal(t, 1, stepperValue(t, u, "Flower cards drawn"))
	uitest.Tap(t, u, "Back to the actions")
	u, store = killed(t, path, "en", store)
	resumeFromHome(t, u)
	assert.Contains(t, uitest.ScreenTexts(u), "Move", "cleared: the actions again")
	assert.NotContains(t, uitest.ScreenTexts(u), "Play a yellow flower: what does the card do?")
	sess, _ := storedExpedition(t, store)
	_, ok, err := store.LoadDraft(t.Context(), expeditionDraftKey(sess.ID))
	require.NoError(t, err)
	assert.False(t, ok)
}
