package insula

import (
	"testing"

	"hearth/data/msg"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func n(v int) *int { return &v }

func fighter(name string, strength, arrival int) Player {
	return Player{Name: name, InFinalBattle: true, Strength: n(strength), Arrival: n(arrival)}
}

func TestDecide(t *testing.T) {
	away := Player{Name: "Eve"}
	cases := []struct {
		name    string
		game    Game
		winners []int
		ranking []int
		island  bool
	}{
		// Seed 004 E.2 "Mauvaise fin": Kingosh wins at nightfall.
		{"nightfall", Game{Base, Nightfall, []Player{fighter("Ana", 6, 1), away}}, []int{}, nil, true},
		{"nightfall, purple", Game{Purple, Nightfall, []Player{away}}, []int{}, nil, true},
		// Seed 004 E.2 "Meilleure fin", SPEC §6.3: base, the most strength; ties all win.
		{"base, most strength", Game{Base, KingoshDefeated, []Player{fighter("Ana", 6, 1), fighter("Ben", 8, 2), away}}, []int{1}, nil, false},
		{"base, tie all win", Game{Base, KingoshDefeated, []Player{fighter("Ana", 8, 2), fighter("Ben", 8, 1), away}}, []int{0, 1}, nil, false},
		{"base, alone", Game{Base, KingoshDefeated, []Player{away, fighter("Ana", 9, 1)}}, []int{1}, nil, false},
		// Seed 004 G.5 "Citadelle pourpre": one winner, strength then arrival, and a ranking.
		{"purple, strength", Game{Purple, KingoshDefeated, []Player{fighter("Ana", 4, 1), fighter("Ben", 7, 3), fighter("Cy", 5, 2)}}, []int{1}, []int{1, 2, 0}, false},
		{"purple, tie to the earliest", Game{Purple, KingoshDefeated, []Player{fighter("Ana", 6, 3), fighter("Ben", 6, 1), fighter("Cy", 6, 2)}}, []int{1}, []int{1, 2, 0}, false},
		// Seed 004 G.5 "Citadelle bleue": every participant of the last combat wins.
		{"blue, all participants", Game{Blue, KingoshDefeated, []Player{fighter("Ana", 2, 1), away, fighter("Ben", 9, 2)}}, []int{0, 2}, nil, false},
		{"blue, strength not needed", Game{Blue, KingoshDefeated, []Player{{Name: "Ana", InFinalBattle: true}}}, []int{0}, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Decide(c.game)
			require.NoError(t, err)
			assert.Equal(t, c.winners, res.Winners)
			assert.Equal(t, c.ranking, res.Ranking)
			assert.Equal(t, c.island, res.IslandWins)
		})
	}
}

// SPEC §6.3: no participant in a Kingosh victory, a duplicate or missing
// arrival in purple, a negative strength are refused with the field named.
func TestRefusals(t *testing.T) {
	six := []Player{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}, {Name: "F"}}
	cases := []struct {
		name  string
		game  Game
		field string
	}{
		{"unknown variant", Game{"green", Nightfall, []Player{{Name: "A"}}}, "variant"},
		{"unknown ending", Game{Base, "dawn", []Player{{Name: "A"}}}, "ending"},
		{"no players", Game{Base, Nightfall, nil}, "players"},
		{"six players", Game{Base, Nightfall, six}, "players"},
		{"no name", Game{Base, Nightfall, []Player{{Name: ""}}}, "players[0].name"},
		{"same names", Game{Base, Nightfall, []Player{{Name: "Ana"}, {Name: "ana "}}}, "players"},
		{"no participant", Game{Base, KingoshDefeated, []Player{{Name: "Ana"}}}, "players"},
		{"negative strength", Game{Base, KingoshDefeated, []Player{fighter("Ana", -1, 1)}}, "players[0].strength"},
		{"strength without fighting", Game{Base, KingoshDefeated, []Player{fighter("Ana", 7, 1), {Name: "Ben", Strength: n(3)}}}, "players[1].strength"},
		{"missing strength", Game{Base, KingoshDefeated, []Player{{Name: "Ana", InFinalBattle: true}}}, "players[0].strength"},
		{"missing arrival in purple", Game{Purple, KingoshDefeated, []Player{fighter("Ana", 7, 1), {Name: "Ben", InFinalBattle: true, Strength: n(3)}}}, "players[1].arrival"},
		{"duplicate arrival in purple", Game{Purple, KingoshDefeated, []Player{fighter("Ana", 7, 1), fighter("Ben", 3, 1)}}, "players[1].arrival"},
		{"arrival zero", Game{Base, KingoshDefeated, []Player{fighter("Ana", 7, 0)}}, "players[0].arrival"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decide(c.game)
			m, ok := msg.As(err)
			require.True(t, ok, "%v", err)
			assert.Equal(t, c.field, m.Field)
			assert.NotContains(t, m.Error(), "{{")
		})
	}
}

// The bounds accept what the table can hold: five adventurers (seed 004
// B.6, data/insula.MaxPlayers), the fifth to arrive, a strength of 0 (an
// adventurer invests "autant de jetons énergie qu'il le souhaite", none
// too: seed 004 E.1 fights as a combat, F.1) up to 999, and an onlooker's
// strength given as 0. One past each bound is refused.
func TestBoundsAccepted(t *testing.T) {
	five := []Player{fighter("A", 0, 1), fighter("B", 999, 2), fighter("C", 3, 3), fighter("D", 3, 4), fighter("E", 3, 5)}
	res, err := Decide(Game{Purple, KingoshDefeated, five})
	require.NoError(t, err, "five adventurers, strength 0 and 999, fifth to arrive")
	assert.Equal(t, []int{1, 2, 3, 4, 0}, res.Ranking)

	_, err = Decide(Game{Base, KingoshDefeated, []Player{fighter("Ana", 7, 1), {Name: "Ben", Strength: n(0)}}})
	require.NoError(t, err, "an onlooker's strength given as 0")

	for name, p := range map[string]Player{
		"strength 1000":         fighter("Ana", 1000, 1),
		"arrival past five":     fighter("Ana", 7, 6),
		"onlooker's strength 1": {Name: "Ana", Strength: n(1)},
	} {
		_, err := Decide(Game{Base, KingoshDefeated, []Player{fighter("Zed", 7, 2), p}})
		assert.Error(t, err, name)
	}
}

// Seed 004 E.2 "Meilleure fin": the most strength wins, so when every
// fighter invested 0 they are all equal, and all win.
func TestBaseEveryoneAtZeroWins(t *testing.T) {
	res, err := Decide(Game{Base, KingoshDefeated, []Player{fighter("Ana", 0, 1), fighter("Ben", 0, 2)}})
	require.NoError(t, err)
	assert.Equal(t, []int{0, 1}, res.Winners)
}

// Seed 004 E.2 "Mauvaise fin": at nightfall nobody invested in a victorious
// battle, so a fighter of a lost final battle needs no strength or arrival.
func TestNightfallFighterNeedsNoStrength(t *testing.T) {
	for _, v := range []string{Base, Purple} {
		res, err := Decide(Game{v, Nightfall, []Player{{Name: "Ana", InFinalBattle: true}}})
		require.NoError(t, err, v)
		assert.True(t, res.IslandWins)
	}
}
