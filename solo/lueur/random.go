package lueur

import (
	"errors"
	"math/rand/v2"
	"slices"

	ref "hearth/data/lueur"
)

// RandomAction is a random valid action for s, nil once the journey is
// over: companions of every kind, rerolls from every source, three-reroll
// face changes, card effects, travel and, with physical dice, random faces.
// A candidate the state refuses falls back to s.DefaultAction, so the
// result always applies. For property tests and the UI's tests.
func RandomAction(s State, r *rand.Rand) Action {
	if a, ok := randomTold(s, r); ok {
		return a
	}
	var a Action
	switch s.phase {
	case PhaseOver:
		return nil
	case PhaseMorning:
		a = randomTake(s, r)
	case PhaseRoll:
		a = randomRoll(s, r)
	case PhaseResolve:
		if r.IntN(3) > 0 {
			a = Resolved{}
		} else {
			a = randomEffect(s, r)
		}
	case PhaseTravel:
		a = randomTravel(s, r)
	case PhaseEvening:
		a = s.DefaultAction()
		if e, ok := a.(Evening); ok {
			for i := range e.Faces {
				e.Faces[i] = ref.ElementFace(ref.Elements[r.IntN(len(ref.Elements))])
			}
		}
	}
	if _, err := s.Try(a); err != nil {
		return s.DefaultAction()
	}
	return a
}

// randomTold is, now and then, what you tell the app outside the day's
// steps while the track's length is unknown: your marker went round it, or
// a counter set to what the table shows.
func randomTold(s State, r *rand.Rand) (Action, bool) {
	if s.phase == PhaseOver || s.opts.TrackLength != 0 || s.lapped {
		return nil, false
	}
	switch r.IntN(120) {
	case 0:
		return Lap{}, true
	case 1:
		return randomCorrect(s), true
	}
	return nil, false
}

// randomCorrect sets one counter, chosen by the day, one above what it holds
// (or one below at its most); it draws nothing.
func randomCorrect(s State) Correct {
	c := Counters[s.day%len(Counters)]
	to := s.Value(c) + 1
	if most, _ := c.most(); to > most {
		to -= 2
	}
	return Correct{Counter: c, To: to}
}

func randomRecruit(s State, r *rand.Rand) Recruit {
	c := Recruit{Fireflies: r.IntN(3), Reroll: r.IntN(4) == 0}
	if r.IntN(3) == 0 {
		c.Name = []string{"Sketal", "Lumipili", "Likyar", "Zellyf", "Kapaoro"}[r.IntN(5)]
	}
	switch x := r.IntN(10); {
	case x < 2:
		c.Die = ref.ReserveBig[r.IntN(len(ref.ReserveBig))].String()
	case x < 3:
		c.Die = AnyDie
		if len(s.reserve) > 0 {
			p := s.reserve[r.IntN(len(s.reserve))]
			c.Pick = &p
		}
	}
	kaarSeen := slices.ContainsFunc(append(s.Companions(), s.lost...), func(c Companion) bool { return c.Kaar })
	c.Kaar = !kaarSeen && r.IntN(6) == 0
	return c
}

// randomSlot is a slot other than not (when has).
func randomSlot(r *rand.Rand, not ref.Element, has bool) *ref.Element {
	for {
		e := ref.Elements[r.IntN(len(ref.Elements))]
		if !has || e != not {
			return &e
		}
	}
}

func randomTake(s State, r *rand.Rand) Action {
	a := Take{Slot: ref.Elements[r.IntN(len(ref.Elements))], Companion: randomRecruit(s, r)}
	if s.Immune() && slices.Contains(s.slots[a.Slot].Dice, ref.Black) && r.IntN(2) == 0 {
		a.MoveBlack = randomSlot(r, a.Slot, true)
	}
	if a.Companion.Kaar && !s.black && s.opts.Physical() {
		a.BlackSlot = randomSlot(r, a.Slot, true)
	}
	return a
}

func randomFaces(s State, idx []int, r *rand.Rand) []ref.Face {
	if !s.opts.Physical() {
		return nil
	}
	out := make([]ref.Face, len(idx))
	for k, i := range idx {
		faces := s.dice[i].Colour.Faces()
		out[k] = faces[r.IntN(len(faces))]
	}
	return out
}

