package tom

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/bonfire"
)

// TestGnomePileCount: a solo game's gnome pile starts with the 27
// specialists less the 3 showing Gold less the 6 on display (seed 000 "JEU
// SOLO", "MISE EN PLACE" 9); a reveal moves one gnome to the discards and
// every specialist Tom takes is replaced from the pile.
func TestGnomePileCount(t *testing.T) {
	s := physical(t, 0)
	left, discards := s.GnomePile()
	assert.Equal(t, []int{18, 0}, []int{left, discards})
	s = tomTurn(t, s, bonfire.CardGnome, bonfire.Fruit, Specialists{Count: 2})
	left, discards = s.GnomePile()
	assert.Equal(t, []int{15, 1}, []int{left, discards})
}

// TestSpecialCase2ReshufflesTheGnomePile: seed 000 "Cas particulier 2" —
// "Si la pioche Gnomes est vide, mélangez sa défausse pour créer une
// nouvelle pioche Gnomes" (seed 001 "Sonderfall 2" likewise). When the app
// counts the pile empty, the gnome question says to shuffle the discards
// first, and answering it starts the new pile.
func TestSpecialCase2ReshufflesTheGnomePile(t *testing.T) {
	s, err := New(7, DefaultOptions())
	require.NoError(t, err)
	reshuffled := 0
	for i := 0; i < 400 && !s.Over(); i++ {
		p := s.Pending()
		switch p.Kind {
		case AskEndTurn, AskTomTurn:
			s = do(t, s, EndTurn{})
		case AskGnome:
			left, discards := s.GnomePile()
			if left == 0 {
				assert.Equal(t, "Special case 2: the gnome pile is empty. Shuffle its "+strconv.Itoa(discards)+" discarded gnomes into a new face-down pile first.", p.Note.String())
				s = do(t, s, Gnome{Resource: bonfire.Root})
				nowLeft, nowDiscards := s.GnomePile()
				assert.Equal(t, []int{discards - 1, 1}, []int{nowLeft, nowDiscards}, "the discards became the pile, less the gnome just revealed")
				reshuffled++
				continue
			}
			assert.NotContains(t, p.Note.String(), "Special case 2")
			s = do(t, s, Gnome{Resource: bonfire.Root})
			nowLeft, nowDiscards := s.GnomePile()
			assert.Equal(t, []int{left - 1, discards + 1}, []int{nowLeft, nowDiscards})
		default:
			s = do(t, s, Nothing{})
		}
	}
	require.True(t, s.Over())
	assert.Equal(t, 1, reshuffled, "18 gnomes last the 4 cycles' 20 reveals with one reshuffle")
}

// TestGnomesEmptyWhenPlayersEmptiedThePile: players' recruits refill the
// display from the gnome pile too, so it can run out before the app's count:
// you say so, and the reveal starts with the reshuffle. It cannot be empty
// before any gnome was discarded.
func TestGnomesEmptyWhenPlayersEmptiedThePile(t *testing.T) {
	s := physical(t, 0)
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath})
	require.Equal(t, AskGnome, s.Pending().Kind)
	assert.False(t, s.Pending().CanSayGnomesEmpty)
	_, err := s.Try(GnomesEmpty{})
	assert.Error(t, err, "nothing discarded yet")
	s = do(t, s, Gnome{Resource: bonfire.Herb}, Nothing{})

	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardTaskI})
	require.True(t, s.Pending().CanSayGnomesEmpty)
	s = do(t, s, GnomesEmpty{})
	assert.Contains(t, s.Pending().Note.String(), "Shuffle its 1 discarded gnomes")
	assert.False(t, s.Pending().CanSayGnomesEmpty)
	_, err = s.Try(GnomesEmpty{})
	assert.Error(t, err, "already empty")
	s = do(t, s, Gnome{Resource: bonfire.Herb})
	left, discards := s.GnomePile()
	assert.Equal(t, []int{0, 1}, []int{left, discards})
	cur, ok := s.Current()
	require.True(t, ok)
	assert.Equal(t, "Special case 2: the gnome pile was empty; its 1 discarded gnomes were shuffled into a new pile.", cur.Lines[0].String())
}

// TestGnomesWereEmptyOnASpecialCase1Reveal: seed 000 "Cas particulier 1"
// reveals and discards the gnome without asking anything; if the table's
// pile was empty then ("Cas particulier 2"), you say so during your next
// turn and the discards before that reveal became the pile, less the gnome
// revealed. The turn's lines say so; it is accepted once, until Tom's next card.
func TestGnomesWereEmptyOnASpecialCase1Reveal(t *testing.T) {
	s := physical(t, 0)
	s = tomTurn(t, s, bonfire.CardGnome, bonfire.Fruit, Specialists{Count: 6})
	left, discards := s.GnomePile()
	require.Equal(t, []int{11, 1}, []int{left, discards})
	assert.False(t, s.Pending().CanSayGnomesEmpty, "no special case 1 yet")
	_, err := s.Try(GnomesEmpty{})
	assert.Error(t, err)

	s = tomTurn(t, s, bonfire.CardGnome, 0, nil) // Tom has 6 gnomes: special case 1
	left, discards = s.GnomePile()
	require.Equal(t, []int{10, 2}, []int{left, discards})
	require.True(t, s.Pending().CanSayGnomesEmpty)
	s = do(t, s, Novice{}, GnomesEmpty{}) // your own moves do not matter
	left, discards = s.GnomePile()
	assert.Equal(t, []int{0, 1}, []int{left, discards}, "1 discarded gnome became the pile and was revealed")
	last := s.Log()[len(s.Log())-1]
	assert.Equal(t, "Special case 2: the gnome pile was empty; its 1 discarded gnomes were shuffled into a new pile.", last.Lines[len(last.Lines)-1].String())
	assert.False(t, s.Pending().CanSayGnomesEmpty)
	_, err = s.Try(GnomesEmpty{})
	assert.Error(t, err, "once")

	// Until Tom's next card only.
	s = tomTurn(t, s, bonfire.CardGnome, 0, nil)
	s = tomTurn(t, s, bonfire.CardGuardian, 0, Guardian{})
	assert.False(t, s.Pending().CanSayGnomesEmpty)
}

// TestRefillReshufflesWhenThePileRunsOut: Tom takes more specialists than
// the gnome pile can replace; the refill goes on from the discards made a
// new pile (seed 000 "Cas particulier 2" applies whenever the pile is empty).
func TestRefillReshufflesWhenThePileRunsOut(t *testing.T) {
	s := physical(t, 0)
	for i := 0; i < 4; i++ {
		s = tomTurn(t, s, bonfire.CardPath, bonfire.Fruit, Nothing{})
	}
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGnome}, GnomesEmpty{}, Gnome{Resource: bonfire.Root})
	left, discards := s.GnomePile()
	require.Equal(t, []int{3, 1}, []int{left, discards}, "4 discards made the pile, one revealed")
	s = do(t, s, Specialists{Count: 5})
	left, discards = s.GnomePile()
	assert.Equal(t, []int{0, 0}, []int{left, discards}, "3 from the pile, then the 1 discard: the display stays 1 short")
	last := s.Log()[len(s.Log())-1]
	assert.Equal(t, "Special case 2: the gnome pile ran out while refilling the display; its 1 discarded gnomes were shuffled into a new pile.", last.Lines[len(last.Lines)-1].String())
}
