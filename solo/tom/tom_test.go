package tom

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/bonfire"
	"hearth/data/msg"
	scoringbonfire "hearth/scoring/bonfire"
)

func rendered(ts []msg.Text) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.String()
	}
	return out
}

// Seed 000 "ACTIONS DE TOM", "Règle générale": the four cards with the gnome
// icon ask for the revealed gnome's resource, and the resource steers the
// instruction. Every card × every solo resource (gold is out, "JEU SOLO").
func TestGnomeCards_InstructionAndGainPerResource_Seed000ActionsDeTom(t *testing.T) {
	type check func(t *testing.T, b Board, turn Turn)
	cards := []struct {
		card        bonfire.TomCard
		ask         Kind
		instruction string
		gain        Action
		check       check
	}{
		{bonfire.CardGnome, AskSpecialists,
			"Gnome — take every specialist showing %s from the display and put them under Tom's board, then refill the display. Tom never uses their abilities.",
			Specialists{Count: 2},
			func(t *testing.T, b Board, turn Turn) {
				assert.Equal(t, 2, b.Gnomes)
				assert.Equal(t, []string{"Specialists taken: 2."}, rendered(turn.Lines))
				assert.Equal(t, 0, turn.Points)
			}},
		{bonfire.CardPath, AskPaths,
			"Path — take from the display, left to right, every path tile showing %s and attach them to Tom's board in that order, then refill the display.",
			Paths{Crystals: []bonfire.Colour{bonfire.Blue, bonfire.Yellow}},
			func(t *testing.T, b Board, turn Turn) {
				assert.Equal(t, []bonfire.Colour{bonfire.Blue, bonfire.Yellow}, b.Paths)
				assert.Equal(t, 3, b.PathTiles())
				assert.Equal(t, []string{"Path tile on space 2: blue crystal.", "Path tile on space 3: yellow crystal."}, rendered(turn.Lines))
			}},
		{bonfire.CardTaskI, AskTask,
			"Task I — take the task worth the most points from the 2 islands showing %s (you choose between equal ones) and place it bonfire side up on Tom's space 1.",
			Task{Colour: bonfire.Yellow, Points: 7},
			func(t *testing.T, b Board, turn Turn) {
				assert.Equal(t, []PlacedTask{{Slot: 1, Colour: bonfire.Yellow, Points: 7}}, b.Tasks)
				assert.Equal(t, bonfire.TomNovices, b.NovicesLeft)
				assert.Equal(t, 0, b.Score)
				assert.Equal(t, []string{"Task placed bonfire side up on space 1: yellow, 7 points."}, rendered(turn.Lines))
			}},
		{bonfire.CardTaskII, AskTask,
			"Task II — take the task worth the fewest points from the 2 islands showing %s (you choose between equal ones) and place it bonfire side up on Tom's space 1. Then place one of Tom's novices in the High Council.",
			Task{Colour: bonfire.Blue, Points: 2},
			func(t *testing.T, b Board, turn Turn) {
				assert.Equal(t, []PlacedTask{{Slot: 1, Colour: bonfire.Blue, Points: 2}}, b.Tasks)
				assert.Equal(t, bonfire.TomNovices-1, b.NovicesLeft)
				assert.Equal(t, bonfire.TomTaskIIPoints, b.Score)
				assert.Equal(t, bonfire.TomTaskIIPoints, turn.Points)
				assert.Equal(t, []string{"Task placed bonfire side up on space 1: blue, 2 points.",
					"Tom placed one of his novices in the High Council (+1)."}, rendered(turn.Lines))
			}},
	}
	for _, c := range cards {
		for _, r := range bonfire.TaskResources {
			t.Run(c.card.String()+"/"+r.String(), func(t *testing.T) {
				s := do(t, physical(t, 0), EndTurn{}, Card{Card: c.card})
				p := s.Pending()
				require.Equal(t, AskGnome, p.Kind)
				assert.Equal(t, "Tom's card: "+c.card.String()+".", p.Instruction.String())
				assert.Equal(t, bonfire.TaskResources, p.Resources)

				s = do(t, s, Gnome{Resource: r})
				p = s.Pending()
				require.Equal(t, c.ask, p.Kind)
				assert.Equal(t, fmt.Sprintf(c.instruction, r), p.Instruction.String())
				assert.Equal(t, msg.Term(r.String()), p.Instruction.Args["Resource"], "the resource is a vocabulary term for translation")
				assert.True(t, p.CanNothing)

				assert.True(t, p.HasCard && p.HasResource)
				assert.Equal(t, c.card, p.Card)
				assert.Equal(t, r, p.Resource)

				s = do(t, s, c.gain)
				assert.Equal(t, AskEndTurn, s.Pending().Kind)
				assert.False(t, s.Pending().HasCard || s.Pending().HasResource, "nothing stale on your turn")
				log := s.Log()
				require.Len(t, log, 1)
				turn := log[0]
				assert.Equal(t, c.card, turn.Card)
				assert.True(t, turn.HasResource)
				assert.Equal(t, r, turn.Resource)
				assert.Equal(t, 1, turn.Number)
				c.check(t, s.Tom(), turn)
			})
		}
	}
}

