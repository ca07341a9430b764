package lueur

import (
	"slices"
	"unicode"
	"unicode/utf8"

	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Bounds on what one event may carry; they only catch slips and hostile
// payloads (the rules set none).
const (
	// MaxDelta bounds each amount of one Change.
	MaxDelta = 100
	// MaxNameLength bounds a companion's label, in characters.
	MaxNameLength = 40
	// MaxPlace bounds the light of a village or island (as scoring/lueur).
	MaxPlace = 50
)

// dieChoice reads Recruit.Die: "" (no die), AnyDie, or a colour of the
// reserve's big dice.
func (r Recruit) dieChoice() (colour ref.DieColour, has, anyColour bool, err error) {
	switch r.Die {
	case "":
		return 0, false, false, nil
	case AnyDie:
		return 0, true, true, nil
	}
	c, ok := ref.ParseDieColour(r.Die)
	if !ok || !slices.Contains(ref.ReserveBig, c) {
		return 0, false, false, msg.New("companion.die", "A Sketal's die is red, azure, blue, orange, green or any of them.", nil)
	}
	return c, true, false, nil
}

func (r Recruit) check() error {
	if utf8.RuneCountInString(r.Name) > MaxNameLength || !utf8.ValidString(r.Name) ||
		slices.ContainsFunc([]rune(r.Name), unicode.IsControl) {
		return msg.New("companion.name", "A companion's name is at most {{.Max}} characters on one line.", map[string]any{"Max": MaxNameLength})
	}
	_, _, anyColour, err := r.dieChoice()
	if err != nil {
		return err
	}
	if r.Pick != nil && (!anyColour || !slices.Contains(ref.ReserveBig, *r.Pick)) {
		return msg.New("companion.pick", "Pick a die's colour only for the multicoloured Sketal, among the reserve's red, azure, blue, orange and green.", nil)
	}
	if r.Fireflies < 0 || r.Fireflies > 2 {
		return msg.New("companion.fireflies", "A card shows 0, 1 or 2 fireflies; you entered {{.Got}}.", map[string]any{"Got": r.Fireflies})
	}
	return nil
}

func (a Take) check() error {
	if a.MoveBlack != nil && *a.MoveBlack == a.Slot {
		return msg.New("move_black", "Move the black die to another slot than the one you take.", nil)
	}
	return msg.Within("companion", a.Companion.check())
}

func (s Source) check() error {
	switch s.Source {
	case FromCompanion:
		if s.Companion <= 0 || s.To != nil {
			return msg.New("companion", "Name the companion whose reroll you use.", nil)
		}
	case FromToken:
		if s.Companion != 0 || s.To != nil {
			return msg.New("source", "A reroll token needs nothing else.", nil)
		}
	case FromTrack:
		if s.Companion != 0 || (s.To != nil && *s.To < 0) {
			return msg.New("to", "Move back to a reroll space of the score track, never below 0.", nil)
		}
	default:
		return msg.New("source", "A reroll comes from a companion, a token or the score track.", nil)
	}
	return nil
}

func (a Reroll) check() error {
	if err := a.Source.check(); err != nil {
		return err
	}
	if len(a.Dice) < 1 || len(a.Dice) > 2 {
		return msg.New("dice", "A reroll rerolls 1 or 2 dice; you chose {{.Got}}.", map[string]any{"Got": len(a.Dice)})
	}
	if len(a.Dice) == 2 && a.Dice[0] == a.Dice[1] {
		return msg.New("dice", "A reroll rerolls each die once: choose two different dice.", nil)
	}
	if slices.ContainsFunc(a.Dice, func(i int) bool { return i < 0 }) {
		return msg.New("dice", "There is no such die.", nil)
	}
	if len(a.Faces) != 0 && len(a.Faces) != len(a.Dice) {
		return msg.New("faces", "Give one face per rerolled die.", nil)
	}
	return nil
}

func (a SetFace) check() error {
	if len(a.Sources) != SetFaceRerolls {
		return msg.New("sources", "Turning a die to the face of your choice takes {{.Want}} rerolls; you gave {{.Got}}.",
			map[string]any{"Want": SetFaceRerolls, "Got": len(a.Sources)})
	}
	for _, s := range a.Sources {
		if err := s.check(); err != nil {
			return err
		}
	}
	if a.Die < 0 {
		return msg.New("die", "There is no such die.", nil)
	}
	return nil
}

func (c Change) check() error {
	for _, v := range []int{c.Light, c.Rerolls, c.SmallSteps, c.Fireflies, c.Spells} {
		if v < -MaxDelta || v > MaxDelta {
			return msg.New("", "One entry changes a count by at most {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": MaxDelta, "Got": v})
		}
	}
	if len(c.Lost) > ref.Days*2 {
		return msg.New("lost", "You cannot lose that many companions at once.", nil)
	}
	for i, id := range c.Lost {
		if id <= 0 || slices.Contains(c.Lost[:i], id) {
			return msg.New("lost", "Name each companion sent to the graveyard once.", nil)
		}
	}
	return nil
}

func (a Effect) check() error {
	if err := a.Change.check(); err != nil {
		return err
	}
	if a.Gained != nil {
		if err := msg.Within("gained", a.Gained.check()); err != nil {
			return err
		}
	}
	if a.BlackSlot != nil && (a.Gained == nil || !a.Gained.Kaar) {
		return msg.New("black_slot", "The black die enters play only with Kaar.", nil)
	}
	return nil
}

func (a Travel) check() error {
	if err := a.Change.check(); err != nil {
		return err
	}
	if a.Camp != nil && (*a.Camp < 0 || *a.Camp > MaxPlace) {
		return msg.New("camp", "A village is worth 0 to {{.Max}} light; you entered {{.Got}}.", map[string]any{"Max": MaxPlace, "Got": *a.Camp})
	}
	if a.Boat < 0 || a.Boat > Boats {
		return msg.New("boat", "Your boats are numbered 1 to {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": Boats, "Got": a.Boat})
	}
	if a.Island < 0 || a.Island > MaxPlace {
		return msg.New("island", "An island is worth 0 to {{.Max}} light; you entered {{.Got}}.", map[string]any{"Max": MaxPlace, "Got": a.Island})
	}
	if a.Boat == 0 && a.Island != 0 {
		return msg.New("boat", "Say which boat reached the island.", nil)
	}
	if a.Boat != 0 && a.Camp != nil {
		return msg.New("camp", "Camps are on the Province of Shadows, boats on the Dark Archipelago: not both.", nil)
	}
	return nil
}

func (a Evening) check() error {
	for _, f := range a.Faces {
		if _, ok := f.Element(); !ok {
			return msg.New("faces", "A die goes back to the track once it shows an element.", nil)
		}
	}
	return nil
}
