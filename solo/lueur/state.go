// Package lueur keeps the books of the app's Lueur solo journey (SPEC §5.2;
// seed 003 "TOUR DE JEU" to "SOIRÉE", "LES DÉS EN DÉTAIL", "Kaar et la
// malédiction du dé noir") as an event-sourced state machine for
// solo/session.
//
// A journey is a seed and Options plus an ordered list of events; its State
// is Replay of those events. Each of the 8 days runs morning (Take), late
// morning (Roll, then any Reroll and SetFace, then Freeze), noon (Effect
// events, then Resolved), afternoon (Travel) and evening (Evening). What is
// printed on a card stays on the table: the player enters its effect. The
// app holds what is fiddly by hand: the encounter track, the dice and their
// faces, the reroll sources, the counters, the companions and the reserve.
//
// Interpretations where seed 003 is silent are listed in
// docs/lueur-journey.md.
package lueur

import (
	"slices"

	ref "hearth/data/lueur"
)

// Phase is the part of the day the journey is in.
type Phase int

// The phases of a day (seed 003 "TOUR DE JEU"), and the end.
const (
	// PhaseMorning: take a companion (Take).
	PhaseMorning Phase = iota
	// PhaseRoll: roll (Roll), then reroll (Reroll, SetFace) and Freeze.
	PhaseRoll
	// PhaseResolve: enter what your cards gave (Effect), then Resolved.
	PhaseResolve
	// PhaseTravel: your move on the travel board (Travel).
	PhaseTravel
	// PhaseEvening: your small dice go back to the track (Evening).
	PhaseEvening
	// PhaseOver: the 8 days are over; nothing more is accepted.
	PhaseOver
)

var phaseNames = [...]string{"morning", "roll", "resolve", "travel", "evening", "over"}

// String is the phase's key ("morning").
func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "?"
	}
	return phaseNames[p]
}

// Slot is one slot of the encounter track.
type Slot struct {
	Element ref.Element
	// Dice are the small dice on the slot (the black die included), in the
	// order they arrived.
	Dice []ref.DieColour
	// Tokens are the small-step tokens on the slot, 1 small step each.
	Tokens int
}

// Owners of a die that is no companion's (Die.Owner).
const (
	// OwnerAdventurer: one of your adventurer's big dice.
	OwnerAdventurer = 0
	// OwnerTrack: a small die you took from the encounter track.
	OwnerTrack = -1
)

// Die is one die in front of you.
type Die struct {
	Colour ref.DieColour
	Size   ref.Size
	// Owner is OwnerAdventurer, OwnerTrack or the ID of the companion that
	// brought it.
	Owner int
	// Face is what it shows, once Rolled this day.
	Face   ref.Face
	Rolled bool
	// Cancelled: it shows the element of the black die's curse and does not
	// count (before Freeze, what the curse would do).
	Cancelled bool
}

// Companion is a companion in front of you, with what it brings.
type Companion struct {
	// ID is its number in the order you took it, from 1; events name
	// companions by ID.
	ID   int
	Name string
	// Day is the day it joined you.
	Day int
	// Slot is the slot it was taken from in the morning, when FromSlot
	// (not a companion back from the graveyard): with Day it names a
	// companion the player gave no name.
	Slot     ref.Element
	FromSlot bool
	// HasDie: it brought Die, a big die from the reserve (Sketal).
	HasDie bool
	Die    ref.DieColour
	// Reroll: a reroll every turn (Lumipili); RerollUsed: used this turn.
	Reroll     bool
	RerollUsed bool
	// Kaar: immunity to the black die's curse.
	Kaar bool
	// Fireflies printed on the card.
	Fireflies int
}

// State is a journey at one point of its log. It is a value: Apply returns a
// new State and never changes the one it was given.
type State struct {
	started bool // made by New; the zero State accepts no event
	seed    uint64
	opts    Options

	day    int
	phase  Phase
	rolled bool   // the dice were rolled this day
	draws  uint64 // random events so far: each derives its own generator
	chain  uint64 // digest of every event applied so far (session.ChainEvent)

	slots   [ref.EncounterSlots]Slot
	took    ref.Element // the slot taken this day
	hasTook bool

	dice       []Die
	companions []Companion
	lost       []Companion
	nextID     int
	reserve    []ref.DieColour // big dice in the reserve, in ref.ReserveBig order
	black      bool            // the black die has entered play
	blackDay   int             // the day it did (Kaar)
	blackSlot  ref.Element     // and the slot it landed on

	light        int
	lapped       bool
	smallSteps   int
	rerolls      int
	rerollsToday int // reroll tokens gained this day (usable from the next)
	fireflies    int
	spells       int
	camp         int
	camped       bool
	boats        [Boats]int
	rerollsUsed  int // rerolls used this day
	// rerolledLast: the small dice the last evening rerolled, with their new
	// faces, until the next companion is taken; a new slice each evening.
	rerolledLast []Die
}

// Boats is the number of boats on the Dark Archipelago (seed 003 "Voyage
// L'Archipel ténébreux").
const Boats = 4