// Seed 000 "ACTIONS DE TOM": Guardian and Great Bonfire carry no gnome icon.
func TestGuardianAndGreatBonfire_NoGnomeAsked_Seed000ActionsDeTom(t *testing.T) {
	t.Run("Guardian", func(t *testing.T) {
		s := do(t, physical(t, 0), EndTurn{}, Card{Card: bonfire.CardGuardian})
		p := s.Pending()
		require.Equal(t, AskGuardian, p.Kind)
		assert.Equal(t, "Guardian — take any guardian of a colour Tom does not have yet and stand her on his starting space.", p.Instruction.String())
		s = do(t, s, Guardian{})
		assert.Equal(t, 2, s.Tom().Guardians)
		assert.False(t, s.Log()[0].HasResource)
		assert.Equal(t, []string{"Guardian taken: Tom has 2 now."}, rendered(s.Log()[0].Lines))
	})
	t.Run("Great Bonfire", func(t *testing.T) {
		s := do(t, physical(t, 0), EndTurn{}, Card{Card: bonfire.CardGreatBonfire})
		p := s.Pending()
		require.Equal(t, AskPortal, p.Kind)
		assert.Equal(t, 7, p.Slot, "portals fill Tom's board right to left")
		assert.Equal(t, "Great Bonfire — turn the Great Bonfire clockwise to the next space holding the portal Tom needs next; take it and attach it to Tom's board on space 7 (portals go right to left).", p.Instruction.String())
		s = do(t, s, Portal{})
		assert.Equal(t, 1, s.Tom().Portals)
		assert.Equal(t, []string{"Portal attached on space 7."}, rendered(s.Log()[0].Lines))
		s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGreatBonfire})
		assert.Equal(t, 6, s.Pending().Slot)
	})
}

// Seed 000 "Cas particulier 1": Tom unable to act for another reason than a
// fulfilled common task (nothing matching in the display) gains nothing.
func TestNothingCouldBeTaken_ScoresNothing_Seed000CasParticulier1(t *testing.T) {
	for _, c := range bonfire.TomCards {
		t.Run(c.String(), func(t *testing.T) {
			s := tomTurn(t, physical(t, 0), c, bonfire.Shell, Nothing{})
			assert.Equal(t, 0, s.Tom().Score)
			assert.Equal(t, []string{"Tom could take nothing."}, rendered(s.Log()[0].Lines))
			assert.Equal(t, bonfire.TomNovices, s.Tom().NovicesLeft, "Task II without a task places no novice")
		})
	}
}

// fulfil brings Tom to the threshold of common task ct with the matching card.
func fulfil(t *testing.T, s State, ct bonfire.CommonTask) State {
	t.Helper()
	switch ct {
	case bonfire.SevenTasks:
		for i := 0; i < ct.Threshold(); i++ {
			s = tomTurn(t, s, bonfire.CardTaskI, bonfire.Root, Task{Colour: bonfire.Red, Points: 4})
		}
	case bonfire.SevenPortals:
		for i := 0; i < ct.Threshold(); i++ {
			s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Portal{})
		}
	case bonfire.SevenPaths:
		s = tomTurn(t, s, bonfire.CardPath, bonfire.Herb, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Red, bonfire.Blue, bonfire.Blue}})
		s = tomTurn(t, s, bonfire.CardPath, bonfire.Herb, Paths{Crystals: []bonfire.Colour{bonfire.Yellow, bonfire.Yellow}})
	case bonfire.FiveGuardians:
		for i := 1; i < ct.Threshold(); i++ {
			s = tomTurn(t, s, bonfire.CardGuardian, 0, Guardian{})
		}
	case bonfire.SixGnomes:
		s = tomTurn(t, s, bonfire.CardGnome, bonfire.Blossom, Specialists{Count: ct.Threshold()})
	}
	return s
}

