package tom

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data"
	"hearth/data/bonfire"
)

// Each question says what to do at the table, and says it in the words the
// translations hold: a question that lost its label or instruction would
// leave the player with a bare button.
func TestPending_EveryQuestionSaysWhatToDo(t *testing.T) {
	s := physical(t, 0)
	p := s.Pending()
	assert.Equal(t, "End turn", p.Label.String())
	assert.Equal(t, "Your turn: play it at the table, then end it here.", p.Instruction.String())
	assert.Equal(t, bonfire.CommonTasks, p.NeutralTasks, "every neutral novice can be taken")

	s = do(t, s, EndTurn{})
	assert.Equal(t, "Flip the top card of Tom's pile. Which card is it?", s.Pending().Label.String())
	s = do(t, s, Card{Card: bonfire.CardPath})
	p = s.Pending()
	assert.Equal(t, "Reveal the top gnome of the gnome pile and discard it. Which resource does it show?", p.Label.String())
	assert.Equal(t, "Tom's card: Path.", p.Instruction.String())
	s = do(t, s, Gnome{Resource: bonfire.Herb})
	p = s.Pending()
	assert.Equal(t, AskPaths, p.Kind)
	assert.Equal(t, "Which crystals do the path tiles Tom took show, in the order taken?", p.Label.String())
	assert.Equal(t, 4, p.Max, "seed 000 MISE EN PLACE 8: 4 path tiles lie in the display")
	assert.Empty(t, p.Note.String(), "room for the whole display")
	_, err := s.Try(Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Red, bonfire.Red, bonfire.Red, bonfire.Red}})
	requireMsg(t, err, "Tom can attach at most 4 path tiles now; you entered 5.")

	s = tomTurn(t, physical(t, 0), bonfire.CardPath, bonfire.Herb, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Red, bonfire.Red}})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Herb})
	assert.Equal(t, "Tom has room for only 3 more.", s.Pending().Note.String(), "7 path tiles at most, the starting tile included")

	s = do(t, physical(t, 0), EndTurn{}, Card{Card: bonfire.CardGreatBonfire})
	assert.Equal(t, 1, s.Pending().Max, "one portal a card")
}

// Seed 000 "ACTION BONUS": a neutral novice you take goes to the High
// Council, and the 7th novice there starts the countdown ("FIN DE PARTIE
// SOLO"), by you.
func TestNeutralNovice_StartsTheCountdown(t *testing.T) {
	s := physical(t, 0)
	for range bonfire.BonfireSpaces - 1 {
		s = do(t, s, Novice{})
	}
	require.False(t, s.Countdown().Started)
	s = do(t, s, Neutral{Task: bonfire.SevenPortals})
	assert.True(t, s.Countdown().Started)
	assert.False(t, s.Countdown().ByTom)
}

// Passing is for your turn: asked while Tom's card is, it says to finish
// his turn first, not that the countdown has not begun.
func TestPass_OnlyInYourTurn(t *testing.T) {
	s := do(t, physical(t, 0), EndTurn{})
	_, err := s.Try(Pass{})
	requireMsg(t, err, "Tom's turn is not finished: answer the current question first.")
}

// SPEC §8: a physical deck is checked against its composition, one kind
// only included: a card it does not hold is refused.
func TestPhysicalDeck_OneKindComposition(t *testing.T) {
	s, err := New(1, Options{Physical: true, Deck: bonfire.Deck{bonfire.CardTaskII: bonfire.TomDeckSize}})
	require.NoError(t, err)
	s = do(t, s, EndTurn{})
	_, err = s.Try(Card{Card: bonfire.CardPath})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "The deck this game uses has 0 × Path in a cycle")
	do(t, s, Card{Card: bonfire.CardTaskII})
}

// SPEC §8: a changed composition must still be a deck of 8; the decoder
// refuses one that is not, and so does the engine when handed it.
func TestDeckChange_RefusesABadComposition(t *testing.T) {
	s := physical(t, 0)
	bad := Deck{Deck: bonfire.Deck{bonfire.CardPath: 7}}
	_, err := s.Try(bad)
	requireMsg(t, err, "Tom's deck has 8 cards; this composition has 7.")
	_, err = s.apply(bad)
	requireMsg(t, err, "Tom's deck has 8 cards; this composition has 7.")
}

// A stored payload with a key it should not have is refused, not read in
// part: the event log holds only what the app wrote.
func TestDecode_RefusesUnknownKeys(t *testing.T) {
	for typ, payload := range map[string]string{
		TypeNeutral: `{"task":"7 portals","extra":1}`,
		TypeCard:    `{"card":"Path","extra":1}`,
		TypeGnome:   `{"resource":"Herb","extra":1}`,
	} {
		_, err := Decode(data.Event{Type: typ, Payload: []byte(payload)})
		assert.Error(t, err, typ)
	}
}

