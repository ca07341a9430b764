package tom

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"hearth/data/bonfire"
)

// Round is your N-th turn and Tom's N-th card; Current is Tom's turn in
// progress, none during yours.
func TestRoundAndCurrentTurn(t *testing.T) {
	s := physical(t, 0)
	assert.Equal(t, 1, s.Round())
	_, ok := s.Current()
	assert.False(t, ok, "your turn")
	s = do(t, s, EndTurn{})
	assert.Equal(t, 1, s.Round())
	s = do(t, s, Card{Card: bonfire.CardPath})
	assert.Equal(t, 1, s.Round())
	cur, ok := s.Current()
	assert.True(t, ok)
	assert.Equal(t, bonfire.CardPath, cur.Card)
	s = do(t, s, Gnome{Resource: bonfire.Herb}, Paths{})
	assert.Equal(t, 2, s.Round())
	_, ok = s.Current()
	assert.False(t, ok)
	assert.Equal(t, []string{"Tom could take nothing."}, rendered(s.Log()[0].Lines), "an empty display")
}

// The session log puts Tom's card in the round it belongs to, as it puts
// the gnome and what he took: a physical deck's flip in round 1 is not
// "Round 2".
func TestDescribe_TomsCardInItsRound(t *testing.T) {
	s := physical(t, 0)
	var got []string
	for _, a := range []Action{EndTurn{}, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Herb}, Paths{}, EndTurn{}, Card{Card: bonfire.CardGuardian}} {
		got = append(got, Describe(s, a).String())
		s = do(t, s, a)
	}
	assert.Equal(t, []string{
		"Round 1 — you ended your turn", "Round 1 — Tom's card: Path", "Round 1 — gnome revealed: Herb",
		"Round 1 — Tom took no path tile", "Round 2 — you ended your turn", "Round 2 — Tom's card: Guardian",
	}, got)
}
