package lueur

import (
	ref "hearth/data/lueur"
)

// faceCount is the number of faces (5 elements and 3 special symbols).
const faceCount = int(ref.FaceCurse) + 1

// Counts are the symbols your counted dice show, to check each card at noon
// (seed 003 "MIDI", "Les conditions"): dice not rolled, dice cancelled by the
// black die's curse and the black die itself when it curses you are left out.
type Counts struct {
	// ByFace counts the dice per symbol, indexed by ref.Face.
	ByFace [faceCount]int
	// Pairs and Triples count the pairs and groups of three of identical
	// symbols, the special symbols included ("deux symboles identiques peu
	// importe lesquels").
	Pairs   int
	Triples int
	// Absent lists the elements no counted die shows (crossed-out symbols).
	Absent []ref.Element
	// Distinct counts the different elements shown (the Archipelago's
	// islands ask for exactly so many; special symbols do not count).
	Distinct int
	// Cursed is the element the black die cancelled, when HasCurse.
	Cursed   ref.Element
	HasCurse bool
	// Cancelled counts the dice left out by the curse, the black die included.
	Cancelled int
}

// Of is how many counted dice show f.
func (c Counts) Of(f ref.Face) int {
	if f < 0 || int(f) >= faceCount {
		return 0
	}
	return c.ByFace[f]
}

// Counts are the symbols of your dice now (see Dice for Cancelled before Freeze).
func (s State) Counts() Counts {
	return countDice(s.Dice())
}

func countDice(dice []Die) Counts {
	var c Counts
	for _, d := range dice {
		if !d.Rolled {
			continue
		}
		if d.Cancelled {
			c.Cancelled++
			if d.Colour == ref.Black {
				if e, ok := d.Face.Element(); ok {
					c.Cursed, c.HasCurse = e, true
				}
			}
			continue
		}
		if d.Face >= 0 && int(d.Face) < faceCount {
			c.ByFace[d.Face]++
		}
	}
	for f, n := range c.ByFace {
		c.Pairs += n / 2
		c.Triples += n / 3
		if e, ok := ref.Face(f).Element(); ok {
			if n == 0 {
				c.Absent = append(c.Absent, e)
			} else {
				c.Distinct++
			}
		}
	}
	return c
}

// markCancelled applies the black die's curse to dice (seed 003 "Kaar et la
// malédiction du dé noir"): unless you are immune, when the rolled black die
// shows an element, it and every die showing that element do not count. It
// sets Cancelled on every die, clearing it elsewhere.
func markCancelled(dice []Die, immune bool) {
	cursed, has := ref.Element(0), false
	if !immune {
		for _, d := range dice {
			if d.Colour == ref.Black && d.Rolled {
				cursed, has = d.Face.Element()
			}
		}
	}
	for i := range dice {
		e, ok := dice[i].Face.Element()
		dice[i].Cancelled = has && dice[i].Rolled && ok && e == cursed
	}
}
