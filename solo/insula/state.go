// Package insula runs the app's solo expedition of Insula (SPEC §6.2; seed
// 004 chapters C–G) as an event-sourced state machine for solo/session.
//
// You play against the island, round after round. What is printed on cards,
// tiles and guardians stays on the table: the player enters it. The engine
// keeps the numbers (energy circle, time marker, circle markers, hand, curse
// slots, the explored island and its guardians) and the order of play.
//
// A session is a seed and Options plus an ordered list of events; its State
// is Replay of those events. The state always knows what it needs next
// (Pending): during your turn, the actions Allowed now and End turn; at the
// end of the round, the combat's investment and the fate die (physical die);
// and whenever a marker moves, the questions its symbols raise (which symbols
// were passed without a saved layout, a slash choice, the colour of a flower
// drawn, the slot of a curse, a guardian's printed numbers).
//
// # The island
//
// Squares are (X, Y) as seen from the shore looking at the citadel: the beach
// is (0, 0), the citadel (0, CitadelRow) with room for five tiles between
// them (seed 004 B.1); Y < 0 is the sea; "inward" is Y+1 (seed 004 F.6). In
// the advanced version the five squares between beach and citadel hold face-
// down tiles, three light then two shadow (G.1). See docs/insula-expedition.md
// for every interpretation.
package insula

import (
	"math/rand/v2"
	"slices"

	"hearth/data"
	ref "hearth/data/insula"
	"hearth/solo/session"
)

// Position is a square of the island.
type Position struct {
	X, Y int
}

// Beach and Citadel are the two fixed squares.
var (
	Beach   = Position{0, 0}
	Citadel = Position{0, ref.CitadelRow}
)

// Next is the square one step in direction d.
func (p Position) Next(d Dir) Position {
	dx, dy := d.Step()
	return Position{p.X + dx, p.Y + dy}
}

// Energy is the energy circle (seed 004 B.10): tokens in each circle, and
// the tokens gained and lost for good. Vitality + Fatigue + Combat is always
// Total = StartEnergy + Gained − Lost.
type Energy struct {
	Vitality, Fatigue, Combat int
	Gained, Lost              int
}

// Total is the adventurer's energy tokens.
func (e Energy) Total() int { return ref.StartEnergy + e.Gained - e.Lost }

// Hand is the flower cards in hand by colour; the advanced Vain Violet is
// apart: it does not count towards the limit and is never discarded (G.3).
type Hand struct {
	Yellow, Red, Green int
	VainViolet         bool
}

// Count is the cards counted against the limit of five.
func (h Hand) Count() int { return h.Yellow + h.Red + h.Green }

// Of is the cards of colour c.
func (h Hand) Of(c Colour) int {
	switch c {
	case Yellow:
		return h.Yellow
	case Red:
		return h.Red
	case Green:
		return h.Green
	}
	return 0
}

func (h *Hand) add(c Colour, n int) {
	switch c {
	case Yellow:
		h.Yellow += n
	case Red:
		h.Red += n
	case Green:
		h.Green += n
	}
}

// Curses are the curse slots (true: a curse lies there and blocks the
// action) and the white curse on the time counter (seed 004 F.9).
type Curses struct {
	Rest, Flower, Move bool
	// White tells that a white curse lies on the time counter; WhiteBonus is
	// the strength it adds to guardians and Kingosh.
	White      bool
	WhiteBonus int
}

// Blocked tells whether a curse blocks action a.
func (c Curses) Blocked(a ActionKind) bool {
	switch a {
	case ActRest:
		return c.Rest
	case ActFlower:
		return c.Flower
	case ActMove:
		return c.Move
	}
	return false
}

// Free lists the free slots.
func (c Curses) Free() []ActionKind {
	var out []ActionKind
	for _, a := range SlotKinds {
		if !c.Blocked(a) {
			out = append(out, a)
		}
	}
	return out
}

func (c *Curses) set(a ActionKind, v bool) {
	switch a {
	case ActRest:
		c.Rest = v
	case ActFlower:
		c.Flower = v
	case ActMove:
		c.Move = v
	}
}

