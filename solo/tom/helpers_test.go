package tom

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
)

// physical starts a physical-deck session, so that tests choose Tom's cards.
func physical(t testing.TB, handicap int) State {
	t.Helper()
	s, err := New(1, Options{Physical: true, Challenge: handicap != 0, Handicap: handicap, Rules: CurrentRules})
	require.NoError(t, err)
	return s
}

// do applies actions in order through Encode and Apply, as the UI would.
func do(t testing.TB, s State, actions ...Action) State {
	t.Helper()
	for _, a := range actions {
		next, err := s.Try(a)
		require.NoError(t, err, "%T %+v at %+v", a, a, s.Pending().Kind)
		s = next
	}
	return s
}

// tomTurn ends your turn and plays Tom's card in a physical session: the card,
// the gnome's resource if it is asked, then what he took (nil when the turn
// needs no answer, as in special case 1).
func tomTurn(t testing.TB, s State, card bonfire.TomCard, r bonfire.Resource, gain Action) State {
	t.Helper()
	s = do(t, s, EndTurn{}, Card{Card: card})
	if s.Pending().Kind == AskGnome {
		s = do(t, s, Gnome{Resource: r})
	}
	if gain != nil {
		s = do(t, s, gain)
	}
	require.Contains(t, []Kind{AskEndTurn, AskTomTurn, GameOver}, s.Pending().Kind, "Tom's turn is over")
	return s
}

// randomAction answers the pending question with a random legal action; your
// side actions (novices, neutral novices, passing) come up now and then.
func randomAction(s State, r *rand.Rand) Action {
	p := s.Pending()
	switch p.Kind {
	case AskEndTurn:
		switch x := r.IntN(20); {
		case x < 2 && p.CanLogNovice:
			return Novice{}
		case x == 2 && len(p.NeutralTasks) > 0:
			return Neutral{Task: p.NeutralTasks[r.IntN(len(p.NeutralTasks))]}
		case x == 3 && p.CanPass:
			return Pass{}
		}
		return EndTurn{}
	case AskTomTurn:
		return EndTurn{}
	case AskCard:
		// A physical deck checked against its composition refuses a card
		// beyond it: flip one that the deck can still show.
		for _, i := range r.Perm(len(p.Cards)) {
			if _, err := s.Try(Card{Card: p.Cards[i]}); err == nil {
				return Card{Card: p.Cards[i]}
			}
		}
		return Card{Card: p.Cards[0]}
	case AskGnome:
		return Gnome{Resource: p.Resources[r.IntN(len(p.Resources))]}
	case AskSpecialists:
		return Specialists{Count: r.IntN(p.Max + 1)}
	case AskPaths:
		cs := make([]bonfire.Colour, r.IntN(p.Max+1))
		for i := range cs {
			cs[i] = p.Colours[r.IntN(len(p.Colours))]
		}
		return Paths{Crystals: cs}
	case AskTask:
		if r.IntN(8) == 0 {
			return Nothing{}
		}
		c := p.Colours[r.IntN(len(p.Colours))]
		lo, hi := bonfire.TaskPoints(c)
		return Task{Colour: c, Points: lo + r.IntN(hi-lo+1)}
	case AskGuardian:
		if r.IntN(4) == 0 {
			return Nothing{}
		}
		return Guardian{}
	case AskPortal:
		if r.IntN(4) == 0 {
			return Nothing{}
		}
		return Portal{}
	}
	return nil
}

// randomGame plays a whole game with random legal answers and returns the
// events as the store would hold them, with every intermediate state
// (states[i] is the state after events[:i]).
func randomGame(t testing.TB, seed uint64, opts Options) ([]data.Event, []State) {
	t.Helper()
	s, err := New(seed, opts)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(seed, 99))
	states := []State{s}
	var events []data.Event
	for i := 0; i < 2000; i++ {
		a := randomAction(s, r)
		if a == nil {
			break
		}
		e, err := Encode(a)
		require.NoError(t, err)
		e.Seq = len(events) + 1
		s, err = Apply(s, e)
		require.NoError(t, err, "%s %s", e.Type, e.Payload)
		events = append(events, e)
		states = append(states, s)
	}
	require.True(t, s.Over(), "a random game ends")
	return events, states
}
