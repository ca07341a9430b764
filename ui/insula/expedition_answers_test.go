package insula

import (
	"path/filepath"
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

// toInvest moves onto a danger tile, enters a guardian of strength 3 and
// ends the turn: the combat asks the investment.
func toInvest(t *testing.T, u *shell.Host, store *data.Store) {
	t.Helper()
	_, s := storedExpedition(t, store)
	tapWay(t, u, wayTo(t, s, insula.Inward))
	tapCheck(t, u, lang.L("Danger"))
	uitest.Tap(t, u, lang.L("Move"))
	uitest.StepTo(t, u, lang.L("Strength"), 3)
	uitest.StepTo(t, u, lang.L("Big reward"), 2)
	uitest.StepTo(t, u, lang.L("Small reward"), 1)
	uitest.Tap(t, u, lang.L("Confirm"))
	endTurn(t, u)
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskInvest, s.Pending().Kind)
}

// redFlowerCheck is the combat's "I play a red flower".
func redFlowerCheck(t *testing.T, u *shell.Host) *kit.WrapCheck {
	t.Helper()
	cs := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == lang.L("I play a red flower") })
	require.Len(t, cs, 1)
	return cs[0]
}

// A red flower's bonus is read off the card: ticking the flower shows no
// number, and going on without one is refused with a sentence, nothing
// stored (issue 32 §3: "+0" was stored for a bonus never entered); a bonus
// of 0 given is taken.
func TestExpeditionRedFlowerBonusMustBeEntered(t *testing.T) {
	u, store := stillUI(t, insula.Red)
	toInvest(t, u, store)
	test.Tap(redFlowerCheck(t, u))
	bonus := uitest.StepperNamed(t, u, lang.L("Strength bonus on the card"))
	assert.False(t, bonus.Entered(), "no bonus shown before it is read off the card")
	uitest.Tap(t, u, lang.L("Invest"))
	assert.Contains(t, uitest.OverlayTexts(u), lang.L("Enter the strength bonus printed on your red flower (0 if it gives none)."))
	uitest.CloseOverlays(u)
	sess, s := storedExpedition(t, store)
	assert.Equal(t, insula.AskInvest, s.Pending().Kind, "nothing stored")

	uitest.TypeInto(t, u, lang.L("Strength bonus on the card"), "0")
	uitest.Tap(t, u, lang.L("Invest"))
	again, s := storedExpedition(t, store)
	assert.Equal(t, sess.Cursor+1, again.Cursor, "a bonus of 0 given is taken")
	assert.Equal(t, insula.AskDie, s.Pending().Kind)
}

// Undoing the combat gives the question back as it was answered: the
// energy, the red flower and its bonus (issue 32 §3: it came back empty);
// so does undoing a guardian's numbers.
func TestExpeditionUndoGivesTheAnswerBack(t *testing.T) {
	u, store := stillUI(t, insula.Red)
	toInvest(t, u, store)
	uitest.StepTo(t, u, lang.L("Energy invested"), 2)
	test.Tap(redFlowerCheck(t, u))
	uitest.TypeInto(t, u, lang.L("Strength bonus on the card"), "3")
	test.Tap(uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool { return c.Text == lang.L("The card forbids the reward") })[0])
	uitest.Tap(t, u, lang.L("Invest"))
	_, s := storedExpedition(t, store)
	require.Equal(t, insula.AskDie, s.Pending().Kind)

	undo := func() { test.Tap(uitest.IconButton(t, u, theme.ContentUndoIcon())) }
	undo()
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskInvest, s.Pending().Kind)
	assert.Equal(t, 2, uitest.StepperNamed(t, u, lang.L("Energy invested")).Value())
	assert.True(t, redFlowerCheck(t, u).Check.Checked)
	bonus := uitest.StepperNamed(t, u, lang.L("Strength bonus on the card"))
	assert.True(t, bonus.Entered())
	assert.Equal(t, 3, bonus.Value())
	assert.Contains(t, uitest.ScreenTexts(u), lang.L("Your strength {{.You}} · against you {{.Them}}", map[string]any{"You": 5, "Them": 3}))
	uitest.Tap(t, u, lang.L("Invest"))
	assert.Equal(t, insula.Invest{Energy: 2, Red: 1, Bonus: 3, NoReward: true}, lastAction(t, store), "stored again as given back")

	undo() // the investment
	undo() // the end of the turn
	undo() // the guardian
	_, s = storedExpedition(t, store)
	require.Equal(t, insula.AskGuardian, s.Pending().Kind)
	for label, want := range map[string]int{"Strength": 3, "Big reward": 2, "Small reward": 1, "Drawback": 0} {
		assert.Equal(t, want, uitest.StepperNamed(t, u, lang.L(label)).Value(), label)
	}
}

