package tom

import (
	"maps"
	"slices"

	"hearth/data/bonfire"
	"hearth/data/msg"
)

func (s State) apply(a Action) (State, error) {
	if !s.started {
		return s, msg.New("", "This session was not started.", nil)
	}
	if s.phase == phaseOver {
		return s, msg.New("", "The game is over.", nil)
	}
	switch a := a.(type) {
	case EndTurn:
		return s.endTurn()
	case Pass:
		return s.pass()
	case Novice:
		return s.novice()
	case Neutral:
		return s.neutral(a.Task)
	case Card:
		return s.flipped(a.Card)
	case Gnome:
		return s.gnome(a.Resource)
	case GnomesEmpty:
		return s.gnomesEmpty()
	case Deck:
		return s.deck(a.Deck)
	case Specialists, Paths, Task, Guardian, Portal, Nothing:
		return s.gain(a)
	}
	return s, msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": a.Type()})
}

// errNotNow refuses an answer to a question the app is not asking.
func (s State) errNotNow() error {
	if s.phase == phaseYou {
		return msg.New("", "It is your turn: Tom's card is not revealed yet.", nil)
	}
	return msg.New("", "Tom's turn is not finished: answer the current question first.", nil)
}

func (s State) endTurn() (State, error) {
	if s.phase != phaseYou {
		return s, s.errNotNow()
	}
	n := s.clone()
	n.beginTomTurn()
	return n, nil
}

func (s State) pass() (State, error) {
	switch {
	case s.phase != phaseYou:
		return s, s.errNotNow()
	case !s.countdown.Started:
		return s, msg.New("", "You can pass only during the countdown.", nil)
	case s.passed:
		return s, msg.New("", "You have already passed.", nil)
	case s.acted:
		return s, msg.New("", "You pass instead of playing a turn, but you have already logged a move this turn.", nil)
	}
	n := s.clone()
	n.passed = true
	n.passPoints = n.countdown.Pile
	n.beginTomTurn()
	return n, nil
}

func (s State) novice() (State, error) {
	if err := s.yourMove(); err != nil {
		return s, err
	}
	if s.yourNovices >= bonfire.BonfireSpaces {
		return s, msg.New("", "You have placed all {{.Max}} of your novices already.", map[string]any{"Max": bonfire.BonfireSpaces})
	}
	n := s.clone()
	n.yourNovices++
	n.acted = true
	n.checkCountdown(false)
	return n, nil
}

func (s State) neutral(t bonfire.CommonTask) (State, error) {
	if !slices.Contains(bonfire.CommonTasks, t) {
		return s, msg.New("task", "There is no such common task.", nil)
	}
	if err := s.yourMove(); err != nil {
		return s, err
	}
	if !s.neutralPresent(t) {
		return s, msg.New("task", "The neutral novice of “{{.Task}}” has already left its common task.",
			map[string]any{"Task": msg.Term(t.String())})
	}
	n := s.clone()
	n.neutralGone |= 1 << uint(t)
	n.acted = true
	n.checkCountdown(false)
	return n, nil
}

// yourMove refuses a move of yours outside your turn or after you passed.
func (s State) yourMove() error {
	if s.phase != phaseYou {
		return msg.New("", "Log your moves during your turn; Tom's turn is not finished.", nil)
	}
	if s.passed {
		return msg.New("", "You have passed: you take no more turns.", nil)
	}
	return nil
}

// beginTomTurn draws Tom's next card, handing him the next countdown tile.
func (n *State) beginTomTurn() {
	n.acted = false
	n.sc1Gnome = false
	tile := 0
	if n.countdown.Started {
		tile = n.countdown.Pile
		n.countdown.Pile--
		n.countdown.TomHolds = tile
	}
	n.drawn++
	n.cur = Turn{Number: n.drawn, Cycle: n.Cycle(), Tile: tile}
	if n.drawn > bonfire.TomDeckSize && (n.drawn-1)%bonfire.TomDeckSize == 0 {
		n.say(msg.T("Cycle {{.Cycle}}: Tom's discards were shuffled into a new pile.", map[string]any{"Cycle": n.Cycle()}))
	}
	if tile > 0 {
		n.say(msg.T("Tom plays with countdown tile {{.Tile}}.", map[string]any{"Tile": tile}))
	}
	if n.opts.Physical {
		n.phase = phaseCard
		return
	}
	i := n.drawn - 1
	n.reveal(cycleOrder(n.seed, n.opts.Deck, i/bonfire.TomDeckSize+1)[i%bonfire.TomDeckSize])
}

func (s State) flipped(c bonfire.TomCard) (State, error) {
	if s.phase != phaseCard {
		return s, s.errNotNow()
	}
	if !knownCard(c) {
		return s, msg.New("card", "Choose one of the six kinds of Tom card.", nil)
	}
	if d := s.opts.Deck; len(d) > 0 && s.flippedInCycle()[c]+1 > d[c] {
		// SPEC §8: each cycle is checked against the composition; a card
		// beyond it means the player's deck differs (or a wrong tap).
		return s, msg.New("deck", "The deck this game uses has {{.Count}} × {{.Card}} in a cycle, and this would be one more. Does your deck differ? Change the composition, or check the card.",
			map[string]any{"Count": d[c], "Card": msg.Term(c.String())})
	}
	n := s.clone()
	n.reveal(c)
	return n, nil
}

// flippedInCycle counts the cards of each kind already flipped in the
// current cycle, the one being resolved excluded.
func (s State) flippedInCycle() bonfire.Deck {
	out := bonfire.Deck{}
	cycle := s.Cycle()
	for _, t := range s.log {
		if t.Cycle == cycle {
			out[t.Card]++
		}
	}
	return out
}

