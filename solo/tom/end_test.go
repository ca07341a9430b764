package tom

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/bonfire"
)

// tally is how a game went on after some point.
type tally struct {
	yourTurns int   // turns you ended (End turn taps on your own turn)
	tomTurns  int   // Tom's turns
	tiles     []int // the countdown tile of each of Tom's turns
	passed    bool
}

// playOut plays Tom's Guardian card with "nothing" every turn and ends your
// turns; passAt > 0 passes at the start of your passAt-th turn.
func playOut(t *testing.T, s State, passAt int) (State, tally) {
	t.Helper()
	var n tally
	for i := 0; !s.Over(); i++ {
		require.Less(t, i, 100)
		p := s.Pending()
		switch p.Kind {
		case AskEndTurn:
			if passAt > 0 && n.yourTurns+1 == passAt {
				require.True(t, p.CanPass)
				s = do(t, s, Pass{})
				n.passed = true
			} else {
				s = do(t, s, EndTurn{})
				n.yourTurns++
			}
		case AskTomTurn:
			s = do(t, s, EndTurn{})
		default:
			t.Fatalf("unexpected %v", p.Kind)
		}
		s = do(t, s, Card{Card: bonfire.CardGuardian}, Nothing{})
		log := s.Log()
		n.tomTurns++
		n.tiles = append(n.tiles, log[len(log)-1].Tile)
	}
	return s, n
}

// Seed 000 "PHASE SABLIER": you, the start player, pass tile 5, 4, … to Tom
// after each of your turns; tile 1 going back into the box ends the game.
// 7th novice during your turn: that turn is the first countdown round, so you
// play 4 more turns and Tom 5.
func TestCountdown_TriggeredDuringYourTurn_Seed000PhaseSablier(t *testing.T) {
	s := physical(t, 0)
	for i := 0; i < 6; i++ {
		s = do(t, s, Novice{})
		require.False(t, s.Countdown().Started)
	}
	s = do(t, s, Novice{})
	cd := s.Countdown()
	require.True(t, cd.Started)
	assert.False(t, cd.ByTom)
	assert.Equal(t, bonfire.CountdownTiles, cd.Pile)
	p := s.Pending()
	assert.Equal(t, "Countdown: when you end this turn, tile 5 goes to Tom.", p.Note.String())
	assert.False(t, p.CanPass, "the triggering turn was played")

	s = do(t, s, EndTurn{}) // ends the triggering turn
	assert.Equal(t, 5, s.Countdown().TomHolds)
	cur, _ := s.Current()
	require.NotEmpty(t, cur.Lines)
	assert.Equal(t, "Tom plays with countdown tile 5.", cur.Lines[0].String(), "his turn says which tile he plays with")
	assert.Empty(t, s.Pending().Note.Text, "once: the question does not say it again (issue 32 §5)")
	s = do(t, s, Card{Card: bonfire.CardGuardian}, Nothing{})
	assert.Equal(t, 0, s.Countdown().TomHolds, "the tile went back into the box")
	assert.Equal(t, 4, s.Countdown().Pile)

	s, n := playOut(t, s, 0)
	assert.Equal(t, 4, n.yourTurns, "you play 4 turns after the triggering one")
	assert.Equal(t, []int{4, 3, 2, 1}, n.tiles)
	assert.Equal(t, EndCountdown, s.End())
	assert.Equal(t, GameOver, s.Pending().Kind)
	assert.Equal(t, "The countdown is over.", s.Pending().Instruction.String())
	last := s.Log()[len(s.Log())-1]
	assert.Equal(t, "Countdown tile 1 goes back into the box: the game ends.", last.Lines[len(last.Lines)-1].String())
}

