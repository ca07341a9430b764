package bonfire

import (
	"context"
	"fmt"
	"testing"

	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/uitest"
)

// TestTomGameFitsAPhone plays a whole game against Tom in each language and
// theme at 360 px wide: every question, the countdown with its Pass, game
// over, final scoring and the result fit the width (issue: Bonfire screens
// were wider than the phone in French and German).
func TestTomGameFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, func(t *testing.T, path, l string) (*shell.Host, *data.Store) {
		return uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	}, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		_, err := store.CreateProfile(context.Background(), "Anastasia-Maximiliane")
		require.NoError(t, err)
		uitest.TapTile(t, u, lang.L("Bonfire"))
		uitest.TapTile(t, u, lang.L("Solo against Tom"))
		fits("start page, standard game")
		tapCheck(t, u, lang.L("Handicap challenge"))
		fits("start page, handicap challenge")
		uitest.Tap(t, u, lang.L("My own cards"))
		fits("start page, own cards")
		uitest.Tap(t, u, lang.L("Virtual deck"))
		uitest.Tap(t, u, lang.L("Start"))
		for i := 0; i < 400; i++ {
			_, s := storedTom(t, store)
			if s.Over() {
				break
			}
			p := s.Pending()
			fits(fmt.Sprintf("question %d (countdown %v)", p.Kind, s.Countdown().Started))
			if p.Kind == tom.AskEndTurn && p.CanLogNovice && !s.Countdown().Started {
				uitest.TapWrap(t, u, lang.L("I placed a novice in the High Council"))
				continue
			}
			answerTom(t, u, store, i)
		}
		_, s := storedTom(t, store)
		require.True(t, s.Over())
		fits("game over")
		uitest.Tap(t, u, lang.L("Score the game"))
		fits("final scoring")
		uitest.Tap(t, u, lang.L("See the scores"))
		fits("result")
	})
}

// TestTomSpecialCase1EmptyPileFitsAPhone: the button that reports an empty
// gnome pile after a special-case-1 reveal fits 360 px in every language.
func TestTomSpecialCase1EmptyPileFitsAPhone(t *testing.T) {
	uitest.OnEveryPhone(t, func(t *testing.T, path, l string) (*shell.Host, *data.Store) {
		return uitest.NewHost(t, path, l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	}, func(t *testing.T, u *shell.Host, store *data.Store, fits func(string)) {
		twoGnomes := ref.DefaultDeck()
		twoGnomes[ref.CardGnome], twoGnomes[ref.CardPath] = 2, 1
		require.NoError(t, store.SetSetting(context.Background(), data.SettingTomDeck, encodeDeck(twoGnomes)))
		_, err := store.CreateProfile(context.Background(), "Anastasia-Maximiliane")
		require.NoError(t, err)
		uitest.TapTile(t, u, lang.L("Bonfire"))
		uitest.TapTile(t, u, lang.L("Solo against Tom"))
		uitest.Tap(t, u, lang.L("My own cards"))
		uitest.Tap(t, u, lang.L("Start"))
		uitest.Tap(t, u, lang.L("End turn"))
		uitest.Tap(t, u, kit.TrTerm(ref.CardGnome))
		uitest.Tap(t, u, kit.TrTerm(ref.Fruit))
		uitest.Tap(t, u, "6")
		uitest.Tap(t, u, lang.L("End turn"))
		uitest.Tap(t, u, kit.TrTerm(ref.CardGnome))
		_, s := storedTom(t, store)
		require.True(t, s.Pending().CanSayGnomesEmpty)
		fits("special case 1 with the empty-pile button")
		uitest.TapWrap(t, u, lang.L("The gnome pile was empty for Tom's gnome"))
		fits("after the empty pile was reported")
	})
}