// Tile is an explored square: its face, and the guardians standing on it.
type Tile struct {
	At Position
	TileFace
	// Hidden is an advanced face-down tile not yet revealed (its Kind is known).
	Hidden bool
	// Guardians are the unbeaten guardians on it.
	Guardians []Guardian
}

// Markers are how far each circle's marker has moved in all: its position
// is the total modulo the layout's length when a layout is saved.
type Markers struct {
	Reward, Drawback int
	// RewardSpace and DrawbackSpace are the positions (0 = the first space)
	// with a saved layout, -1 without one.
	RewardSpace, DrawbackSpace int
}

// Turn is your turn so far.
type Turn struct {
	// Taken are the actions taken this turn, in order.
	Taken []ActionKind
	// CardMoves are free moves a card granted and not yet made; Through lets
	// them go inward past guardians.
	CardMoves int
	Through   bool
}

// State is an expedition at one moment. It is a value: Apply never changes
// the State it is given, and two States from the same events are equal.
type State struct {
	started bool
	seed    uint64
	opts    Options
	round   int
	ending  Ending

	taken     []ActionKind
	cardMoves int
	through   bool

	energy Energy
	time   int
	marks  Markers
	hand   Hand
	curses Curses

	at       Position
	tiles    []Tile // explored squares, beach and citadel apart
	explored int    // tiles taken from the piles (advanced face-down ones included)

	fury       int  // blue Kingosh's strength: 7, moved only by rules-0 fury rolls
	arrivals   int  // times you entered the citadel
	furyRolled bool // rules 0: this arrival rolled for Kingosh's fury
	fight      fight
	battle     Battle // the last combat
	battles    int    // battles fought against Kingosh
	final      int    // your strength in the last battle against Kingosh

	steps  []step
	rolls  int    // virtual die rolls so far
	chain  uint64 // digest of every event applied so far (session.ChainEvent)
	missed bool   // a combat drawback could not be applied (base: pushed back)
	last   Face   // the last face rolled
	faces  int    // faces rolled so far, virtual and physical
	fights int    // combats resolved so far
}

// fight is the combat in progress at the end of a round.
type fight struct {
	on      bool
	kingosh bool
	invest  Invest
}

// New is the expedition before any event: you on the beach with 6 energy in
// Vitality, both markers on their first space, one flower card (its colour
// is asked first), the time marker on the Sun (seed 004 B.6–B.10; advanced:
// a Vain Violet and the five face-down tiles, G.1).
func New(seed uint64, opts Options) (State, error) {
	if err := opts.Validate(); err != nil {
		return State{}, err
	}
	s := State{started: true, seed: seed, opts: opts.clone(), round: 1, at: Beach}
	s.energy.Vitality = ref.StartEnergy
	s.marks = Markers{RewardSpace: -1, DrawbackSpace: -1}
	if opts.RewardCircle != nil {
		s.marks.RewardSpace = 0
	}
	if opts.DrawbackCircle != nil {
		s.marks.DrawbackSpace = 0
	}
	if opts.Advanced() {
		s.hand.VainViolet = true
		for i := range ref.AdvancedLightTiles + ref.AdvancedShadowTiles {
			kind := ref.Light
			if i >= ref.AdvancedLightTiles {
				kind = ref.Shadow
			}
			s.tiles = append(s.tiles, Tile{At: Position{0, i + 1}, TileFace: TileFace{Kind: kind}, Hidden: true})
		}
		s.explored = len(s.tiles)
		if opts.Variant == ref.Blue {
			s.fury = ref.BlueStartStrength
		}
	}
	for range ref.StartFlowers {
		s.steps = append(s.steps, step{kind: stDraw})
	}
	return s, nil
}

// Replay rebuilds the state after events, in order.
func Replay(seed uint64, opts Options, events []data.Event) (State, error) {
	s, err := New(seed, opts)
	if err != nil {
		return State{}, err
	}
	return data.Replay(events, s, Apply)
}