// 7th novice during Tom's turn: he finishes it without a tile, then five full
// rounds follow: you play 5 turns, Tom 5 with tiles 5…1.
func TestCountdown_TriggeredDuringTomsTurn_Seed000PhaseSablier(t *testing.T) {
	t.Run("by his Task II novice", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 6; i++ {
			s = do(t, s, Novice{})
		}
		s = tomTurn(t, s, bonfire.CardTaskII, bonfire.Blossom, Task{Colour: bonfire.Red, Points: 4})
		cd := s.Countdown()
		require.True(t, cd.Started)
		assert.True(t, cd.ByTom)
		last := s.Log()[0]
		assert.Equal(t, 0, last.Tile)
		assert.Contains(t, rendered(last.Lines), "7 novices are in the High Council: the countdown begins.")
		p := s.Pending()
		assert.True(t, p.CanPass)
		assert.Equal(t, 5, p.PassPoints)

		s, n := playOut(t, s, 0)
		assert.Equal(t, 5, n.yourTurns)
		assert.Equal(t, []int{5, 4, 3, 2, 1}, n.tiles)
		assert.Equal(t, EndCountdown, s.End())
	})
	t.Run("by his bonus action", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 6; i++ {
			s = do(t, s, Novice{})
		}
		s = tomTurn(t, s, bonfire.CardGnome, bonfire.Blossom, Specialists{Count: bonfire.MaxGnomes})
		require.True(t, s.Countdown().Started)
		assert.True(t, s.Countdown().ByTom)
		assert.Equal(t, Council{You: 6, Neutral: 1, Threshold: 7}, s.Council())
		_, n := playOut(t, s, 0)
		assert.Equal(t, 5, n.yourTurns)
		assert.Equal(t, []int{5, 4, 3, 2, 1}, n.tiles)
	})
}

// Seed 000 "PHASE SABLIER": passing scores the current tile; SPEC §8: Tom
// still plays every remaining round. For you, the start player, the current
// tile is the highest one still in the pile.
func TestCountdown_Pass_Seed000PhaseSablier_Spec8(t *testing.T) {
	t.Run("at once after a trigger in Tom's turn", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 6; i++ {
			s = do(t, s, Novice{})
		}
		s = tomTurn(t, s, bonfire.CardTaskII, bonfire.Blossom, Task{Colour: bonfire.Red, Points: 4})
		s = do(t, s, Pass{})
		assert.True(t, s.Passed())
		assert.Equal(t, 5, s.PassPoints())
		s = do(t, s, Card{Card: bonfire.CardGuardian}, Nothing{})
		p := s.Pending()
		require.Equal(t, AskTomTurn, p.Kind)
		assert.Equal(t, "Tom's turn", p.Label.String())
		assert.Equal(t, "You have passed. Tom plays on: countdown tile 4 goes to him.", p.Instruction.String())
		assert.False(t, p.CanPass)
		_, err := s.Try(Novice{})
		requireMsg(t, err, "You have passed: you take no more turns.")
		_, err = s.Try(Pass{})
		requireMsg(t, err, "You have already passed.")

		s, n := playOut(t, s, 0)
		assert.Equal(t, []int{4, 3, 2, 1}, n.tiles, "Tom plays the 4 remaining rounds")
		assert.Equal(t, 0, n.yourTurns)
		assert.Equal(t, EndCountdown, s.End())
		assert.Equal(t, 5, s.PassPoints())
	})
	t.Run("one turn after a trigger in your turn", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 7; i++ {
			s = do(t, s, Novice{})
		}
		_, err := s.Try(Pass{})
		requireMsg(t, err, "You pass instead of playing a turn, but you have already logged a move this turn.")
		s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGuardian}, Nothing{})
		s, n := playOut(t, s, 1)
		assert.True(t, n.passed)
		assert.Equal(t, 4, s.PassPoints(), "tile 5 is gone; 4 is the current tile")
		assert.Equal(t, 0, n.yourTurns)
		assert.Equal(t, []int{4, 3, 2, 1}, n.tiles)
	})
	t.Run("on the last round", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 7; i++ {
			s = do(t, s, Novice{})
		}
		s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGuardian}, Nothing{})
		s, n := playOut(t, s, 4)
		assert.Equal(t, 1, s.PassPoints())
		assert.Equal(t, 3, n.yourTurns)
		assert.Equal(t, []int{4, 3, 2, 1}, n.tiles)
	})
	t.Run("not before the countdown", func(t *testing.T) {
		_, err := physical(t, 0).Try(Pass{})
		requireMsg(t, err, "You can pass only during the countdown.")
		assert.False(t, physical(t, 0).Pending().CanPass)
	})
}

