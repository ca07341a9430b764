package tom

import (
	"slices"

	"hearth/data/bonfire"
	"hearth/data/msg"
)

// take applies what Tom took for his card, or refuses an answer that does
// not fit the card.
func (n *State) take(a Action) error {
	room := n.room()
	switch a := a.(type) {
	case Nothing:
		n.say(msg.T("Tom could take nothing.", nil))
	case Specialists:
		return n.takeSpecialists(a, room)
	case Paths:
		return n.takePaths(a, room)
	case Task:
		return n.takeTask(a)
	case Guardian:
		if n.card != bonfire.CardGuardian {
			return n.wrongCard(bonfire.CardGuardian)
		}
		n.tom.Guardians++
		n.say(msg.T("Guardian taken: Tom has {{.Count}} now.", map[string]any{"Count": n.tom.Guardians}))
	case Portal:
		if n.card != bonfire.CardGreatBonfire {
			return n.wrongCard(bonfire.CardGreatBonfire)
		}
		slot := n.portalSlot()
		n.tom.Portals++
		n.say(msg.T("Portal attached on space {{.Slot}}.", map[string]any{"Slot": slot}))
	}
	return nil
}

// takeSpecialists: Tom takes a.Count specialists on a Gnome card, at most
// room.
func (n *State) takeSpecialists(a Specialists, room int) error {
	if n.card != bonfire.CardGnome {
		return n.wrongCard(bonfire.CardGnome)
	}
	if a.Count < 0 || a.Count > room {
		return msg.New("count", "Tom can take 0 to {{.Max}} specialists now; you entered {{.Got}}.", map[string]any{"Max": room, "Got": a.Count})
	}
	n.tom.Gnomes += a.Count
	n.say(msg.T("Specialists taken: {{.Count}}.", map[string]any{"Count": a.Count}))
	n.refill(a.Count)
	return nil
}

// takePaths: Tom attaches path tiles on a Path card, at most room.
func (n *State) takePaths(a Paths, room int) error {
	if n.card != bonfire.CardPath {
		return n.wrongCard(bonfire.CardPath)
	}
	if len(a.Crystals) > room {
		return msg.New("crystals", "Tom can attach at most {{.Max}} path tiles now; you entered {{.Got}}.", map[string]any{"Max": room, "Got": len(a.Crystals)})
	}
	for _, c := range a.Crystals {
		if !slices.Contains(bonfire.Colours, c) {
			return errCrystal()
		}
	}
	if len(a.Crystals) == 0 {
		n.say(msg.T("Tom could take nothing.", nil))
	}
	for _, c := range a.Crystals {
		n.tom.Paths = append(n.tom.Paths, c)
		n.say(msg.T("Path tile on space {{.Slot}}: {{.Colour}} crystal.", map[string]any{"Slot": n.tom.PathTiles(), "Colour": msg.Term(c.String())}))
	}
	return nil
}

// takeTask: Tom places a task bonfire side up on a Task card; Task II also
// sends one of his novices to the High Council.
func (n *State) takeTask(a Task) error {
	if n.card != bonfire.CardTaskI && n.card != bonfire.CardTaskII {
		return n.wrongCard(bonfire.CardTaskI)
	}
	if !slices.Contains(bonfire.Colours, a.Colour) {
		return msg.New("colour", "A task is blue, red or yellow.", nil)
	}
	if lo, hi := bonfire.TaskPoints(a.Colour); a.Points < lo || a.Points > hi {
		return msg.New("points", "A {{.Colour}} task is worth {{.Min}} to {{.Max}} points; you entered {{.Got}}.",
			map[string]any{"Colour": msg.Term(a.Colour.String()), "Min": lo, "Max": hi, "Got": a.Points})
	}
	slot := n.taskSlot()
	n.tom.Tasks = append(n.tom.Tasks, PlacedTask{Slot: slot, Colour: a.Colour, Points: a.Points})
	n.say(msg.T("Task placed bonfire side up on space {{.Slot}}: {{.Colour}}, {{.Points}} points.",
		map[string]any{"Slot": slot, "Colour": msg.Term(a.Colour.String()), "Points": a.Points}))
	if n.card == bonfire.CardTaskII {
		n.councilNovice()
	}
	return nil
}

// councilNovice is Task II's second half: one of Tom's novices to the High
// Council for 1 point; with none left, nothing (SPEC §8).
func (n *State) councilNovice() {
	if n.tom.NovicesLeft == 0 {
		n.say(msg.T("Tom has no novice left: no novice, no point.", nil))
		return
	}
	n.tom.NovicesLeft--
	n.score(bonfire.TomTaskIIPoints)
	n.say(msg.T("Tom placed one of his novices in the High Council (+{{.Points}}).", map[string]any{"Points": bonfire.TomTaskIIPoints}))
	n.checkCountdown(true)
}