// Apply returns the state after event e, or a *msg.Error saying why e does
// not fit the state (the state is then unchanged).
//
// Every event, applied, also feeds the expedition's choice chain, from which
// a virtual die's throws are keyed (rules 1, see roll): replaying the same
// log throws the same faces, another choice after an undo an independent one.
func Apply(s State, e data.Event) (State, error) {
	keyed := s
	keyed.chain = session.ChainEvent(s.chain, e)
	n, err := applyEvent(keyed, e)
	if err != nil {
		return s, err
	}
	return n, nil
}

var applyEvent = session.Applier(Decode, State.apply)

// Try applies a directly: Encode then Apply. The UI calls it before it stores
// the event.
func (s State) Try(a Action) (State, error) { return session.Try(s, a, Apply) }

// Seed is the session's seed.
func (s State) Seed() uint64 { return s.seed }

// Options are the session's options.
func (s State) Options() Options { return s.opts.clone() }

// Round is the current round, from 1.
func (s State) Round() int { return s.round }

// Over tells whether the expedition has ended.
func (s State) Over() bool { return s.ending != NotOver }

// Ending tells how it ended (NotOver while it goes on).
func (s State) Ending() Ending { return s.ending }

// Energy is the energy circle now.
func (s State) Energy() Energy { return s.energy }

// Time is the time marker's position (0 = the Sun) and the track's length
// (the Moon).
func (s State) Time() (at, length int) { return s.time, s.opts.TimeTrack }

// Markers are the circle markers.
func (s State) Markers() Markers { return s.marks }

// Hand is the flower cards in hand.
func (s State) Hand() Hand { return s.hand }

// Curses are the curse slots and the white curse.
func (s State) Curses() Curses { return s.curses }

// At is your square.
func (s State) At() Position { return s.at }

// Turn is your turn so far.
func (s State) Turn() Turn {
	return Turn{Taken: slices.Clone(s.taken), CardMoves: s.cardMoves, Through: s.through}
}

// Tiles lists the explored squares (the beach and the citadel apart), each
// with its guardians.
func (s State) Tiles() []Tile {
	out := slices.Clone(s.tiles)
	for i := range out {
		out[i].Guardians = slices.Clone(out[i].Guardians)
	}
	return out
}

// TileAt is the tile on square p; false when p is unexplored, the sea, the
// beach or the citadel.
func (s State) TileAt(p Position) (Tile, bool) {
	i := s.tileIndex(p)
	if i < 0 {
		return Tile{}, false
	}
	t := s.tiles[i]
	t.Guardians = slices.Clone(t.Guardians)
	return t, true
}

// Guardians are the unbeaten guardians on your square.
func (s State) Guardians() []Guardian {
	t, _ := s.TileAt(s.at)
	return t.Guardians
}

// KingoshStrength is Kingosh's strength now: 7 (base), 5 (purple), or the
// blue card's fury token, which stays on 7 in a solo expedition (no later
// arrival rolls, seed 004 G.5); the white curse's bonus apart.
func (s State) KingoshStrength() int {
	if !s.opts.Advanced() {
		return ref.KingoshStrength
	}
	if s.opts.Variant == ref.Purple {
		return ref.PurpleStrength
	}
	return s.fury
}

// LastRoll is the last face the fate die showed; false before any roll.
func (s State) LastRoll() (Face, bool) { return s.last, s.faces > 0 }

func (s State) tileIndex(p Position) int {
	for i := range s.tiles {
		if s.tiles[i].At == p {
			return i
		}
	}
	return -1
}

// roll draws a virtual die face from the session's seed and the number of
// rolls so far, so that replaying gives the same faces; since rules 1 also
// from the choices so far (chain), so that an undo cannot peek at the die.
func (s *State) roll() Face {
	d := s.opts.Die
	stream := uint64(s.rolls) + 1
	if s.opts.keyedDie() {
		stream += s.chain
	}
	r := rand.New(rand.NewPCG(s.seed, stream))
	s.rolls++
	n := r.IntN(max(1, d.Total()))
	for _, f := range Faces {
		if n < d.Count(f) {
			return f
		}
		n -= d.Count(f)
	}
	return Blank
}
