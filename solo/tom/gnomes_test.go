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
