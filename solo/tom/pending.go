package tom

import (
	"slices"

	"hearth/data/bonfire"
	"hearth/data/msg"
)

// Kind is what the session needs next; each kind names the Actions it accepts.
type Kind int

// What the session can need next.
const (
	// AskEndTurn: your turn. Primary action EndTurn ("End turn"). Side
	// actions: Novice (CanLogNovice), Neutral for a task in NeutralTasks,
	// Pass (CanPass, scoring PassPoints).
	AskEndTurn Kind = iota
	// AskTomTurn: you have passed; EndTurn plays Tom's next countdown turn ("Tom's turn").
	AskTomTurn
	// AskCard: physical deck; Card with one of Cards.
	AskCard
	// AskGnome: Gnome with one of Resources, or GnomesEmpty
	// (CanSayGnomesEmpty).
	AskGnome
	// AskSpecialists: Specialists with a count 0…Max (Nothing means 0).
	AskSpecialists
	// AskPaths: Paths with 0…Max crystals from Colours, in the order taken
	// (Nothing means none).
	AskPaths
	// AskTask: Task (Colour from Colours, points within bonfire.TaskPoints)
	// for Tom's space Slot, or Nothing.
	AskTask
	// AskGuardian: Guardian, or Nothing.
	AskGuardian
	// AskPortal: Portal for Tom's space Slot, or Nothing.
	AskPortal
	// GameOver: nothing more is accepted; score both cities (State.TomPlayer).
	GameOver
)

// Pending describes what the session needs now: one question or primary
// action, with the legal choices. Texts are English templates to translate.
type Pending struct {
	Kind Kind
	// Label is the question, or the primary button's label.
	Label msg.Text
	// Instruction says what to do at the table now; empty when nothing.
	Instruction msg.Text
	// Note adds a detail (a limit, a new cycle, the countdown); may be empty.
	Note msg.Text

	// Card is Tom's card once revealed (HasCard); Resource the gnome's
	// (HasResource).
	Card        bonfire.TomCard
	HasCard     bool
	Resource    bonfire.Resource
	HasResource bool

	// Cards, Resources and Colours are the legal choices for AskCard,
	// AskGnome and AskPaths/AskTask.
	Cards     []bonfire.TomCard
	Resources []bonfire.Resource
	Colours   []bonfire.Colour
	// Max is the most Tom can take (AskSpecialists, AskPaths).
	Max int
	// Slot is Tom's space for the task (AskTask) or portal (AskPortal), 1…7.
	Slot int
	// CanNothing tells that Nothing is accepted.
	CanNothing bool

	// Side actions during your turn (AskEndTurn): log one of your novices,
	// take one of the neutral novices still on NeutralTasks, or pass for
	// PassPoints.
	CanLogNovice bool
	NeutralTasks []bonfire.CommonTask
	CanPass      bool
	PassPoints   int

	// CanSayGnomesEmpty: GnomesEmpty is accepted, for a gnome pile found
	// empty sooner than the app counted: at AskGnome, or during your turn
	// right after a special case 1 revealed a gnome without asking.
	CanSayGnomesEmpty bool
}

// Pending tells what the session needs now.
func (s State) Pending() Pending {
	p := Pending{Card: s.card, HasCard: s.phase == phaseGnome || s.phase == phaseGain,
		Resource: s.resource, HasResource: s.hasResource && s.phase == phaseGain}
	switch s.phase {
	case phaseOver:
		p.Kind = GameOver
		p.Label = msg.T("The game is over: score both cities.", nil)
		p.Instruction = s.end.Text()
	case phaseYou:
		s.yourTurn(&p)
	case phaseCard:
		p.Kind = AskCard
		p.Label = msg.T("Flip the top card of Tom's pile. Which card is it?", nil)
		p.Cards = slices.Clone(bonfire.TomCards)
		if s.drawn > bonfire.TomDeckSize && (s.drawn-1)%bonfire.TomDeckSize == 0 {
			p.Note = msg.T("Tom's pile is empty: shuffle his discards into a new face-down pile first.", nil)
		}
	case phaseGnome:
		p.Kind = AskGnome
		p.Label = msg.T("Reveal the top gnome of the gnome pile and discard it. Which resource does it show?", nil)
		p.Instruction = msg.T("Tom's card: {{.Card}}.", map[string]any{"Card": msg.Term(s.card.String())})
		p.Resources = slices.Clone(bonfire.TaskResources)
		if s.gnomesLeft == 0 {
			p.Note = msg.T("Special case 2: the gnome pile is empty. Shuffle its {{.Count}} discarded gnomes into a new face-down pile first.", map[string]any{"Count": s.gnomeDiscards})
		}
		p.CanSayGnomesEmpty = s.gnomesLeft > 0 && s.gnomeDiscards > 0
	case phaseGain:
		s.askGain(&p)
	}
	return p
}

