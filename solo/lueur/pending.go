package lueur

import (
	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Kind is what the journey needs next; each kind names the Actions it accepts.
type Kind int

// What the journey can need next.
const (
	// AskTake: morning; Take one of the 5 slots.
	AskTake Kind = iota
	// AskRoll: late morning; Roll (physical: one face per die of State.Dice).
	AskRoll
	// AskReroll: the dice are rolled; Reroll or SetFace with Sources, or
	// Freeze (the primary action).
	AskReroll
	// AskEffects: noon; Effect (any number), then Resolved (primary).
	AskEffects
	// AskTravel: afternoon; Travel (all zero: no travel).
	AskTravel
	// AskEvening: evening; Evening (physical: one element per die of Reroll).
	AskEvening
	// JourneyOver: nothing more is accepted; score the journey (Prefill).
	JourneyOver
)

// RerollSource is one reroll source and whether it can be used now.
type RerollSource struct {
	Source
	// Name is the companion's (FromCompanion).
	Name string
	// Used: this companion's reroll was used this turn.
	Used bool
	// Left is how many usable tokens you hold (FromToken).
	Left int
	// Space is the reroll space the track reroll moves you back to when
	// HasSpace (saved reroll spaces); without saved spaces Reroll.To names it.
	Space    int
	HasSpace bool
	// Usable tells that the source can be used now.
	Usable bool
}

// Pending describes what the journey needs now: one question or primary
// action, with the legal choices. Texts are English templates to translate.
type Pending struct {
	Kind Kind
	// Label is the question, or the primary button's label.
	Label msg.Text
	// Instruction says what to do at the table now; empty when nothing.
	Instruction msg.Text
	// Note adds a detail; may be empty.
	Note msg.Text

	// AskTake: CanMoveBlack tells that you hold Kaar and the black die lies
	// on BlackOn, so taking that slot may move it (Take.MoveBlack).
	CanMoveBlack bool
	BlackOn      ref.Element
	// AskTake and AskEffects: a companion that is Kaar brings the black die
	// into play; NeedBlackSlot asks where it landed (physical dice).
	NeedBlackSlot bool

	// AskRoll (physical) and AskReroll: the dice, as State.Dice.
	Dice []Die
	// AskReroll: the reroll sources; Available counts the rerolls usable
	// now (3 of them make a SetFace).
	Sources   []RerollSource
	Available int

	// AskEffects: the symbols to check the cards against.
	Counts Counts
	// AskEffects, AskTravel: Lost lists the companions that can be sent to
	// the graveyard (Change.Lost).
	Lost []Companion

	// AskEvening: indices into State.Dice of the small dice showing a
	// special face, rerolled until they show an element.
	Reroll []int
}