var taskCard = map[bonfire.CommonTask]bonfire.TomCard{
	bonfire.SevenTasks:    bonfire.CardTaskI,
	bonfire.SevenPortals:  bonfire.CardGreatBonfire,
	bonfire.SevenPaths:    bonfire.CardPath,
	bonfire.FiveGuardians: bonfire.CardGuardian,
	bonfire.SixGnomes:     bonfire.CardGnome,
}

// Seed 000 "Action Bonus": when Tom fulfils a common task whose neutral novice
// is still there, it goes to the High Council and Tom scores 1 point.
func TestBonusAction_EachCommonTask_Seed000ActionBonus(t *testing.T) {
	for _, ct := range bonfire.CommonTasks {
		t.Run(ct.String(), func(t *testing.T) {
			s := fulfil(t, physical(t, 0), ct)
			assert.Equal(t, ct.Threshold(), s.Tom().Count(ct))
			assert.Equal(t, []bonfire.CommonTask{ct}, s.Fulfilled())
			assert.Equal(t, bonfire.TomBonusPoints, s.Tom().Score)
			assert.NotContains(t, s.NeutralLeft(), ct)
			assert.Equal(t, 1, s.Council().Neutral)
			last := s.Log()[len(s.Log())-1]
			assert.Equal(t, bonfire.TomBonusPoints, last.Points)
			assert.Contains(t, rendered(last.Lines), "Bonus action: Tom fulfils “"+ct.String()+"”; its neutral novice goes to the High Council (+1).")
			assert.NotContains(t, s.Pending().NeutralTasks, ct, "you can no longer take it")
		})
		t.Run(ct.String()+"/already taken by you", func(t *testing.T) {
			s := do(t, physical(t, 0), Neutral{Task: ct})
			s = fulfil(t, s, ct)
			assert.Equal(t, 0, s.Tom().Score, "no neutral novice, no bonus")
			assert.Equal(t, 1, s.Council().Neutral)
		})
	}
}

// Seed 000 "Cas particulier 1": a card Tom cannot carry out because he already
// fulfils the matching common task scores 3 points instead, with no question
// asked (the gnome is still revealed and discarded; its resource is moot).
func TestSpecialCase1_EachCommonTask_Seed000CasParticulier1(t *testing.T) {
	for _, ct := range bonfire.CommonTasks {
		t.Run(ct.String(), func(t *testing.T) {
			s := fulfil(t, physical(t, 0), ct)
			before := s.Tom()
			card := taskCard[ct]
			s = do(t, s, EndTurn{}, Card{Card: card})
			assert.Equal(t, AskEndTurn, s.Pending().Kind, "no input needed")
			after := s.Tom()
			assert.Equal(t, before.Score+bonfire.TomSpecialCasePoints, after.Score)
			assert.Equal(t, before.Count(ct), after.Count(ct))
			last := s.Log()[len(s.Log())-1]
			assert.Equal(t, card, last.Card)
			assert.False(t, last.HasResource)
			assert.Equal(t, bonfire.TomSpecialCasePoints, last.Points)
			want := []string{"Special case 1: Tom already fulfils “" + ct.String() + "” and cannot act (+3)."}
			if card.NeedsGnome() {
				want = append(want, "Reveal the top gnome and discard it all the same; its resource does not matter.")
			}
			assert.Equal(t, want, rendered(last.Lines))
		})
	}
	t.Run("Task II places no novice", func(t *testing.T) {
		s := fulfil(t, physical(t, 0), bonfire.SevenTasks)
		s = do(t, s, EndTurn{}, Card{Card: bonfire.CardTaskII})
		assert.Equal(t, bonfire.TomNovices, s.Tom().NovicesLeft)
		assert.Equal(t, bonfire.TomBonusPoints+bonfire.TomSpecialCasePoints, s.Tom().Score)
	})
	t.Run("virtual deck", func(t *testing.T) {
		// A deck of Great Bonfires only: the 8th card finds 7 portals.
		s, err := New(5, Options{Deck: bonfire.Deck{bonfire.CardGreatBonfire: bonfire.TomDeckSize}})
		require.NoError(t, err)
		for i := 0; i < bonfire.MaxPortals; i++ {
			s = do(t, s, EndTurn{})
			require.Equal(t, AskPortal, s.Pending().Kind)
			s = do(t, s, Portal{})
		}
		s = do(t, s, EndTurn{})
		assert.Equal(t, AskEndTurn, s.Pending().Kind)
		assert.Equal(t, bonfire.TomBonusPoints+bonfire.TomSpecialCasePoints, s.Tom().Score)
	})
}