func randomRoll(s State, r *rand.Rand) Action {
	if !s.rolled {
		idx := make([]int, len(s.dice))
		for i := range idx {
			idx[i] = i
		}
		return Roll{Faces: randomFaces(s, idx, r)}
	}
	sources, available := s.Sources()
	var usable []Source
	for _, src := range sources {
		if src.Usable {
			if src.Source.Source == FromTrack && r.IntN(3) > 0 {
				continue // the track costs light: rarely
			}
			if src.Source.Source == FromTrack && !src.HasSpace {
				to := max(s.light-1-r.IntN(3), 0)
				src.To = &to
			}
			usable = append(usable, src.Source)
		}
	}
	if len(usable) == 0 || r.IntN(3) == 0 {
		return Freeze{}
	}
	die := r.IntN(len(s.dice))
	if available >= SetFaceRerolls && r.IntN(5) == 0 {
		faces := s.dice[die].Colour.Faces()
		return SetFace{Sources: threeSources(s, r), Die: die, Face: faces[r.IntN(len(faces))]}
	}
	idx := []int{die}
	if other := r.IntN(len(s.dice)); other != die && r.IntN(2) == 0 {
		idx = append(idx, other)
	}
	return Reroll{Source: usable[r.IntN(len(usable))], Dice: idx, Faces: randomFaces(s, idx, r)}
}

// threeSources picks 3 rerolls that can be spent one after the other.
func threeSources(s State, r *rand.Rand) []Source {
	pool := s.setFacePool()
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	pool = pool[:min(len(pool), SetFaceRerolls)]
	if len(s.opts.RerollSpaces) > 0 {
		return pool // each track move goes to the next saved space
	}
	// Without saved spaces, name one for each track move, going down.
	left := 0
	for _, src := range pool {
		if src.Source == FromTrack {
			left++
		}
	}
	at := s.light
	for i := range pool {
		if pool[i].Source == FromTrack {
			left--
			to := max(at-1-r.IntN(2), left)
			pool[i].To, at = &to, to
		}
	}
	return pool
}

func randomChange(s State, r *rand.Rand) Change {
	c := Change{Light: r.IntN(9) - 3}
	if s.rerolls+2 <= maxRerolls {
		c.Rerolls = r.IntN(3) - min(s.rerolls, 1)
	}
	if s.smallSteps+2 <= maxSmallSteps {
		c.SmallSteps = r.IntN(3) - min(s.smallSteps, r.IntN(3))
	}
	if s.fireflies+2 <= maxFireflies {
		c.Fireflies = r.IntN(3)
	}
	if s.spells < maxSpells && r.IntN(8) == 0 {
		c.Spells = 1
	}
	if len(s.companions) > 0 && r.IntN(8) == 0 {
		c.Lost = []int{s.companions[r.IntN(len(s.companions))].ID}
	}
	return c
}

func randomEffect(s State, r *rand.Rand) Action {
	a := Effect{Change: randomChange(s, r)}
	if r.IntN(10) == 0 {
		g := randomRecruit(s, r)
		a.Gained = &g
		if g.Kaar && !s.black && s.opts.Physical() {
			a.BlackSlot = randomSlot(r, s.took, s.hasTook)
		}
	}
	if a.Gained == nil && a.Change.isZero() {
		a.Light = 1
	}
	return a
}

func randomTravel(s State, r *rand.Rand) Action {
	if r.IntN(4) == 0 {
		return Travel{}
	}
	a := Travel{Change: randomChange(s, r)}
	a.Light = -r.IntN(3)
	if s.opts.Side == ref.Archipelago {
		a.Boat, a.Island = 1+r.IntN(Boats), r.IntN(9)
	} else if r.IntN(2) == 0 {
		v := r.IntN(9)
		a.Camp = &v
	}
	return a
}

// RandomJourney plays a whole journey from New with RandomAction and returns
// the actions with every state (states[i] is the state after actions[:i]).
func RandomJourney(seed uint64, opts Options, r *rand.Rand) ([]Action, []State, error) {
	s, err := New(seed, opts)
	if err != nil {
		return nil, nil, err
	}
	states := []State{s}
	var actions []Action
	for !s.Over() {
		a := RandomAction(s, r)
		if s, err = s.Try(a); err != nil {
			return actions, states, err
		}
		actions = append(actions, a)
		states = append(states, s)
		if len(actions) > 10_000 {
			return actions, states, errors.New("lueur: a random journey did not end")
		}
	}
	return actions, states, nil
}