// lastAction is the latest move in effect of the latest expedition.
func lastAction(t *testing.T, store *data.Store) insula.Action {
	t.Helper()
	sess, _ := storedExpedition(t, store)
	evs, err := store.Events(t.Context(), sess.ID)
	require.NoError(t, err)
	require.NotEmpty(t, evs)
	a, err := insula.Decode(evs[len(evs)-1])
	require.NoError(t, err)
	return a
}

// The base game asks no light or shadow tile (issue 32 §5): it draws from
// one pile, the light tiles on the shadow ones, and makes nothing of the
// kind (seed 004 B.2, F.6 "le symbole griffe n'est utilisé que dans la
// version avancée"); the advanced game asks it (G.2: +1 on shadow tiles).
// A combat against one guardian says one guardian, in French too.
func TestExpeditionWordsOfTheBaseGame(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	kindShown := func(u *shell.Host) bool {
		t.Helper()
		for _, s := range uitest.FindAll[*kit.Segmented](uitest.Screen(u), nil) {
			for _, b := range uitest.FindAll[*widget.Button](s, nil) {
				if b.Text == kit.Capitalised(kit.TrTerm(iref.Light)) {
					return s.Visible()
				}
			}
		}
		return false
	}
	for _, advanced := range []bool{false, true} {
		u, store := newTestUI(t, filepath.Join(t.TempDir(), "h.db"), "fr")
		startExpedition(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3}, true, advanced)
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Red)))
		assert.Contains(t, uitest.ScreenTexts(u), "Repos : Aucune énergie dans votre cercle Fatigue : un repos ne rapporterait rien.",
			"why an action is greyed, with French spacing")
		_, s := storedExpedition(t, store)
		tapWay(t, u, wayTo(t, s, insula.Right))
		assert.Equal(t, advanced, kindShown(u), "advanced %v: the tile's kind asked", advanced)
		if advanced {
			continue
		}
		tapCheck(t, u, lang.L("Danger"))
		uitest.Tap(t, u, lang.L("Move"))
		uitest.StepTo(t, u, lang.L("Strength"), 3)
		uitest.Tap(t, u, lang.L("Confirm"))
		endTurn(t, u)
		assert.Contains(t, uitest.ScreenTexts(u), "Combat contre 1 gardien (force 3) : combien d'énergie investissez-vous, et jouez-vous une fleur rouge ?")
		uitest.Tap(t, u, lang.L("Invest"))
		assert.Contains(t, uitest.ScreenTexts(u), "Dernier : Manche 1 — énergie investie : 4", "not « 4 énergie investie »")
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Blank)))
		assert.Contains(t, uitest.ScreenTexts(u), "Combat contre 1 gardien\n")
	}
}

// A tile is named with its kind last: a long kind followed by a comma was
// broken before the comma where a way's button wraps in German
// ("Lichtplättchen" / ", Gefahr", issue 32 §5).
func TestTileNameEndsWithItsKind(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	require.NoError(t, shell.ApplyLanguage("de"))
	name := tileName(insula.Tile{TileFace: insula.TileFace{Kind: iref.Light, Danger: true}, Guardians: []insula.Guardian{{Strength: 1}}})
	assert.Equal(t, "Gefahr, 1 Wächter, Lichtplättchen", name)
}
