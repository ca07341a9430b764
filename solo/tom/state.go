// Package tom plays Bonfire's solo opponent Tom (seed 000 "JEU SOLO", seed 001
// "SOLOSPIEL"; SPEC §4.3) as an event-sourced state machine.
//
// A session is a seed and Options plus an ordered list of events; its State is
// Replay of those events. The state always knows what it needs next
// (Pending): the UI shows that one question or primary action, builds the
// answer as an Action, checks it with Apply (or State.Try), lets the store
// append it, and moves on. Undo and redo are the store's cursor: Replay of any
// prefix of the log gives exactly the state the game had at that point.
//
// # Turn order
//
// You are always the start player (you hold the oval building; seed 000
// "JEU SOLO", "MISE EN PLACE"). A round is your turn, then Tom's. During your
// turn you log the novices you place in the High Council (Novice) and the
// neutral novices you take with bonus actions (Neutral), then tap End turn
// (EndTurn). Tom's turn: his card is revealed (virtual deck: the engine knows
// it; physical deck: you tap it, Card); a card with the gnome icon asks for
// the revealed gnome's resource (Gnome); the instruction is shown and you
// record what Tom took (Specialists, Paths, Task, Guardian, Portal or
// Nothing). Special case 1 and bonus actions need no input.
//
// # Countdown (seed 000 "PHASE SABLIER" and "FIN DE PARTIE SOLO")
//
// The countdown starts when the 7th novice (yours, Tom's and neutral ones
// together; bonfire.GameEndNovices(1)) reaches the High Council. You, the start
// player, then hold the pile of countdown tiles 5→1. Each time you finish a
// turn you pass the highest remaining tile to Tom, who plays his turn with it;
// when it comes back to you it goes into the box; when tile 1 goes into the box
// the game ends. Hence:
//
//   - 7th novice during your turn: that turn is the countdown's first round —
//     ending it passes tile 5. After the triggering turn you play 4 more turns
//     and Tom plays 5 (tiles 5, 4, 3, 2, 1).
//   - 7th novice during Tom's turn (his Task II novice or a bonus action): he
//     finishes that turn without a tile. Then you play 5 more turns and Tom
//     plays 5 (tiles 5…1), your turn first each round.
//
// Passing: "instead of playing a turn" you may pass at the start of any of
// your turns during the countdown except the one in which the 7th novice
// arrived (you played that one), and only before you have logged anything in
// that turn. The current tile for you, the start player, is the highest tile
// still in the pile: the one you would pass on at the end of this turn. Its
// number is the count of your turns you give up, this one included (5 if you
// pass at once after a trigger in Tom's turn). You score its points
// (PassPoints) and play no more. The tile still goes to Tom, and every
// following round Tom plays with the next tile until tile 1 is boxed
// (SPEC §8): the primary action becomes "Tom's turn" (EndTurn).
//
// The game also ends at once when Tom's pile runs out for the 4th time, that
// is right after his 32nd card (bonfire.TomDeckSize × bonfire.TomMaxCycles)
// has been resolved, whichever comes first.
package tom

