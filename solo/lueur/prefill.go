package lueur

import (
	ref "hearth/data/lueur"
	slueur "hearth/scoring/lueur"
)

// Prefill is the final-score entry pre-filled from the journey (SPEC §5.2):
// the score track (laps included), the small steps, fireflies on tokens and
// on the companions' cards as entered, reroll tokens, the companions in
// front of you, and the camp's village or the boats' islands. The player adds
// the cards' end-game light. Name is left empty.
func Prefill(s State) slueur.Player {
	p := slueur.Player{
		Track:         s.light,
		FireflyTokens: s.fireflies,
		Companions:    len(s.companions),
		SmallSteps:    s.smallSteps,
		RerollTokens:  s.rerolls,
	}
	for _, c := range s.companions {
		p.FirefliesOnCards += c.Fireflies
	}
	if s.opts.Side == ref.Archipelago {
		p.BoatIslands = s.boats[:]
	} else {
		camp := 0
		if s.camped {
			camp = s.camp
		}
		p.CampVillage = &camp
	}
	return p
}