// SPEC §8: Task II with no novice left: Tom still takes the task; no novice, no point.
func TestTaskII_NoNoviceLeft_Spec8(t *testing.T) {
	s := physical(t, 0)
	for i := 0; i < bonfire.TomNovices; i++ {
		s = tomTurn(t, s, bonfire.CardTaskII, bonfire.Fruit, Task{Colour: bonfire.Blue, Points: 3})
	}
	require.Equal(t, 0, s.Tom().NovicesLeft)
	require.Equal(t, bonfire.TomNovices*bonfire.TomTaskIIPoints, s.Tom().Score)

	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardTaskII}, Gnome{Resource: bonfire.Fruit})
	p := s.Pending()
	assert.Equal(t, "Tom has no novice left: he takes the task but places no novice and scores no point.", p.Note.String())
	s = do(t, s, Task{Colour: bonfire.Red, Points: 5})
	b := s.Tom()
	assert.Len(t, b.Tasks, bonfire.TomNovices+1)
	assert.Equal(t, bonfire.TomNovices*bonfire.TomTaskIIPoints, b.Score, "no point")
	assert.Equal(t, bonfire.TomNovices, s.Council().Tom)
	last := s.Log()[len(s.Log())-1]
	assert.Equal(t, 0, last.Points)
	assert.Equal(t, "Tom has no novice left: no novice, no point.", last.Lines[1].String())
}

func TestLimits_RoomOnTomsBoard(t *testing.T) {
	s := tomTurn(t, physical(t, 0), bonfire.CardGnome, bonfire.Herb, Specialists{Count: 4})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardGnome}, Gnome{Resource: bonfire.Herb})
	p := s.Pending()
	assert.Equal(t, 2, p.Max)
	assert.Equal(t, "Tom has room for only 2 more.", p.Note.String())
	_, err := s.Try(Specialists{Count: 3})
	requireMsg(t, err, "Tom can take 0 to 2 specialists now; you entered 3.")
	_, err = s.Try(Specialists{Count: -1})
	requireMsg(t, err, "Tom can take 0 to 2 specialists now; you entered -1.")

	s = tomTurn(t, physical(t, 0), bonfire.CardPath, bonfire.Herb, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Red, bonfire.Red, bonfire.Red}})
	s = do(t, s, EndTurn{}, Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Root})
	assert.Equal(t, 2, s.Pending().Max, "7 path tiles at most, the starting tile included")
	_, err = s.Try(Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Red, bonfire.Red}})
	requireMsg(t, err, "Tom can attach at most 2 path tiles now; you entered 3.")
	_, err = s.Try(Paths{Crystals: []bonfire.Colour{bonfire.Colour(7)}})
	requireMsg(t, err, "A path tile's crystal is blue, red or yellow.")

	s = do(t, physical(t, 0), EndTurn{}, Card{Card: bonfire.CardTaskI}, Gnome{Resource: bonfire.Root})
	_, err = s.Try(Task{Colour: bonfire.Yellow, Points: 5})
	requireMsg(t, err, "A yellow task is worth 6 to 8 points; you entered 5.")
	_, err = s.Try(Task{Colour: bonfire.Blue, Points: 4})
	requireMsg(t, err, "A blue task is worth 2 to 3 points; you entered 4.")
	_, err = s.Try(Portal{})
	requireMsg(t, err, "This answer is for a Great Bonfire card, but Tom's card is Task I.")
}

func requireMsg(t *testing.T, err error, want string) {
	t.Helper()
	require.Error(t, err)
	m, ok := msg.As(err)
	require.True(t, ok, "a *msg.Error: %v", err)
	assert.Equal(t, want, m.Error())
}

