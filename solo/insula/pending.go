package insula

import (
	"slices"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// Kind is what the expedition needs next; each kind names the Actions it accepts.
type Kind int

// What the expedition can need next.
const (
	// AskTurn: your turn. Rest, Flower, Curse, Move, Ease when Allowed
	// says so (Options.Allowed has the refusal of the others), PlayGreen with a
	// green flower in hand, Move{Card: true} while Turn().CardMoves > 0, and
	// EndTurn at any time.
	AskTurn Kind = iota
	// AskTile: Explore, the tile revealed on square At (pushed back onto an
	// unexplored square); Kinds are the kinds accepted, Expected the likely one.
	AskTile
	// AskGuardian: Guardian, a guardian drawn from the bag for square At.
	AskGuardian
	// AskSymbols: Symbols, the symbols Circle's marker passed or landed on
	// while moving Spaces spaces (no saved layout); from Symbols.
	AskSymbols
	// AskPick: Pick, one of Symbols (a slash space).
	AskPick
	// AskDraw: Draw, the colour of the flower drawn; MustDiscard with a full
	// hand (then Draw.Discard is required).
	AskDraw
	// AskDiscard: Discard, one of Colours (the colours in hand).
	AskDiscard
	// AskLose: Lose, from one of Pools.
	AskLose
	// AskCurseSlot: CurseSlot, one of Slots (the free ones).
	AskCurseSlot
	// AskInvest: Invest, Energy 0…MaxEnergy, Red 0…MaxRed, against
	// Opponent strength (Kingosh when Kingosh).
	AskInvest
	// AskDie: Roll, the physical fate die's face, one of Faces; For says why.
	AskDie
	// Finished: nothing more is accepted (Ending).
	Finished
)

// DieFor is why the fate die is rolled.
type DieFor int

// The die's purposes.
const (
	DieEndOfRound DieFor = iota // no combat: only the moon counts (seed 004 C.3)
	DieCombat                   // inside the combat (seed 004 F.1 3)
	DieFury                     // rules 0 only: a blue-citadel re-entry rolled for Kingosh (seed 004 G.5)
)

// Pending describes what the expedition needs now: one question, or your
// turn, with the legal choices. Texts are English templates to translate.
type Pending struct {
	Kind Kind
	// Label is the question, or the primary button's label.
	Label msg.Text
	// Instruction says what to do at the table now; may be empty.
	Instruction msg.Text

	// At is the square of AskTile and AskGuardian.
	At Position
	// Kinds and Expected (AskTile).
	Kinds    []ref.Tile
	Expected ref.Tile
	// Circle and Spaces (AskSymbols; AskPick, AskDraw, AskDiscard, AskLose
	// and AskCurseSlot when a marker's symbol asks them).
	Circle CircleKind
	Spaces int
	// Symbols are the legal symbols (AskSymbols, AskPick).
	Symbols []Symbol
	// Colours are the legal colours (AskDraw: all; AskDiscard: those in hand).
	Colours     []Colour
	MustDiscard bool
	// Pools (AskLose) and Slots (AskCurseSlot).
	Pools []Pool
	Slots []ActionKind
	// MaxEnergy, MaxRed, Opponent and Kingosh (AskInvest).
	MaxEnergy, MaxRed int
	Opponent          int
	Kingosh           bool
	// Faces and For (AskDie).
	Faces []Face
	For   DieFor
}

type stepKind uint8

// The steps of the queue. Questions wait for an answer; the others run as
// soon as they reach the head of the queue.
const (
	stDraw       stepKind = iota // question: a flower drawn
	stDiscard                    // question: a flower discarded
	stLose                       // question: an energy lost for good
	stCurse                      // question: a curse's slot
	stGuardian                   // question: a guardian's numbers
	stTile                       // question: a tile revealed (pushed back)
	stSymbols                    // question: the symbols passed (no layout)
	stPick                       // question: a slash choice
	stInvest                     // question: the combat's investment
	stDie                        // question for a physical die; rolled at once otherwise
	stMarker                     // a marker moves n spaces
	stSymbol                     // a symbol applies
	stPushback                   // you are pushed back one tile
	stPushIfMiss                 // base: pushed back if a combat drawback could not apply
	stEndRound                   // combat on your tile, or the die
	stNightfall                  // nightfall check, then the next round
)

// step is one entry of the queue.
type step struct {
	kind   stepKind
	circle CircleKind
	n      int
	sym    Symbol
	alts   Entry // stPick: the alternatives (shared with the layout, read only)
	at     Position
	combat bool   // a drawback suffered in combat
	die    DieFor // stDie
}

func (k stepKind) question() bool { return k <= stInvest }

// Pending tells what the expedition needs now.
func (s State) Pending() Pending {
	if s.ending != NotOver {
		return Pending{Kind: Finished, Label: s.endingText()}
	}
	if len(s.steps) == 0 {
		return Pending{Kind: AskTurn, Label: msg.T("End turn", nil),
			Instruction: msg.T("Round {{.Round}} — your turn: up to two different actions, the second one costs 1 energy.", map[string]any{"Round": s.round})}
	}
	return s.ask(s.steps[0])
}

func (s State) endingText() msg.Text {
	if s.ending == KingoshDefeated {
		return msg.T("Kingosh is defeated: the expedition is won.", nil)
	}
	return msg.T("Night has fallen on the island: the expedition is lost.", nil)
}

func (s State) ask(st step) Pending {
	p := Pending{Circle: st.circle, At: st.at}
	switch st.kind {
	case stDraw:
		p.Kind, p.Colours = AskDraw, slices.Clone(Colours)
		p.Label = msg.T("Draw a flower card. Which colour is it?", nil)
		if p.MustDiscard = s.hand.Count() >= ref.HandLimit; p.MustDiscard {
			p.Instruction = msg.T("Your hand is full: say which flower you discard to keep five.", nil)
		}
	case stDiscard:
		p.Kind, p.Colours = AskDiscard, s.handColours()
		p.Label = msg.T("Discard a flower card of your choice. Which colour?", nil)
	case stLose:
		p.Kind, p.Pools = AskLose, []Pool{ref.Vitality, ref.Fatigue}
		p.Label = msg.T("Remove an energy token for good. From which circle?", nil)
	case stCurse:
		p.Kind, p.Slots = AskCurseSlot, s.curses.Free()
		p.Label = msg.T("Draw a curse card and put it face down on a free slot. Which one?", nil)
	case stGuardian:
		p.Kind = AskGuardian
		p.Label = msg.T("A guardian appears: draw one from the bag. What are its strength, rewards and drawback?", nil)
	case stTile:
		s.askTile(&p, st)
	case stSymbols:
		p.Kind, p.Spaces, p.Symbols = AskSymbols, st.n, s.circleSymbols(st.circle)
		p.Label = msg.N("Move the marker {{.Count}} spaces clockwise on the {{.Circle}}. Which symbols did it pass or land on?",
			st.n, map[string]any{"Circle": msg.Term(st.circle.String())})
	case stPick:
		p.Kind, p.Symbols = AskPick, slices.Clone(st.alts)
		p.Label = msg.T("The marker passed a space with a choice. Which symbol do you take?", nil)
	case stInvest:
		s.askInvest(&p)
	case stDie:
		p.Kind, p.For = AskDie, st.die
		p.Faces = s.dieFaces()
		p.Label = msg.T("Roll the fate die. Which face is up?", nil)
	}
	return p
}

func (s State) askTile(p *Pending, st step) {
	p.Kind = AskTile
	p.Label = msg.T("You are pushed back onto an unexplored square: draw an island tile. What is it?", nil)
	p.Expected = s.expectedKind(st.at)
	p.Kinds = s.kindsAt(st.at)
}

func (s State) askInvest(p *Pending) {
	p.Kind, p.Kingosh = AskInvest, s.fight.kingosh
	p.MaxEnergy, p.MaxRed = s.energy.Vitality, min(1, s.hand.Red)
	p.Opponent = s.Opponent()
	if p.Kingosh {
		p.Label = msg.T("Combat against Kingosh (strength {{.Strength}}): how much energy do you invest, and do you play a red flower?", map[string]any{"Strength": p.Opponent})
	} else {
		t, _ := s.TileAt(s.at)
		p.Label = msg.N("Combat against {{.Count}} guardians (strength {{.Strength}}): how much energy do you invest, and do you play a red flower?",
			len(t.Guardians), map[string]any{"Strength": p.Opponent})
	}
}

func (s State) handColours() []Colour {
	var out []Colour
	for _, c := range Colours {
		if s.hand.Of(c) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// dieFaces are the faces a physical die may show: those of the configured
// die, or all four when its faces were not entered.
func (s State) dieFaces() []Face {
	if !s.opts.Die.Known() {
		return slices.Clone(Faces)
	}
	var out []Face
	for _, f := range Faces {
		if s.opts.Die.Count(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

// circleSymbols are the symbols circle c can show in this version: the
// guardian belongs to the advanced sheet only.
func (s State) circleSymbols(c CircleKind) []Symbol {
	var out []Symbol
	for _, sym := range c.Symbols() {
		if sym != SymGuardian || s.opts.Advanced() {
			out = append(out, sym)
		}
	}
	return out
}
