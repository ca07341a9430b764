package tom

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/data/msg"
)

func physicalWithDeck(t *testing.T) State {
	t.Helper()
	s, err := New(1, Options{Physical: true, Deck: bonfire.DefaultDeck(), Rules: CurrentRules})
	require.NoError(t, err)
	return s
}

// TestPhysicalDeckIsCheckedEachCycle (SPEC §8): a card beyond the
// composition in one cycle (a third Great Bonfire with the default 2) is
// refused with a sentence asking whether the deck differs; the state does
// not move, and a new cycle starts the count again.
func TestPhysicalDeckIsCheckedEachCycle(t *testing.T) {
	s := physicalWithDeck(t)
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	s = do(t, s, EndTurn{})
	_, err := s.Try(Card{Card: bonfire.CardGreatBonfire})
	m, ok := msg.As(err)
	require.True(t, ok)
	assert.Equal(t, "deck", m.Field)
	assert.Equal(t, "The deck this game uses has 2 × Great Bonfire in a cycle, and this would be one more. Does your deck differ? Change the composition, or check the card.", m.Error())
	assert.Equal(t, AskCard, s.Pending().Kind, "nothing moved")

	// The rest of the cycle: the other 6 cards of the default deck.
	for _, c := range []bonfire.TomCard{bonfire.CardTaskI, bonfire.CardTaskII, bonfire.CardGuardian, bonfire.CardGnome, bonfire.CardPath} {
		s = do(t, s, Card{Card: c})
		if s.Pending().Kind == AskGnome {
			s = do(t, s, Gnome{Resource: bonfire.Shell})
		}
		if s.Pending().Kind != AskEndTurn {
			s = do(t, s, Nothing{})
		}
		s = do(t, s, EndTurn{})
	}
	s = do(t, s, Card{Card: bonfire.CardPath})
	require.Equal(t, 8, s.CardsDrawn())
	s = do(t, s, Gnome{Resource: bonfire.Shell}, Nothing{})
	require.Equal(t, 1, s.Cycle(), "8 cards: the first cycle is complete")
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	assert.Equal(t, 2, s.Cycle())
}

// TestDeckEventChangesThePhysicalComposition: when the player's deck really
// differs, a Deck event changes the game's composition (undoable like any
// event); it must admit what the cycle already showed, and a game Hearth
// shuffles itself refuses it.
func TestDeckEventChangesThePhysicalComposition(t *testing.T) {
	s := physicalWithDeck(t)
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	s = do(t, s, EndTurn{})

	tooFew := bonfire.DefaultDeck()
	tooFew[bonfire.CardGreatBonfire], tooFew[bonfire.CardPath] = 1, 3
	_, err := s.Try(Deck{Deck: tooFew})
	assert.Error(t, err, "the cycle already showed 2 Great Bonfires")
	_, err = s.Try(Deck{Deck: bonfire.Deck{bonfire.CardPath: 9}})
	assert.Error(t, err, "not 8 cards")

	three := bonfire.DefaultDeck()
	three[bonfire.CardGreatBonfire], three[bonfire.CardPath] = 3, 1
	s = do(t, s, Deck{Deck: three}, Card{Card: bonfire.CardGreatBonfire})
	assert.Equal(t, 3, s.Options().Deck[bonfire.CardGreatBonfire])

	// The event round-trips through the store's JSON.
	e, err := Encode(Deck{Deck: three})
	require.NoError(t, err)
	assert.JSONEq(t, `{"deck":{"Great Bonfire":3,"Task I":1,"Task II":1,"Guardian":1,"Gnome":1,"Path":1}}`, string(e.Payload))
	back, err := Decode(data.Event{Type: e.Type, Payload: e.Payload})
	require.NoError(t, err)
	assert.Equal(t, Deck{Deck: three}, back)

	virtual, err := New(1, DefaultOptions())
	require.NoError(t, err)
	_, err = virtual.Try(Deck{Deck: three})
	assert.Error(t, err)
}

// TestOldPhysicalGamesAreNotChecked: a physical game stored before decks
// were checked has no composition and accepts any card, as it did.
func TestOldPhysicalGamesAreNotChecked(t *testing.T) {
	s := physical(t, 0)
	for i := 0; i < 3; i++ {
		s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	}
	assert.Equal(t, 3, s.CardsDrawn())
}

// TestDeckChangeCountsTheCardBeingResolved (SPEC §8): during Tom's turn the
// card he is resolving was shown this cycle too; a composition without room
// for it is refused (two Great Bonfires shown, the second being resolved:
// a composition with one is refused).
func TestDeckChangeCountsTheCardBeingResolved(t *testing.T) {
	s := physicalWithDeck(t)
	s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Nothing{})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGreatBonfire})
	require.Equal(t, AskPortal, s.Pending().Kind)
	one := bonfire.DefaultDeck()
	one[bonfire.CardGreatBonfire], one[bonfire.CardPath] = 1, 3
	_, err := s.Try(Deck{Deck: one})
	requireMsg(t, err, "This cycle has already shown 2 × Great Bonfire; the composition must hold at least that many.")

	// The same at the gnome question: the Path being resolved counts.
	s = do(t, s, Portal{})
	s = tomTurn(t, s, bonfire.CardPath, bonfire.Fruit, Nothing{})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath})
	require.Equal(t, AskGnome, s.Pending().Kind)
	onePath := bonfire.DefaultDeck()
	onePath[bonfire.CardPath], onePath[bonfire.CardGuardian] = 1, 2
	_, err = s.Try(Deck{Deck: onePath})
	requireMsg(t, err, "This cycle has already shown 2 × Path; the composition must hold at least that many.")
	_, err = s.Try(Deck{Deck: bonfire.DefaultDeck()})
	assert.NoError(t, err)
}
