package lueur

import (
	"math/rand/v2"

	ref "hearth/data/lueur"
)

// TrackSlot is one slot of a starting encounter track. It has the shape and
// JSON of setup/lueur's Slot (the setup's dice step), so a journey started
// from a setup code carries the rolled track over: copy each setup slot's
// Element, Dice and Token (solo packages may not import setup packages).
type TrackSlot struct {
	Element ref.Element `json:"element"`
	// Dice are the colours of the small dice on the slot.
	Dice []ref.DieColour `json:"dice"`
	// Token tells that the slot has no die and gets a small-step token.
	Token bool `json:"token"`
}

// maxElementRerolls bounds the rerolls of one die, as setup/lueur does: past it the
// remaining element faces are drawn directly, which has the same
// distribution (a die fails 64 times in a row with probability 6⁻⁶⁴ at most).
const maxElementRerolls = 64

// rollToElement rolls a small die of colour c until it shows an element (seed
// 003 "MISE EN PLACE" 8 rerolls the purple die's small steps; "SOIRÉE"
// rerolls any face without an element), drawing exactly as setup/lueur's
// RollDie does so that the same generator gives the same element.
func rollToElement(c ref.DieColour, r *rand.Rand) ref.Element {
	faces := c.Faces()
	for range maxElementRerolls {
		if e, ok := faces[r.IntN(len(faces))].Element(); ok {
			return e
		}
	}
	return ref.Elements[r.IntN(len(ref.Elements))]
}

// rollTrack rolls the 9 small dice of ref.SetupDice in order onto the
// encounter track, as setup/lueur's RollSetupDice does.
func rollTrack(r *rand.Rand) []TrackSlot {
	out := make([]TrackSlot, len(ref.Elements))
	for i, e := range ref.Elements {
		out[i] = TrackSlot{Element: e, Dice: []ref.DieColour{}}
	}
	for _, c := range ref.SetupDice {
		e := rollToElement(c, r)
		out[e].Dice = append(out[e].Dice, c)
	}
	for i := range out {
		out[i].Token = len(out[i].Dice) == 0
	}
	return out
}
