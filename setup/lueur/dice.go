package lueur

import (
	"math/rand/v2"

	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Roll is one small die rolled at setup.
type Roll struct {
	Die ref.DieColour `json:"die"`
	// Faces are the faces it showed, in order: more than one when a special
	// face was rerolled; the last shows Slot's element.
	Faces []ref.Face `json:"faces"`
	// Slot is the encounter-track slot the die goes on.
	Slot ref.Element `json:"slot"`
}

// Rerolls is how many times the die was rerolled.
func (r Roll) Rerolls() int { return max(len(r.Faces)-1, 0) }

// Slot is one encounter-track slot after the setup roll.
type Slot struct {
	Element ref.Element `json:"element"`
	// Dice are the colours of the dice on the slot, in roll order.
	Dice []ref.DieColour `json:"dice"`
	// Token tells that the slot has no die and gets a small-step token.
	Token bool `json:"token"`
}

// Dice is the dice step's result: every roll, and the track they make.
type Dice struct {
	Rolls []Roll `json:"rolls"`
	// Slots has one entry per element, in ref.Elements order.
	Slots []Slot `json:"slots"`
}

// Kind implements step.Result.
func (Dice) Kind() string { return "dice" }

// Empty lists the slots without a die, in element order.
func (d Dice) Empty() []ref.Element {
	out := []ref.Element{}
	for _, s := range d.Slots {
		if s.Token {
			out = append(out, s.Element)
		}
	}
	return out
}

// Lines implements step.Result: the dice slot by slot.
func (d Dice) Lines() []msg.Text {
	var out []msg.Text
	for _, s := range d.Slots {
		for _, r := range d.Rolls {
			if r.Slot != s.Element {
				continue
			}
			args := map[string]any{"Element": msg.Term(s.Element.String()), "Colour": msg.Term(r.Die.String()), "Rerolls": r.Rerolls()}
			if r.Rerolls() > 0 {
				out = append(out, msg.T("{{.Element}} slot: {{.Colour}} die (rerolled {{.Rerolls}}×)", args))
			} else {
				out = append(out, msg.T("{{.Element}} slot: {{.Colour}} die", args))
			}
		}
		if s.Token {
			out = append(out, msg.T("{{.Element}} slot: no die", map[string]any{"Element": msg.Term(s.Element.String())}))
		}
	}
	return out
}

// maxRerolls bounds the rerolls of one die. A die with at least one element
// face reaches it with certainty in practice (a purple die fails 64 times in a
// row with probability 6^-64); past the bound the remaining element faces are
// drawn directly, which has the same distribution.
const maxRerolls = 64

// RollDie rolls a small die of colour c until it shows an element, as the
// setup does (seed 003 "MISE EN PLACE" step 8 rerolls the purple die's small
// steps; the evening reset does the same for any face without an element).
// Each throw is one rng.IntN(6) over c.Faces().
func RollDie(c ref.DieColour, rng *rand.Rand) Roll {
	faces := c.Faces()
	r := Roll{Die: c}
	for range maxRerolls {
		f := faces[rng.IntN(len(faces))]
		r.Faces = append(r.Faces, f)
		if e, ok := f.Element(); ok {
			r.Slot = e
			return r
		}
	}
	e := ref.Elements[rng.IntN(len(ref.Elements))]
	r.Faces = append(r.Faces, ref.ElementFace(e))
	r.Slot = e
	return r
}

// RollSetupDice rolls the 9 small dice of ref.SetupDice in order and lays
// out the encounter track.
func RollSetupDice(rng *rand.Rand) Dice {
	var d Dice
	for _, c := range ref.SetupDice {
		d.Rolls = append(d.Rolls, RollDie(c, rng))
	}
	for _, e := range ref.Elements {
		s := Slot{Element: e, Dice: []ref.DieColour{}}
		for _, r := range d.Rolls {
			if r.Slot == e {
				s.Dice = append(s.Dice, r.Die)
			}
		}
		s.Token = len(s.Dice) == 0
		d.Slots = append(d.Slots, s)
	}
	return d
}