func (s State) yourTurn(p *Pending) {
	p.CanSayGnomesEmpty = s.sc1Gnome && s.gnomeDiscards > 1
	cd := s.countdown
	if s.passed {
		p.Kind = AskTomTurn
		p.Label = msg.T("Tom's turn", nil)
		p.Instruction = msg.T("You have passed. Tom plays on: countdown tile {{.Tile}} goes to him.", map[string]any{"Tile": cd.Pile})
		return
	}
	p.Kind = AskEndTurn
	p.Label = msg.T("End turn", nil)
	p.Instruction = msg.T("Your turn: play it at the table, then end it here.", nil)
	if cd.Started {
		p.Note = msg.T("Countdown: when you end this turn, tile {{.Tile}} goes to Tom.", map[string]any{"Tile": cd.Pile})
		if !s.acted {
			p.CanPass, p.PassPoints = true, cd.Pile
		}
	}
	p.CanLogNovice = s.yourNovices < bonfire.BonfireSpaces
	p.NeutralTasks = s.NeutralLeft()
}

func (s State) askGain(p *Pending) {
	res := map[string]any{"Resource": msg.Term(s.resource.String())}
	room := s.room()
	p.Max = room
	p.CanNothing = true
	switch s.card {
	case bonfire.CardGnome:
		p.Kind = AskSpecialists
		p.Label = msg.T("How many specialists did Tom take?", nil)
		p.Instruction = msg.T("Gnome — take every specialist showing {{.Resource}} from the display and put them under Tom's board, then refill the display. Tom never uses their abilities.", res)
		if room < specialistDisplay {
			p.Note = msg.T("Tom has room for only {{.Max}} more.", map[string]any{"Max": room})
		}
	case bonfire.CardPath:
		p.Kind = AskPaths
		p.Label = msg.T("Which crystals do the path tiles Tom took show, in the order taken?", nil)
		p.Instruction = msg.T("Path — take from the display, left to right, every path tile showing {{.Resource}} and attach them to Tom's board in that order, then refill the display.", res)
		p.Colours = slices.Clone(bonfire.Colours)
		if room < pathDisplay {
			p.Note = msg.T("Tom has room for only {{.Max}} more.", map[string]any{"Max": room})
		}
	case bonfire.CardTaskI, bonfire.CardTaskII:
		p.Kind = AskTask
		p.Label = msg.T("Which task did Tom take?", nil)
		p.Slot = s.taskSlot()
		p.Colours = slices.Clone(bonfire.Colours)
		args := map[string]any{"Resource": msg.Term(s.resource.String()), "Slot": p.Slot}
		if s.card == bonfire.CardTaskI {
			p.Instruction = msg.T("Task I — take the task worth the most points from the 2 islands showing {{.Resource}} (you choose between equal ones) and place it bonfire side up on Tom's space {{.Slot}}.", args)
		} else {
			p.Instruction = msg.T("Task II — take the task worth the fewest points from the 2 islands showing {{.Resource}} (you choose between equal ones) and place it bonfire side up on Tom's space {{.Slot}}. Then place one of Tom's novices in the High Council.", args)
			if s.tom.NovicesLeft == 0 {
				p.Note = msg.T("Tom has no novice left: he takes the task but places no novice and scores no point.", nil)
			}
		}
	case bonfire.CardGuardian:
		p.Kind = AskGuardian
		p.Label = msg.T("Did Tom take a guardian?", nil)
		p.Instruction = msg.T("Guardian — take any guardian of a colour Tom does not have yet and stand her on his starting space.", nil)
	case bonfire.CardGreatBonfire:
		p.Kind = AskPortal
		p.Label = msg.T("Did Tom take a portal?", nil)
		p.Slot = s.portalSlot()
		p.Instruction = msg.T("Great Bonfire — turn the Great Bonfire clockwise to the next space holding the portal Tom needs next; take it and attach it to Tom's board on space {{.Slot}} (portals go right to left).", map[string]any{"Slot": p.Slot})
	}
}
