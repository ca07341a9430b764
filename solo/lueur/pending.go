package lueur

import (
	"slices"

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
	// Bound, for the track without saved reroll spaces, is the most rerolls
	// it could give now (one per space below your marker), counted in
	// Pending.Available; 0 when the spaces are saved and counted exactly.
	Bound int
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

// Pending tells what the journey needs now.
func (s State) Pending() Pending {
	p := Pending{}
	day := map[string]any{"Day": s.day}
	switch s.phase {
	case PhaseMorning:
		p.Kind = AskTake
		p.Label = msg.T("Take a companion", nil)
		p.Instruction = msg.T("Day {{.Day}}: reveal 5 companions, one in front of each slot. Tap the slot whose companion you take and say what it brings.", day)
		p.NeedBlackSlot = s.opts.Physical() && !s.black
		for _, sl := range s.slots {
			if slices.Contains(sl.Dice, ref.Black) && s.Immune() {
				p.CanMoveBlack, p.BlackOn = true, sl.Element
				p.Note = msg.T("You hold Kaar: if you take the {{.Element}} slot, you may move the black die to another slot first.", map[string]any{"Element": msg.Term(sl.Element.String())})
			}
		}
	case PhaseRoll:
		s.pendingRoll(&p)
	case PhaseResolve:
		p.Kind = AskEffects
		p.Label = msg.T("Confirm the effects", nil)
		p.Instruction = msg.T("Noon: check each card against your dice, in the order you like, and enter what it gave.", nil)
		p.Counts, p.Lost = s.Counts(), s.Companions()
		p.NeedBlackSlot = s.opts.Physical() && !s.black
	case PhaseTravel:
		p.Kind = AskTravel
		p.Label = msg.T("End the afternoon", nil)
		if s.opts.Side == ref.Archipelago {
			p.Instruction = msg.T("Afternoon: you may move one boat to an adjacent island, with exactly as many different elements as it asks (small steps replace missing ones). Enter the island's value and what the move cost and gave.", nil)
		} else {
			p.Instruction = msg.T("Afternoon: you may move your company with your dice and small steps. Enter what the spaces cost and gave, and the village's value if you camp.", nil)
		}
		p.Counts, p.Lost = s.Counts(), s.Companions()
	case PhaseEvening:
		s.pendingEvening(&p)
	default:
		p.Kind = JourneyOver
		p.Label = msg.T("The journey is over: score it.", nil)
		p.Instruction = msg.T("Add the light printed on your cards; the rest comes from the journey.", nil)
	}
	return p
}

func (s State) pendingRoll(p *Pending) {
	p.Dice = s.Dice()
	if !s.rolled {
		p.Kind = AskRoll
		p.Label = msg.T("Roll the dice", nil)
		if s.opts.Physical() {
			p.Instruction = msg.N("Late morning: roll your {{.Count}} dice and tap each one's face.", len(s.dice), nil)
		} else {
			p.Instruction = msg.N("Late morning: the app rolls your {{.Count}} dice.", len(s.dice), nil)
		}
		return
	}
	p.Kind = AskReroll
	p.Label = msg.T("Freeze the dice", nil)
	p.Instruction = msg.T("Each reroll rerolls 1 or 2 dice; 3 rerolls turn one die to the face you want. Then freeze the dice.", nil)
	p.Sources, p.Available = s.Sources()
	if c := countDice(p.Dice); c.HasCurse {
		p.Note = msg.T("The black die cancels every die showing {{.Element}}.", map[string]any{"Element": msg.Term(c.Cursed.String())})
	}
}

func (s State) pendingEvening(p *Pending) {
	p.Kind = AskEvening
	if s.day >= ref.Days {
		p.Label = msg.T("End the journey", nil)
		p.Instruction = msg.T("Day {{.Day}} was the last: the journey is over.", map[string]any{"Day": s.day})
		return
	}
	p.Label = msg.T("End the day", nil)
	p.Instruction = msg.T("Evening: put your small dice back on the track by their faces; each slot without a die gets a small-step token.", nil)
	p.Dice = s.Dice()
	p.Reroll = s.needReroll()
	if len(p.Reroll) > 0 && s.opts.Physical() {
		p.Note = msg.T("Reroll each small die showing a special face until it shows an element, and tap that element.", nil)
	}
}

// Sources lists your reroll sources: each companion with a per-turn reroll,
// your tokens and the score track; Usable only while the dice are rolled
// and not frozen. The count is how many rerolls you can use now.
func (s State) Sources() ([]RerollSource, int) {
	now := s.phase == PhaseRoll && s.rolled
	var out []RerollSource
	total := 0
	for _, c := range s.companions {
		if c.Reroll {
			ok := now && !c.RerollUsed
			out = append(out, RerollSource{Source: Source{Source: FromCompanion, Companion: c.ID}, Name: c.Name, Used: c.RerollUsed, Usable: ok})
			if ok {
				total++
			}
		}
	}
	usable, _ := s.RerollTokens()
	out = append(out, RerollSource{Source: Source{Source: FromToken}, Left: usable, Usable: now && usable > 0})
	if now {
		total += usable
	}
	tr := RerollSource{Source: Source{Source: FromTrack}}
	if sp, err := s.trackSpace(nil); err == nil {
		tr.Space, tr.HasSpace = sp, true
	}
	if now && !s.lapped {
		below := s.light // unknown spaces: each move goes back at least 1
		if len(s.opts.RerollSpaces) > 0 {
			below = s.spacesBelow()
		}
		tr.Usable = below > 0
		if len(s.opts.RerollSpaces) == 0 {
			tr.Bound = below
		}
		total += below
	}
	return append(out, tr), total
}

// spacesBelow counts the saved reroll spaces below your marker.
func (s State) spacesBelow() int {
	n := 0
	for _, v := range s.opts.RerollSpaces {
		if v < s.light {
			n++
		}
	}
	return n
}

// setFacePool lists the rerolls a face change could spend now, in the
// order they cost least: companions' per-turn rerolls, then tokens, then
// score-track moves, at most three tokens and three track moves. A track
// move has no space: with saved spaces each goes to the next one below;
// without, the player must name each printed reroll space (seed 003 "FIN DE
// MATINÉE"), which the app never guesses.
func (s State) setFacePool() []Source {
	sources, _ := s.Sources()
	var pool []Source
	for _, src := range sources {
		switch {
		case !src.Usable:
		case src.Source.Source == FromCompanion:
			pool = append(pool, src.Source)
		case src.Source.Source == FromToken:
			for range min(src.Left, SetFaceRerolls) {
				pool = append(pool, src.Source)
			}
		default:
			for range min(src.Bound+s.spacesBelow(), SetFaceRerolls) {
				pool = append(pool, Source{Source: FromTrack})
			}
		}
	}
	return pool
}

// SetFaceSources are the three rerolls a face change spends unless the
// player says otherwise: companions' first, then tokens, then the score
// track, so that light is spent last. Fewer than three when there are not
// enough (a face change is then refused). A track move without saved
// reroll spaces has no To: the screen asks for each space.
func (s State) SetFaceSources() []Source {
	pool := s.setFacePool()
	return pool[:min(len(pool), SetFaceRerolls)]
}

// DefaultAction is a valid action for the state as it is, the simplest one
// (take the fire slot's companion bringing nothing, roll, freeze, resolved,
// no travel, end the day), with the faces physical dice need; nil once the
// journey is over. The UI's tests drive a whole journey with it.
func (s State) DefaultAction() Action {
	switch s.phase {
	case PhaseMorning:
		return Take{Slot: ref.Fire}
	case PhaseRoll:
		if s.rolled {
			return Freeze{}
		}
		if !s.opts.Physical() {
			return Roll{}
		}
		faces := make([]ref.Face, len(s.dice))
		for i := range faces {
			faces[i] = ref.FaceFire
		}
		return Roll{Faces: faces}
	case PhaseResolve:
		return Resolved{}
	case PhaseTravel:
		return Travel{}
	case PhaseEvening:
		if !s.opts.Physical() || s.day >= ref.Days {
			return Evening{}
		}
		faces := make([]ref.Face, len(s.needReroll()))
		for i := range faces {
			faces[i] = ref.FaceAir
		}
		return Evening{Faces: faces}
	}
	return nil
}
