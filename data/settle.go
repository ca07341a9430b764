package data

import "slices"

// The store's own rules on a play's results, applied whenever one is
// stored (SavePlay, CorrectPlay, an import): what the numbers mean does not
// depend on who saved them.

// aloneNoWin tells that a play is won by nobody whatever its results say:
// a Lueur play of one player, a solo journey or a score entered for one
// (docs/interpretations.md, "A one-player Lueur score"), beats nobody.
func aloneNoWin(p Play) bool {
	return p.Game == GameLueur && (p.Mode == ModeSolo || len(p.Results) == 1)
}

// settleResults applies the store's rules to a play before it is stored, on a
// copy of its results (the caller's stay as they were): the unscored
// results marked, and no winner where nobody can win.
func settleResults(p *Play) {
	p.Results = slices.Clone(p.Results)
	alone := aloneNoWin(*p)
	for i := range p.Results {
		p.Results[i].Unscored = unscored(*p, p.Results[i])
		p.Results[i].Winner = p.Results[i].Winner && !alone
	}
}
