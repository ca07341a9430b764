package lueur

import (
	"math/rand/v2"
	"slices"

	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Random streams: every random event draws from its own generator,
// rand.New(rand.NewPCG(seed, streamBase+n+chain)) for the n-th random event,
// where chain digests every event applied so far, the throwing one included
// (session.ChainEvent): replaying the log gives the same faces, and another choice
// gives an independent throw. Journeys stored before (Options.Rules 0)
// leave chain out, so they replay the faces they had.
const (
	streamTrack = 0x4c75657572 // "Lueur": the starting track
	streamBase  = streamTrack + 1
)

// New starts a journey (seed 003 "MISE EN PLACE"; SPEC §5.2): day 1's
// morning, your marker on 10, the 2 reroll tokens of the player on the first
// player's right (you, solo), the reserve full, and the encounter track from
// Options.Track or rolled from the seed as setup/lueur rolls it.
func New(seed uint64, opts Options) (State, error) {
	if err := opts.Validate(); err != nil {
		return State{}, err
	}
	s := State{started: true, seed: seed, opts: opts.clone(), day: 1, phase: PhaseMorning,
		light: ref.StartScore, rerolls: ref.SetupRerolls, nextID: 1}
	track := opts.Track
	if track == nil {
		track = rollTrack(rand.New(rand.NewPCG(seed, streamTrack)))
	}
	for i, sl := range track {
		s.slots[i] = Slot{Element: sl.Element, Dice: slices.Clone(sl.Dice)}
		if len(sl.Dice) == 0 {
			s.slots[i].Tokens = 1
		}
	}
	s.reserve = slices.Clone(ref.ReserveBig)
	for _, c := range opts.BigDice {
		s.dice = append(s.dice, Die{Colour: c, Size: ref.Big, Owner: OwnerAdventurer})
	}
	return s, nil
}

// actionPhase is the part of the day each action belongs to.
var actionPhase = map[string]Phase{TypeTake: PhaseMorning, TypeRoll: PhaseRoll, TypeReroll: PhaseRoll, TypeSetFace: PhaseRoll,
	TypeFreeze: PhaseRoll, TypeEffect: PhaseResolve, TypeResolved: PhaseResolve, TypeTravel: PhaseTravel, TypeEvening: PhaseEvening}

func (s State) apply(a Action) (State, error) {
	if !s.started {
		return s, msg.New("", "This journey was not started.", nil)
	}
	if s.phase == PhaseOver {
		return s, msg.New("", "The journey is over: the {{.Days}} days have passed.", map[string]any{"Days": ref.Days})
	}
	switch a := a.(type) {
	case Lap:
		return s.lap()
	case Correct:
		return s.correct(a)
	}
	p, ok := actionPhase[a.Type()]
	if !ok {
		return s, msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": a.Type()})
	}
	if p != s.phase {
		return s, s.errPhase()
	}
	n := s.cloneFor(a)
	if err := n.do(a); err != nil {
		return s, err
	}
	return n, nil
}

// do applies an action of this part of the day to n.
func (n *State) do(a Action) error {
	switch a := a.(type) {
	case Take:
		return n.take(a)
	case Roll:
		return n.roll(a)
	case Reroll:
		return n.reroll(a)
	case SetFace:
		return n.setFace(a)
	case Freeze:
		return n.freeze()
	case Effect:
		return n.effect(a)
	case Resolved:
		n.phase = PhaseTravel
	case Travel:
		return n.travel(a)
	case Evening:
		return n.evening(a)
	}
	return nil
}

// errPhase refuses an action that does not belong to this part of the day.
func (s State) errPhase() error {
	args := map[string]any{"Day": s.day}
	switch s.phase {
	case PhaseMorning:
		return msg.New("", "Day {{.Day}} has just begun: first take a companion.", args)
	case PhaseRoll:
		if !s.rolled {
			return msg.New("", "Roll your dice first.", nil)
		}
		return msg.New("", "Your dice are rolled: reroll or freeze them first.", nil)
	case PhaseResolve:
		return msg.New("", "It is noon: enter what your cards gave, then tap Resolved.", nil)
	case PhaseTravel:
		return msg.New("", "It is the afternoon: travel (or not) first.", nil)
	default:
		return msg.New("", "It is the evening: end the day first.", nil)
	}
}

// draw derives the generator of the next random event.
func (n *State) draw() *rand.Rand {
	n.draws++
	stream := streamBase + n.draws
	if n.opts.Rules >= CurrentRules {
		stream += n.chain
	}
	return rand.New(rand.NewPCG(n.seed, stream))
}

// rollFace throws a die of colour c once (seed 003 "LES DÉS EN DÉTAIL": its
// six faces, equally likely).
func rollFace(c ref.DieColour, r *rand.Rand) ref.Face {
	faces := c.Faces()
	return faces[r.IntN(len(faces))]
}

// checkFace refuses a face that die colour c does not have.
func checkFace(c ref.DieColour, f ref.Face) error {
	faces := c.Faces()
	if !slices.Contains(faces[:], f) {
		return msg.New("faces", "A {{.Colour}} die has no {{.Face}} face.", map[string]any{"Colour": msg.Term(c.String()), "Face": msg.Term(f.String())})
	}
	return nil
}

// faces gives the new faces of dice idx: the ones given (physical dice,
// checked against each die's faces) or thrown (virtual dice).
func (n *State) faces(idx []int, given []ref.Face) ([]ref.Face, error) {
	if n.opts.Physical() {
		if len(given) != len(idx) {
			return nil, msg.New("faces", "Tap the face of each die you rolled: {{.Want}} faces, not {{.Got}}.", map[string]any{"Want": len(idx), "Got": len(given)})
		}
		for k, i := range idx {
			if err := checkFace(n.dice[i].Colour, given[k]); err != nil {
				return nil, err
			}
		}
		return slices.Clone(given), nil
	}
	if len(given) != 0 {
		return nil, msg.New("faces", "The app rolls the dice of this journey: give no faces.", nil)
	}
	r := n.draw()
	out := make([]ref.Face, len(idx))
	for k, i := range idx {
		out[k] = rollFace(n.dice[i].Colour, r)
	}
	return out, nil
}

func (n *State) roll(a Roll) error {
	if n.rolled {
		return msg.New("", "Your dice are rolled already: reroll or freeze them.", nil)
	}
	idx := make([]int, len(n.dice))
	for i := range idx {
		idx[i] = i
	}
	faces, err := n.faces(idx, a.Faces)
	if err != nil {
		return err
	}
	for i, f := range faces {
		n.dice[i].Face, n.dice[i].Rolled, n.dice[i].Cancelled = f, true, false
	}
	n.rolled = true
	return nil
}

func (n *State) reroll(a Reroll) error {
	if !n.rolled {
		return msg.New("", "Roll your dice first.", nil)
	}
	for _, i := range a.Dice {
		if i >= len(n.dice) || !n.dice[i].Rolled {
			return msg.New("dice", "There is no such die.", nil)
		}
	}
	if err := n.spend(a.Source); err != nil {
		return err
	}
	faces, err := n.faces(a.Dice, a.Faces)
	if err != nil {
		return err
	}
	for k, i := range a.Dice {
		n.dice[i].Face = faces[k]
	}
	n.rerollsUsed++
	return nil
}

func (n *State) setFace(a SetFace) error {
	if !n.rolled {
		return msg.New("", "Roll your dice first.", nil)
	}
	if a.Die >= len(n.dice) || !n.dice[a.Die].Rolled {
		return msg.New("die", "There is no such die.", nil)
	}
	if err := checkFace(n.dice[a.Die].Colour, a.Face); err != nil {
		return err
	}
	for _, src := range a.Sources {
		if err := n.spend(src); err != nil {
			return err
		}
	}
	n.dice[a.Die].Face = a.Face
	n.rerollsUsed += SetFaceRerolls
	return nil
}

// freeze fixes the dice and applies the special faces at once (seed 003
// "LES DÉS EN DÉTAIL"; "Kaar et la malédiction du dé noir").
func (n *State) freeze() error {
	if !n.rolled {
		return msg.New("", "Roll your dice first.", nil)
	}
	immune := n.Immune()
	markCancelled(n.dice, immune)
	for _, d := range n.dice {
		switch {
		case d.Face == ref.FaceSmallSteps:
			n.smallSteps += ref.SmallStepsGain
		case d.Face == ref.FaceLight:
			n.addLight(ref.LightGain)
		case d.Face == ref.FaceCurse && !immune:
			n.addLight(-ref.CurseLoss)
		}
	}
	n.phase = PhaseResolve
	return nil
}

func (s State) lap() (State, error) {
	if s.opts.TrackLength > 0 {
		return s, msg.New("", "The app knows the score track's length and sees the laps itself.", nil)
	}
	if s.lapped {
		return s, msg.New("", "Your marker has already gone round the score track.", nil)
	}
	c := s.clone()
	c.lapped = true
	return c, nil
}
