package insula

import (
	ref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/solo/session"
)

var outcomeNames = []string{"no combat", "won", "draw", "lost", "shield: draw"}

// String is the English name.
func (o Outcome) String() string { return nameOf(int(o), outcomeNames) }

// Describe says an action in words for the session log, with the round it
// belongs to ("Round 4 — moved inward onto a danger tile: a guardian
// appears"). before is the state the action was applied to; what the action
// caused (a virtual die's face, a combat's outcome, the end) is told too.
func Describe(before State, a Action) msg.Text {
	after, err := before.apply(a)
	if err != nil {
		return session.Unreadable()
	}
	args := map[string]any{"Round": before.round}
	if after.ending != NotOver {
		if after.ending == KingoshDefeated {
			return msg.T("Round {{.Round}} — Kingosh is defeated: the expedition is won", args)
		}
		return msg.T("Round {{.Round}} — night falls: the island wins", args)
	}
	switch a := a.(type) {
	case Rest, Ease:
		return describeRest(before, after, a, args)
	case Flower:
		if a.Draw {
			return msg.T("Round {{.Round}} — picked a flower on the meadow", args)
		}
		return msg.T("Round {{.Round}} — played a yellow flower", args)
	case PlayGreen:
		return msg.T("Round {{.Round}} — played a green flower", args)
	case Curse:
		args["Slot"] = msg.Term(a.Slot.String())
		if a.White {
			args["Bonus"] = a.Bonus
			return msg.T("Round {{.Round}} — played the white curse from the {{.Slot}} slot onto the time counter (+{{.Bonus}} strength)", args)
		}
		return msg.T("Round {{.Round}} — played the blue curse from the {{.Slot}} slot", args)
	case Move:
		return describeMove(before, after, a.Dir, a.Thorns, args)
	case EndTurn, Invest, Roll:
		return describeRound(before, after, a, args)
	case Correct:
		return describeCorrect(before, after, a, args)
	}
	return describeAnswer(before, a, args)
}

func describeRest(before, after State, a Action, args map[string]any) msg.Text {
	if e, ok := a.(Ease); ok && !e.Rest {
		return describeMove(before, after, e.Dir, e.Thorns, args)
	}
	paid := 0
	if len(before.taken) == 1 {
		paid = ref.SecondActionCost
	}
	args["Energy"] = after.energy.Vitality - before.energy.Vitality + paid
	if _, ok := a.(Ease); ok {
		return msg.T("Round {{.Round}} — eased and rested: +{{.Energy}} energy", args)
	}
	return msg.T("Round {{.Round}} — rested: +{{.Energy}} energy", args)
}

func describeMove(before, after State, d Dir, thorns bool, args map[string]any) msg.Text {
	args["Dir"] = msg.Term(d.String())
	to := after.at
	t, known := before.TileAt(to)
	revealed := before.square(to) == Unexplored || (known && t.Hidden)
	nt, _ := after.TileAt(to)
	switch {
	case to == Citadel:
		return msg.T("Round {{.Round}} — entered the citadel: Kingosh awaits", args)
	case revealed && nt.Danger:
		return msg.T("Round {{.Round}} — moved {{.Dir}} onto a danger tile: a guardian appears", args)
	case thorns:
		return msg.T("Round {{.Round}} — moved {{.Dir}} against thorns", args)
	case revealed:
		args["Kind"] = msg.Term(nt.Kind.String())
		return msg.T("Round {{.Round}} — explored {{.Dir}}: a {{.Kind}}", args)
	case to == Beach:
		return msg.T("Round {{.Round}} — moved back to the beach", args)
	}
	return msg.T("Round {{.Round}} — moved {{.Dir}}", args)
}

