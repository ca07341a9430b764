package tom

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/data/msg"
	scoringbonfire "hearth/scoring/bonfire"
)

var (
	poolOnce sync.Once
	pool     []State
)

// statePool holds states from every phase of a few random games, virtual and
// physical, countdown and deck-exhaustion endings.
func statePool(t testing.TB) []State {
	poolOnce.Do(func() {
		for seed := uint64(0); seed < 6; seed++ {
			opts := Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: int(seed) - 3}
			if seed%2 == 1 {
				opts = Options{Physical: true, Challenge: true, Handicap: 5}
			}
			if seed == 5 {
				opts.Deck = bonfire.DefaultDeck() // a physical game checked against its composition
			}
			_, states := randomGame(t, seed, opts)
			pool = append(pool, states...)
		}
	})
	return pool
}

// checkInvariants: whatever was applied, Tom's board stays within the rules'
// limits and his pre-fill is a board final scoring accepts.
func checkInvariants(t *testing.T, s State) {
	b := s.Tom()
	require.LessOrEqual(t, len(b.Tasks), bonfire.MaxTasks)
	require.LessOrEqual(t, b.PathTiles(), bonfire.MaxPaths)
	require.LessOrEqual(t, b.Gnomes, bonfire.MaxGnomes)
	require.GreaterOrEqual(t, b.Gnomes, 0)
	require.GreaterOrEqual(t, b.Guardians, 1)
	require.LessOrEqual(t, b.Guardians, bonfire.MaxGuardians)
	require.LessOrEqual(t, b.Portals, bonfire.MaxPortals)
	require.GreaterOrEqual(t, b.NovicesLeft, 0)
	require.GreaterOrEqual(t, b.Score, 0)
	require.LessOrEqual(t, s.Council().You, bonfire.BonfireSpaces)
	require.LessOrEqual(t, s.CardsDrawn(), bonfire.TomDeckSize*bonfire.TomMaxCycles)
	require.GreaterOrEqual(t, s.CardsLeftInCycle(), 0)
	require.LessOrEqual(t, s.Cycle(), bonfire.TomMaxCycles)
	left, discards := s.GnomePile()
	require.GreaterOrEqual(t, left, 0)
	require.GreaterOrEqual(t, discards, 0)
	require.LessOrEqual(t, left+discards, gnomePile, "no gnome is counted twice")
	for i, task := range b.Tasks {
		lo, hi := bonfire.TaskPoints(task.Colour)
		require.Equal(t, i+1, task.Slot)
		require.True(t, task.Points >= lo && task.Points <= hi)
	}
	_, err := scoringbonfire.Score(s.TomPlayer())
	require.NoError(t, err)
	p := s.Pending()
	_ = p.Label.String() + p.Instruction.String() + p.Note.String()
	for _, turn := range s.Log() {
		for _, l := range turn.Lines {
			_ = l.String()
		}
	}
}

// FuzzApply: random event types and payloads applied to states from every
// phase never panic; a refusal is a *msg.Error and leaves the state as it was;
// an accepted event keeps the board within the rules.
func FuzzApply(f *testing.F) {
	for _, a := range []Action{EndTurn{}, Pass{}, Novice{}, Neutral{Task: bonfire.SixGnomes}, Card{Card: bonfire.CardPath},
		Gnome{Resource: bonfire.Herb}, Specialists{Count: 2}, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Blue}},
		Task{Colour: bonfire.Red, Points: 5}, Guardian{}, Portal{}, Nothing{}, GnomesEmpty{}, Deck{Deck: bonfire.DefaultDeck()}} {
		e, err := Encode(a)
		require.NoError(f, err)
		for pick := uint16(0); pick < 400; pick += 37 {
			f.Add(pick, e.Type, []byte(e.Payload))
		}
	}
	f.Add(uint16(3), TypeSpecialists, []byte(`{"count":-5}`))
	f.Add(uint16(9), TypePaths, []byte(`{"crystals":["red","red","red","red","red","red","red"]}`))
	f.Add(uint16(11), TypeTask, []byte(`{"colour":"yellow","points":99}`))
	f.Add(uint16(5), TypeNeutral, []byte(`{"task":"?"}`))
	f.Add(uint16(1), "bogus", []byte(`{`))
	f.Add(uint16(2), TypeCard, []byte(`{"card":"Gold"}`))
	f.Add(uint16(7), TypeGnome, []byte(`{"resource":"Gold"}`))
	f.Add(uint16(13), TypeDeck, []byte(`{"deck":{"Path":9}}`))
	f.Add(uint16(17), TypeDeck, []byte(`{"deck":{"Gold":8}}`))
	f.Add(uint16(19), TypeGnomesEmpty, []byte(`{"x":1}`))
	f.Fuzz(func(t *testing.T, pick uint16, typ string, payload []byte) {
		states := statePool(t)
		s := states[int(pick)%len(states)]
		next, err := Apply(s, data.Event{Type: typ, Payload: payload})
		if err != nil {
			_, ok := msg.As(err)
			require.True(t, ok, "refusals are *msg.Error: %v", err)
			require.Equal(t, s, next)
			return
		}
		checkInvariants(t, next)
	})
}