// deck replaces a physical game's composition; it must still admit the
// cards already flipped in this cycle, the one Tom is resolving included.
func (s State) deck(d bonfire.Deck) (State, error) {
	if !s.opts.Physical {
		return s, msg.New("deck", "Hearth shuffles this game's deck itself; its composition is fixed for the game.", nil)
	}
	if err := validDeck(d); err != nil {
		return s, err
	}
	shown := s.flippedInCycle()
	if (s.phase == phaseGnome || s.phase == phaseGain) && s.opts.Rules >= 1 {
		shown[s.card]++
	}
	for k, n := range shown {
		if n > d[k] {
			return s, msg.New("deck", "This cycle has already shown {{.Count}} × {{.Card}}; the composition must hold at least that many.",
				map[string]any{"Count": n, "Card": msg.Term(k.String())})
		}
	}
	n := s.clone()
	n.opts.Deck = maps.Clone(d)
	return n, nil
}

// reveal turns up Tom's card. Special case 1 (seed 000 "Cas particulier 1"):
// when Tom already fulfils the matching common task he cannot act and scores
// 3 points instead of the whole action (on Task II he places no novice
// either); the gnome is still revealed and discarded (seed 000 "Règle
// générale"), but its resource no longer matters, so it is not asked.
func (n *State) reveal(c bonfire.TomCard) {
	n.card, n.cur.Card = c, c
	n.hasResource = false
	if t := cardTask(c); n.tom.Fulfils(t) {
		n.score(bonfire.TomSpecialCasePoints)
		n.say(msg.T("Special case 1: Tom already fulfils “{{.Task}}” and cannot act (+{{.Points}}).",
			map[string]any{"Task": msg.Term(t.String()), "Points": bonfire.TomSpecialCasePoints}))
		if c.NeedsGnome() {
			n.sc1Gnome = n.gnomesLeft > 0 // else the app already reshuffled
			n.revealGnome()
			n.say(msg.T("Reveal the top gnome and discard it all the same; its resource does not matter.", nil))
		}
		n.finishTomTurn()
		return
	}
	if c.NeedsGnome() {
		n.phase = phaseGnome
	} else {
		n.phase = phaseGain
	}
}

func (s State) gnome(r bonfire.Resource) (State, error) {
	if s.phase != phaseGnome {
		return s, s.errNotNow()
	}
	if !slices.Contains(bonfire.TaskResources, r) {
		return s, errGnomeResource()
	}
	n := s.clone()
	n.revealGnome()
	n.resource, n.hasResource = r, true
	n.cur.Resource, n.cur.HasResource = r, true
	n.phase = phaseGain
	return n, nil
}

func errGnomeResource() error {
	return msg.New("resource", "In the solo game a gnome shows Blossom, Fruit, Herb, Shell or Root.", nil)
}

func errCrystal() error {
	return msg.New("crystals", "A path tile's crystal is blue, red or yellow.", nil)
}

// gain records what Tom took on his card, then gives him his bonus actions
// and ends his turn.
func (s State) gain(a Action) (State, error) {
	if s.phase != phaseGain {
		return s, s.errNotNow()
	}
	n := s.clone()
	if err := n.take(a); err != nil {
		return s, err
	}
	n.bonusActions()
	n.finishTomTurn()
	return n, nil
}

// wrongCard refuses an answer meant for another card.
func (s State) wrongCard(want bonfire.TomCard) error {
	return msg.New("", "This answer is for a {{.Want}} card, but Tom's card is {{.Card}}.",
		map[string]any{"Want": msg.Term(want.String()), "Card": msg.Term(s.card.String())})
}

// bonusActions: for every common task Tom fulfils whose neutral novice is
// still there, the novice goes to the High Council and Tom scores 1 point
// (seed 000 "Action Bonus").
func (n *State) bonusActions() {
	for _, t := range bonfire.CommonTasks {
		if n.neutralPresent(t) && n.tom.Fulfils(t) {
			n.neutralGone |= 1 << uint(t)
			n.score(bonfire.TomBonusPoints)
			n.say(msg.T("Bonus action: Tom fulfils “{{.Task}}”; its neutral novice goes to the High Council (+{{.Points}}).",
				map[string]any{"Task": msg.Term(t.String()), "Points": bonfire.TomBonusPoints}))
			n.checkCountdown(true)
		}
	}
}

// checkCountdown starts the countdown when the council reaches its threshold.
func (n *State) checkCountdown(byTom bool) {
	c := n.Council()
	if n.countdown.Started || c.Total() < c.Threshold {
		return
	}
	n.countdown = Countdown{Started: true, ByTom: byTom, Pile: bonfire.CountdownTiles}
	if byTom {
		n.say(msg.T("{{.Count}} novices are in the High Council: the countdown begins.", map[string]any{"Count": c.Total()}))
	}
}

// finishTomTurn logs the turn, takes back the countdown tile and ends the
// game if that was tile 1 or Tom's 32nd card.
func (n *State) finishTomTurn() {
	if n.countdown.TomHolds == 1 {
		n.end = EndCountdown
		n.say(msg.T("Countdown tile {{.Tile}} goes back into the box: the game ends.", map[string]any{"Tile": 1}))
	}
	n.countdown.TomHolds = 0
	if n.end == NotOver && n.drawn >= bonfire.TomDeckSize*bonfire.TomMaxCycles {
		n.end = EndTomDeck
		n.say(msg.T("Tom's pile has run out for the {{.Count}}th time: the game ends.", map[string]any{"Count": bonfire.TomMaxCycles}))
	}
	n.log = append(n.log, n.cur)
	n.cur = Turn{}
	n.phase = phaseYou
	if n.end != NotOver {
		n.phase = phaseOver
	}
}