// describeRound tells the end of your turn, an investment or a die face,
// with what followed: the die's face, the combat's outcome.
func describeRound(before, after State, a Action, args map[string]any) msg.Text {
	if r, ok := a.(Roll); ok && len(before.steps) > 0 && before.steps[0].die == DieFury {
		args["Face"], args["Strength"] = msg.Term(r.Face.String()), after.KingoshStrength()
		return msg.T("Round {{.Round}} — rolled for Kingosh's fury: {{.Face}}, his strength is {{.Strength}}", args)
	}
	if b, ok := after.LastBattle(); ok && after.fights > before.fights {
		args["Face"], args["Strength"], args["Opponent"] = msg.Term(b.Face.String()), b.Strength, b.Opponent
		args["Outcome"] = msg.Term(b.Outcome.String())
		if b.Outcome == ShieldDraw {
			return msg.T("Round {{.Round}} — combat: the fate die shows a shield, a draw", args)
		}
		return msg.T("Round {{.Round}} — combat: {{.Face}}, {{.Strength}} against {{.Opponent}}: {{.Outcome}}", args)
	}
	if inv, ok := a.(Invest); ok {
		args["Energy"], args["Bonus"] = inv.Energy, inv.Bonus
		if inv.Red > 0 {
			return msg.T("Round {{.Round}} — invested {{.Energy}} energy and a red flower (+{{.Bonus}})", args)
		}
		return msg.T("Round {{.Round}} — invested {{.Energy}} energy", args)
	}
	if after.fight.on && !before.fight.on {
		return msg.T("Round {{.Round}} — turn ended: combat on your tile", args)
	}
	if f, _ := after.LastRoll(); after.faces > before.faces {
		args["Face"] = msg.Term(f.String())
		return msg.T("Round {{.Round}} — end of the round: the fate die shows {{.Face}}", args)
	}
	return msg.T("Round {{.Round}} — turn ended", args)
}

func describeAnswer(before State, a Action, args map[string]any) msg.Text {
	switch a := a.(type) {
	case Explore:
		args["Kind"] = msg.Term(a.Tile.Kind.String())
		return msg.T("Round {{.Round}} — pushed back onto a new {{.Kind}}", args)
	case Guardian:
		args["Strength"], args["Reward"], args["Small"], args["Drawback"] = a.Strength, a.Reward, a.Small, a.Drawback
		return msg.T("Round {{.Round}} — a guardian appears: strength {{.Strength}}, rewards {{.Reward}}/{{.Small}}, drawback {{.Drawback}}", args)
	case Symbols:
		args["Circle"] = msg.Term(before.steps[0].circle.String())
		if len(a.Symbols) == 0 {
			return msg.T("Round {{.Round}} — {{.Circle}}: no symbol", args)
		}
		names := make([]msg.Term, len(a.Symbols))
		for i, s := range a.Symbols {
			names[i] = msg.Term(s.String())
		}
		args["Symbols"] = names
		return msg.T("Round {{.Round}} — {{.Circle}}: {{.Symbols}}", args)
	case Pick:
		args["Symbol"] = msg.Term(a.Symbol.String())
		return msg.T("Round {{.Round}} — chose {{.Symbol}}", args)
	case Draw:
		args["Colour"] = msg.Term(a.Colour.String())
		if a.Discard != nil {
			args["Discard"] = msg.Term(a.Discard.String())
			return msg.T("Round {{.Round}} — drew a {{.Colour}} and discarded a {{.Discard}}", args)
		}
		return msg.T("Round {{.Round}} — drew a {{.Colour}}", args)
	case Discard:
		args["Colour"] = msg.Term(a.Colour.String())
		return msg.T("Round {{.Round}} — discarded a {{.Colour}}", args)
	case Lose:
		args["Circle"] = msg.Term(a.From.String())
		return msg.T("Round {{.Round}} — lost an energy token for good from {{.Circle}}", args)
	case CurseSlot:
		args["Action"] = msg.Term(a.Slot.String())
		return msg.T("Round {{.Round}} — a curse now blocks {{.Action}}", args)
	}
	return session.Unreadable()
}
