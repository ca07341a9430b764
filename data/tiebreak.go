package data

// What decided a play's winner among players of equal score: the rule the
// game gives for a tie (Play.TieBreak). The words are the export's.
const (
	// TieBreakBonfires: Bonfire, equal points, the most bonfires wins
	// (seed 000 "DÉCOMPTE FINAL").
	TieBreakBonfires = "bonfires"
	// TieBreakTom: Bonfire solo, equal points, Tom wins (seed 000 "FIN DE
	// PARTIE SOLO").
	TieBreakTom = "tom"
	// TieBreakRerollTokens: Lueur, equal light, the most reroll tokens wins
	// (seed 003 "Fin du jeu").
	TieBreakRerollTokens = "reroll_tokens"
	// TieBreakArrival: Insula's purple citadel, equal strength, who arrived
	// first at the citadel wins (seed 004 G.5).
	TieBreakArrival = "arrival"
)

// TieBreak is the rule that decided the play's one winner against a player
// of the same score ("" when the scores alone decided, the win is shared or
// nobody won): History says "Winner: Ana (tie broken by …)". It is read
// from the results as stored, so a correction that changes the scores or
// the winner changes it too, and plays saved before it was kept have it.
func (p Play) TieBreak() string {
	var winner *Result
	for i := range p.Results {
		if p.Results[i].Winner {
			if winner != nil {
				return "" // shared
			}
			winner = &p.Results[i]
		}
	}
	if winner == nil || winner.Unscored || !p.tiedWith(*winner) {
		return ""
	}
	switch {
	case p.Game == GameBonfire && p.Mode == ModeSolo && winner.Bot:
		return TieBreakTom
	case p.Game == GameBonfire && p.Mode != ModeSolo:
		return TieBreakBonfires
	case p.Game == GameLueur:
		return TieBreakRerollTokens
	case p.Game == GameInsula:
		return TieBreakArrival
	}
	return ""
}

// tiedWith tells whether a player who did not win has winner's score.
func (p Play) tiedWith(winner Result) bool {
	for _, r := range p.Results {
		if !r.Winner && !r.Unscored && r.Score == winner.Score {
			return true
		}
	}
	return false
}
