package bonfire

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestTaskPointsMatchAppendixI(t *testing.T) {
	// seed 000 Annexe I: blue 2–3, red 4–5, yellow 6–8.
	for p := MinValue; p <= MaxValue; p++ {
		c, ok := ColourOfPoints(p)
		assert.True(t, ok, p)
		lo, hi := TaskPoints(c)
		assert.True(t, p >= lo && p <= hi)
	}
	_, ok := ColourOfPoints(1)
	assert.False(t, ok)
	_, ok = ColourOfPoints(9)
	assert.False(t, ok)
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
