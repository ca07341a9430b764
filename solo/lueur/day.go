package lueur

import (
	"slices"

	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Supplies bound the counters (seed 003 "MATÉRIEL": 44 reroll tokens, 25
// firefly and 25 small-step tokens worth at most 2 each, 7 spells).
const (
	maxRerolls    = ref.RerollTokens
	maxFireflies  = 2 * ref.FireflyTokens
	maxSmallSteps = 2 * ref.SmallStepTokens
	maxSpells     = ref.SpellTokens
)

// take: seed 003 "MATIN"; the Kaar holder may first move the black die away
// from the slot ("Kaar et la malédiction du dé noir").
func (n *State) take(a Take) error {
	n.rerolledLast = nil
	sl := &n.slots[a.Slot]
	if a.MoveBlack != nil {
		switch {
		case !n.Immune():
			return msg.New("move_black", "Only the holder of Kaar may move the black die.", nil)
		case !slices.Contains(sl.Dice, ref.Black):
			return msg.New("move_black", "The black die is not on the {{.Element}} slot.", map[string]any{"Element": msg.Term(a.Slot.String())})
		}
		i := slices.Index(sl.Dice, ref.Black)
		sl.Dice = slices.Delete(sl.Dice, i, i+1)
		n.slots[*a.MoveBlack].Dice = append(n.slots[*a.MoveBlack].Dice, ref.Black)
	}
	for _, c := range sl.Dice {
		n.dice = append(n.dice, Die{Colour: c, Size: ref.Small, Owner: OwnerTrack})
	}
	n.smallSteps += sl.Tokens
	sl.Dice, sl.Tokens = nil, 0
	n.took, n.hasTook = a.Slot, true
	if err := msg.Within("companion", n.recruit(a.Companion, a.BlackSlot)); err != nil {
		return err
	}
	n.phase, n.rolled = PhaseRoll, false
	return nil
}

// recruit puts a companion in front of you with what it brings: a Sketal's
// big die if still in the reserve (seed 003 "Les Sketals"), and for Kaar the
// black die entering play (seed 003 "Kaar et la malédiction du dé noir").
func (n *State) recruit(r Recruit, blackSlot *ref.Element) error {
	c := Companion{ID: n.nextID, Name: r.Name, Day: n.day, Reroll: r.Reroll, Kaar: r.Kaar, Fireflies: r.Fireflies}
	if n.phase == PhaseMorning {
		c.Slot, c.FromSlot = n.took, true
	}
	colour, has, anyColour, err := r.dieChoice()
	if err != nil {
		return err
	}
	if anyColour {
		switch {
		case len(n.reserve) > 0 && r.Pick == nil:
			return msg.New("pick", "Pick the colour of the die this Sketal takes from the reserve.", nil)
		case r.Pick != nil && !slices.Contains(n.reserve, *r.Pick):
			return msg.New("pick", "The reserve has no big {{.Colour}} die left.", map[string]any{"Colour": msg.Term(r.Pick.String())})
		case r.Pick != nil:
			colour = *r.Pick
		}
	}
	if has && slices.Contains(n.reserve, colour) {
		i := slices.Index(n.reserve, colour)
		n.reserve = slices.Delete(n.reserve, i, i+1)
		c.HasDie, c.Die = true, colour
		n.dice = append(n.dice, Die{Colour: colour, Size: ref.Big, Owner: c.ID})
	}
	if err := n.enterBlack(r.Kaar, blackSlot); err != nil {
		return err
	}
	n.nextID++
	n.companions = append(n.companions, c)
	return nil
}

// enterBlack brings the black die into play when Kaar joins you and it is
// still in the reserve: rolled and put on the slot of its element, rerolled
// on the −2 face or on the slot taken this day, whose companion is gone
// (docs/lueur-journey.md).
func (n *State) enterBlack(kaar bool, slot *ref.Element) error {
	if !kaar || n.black {
		if slot != nil {
			return msg.New("black_slot", "The black die enters play only with Kaar, once.", nil)
		}
		return nil
	}
	var e ref.Element
	switch {
	case n.opts.Physical() && slot == nil:
		return msg.New("black_slot", "Roll the black die: on which slot did it land?", nil)
	case n.opts.Physical():
		e = *slot
		if n.hasTook && e == n.took {
			return msg.New("black_slot", "The {{.Element}} slot's companion is gone: roll the black die again.", map[string]any{"Element": msg.Term(e.String())})
		}
	case slot != nil:
		return msg.New("black_slot", "The app rolls the dice of this journey: give no slot.", nil)
	default:
		r := n.draw()
		for {
			f := rollFace(ref.Black, r)
			if x, ok := f.Element(); ok && (!n.hasTook || x != n.took) {
				e = x
				break
			}
		}
	}
	n.black, n.blackDay, n.blackSlot = true, n.day, e
	n.slots[e].Dice = append(n.slots[e].Dice, ref.Black)
	return nil
}

// spend uses one reroll source (seed 003 "FIN DE MATINÉE").
func (n *State) spend(src Source) error {
	switch src.Source {
	case FromCompanion:
		i := n.companionIndex(src.Companion)
		switch {
		case i < 0:
			return msg.New("companion", "You have no such companion.", nil)
		case !n.companions[i].Reroll:
			return msg.New("companion", "This companion gives no reroll.", nil)
		case n.companions[i].RerollUsed:
			return msg.New("companion", "This companion's reroll is used for this turn.", nil)
		}
		n.companions[i].RerollUsed = true
	case FromToken:
		usable, today := n.RerollTokens()
		if usable <= 0 {
			if today > 0 {
				return msg.New("source", "Reroll tokens gained today can be used from tomorrow.", nil)
			}
			return msg.New("source", "You have no reroll token.", nil)
		}
		n.rerolls--
	case FromTrack:
		to, err := n.trackSpace(src.To)
		if err != nil {
			return err
		}
		n.light = to
	}
	return nil
}

// trackSpace is where a track reroll moves your marker back to (seed 003
// "FIN DE MATINÉE": "reculer … jusqu'à la prochaine case avec un symbole
// relance": strictly back to the next reroll space below the marker, never
// a farther one, never below 0; none after a lap). Without saved spaces the
// player names the space and only "back, not below 0" can be checked.
func (s State) trackSpace(to *int) (int, error) {
	if s.lapped {
		return 0, msg.New("to", "Your marker has gone round the score track: the track gives no more rerolls.", nil)
	}
	spaces := s.opts.RerollSpaces
	next, hasNext := s.nextSpace()
	switch {
	case to == nil && len(spaces) == 0:
		return 0, msg.New("to", "Say which reroll space you move back to.", nil)
	case len(spaces) > 0 && !hasNext:
		return 0, msg.New("to", "There is no reroll space below your marker.", nil)
	case to == nil:
		return next, nil
	}
	return *to, s.checkSpace(*to, next)
}

// nextSpace is the highest saved reroll space below your marker.
func (s State) nextSpace() (int, bool) {
	spaces := s.opts.RerollSpaces
	for i := len(spaces) - 1; i >= 0; i-- {
		if spaces[i] < s.light {
			return spaces[i], true
		}
	}
	return -1, false
}

// checkSpace refuses a space entered for a track reroll that the marker
// cannot move back to; next is the next saved reroll space below it.
func (s State) checkSpace(to, next int) error {
	spaces := s.opts.RerollSpaces
	switch {
	case to >= s.light:
		return msg.New("to", "A track reroll moves your marker back, below {{.Light}}.", map[string]any{"Light": s.light})
	case len(spaces) > 0 && !slices.Contains(spaces, to):
		return msg.New("to", "Space {{.Space}} shows no reroll symbol.", map[string]any{"Space": to})
	case len(spaces) > 0 && to != next && s.opts.Rules >= CurrentRules:
		return msg.New("to", "A track reroll moves your marker back to the next reroll space below it, {{.Space}}, not {{.To}}.", map[string]any{"Space": next, "To": to})
	}
	return nil
}

func (n *State) effect(a Effect) error {
	if a.Gained == nil && a.Change.isZero() {
		return msg.New("", "This entry changes nothing.", nil)
	}
	if err := n.change(a.Change); err != nil {
		return err
	}
	if a.Gained != nil {
		return msg.Within("gained", n.recruit(*a.Gained, a.BlackSlot))
	}
	return nil
}

func (c Change) isZero() bool {
	return c.Light == 0 && c.Rerolls == 0 && c.SmallSteps == 0 && c.Fireflies == 0 && c.Spells == 0 && len(c.Lost) == 0
}

// travel: seed 003 "APRÈS-MIDI"; the spaces' costs and gains are entered.
// Light is never gained there (seed 003 "ÉCLAT DE LUMIÈRE").
func (n *State) travel(a Travel) error {
	if n.opts.Side == ref.Province && a.Boat != 0 {
		return msg.New("boat", "Boats sail on the Dark Archipelago; this journey is on the Province of Shadows.", nil)
	}
	if n.opts.Side == ref.Archipelago && a.Camp != nil {
		return msg.New("camp", "Camps are set up on the Province of Shadows; this journey is on the Dark Archipelago.", nil)
	}
	if a.Light > 0 && n.opts.Rules >= CurrentRules {
		return msg.New("light", "The afternoon gives no light: during play light comes only from cards and the yellow and black dice, and travel spaces only take it.", nil)
	}
	if err := n.change(a.Change); err != nil {
		return err
	}
	if a.Camp != nil {
		n.camp, n.camped = *a.Camp, true
	}
	if a.Boat != 0 {
		n.boats[a.Boat-1] = a.Island
	}
	n.phase = PhaseEvening
	return nil
}

// evening: seed 003 "SOIRÉE". On the last day the journey ends at once.
func (n *State) evening(a Evening) error {
	if n.day >= ref.Days {
		if len(a.Faces) > 0 {
			return msg.New("faces", "The journey ends tonight: no die goes back to the track.", nil)
		}
		n.phase = PhaseOver
		return nil
	}
	need := n.needReroll()
	var faces []ref.Face
	if n.opts.Physical() {
		if len(a.Faces) != len(need) {
			return msg.New("faces", "Reroll each small die showing a special face until it shows an element: {{.Want}} faces, not {{.Got}}.", map[string]any{"Want": len(need), "Got": len(a.Faces)})
		}
		faces = a.Faces
	} else {
		if len(a.Faces) != 0 {
			return msg.New("faces", "The app rolls the dice of this journey: give no faces.", nil)
		}
		if len(need) > 0 {
			r := n.draw()
			for _, i := range need {
				faces = append(faces, ref.ElementFace(rollToElement(n.dice[i].Colour, r)))
			}
		}
	}
	n.rerolledLast = nil
	for k, i := range need {
		n.dice[i].Face = faces[k]
		n.rerolledLast = append(n.rerolledLast, n.dice[i])
	}
	n.nextDay()
	return nil
}

// needReroll lists the small dice showing a face without an element.
func (s State) needReroll() []int {
	var out []int
	for i, d := range s.dice {
		if _, ok := d.Face.Element(); d.Size == ref.Small && !ok {
			out = append(out, i)
		}
	}
	return out
}

// nextDay puts the small dice back on the track by face, a small-step token
// on each slot without a die, and starts the next morning.
func (n *State) nextDay() {
	kept := n.dice[:0]
	for _, d := range n.dice {
		if d.Size == ref.Small {
			e, _ := d.Face.Element()
			n.slots[e].Dice = append(n.slots[e].Dice, d.Colour)
			continue
		}
		d.Rolled, d.Cancelled = false, false
		kept = append(kept, d)
	}
	n.dice = kept
	for i := range n.slots {
		if len(n.slots[i].Dice) == 0 {
			n.slots[i].Tokens++
		}
	}
	for i := range n.companions {
		n.companions[i].RerollUsed = false
	}
	n.day++
	n.phase, n.rolled, n.hasTook = PhaseMorning, false, false
	n.rerollsToday, n.rerollsUsed = 0, 0
}