// clone copies every slice, so that changing the copy leaves s as it was.
func (s State) clone() State {
	n := s
	for i := range n.slots {
		n.slots[i].Dice = slices.Clone(s.slots[i].Dice)
	}
	n.dice = slices.Clone(s.dice)
	n.companions = slices.Clone(s.companions)
	n.lost = slices.Clone(s.lost)
	n.reserve = slices.Clone(s.reserve)
	return n
}

// cloneFor copies what action a may change: the dice and companions for
// rolls and rerolls (the hot path of a replay), everything otherwise.
func (s State) cloneFor(a Action) State {
	switch a.(type) {
	case Roll, Reroll, SetFace, Freeze:
		n := s
		n.dice = slices.Clone(s.dice)
		n.companions = slices.Clone(s.companions)
		return n
	case Resolved:
		return s
	}
	return s.clone()
}

// RerolledLastEvening lists the small dice the last evening rerolled from a
// special face, showing the element they went back to the track on; empty
// once the next companion is taken.
func (s State) RerolledLastEvening() []Die { return slices.Clone(s.rerolledLast) }

// BlackEntered says on which day the black die entered play (Kaar, once)
// and on which slot it landed then; false while it has not.
func (s State) BlackEntered() (day int, slot ref.Element, ok bool) {
	return s.blackDay, s.blackSlot, s.black
}

// Seed is the journey's seed.
func (s State) Seed() uint64 { return s.seed }

// Options are the journey's options.
func (s State) Options() Options { return s.opts.clone() }

// Side is the travel board's side.
func (s State) Side() ref.Side { return s.opts.Side }

// Day is the day, 1 to ref.Days (ref.Days once the journey is over).
func (s State) Day() int { return s.day }

// Phase is the part of the day.
func (s State) Phase() Phase { return s.phase }

// Over tells that the 8 days are over.
func (s State) Over() bool { return s.phase == PhaseOver }

// Rolled tells that this day's dice have been rolled.
func (s State) Rolled() bool { return s.rolled }

// Track is the encounter track's 5 slots, in ref.Elements order.
func (s State) Track() []Slot {
	out := make([]Slot, len(s.slots))
	for i, sl := range s.slots {
		sl.Dice = slices.Clone(sl.Dice)
		out[i] = sl
	}
	return out
}

// Taken is the slot whose companion you took this day; false before you took one.
func (s State) Taken() (ref.Element, bool) { return s.took, s.hasTook }

// Dice are the dice in front of you: the adventurer's, the companions', then
// the small ones taken from the track. Before Freeze, Cancelled shows what
// the black die's curse would do.
func (s State) Dice() []Die {
	out := slices.Clone(s.dice)
	if s.phase == PhaseRoll {
		markCancelled(out, s.Immune())
	}
	return out
}

// Companions are the companions in front of you, in the order you took them.
func (s State) Companions() []Companion { return slices.Clone(s.companions) }

// Lost are your companions sent to the graveyard, in the order they left.
func (s State) Lost() []Companion { return slices.Clone(s.lost) }

// Companion finds a companion in front of you by ID.
func (s State) Companion(id int) (Companion, bool) {
	i := s.companionIndex(id)
	if i < 0 {
		return Companion{}, false
	}
	return s.companions[i], true
}

func (s State) companionIndex(id int) int {
	return slices.IndexFunc(s.companions, func(c Companion) bool { return c.ID == id })
}

// Reserve is what is left in the reserve: big dice (in ref.ReserveBig
// order) and whether the black die is still there.
func (s State) Reserve() (big []ref.DieColour, black bool) {
	return slices.Clone(s.reserve), !s.black
}

// BlackInPlay tells that the black die has entered play (it stays until the end).
func (s State) BlackInPlay() bool { return s.black }

// Immune tells that you hold Kaar: the black die's curse does not touch you.
func (s State) Immune() bool {
	return slices.ContainsFunc(s.companions, func(c Companion) bool { return c.Kaar })
}

// Light is your light on the score track, laps included.
func (s State) Light() int { return s.light }

// Lapped tells that your marker has gone round the score track: the track
// gives no more rerolls.
func (s State) Lapped() bool { return s.lapped }

// SmallSteps counts your small steps by value.
func (s State) SmallSteps() int { return s.smallSteps }

// RerollTokens are your reroll tokens: usable now, and those gained this day
// (usable from the next; seed 003 "Les effets").
func (s State) RerollTokens() (usable, gainedToday int) {
	return s.rerolls - s.rerollsToday, s.rerollsToday
}

// Fireflies counts the fireflies on your tokens by value.
func (s State) Fireflies() int { return s.fireflies }

// Spells counts the spell tokens in front of you.
func (s State) Spells() int { return s.spells }

// Camp is the value of the village of your camp (Province of Shadows); false
// while you have not camped.
func (s State) Camp() (int, bool) { return s.camp, s.camped }

// Boats are the values of the islands of your 4 boats (Dark Archipelago);
// 0 for a boat that has not reached an island.
func (s State) Boats() [Boats]int { return s.boats }

// RerollsUsed counts the rerolls used this day.
func (s State) RerollsUsed() int { return s.rerollsUsed }
