package bonfire

import (
	"hearth/data/names"
	"strconv"

	"hearth/data/msg"
)

// MaxPlayers is the largest player count (seed 000 "FIN DE PARTIE": 1 | 2 | 3 | 4 joueur(s)).
const MaxPlayers = 4

// PlayerResult is one player's final score.
type PlayerResult struct {
	Name      string
	Breakdown Breakdown
	Total     int
}

// GameResult is the final scoring of a game: the players in seat order and
// who won.
type GameResult struct {
	Players []PlayerResult
	// Winners are indices into Players: several when the victory is shared.
	// In a solo game it is you (0) on a win and Tom (1) otherwise.
	Winners []int
	// Solo tells that Players[1] is Tom and that Outcome is set.
	Solo bool
	// Outcome is the solo result for the player facing Tom; it means nothing
	// unless Solo.
	Outcome Outcome
}

// ScoreGame scores every player and finds the winners. A game has 1 to 4
// players; a solo game exactly 2, you and then Tom. An invalid player gives a
// *msg.Error whose Field starts with "players[i].".
//
// Multi-player: most points wins; a tie goes to the most bonfires; a tie on
// both is a shared victory (seed 000 "DÉCOMPTE FINAL"). Solo: you win only
// with strictly more points than Tom (seed 000 "FIN DE PARTIE SOLO").
func ScoreGame(g Game) (GameResult, error) {
	n := len(g.Players)
	if n < 1 || n > MaxPlayers {
		return GameResult{}, msg.New("players", "A game has 1 to {{.Max}} players; you entered {{.Got}}.",
			map[string]any{"Max": MaxPlayers, "Got": n})
	}
	if g.Solo && n != 2 {
		return GameResult{}, msg.New("players", "A solo game has exactly 2 players, you and then Tom; you entered {{.Got}}.",
			map[string]any{"Got": n})
	}
	res := GameResult{Solo: g.Solo, Players: make([]PlayerResult, n)}
	totals := make([]int, n)
	bonfires := make([]int, n)
	list := make([]string, n)
	for i, p := range g.Players {
		if _, err := names.Clean(p.Name); err != nil {
			return GameResult{}, inPlayer(i, err)
		}
		list[i] = p.Name
		b, err := Score(p)
		if err != nil {
			return GameResult{}, inPlayer(i, err)
		}
		totals[i] = b.Total()
		bonfires[i] = len(p.Bonfires)
		res.Players[i] = PlayerResult{Name: p.Name, Breakdown: b, Total: totals[i]}
	}
	if err := names.Distinct("players", list); err != nil {
		return GameResult{}, err
	}
	if !g.Solo {
		res.Winners = Winners(totals, bonfires)
		return res, nil
	}
	res.Outcome = SoloOutcome(totals[0], totals[1])
	if res.Outcome == Win {
		res.Winners = []int{0}
	} else {
		res.Winners = []int{1}
	}
	return res, nil
}

// SoloOutcome compares your total with Tom's: Win only with strictly more
// points (seed 000 "FIN DE PARTIE SOLO"); Tie on equal points, which loses the
// game but leaves the handicap unchanged (seed 000 "CHALLENGE 1 : MODE
// HANDICAP", SPEC §8).
func SoloOutcome(you, tom int) Outcome {
	switch {
	case you > tom:
		return Win
	case you == tom:
		return Tie
	default:
		return Loss
	}
}

// Winners returns the indices of the players with the most points; among
// them, those with the most lit bonfires (bonfires[i] is player i's count of
// bonfires, not their points). More than one index is a shared victory (seed
// 000 "DÉCOMPTE FINAL"). A missing bonfire count reads as 0; no players, no
// winners.
func Winners(totals, bonfires []int) []int {
	count := func(i int) int {
		if i < len(bonfires) {
			return bonfires[i]
		}
		return 0
	}
	var win []int
	for i, t := range totals {
		if len(win) == 0 {
			win = []int{i}
			continue
		}
		best := win[0]
		switch {
		case t > totals[best] || t == totals[best] && count(i) > count(best):
			win = []int{i}
		case t == totals[best] && count(i) == count(best):
			win = append(win, i)
		}
	}
	return win
}

// String is the outcome's lower-case English name, as the CLI's JSON writes it.
func (o Outcome) String() string {
	switch o {
	case Win:
		return "win"
	case Tie:
		return "tie"
	case Loss:
		return "loss"
	default:
		return "?"
	}
}

// inPlayer puts an error about a player's board under "players[i]".
func inPlayer(i int, err error) error {
	return msg.Within("players["+strconv.Itoa(i)+"]", err)
}