func TestRefusals_OutOfTurn(t *testing.T) {
	s := physical(t, 0)
	for _, a := range []Action{Card{Card: bonfire.CardPath}, Gnome{Resource: bonfire.Fruit}, Task{Colour: bonfire.Blue, Points: 2}, Nothing{}, Portal{}} {
		_, err := s.Try(a)
		requireMsg(t, err, "It is your turn: Tom's card is not revealed yet.")
	}
	s = do(t, s, EndTurn{})
	for _, a := range []Action{EndTurn{}, Novice{}, Neutral{Task: bonfire.SevenPaths}, Gnome{Resource: bonfire.Fruit}, Nothing{}} {
		_, err := s.Try(a)
		require.Error(t, err, "%T", a)
	}
	// An unknown card or task never gets past the decoder (Try encodes,
	// then Apply decodes); the engine refuses them too, for a caller that
	// hands it the action itself.
	_, err := s.Try(Card{Card: bonfire.TomCard(9)})
	requireMsg(t, err, "Choose one of the six kinds of Tom card.")
	_, err = s.apply(Card{Card: bonfire.TomCard(9)})
	requireMsg(t, err, "Choose one of the six kinds of Tom card.")
	s = do(t, s, Card{Card: bonfire.CardPath})
	_, err = s.Try(Gnome{Resource: bonfire.Gold})
	requireMsg(t, err, "In the solo game a gnome shows Blossom, Fruit, Herb, Shell or Root.")
	_, err = s.Try(Neutral{Task: bonfire.CommonTask(-1)})
	requireMsg(t, err, "There is no such common task.")
	_, err = s.apply(Neutral{Task: bonfire.CommonTask(-1)})
	requireMsg(t, err, "There is no such common task.")
}

func TestZeroState_RefusesEvents(t *testing.T) {
	_, err := State{}.Try(EndTurn{})
	requireMsg(t, err, "This session was not started.")
}

func TestYourNovices_SevenAtMost(t *testing.T) {
	s := physical(t, 0)
	for i := 0; i < bonfire.BonfireSpaces; i++ {
		require.True(t, s.Pending().CanLogNovice)
		s = do(t, s, Novice{})
	}
	assert.False(t, s.Pending().CanLogNovice)
	_, err := s.Try(Novice{})
	requireMsg(t, err, "You have placed all 7 of your novices already.")
	assert.Equal(t, 7, s.Council().You)
}

func TestNeutralNovice_TakenOnce_Seed000ActionBonus(t *testing.T) {
	s := do(t, physical(t, 0), Neutral{Task: bonfire.FiveGuardians})
	assert.Len(t, s.NeutralLeft(), 4)
	_, err := s.Try(Neutral{Task: bonfire.FiveGuardians})
	requireMsg(t, err, "The neutral novice of “5 guardians” has already left its common task.")
	assert.Equal(t, 1, s.Council().Neutral)
}

// Seed 000 "CHALLENGE 1 : MODE HANDICAP": positive → Tom starts ahead,
// negative → you start ahead.
func TestHandicapStart_Seed000ModeHandicap(t *testing.T) {
	s := physical(t, 7)
	assert.Equal(t, 7, s.Tom().Score)
	assert.Equal(t, 0, s.PlayerStart())
	assert.Equal(t, 7, s.TomPlayer().TrackPoints)
	s = physical(t, -10)
	assert.Equal(t, 0, s.Tom().Score)
	assert.Equal(t, 10, s.PlayerStart())
	_, err := New(1, Options{Physical: true, Challenge: true, Handicap: HandicapLimit + 1})
	requireMsg(t, err, "A handicap lies between -200 and 200 points; this one is 201.")
}

