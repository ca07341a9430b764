package insula

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/solo/insula"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestExpeditionFitsAPhone plays an advanced expedition to Kingosh's defeat
// in each language and theme at 360 px wide: the Settings group, the start
// page, every question met on the way, the action forms, the log, the
// ending, the play's story and the stats fit the width.
func TestExpeditionFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, newTestUI, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		_, err := store.CreateProfile(t.Context(), "Anastasia-Maximiliane")
		require.NoError(t, err)
		uitest.Tap(t, u, lang.L("Settings"))
		fits("settings")
		u.PopTo(1)
		uitest.TapTile(t, u, lang.L("Insula"))
		uitest.TapTile(t, u, lang.L("Solo expedition"))
		uitest.Tap(t, u, lang.L("Advanced"))
		uitest.Tap(t, u, lang.L("Blue citadel"))
		enterPrinted(t, u, printedValues{time: 20, shield: 1, sword: 1, moon: 1, blank: 3})
		uitest.Tap(t, u, lang.L("I roll my own"))
		fits("start")
		uitest.Tap(t, u, lang.L("Start the expedition"))
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(insula.Yellow)))

		// The forms of the turn, each opened and left; the sheet unfolded.
		_, s := storedExpedition(t, store)
		fits("your turn")
		uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
		fits("yellow flower")
		uitest.Tap(t, u, lang.L("Back to the actions"))
		tapWay(t, u, wayTo(t, s, insula.Inward))
		fits("the tile revealed")
		uitest.Tap(t, u, lang.L("Back to the actions"))
		tapSheet(t, u)
		fits("sheet unfolded")
		tapSheet(t, u)
		uitest.TapWrap(t, u, actionLabel(s, insula.ActFlower))
		uitest.StepTo(t, u, lang.L("Free moves"), 1)
		uitest.Tap(t, u, lang.L("Play the yellow flower"))
		uitest.TapWrap(t, u, lang.L("Free move granted by a card ({{.Count}} left)", map[string]any{"Count": 1}))
		fits("a card's free move")
		_, s = storedExpedition(t, store)
		uitest.TapWrap(t, u, wayText(wayTo(t, s, insula.Left)))
		fits("a card's free move, a way chosen")
		tapCounter(t, u)
		fits("the energy corrected")
		uitest.Tap(t, u, lang.L("Cancel"))
		uitest.Tap(t, u, lang.L("Back to the actions"))

		pl := player{combatFace: insula.Sword, roundFace: insula.Blank}
		s = pl.playTo(t, u, store, func(_ int, k insula.Kind) {
			_, s := storedExpedition(t, store)
			fits(fmt.Sprintf("question %v (combat %v)", s.Pending().Kind, s.InCombat()))
		})
		require.Equal(t, insula.KingoshDefeated, s.Ending())
		fits("ending")
		test.Tap(uitest.IconButton(t, u, theme.ListIcon()))
		fits("log")
		u.Pop()
		uitest.Tap(t, u, lang.L("Save to history"))
		fits("play detail")
		u.PopTo(1)
		uitest.TapTile(t, u, lang.L("Insula"))
		uitest.TapTile(t, u, lang.L("Stats"))
		fits("stats")
		if uitest.OpenFirstStanding(u) {
			fits("player stats")
		}
	})
}