// Every state of many random games keeps the invariants.
func TestRandomGames_KeepInvariants(t *testing.T) {
	for _, s := range statePool(t) {
		checkInvariants(t, s)
	}
}

// actionFromBytes turns two bytes into an action, legal or not.
func actionFromBytes(kind, arg byte) Action {
	switch kind % 15 {
	case 0:
		return EndTurn{}
	case 1:
		return Pass{}
	case 2:
		return Novice{}
	case 3:
		return Neutral{Task: bonfire.CommonTask(int(arg%7) - 1)}
	case 4:
		return Card{Card: bonfire.TomCard(int(arg%8) - 1)}
	case 5:
		return Gnome{Resource: bonfire.Resource(int(arg%8) - 1)}
	case 6:
		return Specialists{Count: int(arg%10) - 2}
	case 7:
		cs := make([]bonfire.Colour, arg%9)
		for i := range cs {
			cs[i] = bonfire.Colour(int(arg>>uint(i%8)) % 4)
		}
		return Paths{Crystals: cs}
	case 8:
		return Task{Colour: bonfire.Colour(arg % 4), Points: int(arg>>2) % 10}
	case 9:
		return Guardian{}
	case 10:
		return Portal{}
	case 11:
		return Nothing{}
	case 13:
		return GnomesEmpty{}
	case 14:
		return Deck{Deck: deckFromByte(arg)}
	}
	return nil
}

// deckFromByte: the default deck with one card moved from one kind to
// another (the same kind: the default deck itself), or short of one card.
func deckFromByte(arg byte) bonfire.Deck {
	d := bonfire.DefaultDeck()
	from, to := bonfire.TomCard(arg%6), bonfire.TomCard((arg>>3)%6)
	if d[from] > 0 {
		d[from]--
		if arg&0x80 == 0 {
			d[to]++
		}
	}
	return d
}

// FuzzSequence: any sequence of moves, legal or not, keeps the board within
// the rules, refuses with *msg.Error, and the accepted events replay to the
// same state.
func FuzzSequence(f *testing.F) {
	f.Add(uint64(1), false, []byte{0, 0, 11, 0, 0, 0, 9, 0, 2, 0, 2, 0, 0, 0})
	f.Add(uint64(2), true, []byte{0, 0, 4, 3, 5, 2, 8, 30, 0, 0, 4, 2, 5, 1, 6, 6})
	f.Add(uint64(3), false, []byte{2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0, 0, 11, 0, 1, 0, 11, 0})
	f.Fuzz(func(t *testing.T, seed uint64, phys bool, moves []byte) {
		opts := Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: int(seed%41) - 20}
		if phys {
			opts = Options{Physical: true}
			if seed%2 == 0 {
				opts.Deck = bonfire.DefaultDeck()
			}
		}
		s, err := New(seed, opts)
		require.NoError(t, err)
		var accepted []data.Event
		for i := 0; i+1 < len(moves) && i < 800; i += 2 {
			a := actionFromBytes(moves[i], moves[i+1])
			if a == nil {
				continue
			}
			e, err := Encode(a)
			if err != nil {
				_, ok := msg.As(err)
				require.True(t, ok)
				continue
			}
			next, err := Apply(s, e)
			if err != nil {
				_, ok := msg.As(err)
				require.True(t, ok, "refusals are *msg.Error: %v", err)
				require.Equal(t, s, next)
				continue
			}
			s = next
			e.Seq = len(accepted) + 1
			accepted = append(accepted, e)
			checkInvariants(t, s)
		}
		again, err := Replay(seed, opts, accepted)
		require.NoError(t, err)
		require.Equal(t, s, again)
	})
}
