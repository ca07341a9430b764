package bonfire

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hearth/data/msg"
)

// scored returns a valid board worth points with n lit bonfires (n ≤ 5, points ≥ 2n).
func scored(name string, points, n int) Player {
	p := base()
	p.Name = name
	for range n {
		p.Bonfires = append(p.Bonfires, 2)
	}
	p.TrackPoints = points - 2*n
	return p
}

func TestWinners(t *testing.T) {
	cases := []struct {
		name     string
		totals   []int
		bonfires []int
		want     []int
	}{
		{"seed000 DÉCOMPTE FINAL: most points wins", []int{40, 55, 50}, []int{7, 1, 1}, []int{1}},
		{"seed000 DÉCOMPTE FINAL: tie goes to more bonfires", []int{50, 50, 30}, []int{3, 4, 7}, []int{1}},
		{"seed000 DÉCOMPTE FINAL: tie goes to more bonfires, first seat", []int{50, 50}, []int{5, 4}, []int{0}},
		{"seed000 DÉCOMPTE FINAL: tie on both is shared", []int{50, 48, 50}, []int{4, 6, 4}, []int{0, 2}},
		{"seed000 DÉCOMPTE FINAL: four-way shared victory", []int{9, 9, 9, 9}, []int{1, 1, 1, 1}, []int{0, 1, 2, 3}},
		{"seed000 DÉCOMPTE FINAL: a later higher score replaces a shared lead", []int{30, 30, 31}, []int{2, 2, 0}, []int{2}},
		{"seed000 DÉCOMPTE FINAL: more bonfires after a shared lead", []int{30, 30, 30}, []int{2, 2, 3}, []int{2}},
		{"one player wins alone", []int{12}, []int{0}, []int{0}},
		{"missing bonfire counts read as 0", []int{20, 20}, []int{1}, []int{0}},
		{"no players, no winners", nil, nil, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, Winners(c.totals, c.bonfires))
		})
	}
}

func TestSoloOutcome(t *testing.T) {
	cases := []struct {
		name     string
		you, tom int
		want     Outcome
	}{
		{"seed000 FIN DE PARTIE SOLO: strictly more wins", 61, 60, Win},
		{"seed000 FIN DE PARTIE SOLO: equal is not a win", 60, 60, Tie},
		{"seed000 FIN DE PARTIE SOLO: fewer loses", 59, 60, Loss},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, SoloOutcome(c.you, c.tom))
		})
	}
}

func TestOutcomeString(t *testing.T) {
	assert.Equal(t, []string{"win", "loss", "tie", "?"}, []string{Win.String(), Loss.String(), Tie.String(), Outcome(9).String()})
}

func TestScoreGameMultiPlayer(t *testing.T) {
	cases := []struct {
		name    string
		players []Player
		totals  []int
		winners []int
	}{
		{"seed000 ANNEXE IV: one player", []Player{appendixIV()}, []int{61}, []int{0}},
		{"seed000 DÉCOMPTE FINAL: most points", []Player{scored("A", 30, 2), scored("B", 31, 1)}, []int{30, 31}, []int{1}},
		{"seed000 DÉCOMPTE FINAL: tie broken by bonfires", []Player{scored("A", 30, 2), scored("B", 30, 3), scored("C", 12, 5)}, []int{30, 30, 12}, []int{1}},
		{"seed000 DÉCOMPTE FINAL: shared victory", []Player{scored("A", 30, 2), scored("B", 30, 2), scored("C", 30, 1), scored("D", 2, 1)}, []int{30, 30, 30, 2}, []int{0, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := ScoreGame(Game{Players: c.players})
			require.NoError(t, err)
			require.Len(t, res.Players, len(c.players))
			for i, pr := range res.Players {
				assert.Equal(t, c.players[i].Name, pr.Name)
				assert.Equal(t, c.totals[i], pr.Total)
				assert.Equal(t, pr.Breakdown.Total(), pr.Total)
			}
			assert.Equal(t, c.winners, res.Winners)
			assert.False(t, res.Solo)
		})
	}
}

func TestScoreGameSolo(t *testing.T) {
	cases := []struct {
		name    string
		you     Player
		tom     Player
		outcome Outcome
		winners []int
	}{
		{"seed000 FIN DE PARTIE SOLO: strictly more wins", scored("Ana", 41, 1), scored("Tom", 40, 5), Win, []int{0}},
		{"seed000 FIN DE PARTIE SOLO: a tie is no win, even with more bonfires", scored("Ana", 40, 5), scored("Tom", 40, 1), Tie, []int{1}},
		{"seed000 FIN DE PARTIE SOLO: fewer points lose", scored("Ana", 39, 5), scored("Tom", 40, 1), Loss, []int{1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := ScoreGame(Game{Solo: true, Players: []Player{c.you, c.tom}})
			require.NoError(t, err)
			assert.True(t, res.Solo)
			assert.Equal(t, c.outcome, res.Outcome)
			assert.Equal(t, c.winners, res.Winners)
			assert.Equal(t, c.you.Name, res.Players[0].Name)
		})
	}
}

func TestScoreGameRefuses(t *testing.T) {
	bad := base()
	bad.Portals = 9
	noGuardian := base()
	noGuardian.Guardians = 0
	five := []Player{base(), base(), base(), base(), base()}
	cases := []struct {
		name  string
		g     Game
		field string
		says  string
	}{
		{"no players", Game{}, "players", "A game has 1 to 4 players; you entered 0."},
		{"seed000 FIN DE PARTIE: 5 players", Game{Players: five}, "players", "you entered 5."},
		{"seed000 JEU SOLO: solo alone, without Tom", Game{Solo: true, Players: []Player{base()}},
			"players", "A solo game has exactly 2 players, you and then Tom; you entered 1."},
		{"seed000 JEU SOLO: solo with 3", Game{Solo: true, Players: five[:3]}, "players", "you entered 3."},
		{"seed000 JEU SOLO: solo with 5", Game{Solo: true, Players: five}, "players", "you entered 5."},
		{"a bad board names its player", Game{Players: []Player{base(), bad}}, "players[1].portals", "A city has 0 to 7 portals; you entered 9."},
		{"a bad list element names its player", Game{Players: []Player{with(func(p *Player) { p.Bonfires = []int{2, 10} })}},
			"players[0].bonfires[1]", "you entered 10."},
		{"Tom's board is checked too", Game{Solo: true, Players: []Player{base(), noGuardian}}, "players[1].guardians", "you entered 0."},
		{"a player without a name", Game{Players: []Player{base(), with(func(p *Player) { p.Name = " " })}}, "players[1].name", ""},
		{"two players of one name", Game{Players: []Player{base(), with(func(p *Player) { p.Name = "ana" })}}, "players", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := ScoreGame(c.g)
			require.Error(t, err)
			assert.Empty(t, res.Players, "no result for an invalid game")
			m, ok := msg.As(err)
			require.True(t, ok)
			assert.Equal(t, c.field, m.Field)
			assert.Contains(t, m.Error(), c.says)
		})
	}
}