// Seed 000 "MATÉRIEL": 8 Tom cards; SPEC §8: the composition must total 8.
func TestDeckValidation_Spec8(t *testing.T) {
	tests := []struct {
		name string
		deck bonfire.Deck
		want string
	}{
		{"seven cards", bonfire.Deck{bonfire.CardPath: 2, bonfire.CardGnome: 5}, "Tom's deck has 8 cards; this composition has 7."},
		{"nine cards", bonfire.Deck{bonfire.CardPath: 9}, "Tom's deck has 8 cards; this composition has 9."},
		{"no deck", nil, "Tom's deck has 8 cards; this composition has 0."},
		{"negative", bonfire.Deck{bonfire.CardPath: 9, bonfire.CardGuardian: -1}, "Tom's deck cannot hold a negative number of Guardian cards."},
		{"unknown kind", bonfire.Deck{bonfire.CardPath: 7, bonfire.TomCard(6): 1}, "Tom's deck holds a kind of card that does not exist."},
		{"default", bonfire.DefaultDeck(), ""},
		{"one kind", bonfire.Deck{bonfire.CardTaskII: 8}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Options{Deck: tt.deck}.Validate()
			_, newErr := New(3, Options{Deck: tt.deck})
			if tt.want == "" {
				assert.NoError(t, err)
				assert.NoError(t, newErr)
				return
			}
			requireMsg(t, err, tt.want)
			requireMsg(t, newErr, tt.want)
		})
	}
	assert.NoError(t, Options{Physical: true}.Validate(), "the physical deck needs no composition")
}

func TestOptionsJSON_RoundTrip(t *testing.T) {
	o := Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: -4, Rules: CurrentRules}
	b, err := o.MarshalJSON()
	require.NoError(t, err)
	assert.JSONEq(t, `{"physical":false,"challenge":true,"handicap":-4,"deck":{"Great Bonfire":2,"Task I":1,"Task II":1,"Guardian":1,"Gnome":1,"Path":2},"rules":1}`, string(b))
	var back Options
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, o, back)
	requireMsg(t, back.UnmarshalJSON([]byte(`{"deck":{"Joker":8}}`)), "Tom's deck holds a kind of card that does not exist.")
	requireMsg(t, back.UnmarshalJSON([]byte(`[1]`)), "These session options could not be read.")
}

// SPEC §1 lets the player edit the pre-fill; the geometry is documented on
// TomPlayer: tasks in slots 1→7, portals 7→1, taken path tiles in slots 2→7.
func TestTomPlayer_Prefill(t *testing.T) {
	s := physical(t, 3)
	for _, task := range []Task{{bonfire.Blue, 2}, {bonfire.Red, 5}, {bonfire.Yellow, 8}, {bonfire.Red, 4}, {bonfire.Blue, 3}} {
		s = tomTurn(t, s, bonfire.CardTaskI, bonfire.Fruit, task)
	}
	for i := 0; i < 4; i++ {
		s = tomTurn(t, s, bonfire.CardGreatBonfire, 0, Portal{})
	}
	s = tomTurn(t, s, bonfire.CardPath, bonfire.Shell, Paths{Crystals: []bonfire.Colour{bonfire.Red, bonfire.Blue, bonfire.Red, bonfire.Blue}})
	s = tomTurn(t, s, bonfire.CardGuardian, 0, Guardian{})
	s = tomTurn(t, s, bonfire.CardGnome, bonfire.Shell, Specialists{Count: 2})

	p := s.TomPlayer()
	assert.Equal(t, "Tom", p.Name)
	assert.Equal(t, []int{2, 5, 8, 4, 3}, p.Bonfires)
	assert.Equal(t, 0, p.OpenTasks)
	assert.Equal(t, 4, p.Portals)
	assert.Equal(t, 2, p.PortalsAdjacent, "slots 4–7 hold portals, slots 1–5 bonfires: 4 and 5 overlap")
	assert.Equal(t, 5, p.PathTiles)
	// Path slots 2..5 = red, blue, red, blue; bonfires in slots 2..5 = red, yellow, red, blue.
	assert.Equal(t, 3, p.MatchingPaths)
	assert.Equal(t, 2, p.Guardians)
	assert.Empty(t, p.GuardiansOnBonfires)
	assert.Equal(t, 2, p.Gnomes)
	assert.Equal(t, 3, p.TrackPoints)

	b, err := scoringbonfire.Score(p)
	require.NoError(t, err)
	// 22 bonfires + 2×2 portals + 3×2 paths + 3 on the track; no common task.
	assert.Equal(t, 22+4+6+3, b.Total())
}

func TestTomPlayer_IsAlwaysAValidBoard(t *testing.T) {
	for seed := uint64(0); seed < 40; seed++ {
		_, states := randomGame(t, seed, Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: int(seed%21) - 10})
		for _, s := range states {
			_, err := scoringbonfire.Score(s.TomPlayer())
			require.NoError(t, err)
		}
	}
}

