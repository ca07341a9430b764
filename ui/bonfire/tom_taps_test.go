package bonfire

import (
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	ref "hearth/data/bonfire"
	"hearth/solo/tom"
	"hearth/ui/kit"
	"hearth/ui/shell"
	"hearth/ui/translations"
	"hearth/ui/uitest"
)

// tapTomTypically answers the pending question the way a player usually
// does (the first resource, one specialist, one path tile, a 4-point task,
// the guardian or portal taken), through c so every tap is counted.
func tapTomTypically(t *testing.T, c *uitest.Taps, store *data.Store) tom.Kind {
	t.Helper()
	_, s := storedTom(t, store)
	p := s.Pending()
	switch p.Kind {
	case tom.AskEndTurn:
		c.Button(t, lang.L("End turn"))
	case tom.AskGnome:
		c.Button(t, kit.TrTerm(p.Resources[0]))
	case tom.AskSpecialists:
		tapSpecialists(t, c, min(1, p.Max))
	case tom.AskPaths:
		c.Button(t, kit.TrTerm(p.Colours[0]))
		c.Button(t, lang.L("Confirm ({{.Count}})", map[string]any{"Count": 1}))
	case tom.AskTask:
		tapTask(t, c, 4)
	case tom.AskGuardian, tom.AskPortal:
		c.Button(t, lang.L("Mark as taken"))
	default:
		t.Fatalf("no typical answer to %v", p.Kind)
	}
	return p.Kind
}

// TestTomTurnTapBudget plays a seeded game against Tom at 360×640 with the
// virtual deck and counts the taps and scrolls each of Tom's turns costs,
// from "End turn" to your next turn (issue 19: a Tom turn took 2–5 taps;
// the goal is at most 3 for a typical turn, with no scroll).
func TestTomTurnTapBudget(t *testing.T) {
	t.Cleanup(func() { _ = shell.ApplyLanguage("en") })
	for _, l := range translations.Languages {
		t.Run(l, func(t *testing.T) { tomTurnTapBudget(t, l) })
	}
}

func tomTurnTapBudget(t *testing.T, l string) {
	u, store := uitest.NewHost(t, filepath.Join(t.TempDir(), "h.db"), l, func(h *shell.Host) []shell.Module { return []shell.Module{New(h)} })
	u.SetSeeds(func() uint64 { return 7 })
	u.Window().Resize(fyne.NewSize(uitest.PhoneWidth, 640))
	startTom(t, u, store, "Ana")
	c := uitest.NewTaps(u)

	perCard := map[ref.TomCard][]int{}
	var all []int
	for turn := 0; turn < 2*ref.TomDeckSize; turn++ {
		_, s := storedTom(t, store)
		require.Equal(t, tom.AskEndTurn, s.Pending().Kind)
		for i := 0; i < 10; i++ {
			tapTomTypically(t, c, store)
			if _, s = storedTom(t, store); s.Pending().Kind == tom.AskEndTurn {
				break
			}
		}
		require.Equal(t, tom.AskEndTurn, s.Pending().Kind, "Tom's turn ends")
		taps, scrolls := c.Reset()
		card := s.Log()[len(s.Log())-1].Card
		perCard[card] = append(perCard[card], taps)
		all = append(all, taps)
		assert.Zero(t, scrolls, "turn %d (%v) needed a scroll", turn+1, card)
	}
	slices.Sort(all)
	median := all[len(all)/2]
	t.Logf("taps per Tom turn: %v (median %d); per card: %v", all, median, perCard)
	assert.LessOrEqual(t, median, 3, "a typical Tom turn costs at most 3 taps")
	for card, n := range perCard {
		assert.LessOrEqual(t, slices.Max(n), 4, "a %v turn costs at most 4 taps", card)
	}
}

// tapSpecialists answers how many specialists Tom took.
func tapSpecialists(t *testing.T, c *uitest.Taps, n int) {
	t.Helper()
	c.Button(t, itoa(n))
}

// tapTask answers the task Tom took by its points.
func tapTask(t *testing.T, c *uitest.Taps, pts int) {
	t.Helper()
	keys := uitest.FindAll(uitest.Screen(c.H), func(k *kit.ColourKey) bool { return k.Text == itoa(pts) })
	require.Len(t, keys, 1)
	c.Tap(keys[0])
}
