package bonfire

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTaskPointsMatchAppendixI: seed 000 Annexe I prints blue tasks 2–3
// points, red 4–5, yellow 6–8; no task is worth 1 or 9.
func TestTaskPointsMatchAppendixI(t *testing.T) {
	want := map[int]Colour{2: Blue, 3: Blue, 4: Red, 5: Red, 6: Yellow, 7: Yellow, 8: Yellow}
	for p := 0; p <= 10; p++ {
		c, ok := ColourOfPoints(p)
		w, known := want[p]
		assert.Equal(t, known, ok, "%d points", p)
		if known {
			assert.Equal(t, w, c, "%d points", p)
		}
	}
	for c, r := range map[Colour][2]int{Blue: {2, 3}, Red: {4, 5}, Yellow: {6, 8}} {
		lo, hi := TaskPoints(c)
		assert.Equal(t, r, [2]int{lo, hi}, c.String())
	}
}

func TestGameEndNovices(t *testing.T) {
	// seed 000 "FIN DE PARTIE": 1|2|3|4 players → 7|7|10|13 novices.
	assert.Equal(t, []int{7, 7, 10, 13}, []int{GameEndNovices(1), GameEndNovices(2), GameEndNovices(3), GameEndNovices(4)})
}

func TestDefaultDeckHasEightCards(t *testing.T) {
	d := DefaultDeck()
	assert.Equal(t, TomDeckSize, d.Size())
	assert.Len(t, d.Cards(), TomDeckSize)
}

func TestGnomeIcon(t *testing.T) {
	// seed 000 "Règle générale": Gnome, Path, Task I and Task II reveal a gnome.
	for _, c := range TomCards {
		want := c != CardGuardian && c != CardGreatBonfire
		assert.Equal(t, want, c.NeedsGnome(), c.String())
	}
}

func TestParseNames(t *testing.T) {
	r, ok := ParseResource("fruit")
	assert.True(t, ok)
	assert.Equal(t, Fruit, r)
	c, ok := ParseColour("YELLOW")
	assert.True(t, ok)
	assert.Equal(t, Yellow, c)
	k, ok := ParseTomCard("task ii")
	assert.True(t, ok)
	assert.Equal(t, CardTaskII, k)
	_, ok = ParseResource("diamond")
	assert.False(t, ok)
}

// TestHandicapStep: seed 000 "CHALLENGE 1 : MODE HANDICAP" — "Si vous
// remportez la partie, augmentez votre Handicap de 5 PV. Si vous perdez la
// partie, réduisez votre Handicap de 2 PV. En cas d'égalité, votre handicap
// ne change pas."; the first game starts at −10.
func TestHandicapStep(t *testing.T) {
	assert.Equal(t, -10, HandicapStart)
	for _, c := range []struct {
		before, you, tom int
		outcome          string
		after            int
	}{{-10, 80, 70, "win", -5}, {-5, 60, 70, "loss", -7}, {-7, 70, 70, "tie", -7}, {3, 0, 1, "loss", 1}} {
		o, a := HandicapStep(c.before, c.you, c.tom)
		assert.Equal(t, c.outcome, o)
		assert.Equal(t, c.after, a)
	}
}
