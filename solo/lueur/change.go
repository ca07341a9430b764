package lueur

import (
	"slices"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	slueur "hearth/scoring/lueur"
)

// addLight moves your marker (seed 003 "Avancer sur la piste de score"):
// never below 0; a marker reaching the end of a track of known length has
// lapped.
func (n *State) addLight(d int) {
	n.light = min(max(n.light+d, 0), slueur.MaxTrack)
	if n.opts.TrackLength > 0 && n.light >= n.opts.TrackLength {
		n.lapped = true
	}
}

// change applies entered amounts, refusing any count that would go below
// zero (light stops at 0) or beyond its supply, and sends companions to the
// graveyard with their big dice back to the reserve.
func (n *State) change(c Change) error {
	for _, k := range []struct {
		v       *int
		d, most int
		field   string
	}{
		{&n.rerolls, c.Rerolls, maxRerolls, "rerolls"},
		{&n.smallSteps, c.SmallSteps, maxSmallSteps, "small_steps"},
		{&n.fireflies, c.Fireflies, maxFireflies, "fireflies"},
		{&n.spells, c.Spells, maxSpells, "spells"},
	} {
		v := *k.v + k.d
		if v < 0 || (k.d > 0 && v > k.most) {
			return counterError(k.field, *k.v, -k.d, k.most, v < 0)
		}
		*k.v = v
	}
	if c.Rerolls > 0 {
		n.rerollsToday += c.Rerolls
	}
	n.rerollsToday = min(n.rerollsToday, n.rerolls)
	for _, id := range c.Lost {
		if err := n.lose(id); err != nil {
			return err
		}
	}
	n.addLight(c.Light)
	return nil
}

// lose sends a companion to the graveyard; its big die goes back to the
// reserve and no longer counts (seed 003 "MIDI", Example 3).
func (n *State) lose(id int) error {
	i := n.companionIndex(id)
	if i < 0 {
		return msg.New("lost", "You have no such companion.", nil)
	}
	c := n.companions[i]
	n.companions = slices.Delete(n.companions, i, i+1)
	n.lost = append(n.lost, c)
	if c.HasDie {
		n.dice = slices.DeleteFunc(n.dice, func(d Die) bool { return d.Owner == id })
		n.reserve = append(n.reserve, c.Die)
		slices.SortFunc(n.reserve, func(a, b ref.DieColour) int {
			return slices.Index(ref.ReserveBig, a) - slices.Index(ref.ReserveBig, b)
		})
	}
	return nil
}

// counterError refuses a count going below zero (short) or beyond its supply.
func counterError(field string, have, lose, most int, short bool) error {
	args := map[string]any{"Lose": lose, "Max": most}
	switch {
	case field == "rerolls" && short:
		args["Have"] = []msg.Text{msg.N("{{.Count}} reroll tokens left", have, nil)}
		return msg.New(field, "You have only {{.Have}}; you cannot lose {{.Lose}}.", args)
	case field == "rerolls":
		return msg.New(field, "You can hold at most {{.Max}} reroll tokens.", args)
	case field == "small_steps" && short:
		args["Have"] = []msg.Text{msg.N("{{.Count}} small steps left", have, nil)}
		return msg.New(field, "You have only {{.Have}}; you cannot spend {{.Lose}}.", args)
	case field == "small_steps":
		return msg.New(field, "You can hold at most {{.Max}} small steps.", args)
	case field == "fireflies" && short:
		args["Have"] = []msg.Text{msg.N("{{.Count}} fireflies on tokens left", have, nil)}
		return msg.New(field, "You have only {{.Have}}; you cannot lose {{.Lose}}.", args)
	case field == "fireflies":
		return msg.New(field, "You can hold at most {{.Max}} fireflies on tokens.", args)
	case short:
		args["Have"] = []msg.Text{msg.N("{{.Count}} spells left", have, nil)}
		return msg.New(field, "You have only {{.Have}}; you cannot lose {{.Lose}}.", args)
	}
	return msg.New(field, "You can hold at most {{.Max}} spells.", args)
}