// Seed 000 "FIN DE PARTIE SOLO": the game ends at once when Tom's pile runs out
// for the 4th time, right after the 32nd card.
func TestEnd_FourthExhaustion_Seed000FinDePartieSolo(t *testing.T) {
	t.Run("physical", func(t *testing.T) {
		s := physical(t, 0)
		for i := 1; i <= 31; i++ {
			s = do(t, s, EndTurn{})
			assert.Equal(t, (i-1)/8+1, s.Cycle(), "card %d", i)
			assert.Equal(t, 8-(i-1)%8-1, s.CardsLeftInCycle(), "card %d", i)
			if i > 8 && i%8 == 1 {
				assert.Equal(t, "Tom's pile is empty: shuffle his discards into a new face-down pile first.", s.Pending().Note.String())
			} else {
				assert.Empty(t, s.Pending().Note.Text)
			}
			s = do(t, s, Card{Card: bonfire.CardGuardian}, Nothing{})
			require.False(t, s.Over(), "card %d", i)
		}
		assert.Equal(t, 4, s.Cycle())
		assert.Equal(t, 1, s.CardsLeftInCycle())
		s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Root})
		require.False(t, s.Over(), "the 32nd card is resolved first")
		s = do(t, s, Paths{Crystals: []bonfire.Colour{bonfire.Red}})
		assert.True(t, s.Over())
		assert.Equal(t, EndTomDeck, s.End())
		assert.Equal(t, 32, s.CardsDrawn())
		assert.Equal(t, 0, s.CardsLeftInCycle())
		assert.Len(t, s.Log(), 32)
		assert.Equal(t, 2, s.Tom().PathTiles())
		last := s.Log()[31]
		assert.Equal(t, "Tom's pile has run out for the 4th time: the game ends.", last.Lines[len(last.Lines)-1].String())
		assert.Equal(t, "Tom's pile has run out 4 times.", s.Pending().Instruction.String())
		for _, a := range []Action{EndTurn{}, Novice{}, Pass{}, Nothing{}} {
			_, err := s.Try(a)
			requireMsg(t, err, "The game is over.")
		}
	})
	t.Run("virtual, each cycle is the deck", func(t *testing.T) {
		deck := bonfire.DefaultDeck()
		s, err := New(42, Options{Deck: deck})
		require.NoError(t, err)
		seen := map[int]bonfire.Deck{}
		for !s.Over() {
			s = do(t, s, EndTurn{})
			if s.Pending().Kind == AskGnome {
				s = do(t, s, Gnome{Resource: bonfire.Fruit})
			}
			if k := s.Pending().Kind; k != AskEndTurn && k != GameOver {
				s = do(t, s, Nothing{})
			}
			last := s.Log()[len(s.Log())-1]
			if seen[last.Cycle] == nil {
				seen[last.Cycle] = bonfire.Deck{}
			}
			seen[last.Cycle][last.Card]++
		}
		assert.Equal(t, EndTomDeck, s.End())
		assert.Len(t, s.Log(), bonfire.TomDeckSize*bonfire.TomMaxCycles)
		for c := 1; c <= bonfire.TomMaxCycles; c++ {
			assert.Equal(t, deck, seen[c], "cycle %d", c)
		}
		assert.Contains(t, rendered(s.Log()[8].Lines), "Cycle 2: Tom's discards were shuffled into a new pile.")
	})
	t.Run("countdown ends on the 32nd card too", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 27; i++ {
			s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGuardian}, Nothing{})
		}
		for i := 0; i < 7; i++ {
			s = do(t, s, Novice{})
		}
		s, n := playOut(t, s, 0)
		assert.Equal(t, []int{5, 4, 3, 2, 1}, n.tiles)
		assert.Equal(t, 32, s.CardsDrawn())
		assert.Equal(t, EndCountdown, s.End(), "the countdown ended normally")
	})
	t.Run("exhaustion cuts the countdown short", func(t *testing.T) {
		s := physical(t, 0)
		for i := 0; i < 29; i++ {
			s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGuardian}, Nothing{})
		}
		for i := 0; i < 7; i++ {
			s = do(t, s, Novice{})
		}
		s, n := playOut(t, s, 0)
		assert.Equal(t, []int{5, 4, 3}, n.tiles)
		assert.Equal(t, EndTomDeck, s.End())
	})
}