import (
	"slices"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Display sizes from seed 000 "MISE EN PLACE": 6 specialists (step 9) and
// 4 path tiles (step 8) lie face up; Tom takes from these only.
const (
	specialistDisplay = 6
	pathDisplay       = 4
	// gnomePile is the gnome pile at the start of a solo game: the 27
	// specialists less the 3 showing Gold (seed 000 "JEU SOLO") less the 6
	// revealed on the display (seed 000 "MISE EN PLACE" 9).
	gnomePile = bonfire.Specialists - bonfire.GoldSpecialists - specialistDisplay
)

// Countdown is the state of the countdown tiles (seed 000 "PHASE SABLIER").
type Countdown struct {
	Started bool
	// ByTom tells that the 7th novice arrived during Tom's turn.
	ByTom bool
	// Pile is the highest tile still in your pile; tiles Pile…1 remain, 0 when
	// all have been passed on.
	Pile int
	// TomHolds is the tile Tom is playing his current turn with, 0 if none.
	TomHolds int
}

// EndReason tells why the game ended.
type EndReason int

// Why a game ends.
const (
	NotOver      EndReason = iota
	EndCountdown           // countdown tile 1 went back into the box
	EndTomDeck             // Tom's pile ran out for the 4th time
)

// Text is the reason for the player.
func (r EndReason) Text() msg.Text {
	switch r {
	case EndCountdown:
		return msg.T("The countdown is over.", nil)
	case EndTomDeck:
		return msg.T("Tom's pile has run out {{.Count}} times.", map[string]any{"Count": bonfire.TomMaxCycles})
	}
	return msg.Text{}
}

// Turn is one of Tom's turns in the log.
type Turn struct {
	// Number is the card's number in the game, 1…32.
	Number int
	Cycle  int
	Card   bonfire.TomCard
	// Resource is the revealed gnome's, when HasResource.
	Resource    bonfire.Resource
	HasResource bool
	// Tile is the countdown tile Tom played with, 0 if none.
	Tile int
	// Points are what Tom scored this turn.
	Points int
	// Lines say what he took and why he scored, in order.
	Lines []msg.Text
}

type phase int

const (
	phaseYou   phase = iota // your turn (or, once you passed, the next round)
	phaseCard               // physical deck: which card was flipped
	phaseGnome              // which resource the revealed gnome shows
	phaseGain               // what Tom took
	phaseOver
)

// State is a Tom session at one point of its log. It is a value: Apply
// returns a new State and never changes the one it was given.
type State struct {
	started bool // made by New; the zero State accepts no event
	seed    uint64
	opts    Options

	phase       phase
	drawn       int // Tom cards drawn, the one being resolved included
	card        bonfire.TomCard
	resource    bonfire.Resource
	hasResource bool

	// gnomesLeft is what the app knows of the gnome pile: its start less
	// every gnome revealed and every specialist Tom took (the display is
	// refilled from it); players' recruits can empty it sooner, which they
	// tell with GnomesEmpty. gnomeDiscards are the gnomes revealed since the
	// last reshuffle (seed 000 "Cas particulier 2").
	gnomesLeft    int
	gnomeDiscards int
	// sc1Gnome: Tom's last card was a special case 1 whose gnome was
	// revealed from a pile the app counted non-empty; until his next card
	// you may say the pile was empty then (GnomesEmpty).
	sc1Gnome bool

	tom         Board
	neutralGone uint8 // bit t: the neutral novice of common task t has left
	yourNovices int
	acted       bool // you logged a move in the current turn

	countdown  Countdown
	passed     bool
	passPoints int

	cur Turn
	log []Turn
	end EndReason
}

// New starts a session: Tom with his starting tile and guardian, 4 novices
// and the handicap's points if it is positive; all neutral novices on their
// common tasks; your first turn.
func New(seed uint64, opts Options) (State, error) {
	if err := opts.Validate(); err != nil {
		return State{}, err
	}
	s := State{started: true, seed: seed, opts: opts.clone(), gnomesLeft: gnomePile}
	s.tom = Board{Score: max(0, opts.Handicap), Guardians: 1, NovicesLeft: bonfire.TomNovices}
	return s, nil
}

// Replay rebuilds the state after events, in order (data.Replay over Apply).
func Replay(seed uint64, opts Options, events []data.Event) (State, error) {
	s, err := New(seed, opts)
	if err != nil {
		return State{}, err
	}
	return data.Replay(events, s, Apply)
}

// Apply returns the state after event e, or a *msg.Error saying why e does
// not fit the state (the state is then unchanged).
func Apply(s State, e data.Event) (State, error) { return applyEvent(s, e) }

var applyEvent = session.Applier(Decode, State.apply)

// Try applies a directly: Encode then Apply. The UI calls it before it stores
// the event.
func (s State) Try(a Action) (State, error) { return session.Try(s, a, Apply) }

// Seed is the session's seed.
func (s State) Seed() uint64 { return s.seed }

// Options are the session's options.
func (s State) Options() Options { return s.opts.clone() }

// Tom is Tom's board and score now.
func (s State) Tom() Board {
	b := s.tom
	b.Tasks = slices.Clone(b.Tasks)
	b.Paths = slices.Clone(b.Paths)
	return b
}

// Fulfilled lists the common tasks Tom fulfils now.
func (s State) Fulfilled() []bonfire.CommonTask {
	var out []bonfire.CommonTask
	for _, t := range bonfire.CommonTasks {
		if s.tom.Fulfils(t) {
			out = append(out, t)
		}
	}
	return out
}

// NeutralLeft lists the common tasks whose neutral novice is still there.
func (s State) NeutralLeft() []bonfire.CommonTask {
	var out []bonfire.CommonTask
	for _, t := range bonfire.CommonTasks {
		if s.neutralPresent(t) {
			out = append(out, t)
		}
	}
	return out
}

// Council counts the novices in the High Council.
func (s State) Council() Council {
	c := Council{You: s.yourNovices, Tom: bonfire.TomNovices - s.tom.NovicesLeft, Threshold: bonfire.GameEndNovices(1)}
	for _, t := range bonfire.CommonTasks {
		if !s.neutralPresent(t) {
			c.Neutral++
		}
	}
	return c
}

// GnomePile is what the app knows of the gnome pile: gnomes left (an upper
// bound: players' recruits refill the display from it too) and gnomes
// discarded since the last reshuffle.
func (s State) GnomePile() (left, discarded int) { return s.gnomesLeft, s.gnomeDiscards }

// Countdown is the countdown's state.
func (s State) Countdown() Countdown { return s.countdown }

// CardsDrawn counts Tom's cards drawn so far, the one being resolved included.
func (s State) CardsDrawn() int { return s.drawn }

// Round is the round being played, as the session log counts them: round N
// is your N-th turn, then Tom's N-th card.
func (s State) Round() int {
	if s.phase == phaseYou {
		return s.drawn + 1
	}
	return s.drawn
}

// Cycle is the cycle (1…4) of Tom's current or last card: the number of
// times his pile has been shuffled. After the 8th card of a cycle it stays
// until the next draw reshuffles.
func (s State) Cycle() int {
	return max(1, (s.drawn+bonfire.TomDeckSize-1)/bonfire.TomDeckSize)
}

// CardsLeftInCycle are the cards still in Tom's pile; 0 means the next draw
// reshuffles the discards (or, after the 4th cycle, that the game is over).
func (s State) CardsLeftInCycle() int {
	return s.Cycle()*bonfire.TomDeckSize - s.drawn
}

// Passed tells whether you passed during the countdown.
func (s State) Passed() bool { return s.passed }

// PassPoints are the points you scored by passing (0 if you did not).
func (s State) PassPoints() int { return s.passPoints }

// PlayerStart is your starting score from a negative handicap.
func (s State) PlayerStart() int { return max(0, -s.opts.Handicap) }

// Over tells whether the game has ended.
func (s State) Over() bool { return s.end != NotOver }

// End tells why the game ended (NotOver while it goes on).
func (s State) End() EndReason { return s.end }

// Log lists Tom's finished turns, oldest first.
func (s State) Log() []Turn { return slices.Clone(s.log) }

// Current is Tom's turn in progress (false outside his turn).
func (s State) Current() (Turn, bool) {
	if s.phase == phaseYou || s.phase == phaseOver {
		return Turn{}, false
	}
	return s.cur, true
}

func (s State) neutralPresent(t bonfire.CommonTask) bool {
	return s.neutralGone&(1<<uint(t)) == 0
}

// clone prepares a copy to change: its slices are clipped so that appending
// to them never writes into arrays s still uses.
func (s State) clone() State {
	n := s
	n.tom.Tasks = slices.Clip(s.tom.Tasks)
	n.tom.Paths = slices.Clip(s.tom.Paths)
	n.cur.Lines = slices.Clip(s.cur.Lines)
	n.log = slices.Clip(s.log)
	return n
}

func (s *State) say(t msg.Text) { s.cur.Lines = append(s.cur.Lines, t) }

func (s *State) score(points int) {
	s.tom.Score += points
	s.cur.Points += points
}

// cardTask is the common task matching a card: the one that makes Tom unable
// to act when he fulfils it (seed 000 "Cas particulier 1").
func cardTask(c bonfire.TomCard) bonfire.CommonTask {
	switch c {
	case bonfire.CardGnome:
		return bonfire.SixGnomes
	case bonfire.CardPath:
		return bonfire.SevenPaths
	case bonfire.CardGuardian:
		return bonfire.FiveGuardians
	case bonfire.CardGreatBonfire:
		return bonfire.SevenPortals
	}
	return bonfire.SevenTasks
}

// room is how much Tom can take on the current card: what his board and the
// display leave.
func (s State) room() int {
	switch s.card {
	case bonfire.CardGnome:
		return min(specialistDisplay, bonfire.MaxGnomes-s.tom.Gnomes)
	case bonfire.CardPath:
		return min(pathDisplay, bonfire.MaxPaths-s.tom.PathTiles())
	case bonfire.CardTaskI, bonfire.CardTaskII:
		return min(1, bonfire.MaxTasks-len(s.tom.Tasks))
	case bonfire.CardGuardian:
		return min(1, bonfire.MaxGuardians-s.tom.Guardians)
	}
	return min(1, bonfire.MaxPortals-s.tom.Portals)
}

// taskSlot is Tom's leftmost free task space; portalSlot the rightmost free
// portal notch.
func (s State) taskSlot() int   { return len(s.tom.Tasks) + 1 }
func (s State) portalSlot() int { return bonfire.BonfireSpaces - s.tom.Portals }
