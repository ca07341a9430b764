package lueur

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"hearth/data"
	lref "hearth/data/lueur"
	journey "hearth/solo/lueur"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestJourneyFitsAPhone plays a whole physical-dice journey on the Dark
// Archipelago in each language and theme at 360 px wide, opening every form
// on the way (the companion's card with a multicoloured Sketal and Kaar, a
// reroll of two dice with their new faces, a face change, a card's effect
// with Cromaug, a boat's move), then final scoring and the result: every
// screen fits the width.
func TestJourneyFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, func(t *testing.T, path, l string) (*shell.Host, *data.Store) {
		return uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	}, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		_, err := store.CreateProfile(t.Context(), "Anastasia-Maximiliane")
		require.NoError(t, err)
		openJourneyStart(t, u)
		uitest.Tap(t, u, kit.TrTerm(lref.Archipelago))
		uitest.Tap(t, u, lang.L("I roll mine"))
		fits("start")
		uitest.Tap(t, u, lang.L("Start the journey"))

		// Morning: every part of the companion's card.
		tapSlot(t, u, lref.Air)
		uitest.Tap(t, u, lang.L("Any"))
		kaar := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool {
			return c.Text == lang.L("Kaar: immune to the black die's curse")
		})
		require.Len(t, kaar, 1)
		test.Tap(kaar[0])
		fits("take with Sketal and Kaar")
		uitest.Tap(t, u, lang.L("No die"))
		uitest.Tap(t, u, kit.Capitalised(kit.TrTerm(lref.Water)))

		for i := 0; i < 400; i++ {
			_, s := storedJourney(t, store)
			if s.Over() {
				break
			}
			p := s.Pending()
			fits(fmt.Sprintf("day %d, %v", s.Day(), p.Kind))
			switch {
			case p.Kind == journey.AskReroll && s.RerollsUsed() == 0 && s.Day() == 1:
				tapDie(t, u, 0)
				tapDie(t, u, 1)
				fits("reroll of two dice")
				uitest.Tap(t, u, lang.L("Choose a face"))
				tapDie(t, u, 0)
				fits("face change")
				uitest.Tap(t, u, lang.L("Reroll dice"))
			case p.Kind == journey.AskEffects && s.Day() == 1:
				openMore(t, u)
				ch := uitest.FindAll(uitest.Screen(u), func(c *kit.WrapCheck) bool {
					return c.Text == lang.L("A companion came back from the graveyard (Cromaug)")
				})
				require.Len(t, ch, 1)
				test.Tap(ch[0])
				fits("card effect with Cromaug")
			case p.Kind == journey.AskTravel && s.Day() == 1:
				uitest.Tap(t, u, "3")
				test.Type(placeEntry(t, u, lang.L("Value of the island it reached")), "2")
				fits("boat move")
			}
			answer(t, u, store)
		}
		_, s := storedJourney(t, store)
		require.True(t, s.Over())
		fits("final scoring") // the last evening opens it
		uitest.Back(u)
		fits("over")
		uitest.Tap(t, u, lang.L("Score the journey"))
		uitest.Tap(t, u, lang.L("See the scores"))
		fits("result")
		uitest.Tap(t, u, lang.L("Save to history"))
		require.Contains(t, uitest.ScreenTexts(u), lang.L("Day {{.Day}}", map[string]any{"Day": lref.Days}))
		fits("play page with its story")
	})
}
