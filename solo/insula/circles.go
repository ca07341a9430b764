package insula

import (
	"slices"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// maxSettle bounds the automatic steps run after one event: far more than
// any event causes (a marker of MaxEffectMarker spaces with 3 entries each).
const maxSettle = 4096

// settle runs the automatic steps at the head of the queue until a question
// waits, your turn comes back, or the expedition ends.
func (s *State) settle() {
	for range maxSettle {
		if s.ending != NotOver {
			s.steps = nil
			return
		}
		if len(s.steps) == 0 {
			return
		}
		st := s.steps[0]
		if st.kind.question() || (st.kind == stDie && s.opts.Die.Physical) {
			return
		}
		s.steps = s.steps[1:]
		s.run(st)
	}
}

// run does one automatic step.
func (s *State) run(st step) {
	switch st.kind {
	case stMarker:
		s.marker(st)
	case stSymbol:
		s.symbol(st)
	case stPushback:
		s.pushBack()
	case stPushIfMiss:
		if s.missed {
			s.missed = false
			s.pushBack()
		}
	case stEndRound:
		s.endRound()
	case stDie:
		s.face(s.roll(), st.die)
	case stNightfall:
		s.nightfall()
	}
}

// marker moves a circle's marker n spaces clockwise; every symbol passed or
// landed on applies, in order (seed 004 C.2, D.2, F.5). With a saved layout
// the engine reads the symbols and asks only the slash choices; without
// one, it asks which symbols the marker passed.
func (s *State) marker(st step) {
	if st.n <= 0 {
		return
	}
	layout := s.opts.Layout(st.circle)
	from := s.marks.Reward
	if st.circle == DrawbackCircle {
		from = s.marks.Drawback
		s.marks.Drawback += st.n
	} else {
		s.marks.Reward += st.n
	}
	if layout == nil {
		s.pushFront(step{kind: stSymbols, circle: st.circle, n: st.n, combat: st.combat})
		return
	}
	size := len(layout)
	if st.circle == DrawbackCircle {
		s.marks.DrawbackSpace = s.marks.Drawback % size
	} else {
		s.marks.RewardSpace = s.marks.Reward % size
	}
	var out []step
	for i := 1; i <= st.n; i++ {
		for _, e := range layout[(from+i)%size] {
			if len(e) == 1 {
				out = append(out, step{kind: stSymbol, circle: st.circle, sym: e[0], combat: st.combat})
			} else {
				out = append(out, step{kind: stPick, circle: st.circle, alts: e, combat: st.combat})
			}
		}
	}
	s.pushFront(out...)
}

// symbol applies one symbol (seed 004 F.5). A drawback that cannot be
// applied does nothing, but in a base combat it pushes you back once (F.3).
func (s *State) symbol(st step) {
	ask := func(k stepKind) { s.pushFront(step{kind: k, circle: st.circle, at: s.at, combat: st.combat}) }
	switch st.sym {
	case SymTime:
		back := ref.BaseTimeBack
		if s.opts.Advanced() {
			back = ref.AdvancedTimeBack
		}
		s.moveTime(-back)
	case SymFlower:
		ask(stDraw)
	case SymEnergy:
		s.energy.Vitality++
		s.energy.Gained++
	case SymDiscard:
		switch cs := s.handColours(); len(cs) {
		case 0:
			s.miss(st)
		case 1:
			s.hand.add(cs[0], -1)
		default:
			ask(stDiscard)
		}
	case SymLoseEnergy:
		s.loseEnergy(st, ask)
	case SymCurse:
		switch free := s.curses.Free(); len(free) {
		case 0:
			s.miss(st)
		case 1:
			s.curses.set(free[0], true)
		default:
			ask(stCurse)
		}
	case SymGuardian:
		if s.at != Beach && s.at != Citadel {
			ask(stGuardian)
		}
	}
}

func (s *State) loseEnergy(st step, ask func(stepKind)) {
	e := &s.energy
	switch {
	case e.Vitality > 0 && e.Fatigue > 0:
		ask(stLose)
		return
	case e.Vitality > 0:
		e.Vitality--
	case e.Fatigue > 0:
		e.Fatigue--
	default:
		s.miss(st)
		return
	}
	e.Lost++
}

// miss notes a drawback of a base combat that could not be applied (seed
// 004 F.3); advanced, nothing more happens (G.3).
func (s *State) miss(st step) {
	if st.combat && !s.opts.Advanced() {
		s.missed = true
	}
}

// answer takes the answer to the question at the head of the queue.
func (s *State) answer(a Action) error {
	if len(s.steps) == 0 {
		return msg.New("", "Nothing is being asked: it is your turn.", nil)
	}
	st := s.steps[0]
	want, ok := answers[st.kind]
	if !ok || (st.kind == stDie && !s.opts.Die.Physical) || want != a.Type() {
		return msg.New("", "This answer does not fit the current question.", nil)
	}
	s.steps = s.steps[1:]
	switch a := a.(type) {
	case Draw:
		return s.draw(a)
	case Discard:
		return s.discard(a)
	case Lose:
		return s.lose(a)
	case CurseSlot:
		return s.placeCurse(a)
	}
	return s.answerStep(st, a)
}

// answerStep takes the answers that need their question's step.
func (s *State) answerStep(st step, a Action) error {
	switch a := a.(type) {
	case Guardian:
		return s.guardian(st, a)
	case Explore:
		return s.explore(st, a)
	case Symbols:
		return s.symbols(st, a)
	case Pick:
		return s.pick(st, a)
	case Invest:
		return s.invest(a)
	case Roll:
		return s.rollAnswer(st, a)
	}
	return msg.New("", "This answer does not fit the current question.", nil)
}

// answers maps each question to the event type that answers it.
var answers = map[stepKind]string{
	stDraw: TypeDraw, stDiscard: TypeDiscard, stLose: TypeLose, stCurse: TypeCurseSlot,
	stGuardian: TypeGuardian, stTile: TypeExplore, stSymbols: TypeSymbols, stPick: TypePick,
	stInvest: TypeInvest, stDie: TypeRoll,
}

func validColour(c Colour) bool { return c >= Yellow && c <= Green }

func (s *State) draw(a Draw) error {
	if !validColour(a.Colour) {
		return msg.New("colour", "A flower is yellow, red or green.", nil)
	}
	full := s.hand.Count() >= ref.HandLimit
	switch {
	case full && a.Discard == nil:
		return msg.New("discard", "Your hand is full (five flowers, the Vain Violet apart): say which flower you discard.", nil)
	case !full && a.Discard != nil:
		return msg.New("discard", "Your hand is not full: you keep every flower.", nil)
	}
	s.hand.add(a.Colour, 1)
	if a.Discard != nil {
		return s.discard(Discard{Colour: *a.Discard})
	}
	return nil
}

func (s *State) discard(a Discard) error {
	if !validColour(a.Colour) || s.hand.Of(a.Colour) == 0 {
		return msg.New("colour", "You hold no flower of that colour.", nil)
	}
	s.hand.add(a.Colour, -1)
	return nil
}

func (s *State) lose(a Lose) error {
	e := &s.energy
	switch {
	case a.From == ref.Vitality && e.Vitality > 0:
		e.Vitality--
	case a.From == ref.Fatigue && e.Fatigue > 0:
		e.Fatigue--
	default:
		return msg.New("from", "That circle holds no energy token.", nil)
	}
	e.Lost++
	return nil
}

func (s *State) placeCurse(a CurseSlot) error {
	if !a.Slot.HasSlot() || s.curses.Blocked(a.Slot) {
		return msg.New("slot", "That curse slot is not free.", nil)
	}
	s.curses.set(a.Slot, true)
	return nil
}

func (s *State) guardian(st step, g Guardian) error {
	in := func(v, lo int) bool { return v >= lo && v <= MaxGuardianValue }
	if !in(g.Strength, 1) || !in(g.Reward, 0) || !in(g.Drawback, 0) || g.Small < 0 || g.Small > g.Reward {
		return msg.New("guardian", "A guardian's strength lies between 1 and {{.Max}}, its rewards and drawback between 0 and {{.Max}}, the small reward no more than the big one.",
			map[string]any{"Max": MaxGuardianValue})
	}
	s.addGuardian(st.at, g)
	return nil
}

func (s *State) symbols(st step, a Symbols) error {
	if len(a.Symbols) > st.n*MaxEntries {
		return msg.New("symbols", "This move of the marker passes at most {{.Max}} symbols.", map[string]any{"Max": st.n * MaxEntries})
	}
	out := make([]step, 0, len(a.Symbols))
	for _, sym := range a.Symbols {
		if !st.circle.Holds(sym) || (sym == SymGuardian && !s.opts.Advanced()) {
			return msg.New("symbols", "The symbol “{{.Symbol}}” does not belong on the {{.Circle}}.", map[string]any{"Symbol": msg.Term(sym.String()), "Circle": msg.Term(st.circle.String())})
		}
		out = append(out, step{kind: stSymbol, circle: st.circle, sym: sym, combat: st.combat})
	}
	s.pushFront(out...)
	return nil
}

func (s *State) pick(st step, a Pick) error {
	if !slices.Contains(st.alts, a.Symbol) {
		return msg.New("symbol", "Choose one of the symbols of that space.", nil)
	}
	s.pushFront(step{kind: stSymbol, circle: st.circle, sym: a.Symbol, combat: st.combat})
	return nil
}