// The session log tells every move in words, with its round.
func TestDescribe_EveryMove(t *testing.T) {
	start := physical(t, 0)
	card := do(t, start, EndTurn{})
	paths := do(t, card, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Herb})
	portal := do(t, card, Card{Card: bonfire.CardGreatBonfire})
	gnome := do(t, card, Card{Card: bonfire.CardGnome})
	counted := physical(t, 0)
	for range bonfire.BonfireSpaces {
		counted = do(t, counted, Novice{})
	}
	counted = tomTurn(t, counted, bonfire.CardGuardian, 0, Guardian{})
	require.Equal(t, 4, counted.Pending().PassPoints, "seed 000 PHASE SABLIER: tile 5 went to Tom")
	cases := []struct {
		before State
		a      Action
		want   string
	}{
		{start, Novice{}, "Round 1 — you placed a novice in the High Council"},
		{counted, Pass{}, "Round 2 — you passed for 4 points"},
		{card, Card{Card: bonfire.CardPath}, "Round 1 — Tom's card: Path"},
		{paths, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Blue}}, "Round 1 — Tom took 2 path tiles: [red blue]"},
		{paths, Paths{}, "Round 1 — Tom took no path tile"},
		{portal, Portal{}, "Round 1 — Tom took a portal"},
		{gnome, GnomesEmpty{}, "Round 1 — the gnome pile was empty"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Describe(c.before, c.a).String())
	}
}

// Tom's room on a Task or Guardian card is his board's, not his portals':
// with all 7 portals attached he still takes a task and a guardian.
func TestRoom_SevenPortalsLeaveRoomForTasksAndGuardians(t *testing.T) {
	s := fulfil(t, physical(t, 0), bonfire.SevenPortals)
	task := do(t, s, EndTurn{}, Card{Card: bonfire.CardTaskI}, Gnome{Resource: bonfire.Root})
	assert.Equal(t, 1, task.Pending().Max)
	do(t, task, Task{Colour: bonfire.Red, Points: 4})
	guardian := do(t, s, EndTurn{}, Card{Card: bonfire.CardGuardian})
	assert.Equal(t, 1, guardian.Pending().Max)
	do(t, guardian, Guardian{})
}

// A composition of one kind survives the options' JSON.
func TestOptionsJSON_OneKindDeck(t *testing.T) {
	o := Options{Deck: bonfire.Deck{bonfire.CardTaskII: bonfire.TomDeckSize}}
	b, err := o.MarshalJSON()
	require.NoError(t, err)
	var back Options
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, o.Deck, back.Deck)
}

// Seed 000 "Cas particulier 2": the gnome pile can be said empty once a
// gnome has been discarded since it was made (one is enough), and right
// after a special case 1 reveal only until Tom's next turn, once.
func TestGnomesEmpty_WhenItCanBeSaid_Seed000CasParticulier2(t *testing.T) {
	s := do(t, physical(t, 0), EndTurn{}, Card{Card: bonfire.CardPath})
	assert.False(t, s.Pending().CanSayGnomesEmpty, "nothing discarded yet")
	s = do(t, s, Gnome{Resource: bonfire.Herb}, Paths{}, EndTurn{}, Card{Card: bonfire.CardPath})
	assert.True(t, s.Pending().CanSayGnomesEmpty, "one gnome discarded")

	sc1 := fulfil(t, physical(t, 0), bonfire.SixGnomes)
	sc1 = do(t, sc1, EndTurn{}, Card{Card: bonfire.CardGnome})
	require.Equal(t, AskEndTurn, sc1.Pending().Kind, "special case 1: no question")
	assert.True(t, sc1.Pending().CanSayGnomesEmpty, "right after the special case 1 reveal")
	said := do(t, sc1, GnomesEmpty{})
	_, err := said.Try(GnomesEmpty{})
	requireMsg(t, err, "It is your turn: Tom's card is not revealed yet.")
	later := tomTurn(t, sc1, bonfire.CardGuardian, 0, Guardian{})
	assert.False(t, later.Pending().CanSayGnomesEmpty, "Tom has played another card since")
}

// Seed 000 "Cas particulier 1" with the last gnome of the pile: it is
// revealed and discarded, and the pile may then be said empty.
func TestGnomesEmpty_AfterTheLastGnome_Seed000CasParticulier1(t *testing.T) {
	s := fulfil(t, physical(t, 0), bonfire.SixGnomes)
	for {
		left, _ := s.GnomePile()
		if left == 1 {
			break
		}
		s = tomTurn(t, s, bonfire.CardPath, bonfire.Herb, Paths{})
	}
	last := do(t, s, EndTurn{}, Card{Card: bonfire.CardGnome})
	require.Equal(t, AskEndTurn, last.Pending().Kind, "special case 1: no question")
	assert.True(t, last.Pending().CanSayGnomesEmpty)

	// The last gnome asked for: the pile may be said empty too.
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath})
	assert.True(t, s.Pending().CanSayGnomesEmpty, "one gnome left")
	// Special case 1 on an empty pile: the app reshuffled for that reveal
	// itself, so there is nothing to say.
	s = do(t, s, Gnome{Resource: bonfire.Herb}, Paths{}, EndTurn{}, Card{Card: bonfire.CardGnome})
	_, err := s.Try(GnomesEmpty{})
	requireMsg(t, err, "It is your turn: Tom's card is not revealed yet.")
}

// Seed 000 "FIN DE PARTIE SOLO": when countdown tile 1 goes back to the box
// the game is over, and the app says to score both cities.
func TestPending_GameOverSaysToScore(t *testing.T) {
	s := physical(t, 0)
	for range bonfire.BonfireSpaces {
		s = do(t, s, Novice{})
	}
	for !s.Over() {
		s = tomTurn(t, s, bonfire.CardGuardian, 0, Nothing{})
	}
	p := s.Pending()
	assert.Equal(t, GameOver, p.Kind)
	assert.Equal(t, "The game is over: score both cities.", p.Label.String())
	assert.NotEmpty(t, p.Instruction.String())
}