// Seeds 000 "JEU SOLO" / 001 "SOLOSPIEL": the standard solo game puts Tom's
// score marker on 0 and yours on 0; the handicap is "CHALLENGE 1" /
// "HERAUSFORDERUNG 1", a challenge the player chooses (SPEC §4.4).
func TestStandardGame_Seed000JeuSoloStartsOnZero(t *testing.T) {
	s, err := New(1, DefaultOptions())
	require.NoError(t, err)
	assert.False(t, s.Options().Challenge, "the default is the standard game")
	assert.Equal(t, 0, s.Tom().Score)
	assert.Equal(t, 0, s.PlayerStart())

	_, err = New(1, Options{Deck: bonfire.DefaultDeck(), Handicap: -10})
	requireMsg(t, err, "A standard solo game starts both score markers on 0; a handicap of -10 needs the handicap challenge.")

	c, err := New(1, Options{Deck: bonfire.DefaultDeck(), Challenge: true, Handicap: 0})
	require.NoError(t, err, "a challenge may stand at 0")
	assert.True(t, c.Options().Challenge)
}

// The choice is part of the session's options, so that replay is exact and
// the ledger knows the game was a challenge. Options stored before the
// choice existed (no "challenge" key) were all handicap games.
func TestOptionsJSON_ChallengeChoice(t *testing.T) {
	std := Options{Deck: bonfire.DefaultDeck()}
	b, err := std.MarshalJSON()
	require.NoError(t, err)
	assert.Contains(t, string(b), `"challenge":false`)
	var back Options
	require.NoError(t, back.UnmarshalJSON(b))
	assert.Equal(t, std, back)

	require.NoError(t, back.UnmarshalJSON([]byte(`{"physical":true,"handicap":-7}`)))
	assert.Equal(t, Options{Physical: true, Challenge: true, Handicap: -7, Rules: CurrentRules}, back, "stored before revisions: read as the current one")
	require.NoError(t, back.Validate())
}

// Seed 000 "ACTIONS DE TOM", Gnome card: the specialists Tom takes on each
// Gnome card add to those he holds.
func TestSpecialists_AddUp_Seed000ActionsDeTom(t *testing.T) {
	s := tomTurn(t, physical(t, 0), bonfire.CardGnome, bonfire.Herb, Specialists{Count: 2})
	s = tomTurn(t, s, bonfire.CardGnome, bonfire.Herb, Specialists{Count: 3})
	assert.Equal(t, 5, s.Tom().Gnomes)
}

// Seed 000 "ACTION BONUS" (solo: "Action Bonus" of Tom): a neutral novice
// leaves its common task once, so Tom's bonus point for it is earned once;
// a later turn of his scores only what it gives.
func TestBonusAction_EarnedOnce_Seed000ActionBonus(t *testing.T) {
	s := fulfil(t, physical(t, 0), bonfire.FiveGuardians)
	require.Equal(t, bonfire.TomBonusPoints, s.Tom().Score)
	s = tomTurn(t, s, bonfire.CardPath, bonfire.Herb, Paths{})
	s = tomTurn(t, s, bonfire.CardGnome, bonfire.Herb, Specialists{Count: 1})
	assert.Equal(t, bonfire.TomBonusPoints, s.Tom().Score, "no second bonus point")
	assert.Equal(t, 1, s.Council().Neutral)
}

// Seed 000 "ACTION BONUS": each neutral novice taken, by you or by Tom's
// bonus action, leaves its common task for good; taking another leaves the
// first ones where they went.
func TestNeutralNovices_EachLeavesForGood_Seed000ActionBonus(t *testing.T) {
	s := do(t, physical(t, 0), Neutral{Task: bonfire.FiveGuardians}, Neutral{Task: bonfire.SevenPaths})
	assert.NotContains(t, s.NeutralLeft(), bonfire.FiveGuardians)
	assert.NotContains(t, s.NeutralLeft(), bonfire.SevenPaths)
	assert.Len(t, s.NeutralLeft(), 3)
	assert.Equal(t, 2, s.Council().Neutral)

	s = fulfil(t, s, bonfire.SixGnomes)
	assert.Equal(t, []bonfire.CommonTask{bonfire.SevenTasks, bonfire.SevenPortals}, s.NeutralLeft())
	assert.Equal(t, 3, s.Council().Neutral)
}
