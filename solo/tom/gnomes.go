package tom

import (
	"slices"

	"hearth/data/msg"
)

// The gnome pile as the app counts it (seed 000 "Règle générale",
// "Cas particulier 2"): reveals, refills of the display after Tom takes
// specialists, and what the player says when the table's pile ran out first.

// revealGnome takes the top gnome of the pile to its discards; an empty pile
// is first made again from the discards (seed 000 "Cas particulier 2", seed
// 001 "Sonderfall 2").
func (n *State) revealGnome() {
	if n.gnomesLeft == 0 {
		n.say(msg.T("Special case 2: the gnome pile was empty; its {{.Count}} discarded gnomes were shuffled into a new pile.", map[string]any{"Count": n.gnomeDiscards}))
		n.gnomesLeft, n.gnomeDiscards = n.gnomeDiscards, 0
	}
	n.gnomesLeft = max(0, n.gnomesLeft-1)
	n.gnomeDiscards++
}

// gnomesEmpty: the player found the gnome pile empty before the app's count
// ran out; the next reveal starts with the reshuffle. Right after a special
// case 1 reveal (no question asked), it says the pile was empty for that
// reveal: the discards before it became the pile, less the gnome revealed.
func (s State) gnomesEmpty() (State, error) {
	if s.phase == phaseYou && s.sc1Gnome {
		return s.gnomesWereEmpty()
	}
	if s.phase != phaseGnome {
		return s, s.errNotNow()
	}
	if s.gnomesLeft == 0 {
		return s, msg.New("", "The gnome pile is already empty: shuffle its discards into a new pile.", nil)
	}
	if s.gnomeDiscards == 0 {
		return s, msg.New("", "No gnome has been discarded since the pile was made, so it cannot be empty yet; count the gnome pile again.", nil)
	}
	n := s.clone()
	n.gnomesLeft = 0
	return n, nil
}

// gnomesWereEmpty redoes a special case 1 reveal (seed 000 "Cas particulier
// 1") from an empty pile (seed 000 "Cas particulier 2"), and says so in the
// turn's lines.
func (s State) gnomesWereEmpty() (State, error) {
	discarded := s.gnomeDiscards - 1 // before the gnome just revealed
	if discarded < 1 {
		return s, msg.New("", "No gnome had been discarded since the pile was made, so it could not be empty; count the gnome pile again.", nil)
	}
	n := s.clone()
	n.gnomesLeft, n.gnomeDiscards = discarded-1, 1
	n.sc1Gnome = false
	n.log = slices.Clone(s.log)
	last := &n.log[len(n.log)-1]
	last.Lines = append(slices.Clip(last.Lines), msg.T("Special case 2: the gnome pile was empty; its {{.Count}} discarded gnomes were shuffled into a new pile.", map[string]any{"Count": discarded}))
	return n, nil
}

// refill takes k gnomes from the pile to refill the display after Tom took
// k specialists. When the pile runs out, its discards become a new pile
// (seed 000 "Cas particulier 2" applies whenever the pile is empty) and the
// refill goes on; with none discarded either, the display stays short.
func (n *State) refill(k int) {
	if n.opts.Rules == 0 {
		n.gnomesLeft = max(0, n.gnomesLeft-k) // revision 0: reshuffled at the next reveal
		return
	}
	take := min(k, n.gnomesLeft)
	n.gnomesLeft -= take
	if k -= take; k == 0 || n.gnomeDiscards == 0 {
		return
	}
	n.say(msg.T("Special case 2: the gnome pile ran out while refilling the display; its {{.Count}} discarded gnomes were shuffled into a new pile.", map[string]any{"Count": n.gnomeDiscards}))
	n.gnomesLeft, n.gnomeDiscards = n.gnomeDiscards, 0
	n.gnomesLeft -= min(k, n.gnomesLeft)
}
