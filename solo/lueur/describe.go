package lueur

import (
	"fmt"
	"strconv"
	"strings"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Describe says an action in words for the session log, with its day
// ("Day 3 — rerolled blue and green with a token: fire, air"). before is the
// state the action was applied to; an action that does not apply to it is
// described from what it carries.
func Describe(before State, a Action) msg.Text {
	after, err := before.apply(a)
	if err != nil {
		after = before
	}
	args := map[string]any{"Day": before.day}
	switch x := a.(type) {
	case Take:
		return describeTake(before, after, x, args)
	case Roll:
		args["Faces"] = faceTerms(after.dice, nil)
		return msg.T("Day {{.Day}} — rolled {{.Faces}}", args)
	case Reroll:
		return describeReroll(before, after, x, args)
	case SetFace:
		args["Colour"], args["Face"] = msg.Term(dieColour(before, x.Die).String()), msg.Term(x.Face.String())
		return msg.T("Day {{.Day}} — used 3 rerolls to turn the {{.Colour}} die to {{.Face}}", args)
	case Freeze:
		return describeFreeze(before, after, args)
	case Effect:
		return describeEffect(before, x, args)
	case Resolved:
		return msg.T("Day {{.Day}} — cards resolved", args)
	case Travel:
		return describeTravel(before, x, args)
	case Evening:
		if before.day >= ref.Days {
			return msg.T("Day {{.Day}} — the journey is over", args)
		}
		return msg.T("Day {{.Day}} — evening: small dice back on the track", args)
	case Lap:
		return msg.T("Day {{.Day}} — your marker went round the score track", args)
	case Correct:
		return describeCorrect(before, x, args)
	}
	return session.Unreadable()
}

func dieColour(s State, i int) ref.DieColour {
	if i < 0 || i >= len(s.dice) {
		return ref.Black
	}
	return s.dice[i].Colour
}

// faceTerms names the faces of dice (of idx only, when not nil).
func faceTerms(dice []Die, idx []int) []msg.Term {
	var out []msg.Term
	for i, d := range dice {
		if d.Rolled && (idx == nil || contains(idx, i)) {
			out = append(out, msg.Term(d.Face.String()))
		}
	}
	return out
}

func contains(list []int, v int) bool { return count(list, v) > 0 }

func describeTake(before, after State, a Take, args map[string]any) msg.Text {
	args["Slot"] = msg.Term(a.Slot.String())
	args["Dice"] = len(after.dice) - len(before.dice)
	if c, ok := after.Companion(before.nextID); ok && c.HasDie {
		args["Dice"] = len(after.dice) - len(before.dice) - 1
	}
	args["Dice"] = []msg.Text{msg.N("{{.Count}} small dice", args["Dice"].(int), nil)}
	args["Tokens"] = []msg.Text{msg.N("{{.Count}} small steps", before.slots[a.Slot].Tokens, nil)}
	if name := strings.TrimSpace(a.Companion.Name); name != "" {
		args["Name"] = name
		return msg.T("Day {{.Day}} — took {{.Name}} from the {{.Slot}} slot, with {{.Dice}} and {{.Tokens}}", args)
	}
	return msg.T("Day {{.Day}} — took the {{.Slot}} slot's companion, with {{.Dice}} and {{.Tokens}}", args)
}

func describeReroll(before, after State, a Reroll, args map[string]any) msg.Text {
	var colours []msg.Term
	for _, i := range a.Dice {
		colours = append(colours, msg.Term(dieColour(before, i).String()))
	}
	args["Dice"], args["Faces"] = colours, faceTerms(after.dice, a.Dice)
	switch a.Source.Source {
	case FromToken:
		return msg.T("Day {{.Day}} — rerolled {{.Dice}} with a token: {{.Faces}}", args)
	case FromTrack:
		args["Space"] = after.light
		return msg.T("Day {{.Day}} — rerolled {{.Dice}} by moving back to space {{.Space}}: {{.Faces}}", args)
	}
	if c, ok := before.Companion(a.Companion); ok && c.Name != "" {
		args["Name"] = c.Name
		return msg.T("Day {{.Day}} — rerolled {{.Dice}} with {{.Name}}'s reroll: {{.Faces}}", args)
	}
	return msg.T("Day {{.Day}} — rerolled {{.Dice}} with a companion's reroll: {{.Faces}}", args)
}

func describeFreeze(before, after State, args map[string]any) msg.Text {
	args["Light"] = signed(after.light - before.light)
	v, sg := sign(after.smallSteps - before.smallSteps)
	args["SmallSteps"] = []msg.Text{msg.N("{{.Sign}}{{.Count}} small steps", v, sg)}
	if c := after.Counts(); c.HasCurse {
		args["Element"] = msg.Term(c.Cursed.String())
		return msg.T("Day {{.Day}} — dice frozen; the black die cancelled {{.Element}}; special faces: {{.Light}} light, {{.SmallSteps}}", args)
	}
	if after.light == before.light && after.smallSteps == before.smallSteps {
		return msg.T("Day {{.Day}} — dice frozen", args)
	}
	return msg.T("Day {{.Day}} — dice frozen; special faces: {{.Light}} light, {{.SmallSteps}}", args)
}

// signed writes an amount with its sign: "+3", "–2", "0".
func signed(v int) string {
	switch {
	case v > 0:
		return "+" + strconv.Itoa(v)
	case v < 0:
		return "–" + strconv.Itoa(-v)
	}
	return "0"
}

// sign splits an amount into its size and its sign ("+", "–" or ""), for a
// counted phrase "{{.Sign}}{{.Count}} small steps": "+1 small step".
func sign(v int) (int, map[string]any) {
	switch {
	case v > 0:
		return v, map[string]any{"Sign": "+"}
	case v < 0:
		return -v, map[string]any{"Sign": "–"}
	}
	return 0, map[string]any{"Sign": ""}
}

// counters fills Amounts with what a Change moves, the amounts that are
// not zero and the companions sent to the graveyard, or "nothing else".
func counters(s State, c Change, args map[string]any) map[string]any {
	var amounts []msg.Text
	n := func(v int) map[string]any { return map[string]any{"N": signed(v)} }
	if c.Light != 0 {
		amounts = append(amounts, msg.T("{{.N}} light", n(c.Light)))
	}
	if c.SmallSteps != 0 {
		v, sg := sign(c.SmallSteps)
		amounts = append(amounts, msg.N("{{.Sign}}{{.Count}} small steps", v, sg))
	}
	if c.Rerolls != 0 {
		v, sg := sign(c.Rerolls)
		amounts = append(amounts, msg.N("{{.Sign}}{{.Count}} reroll tokens", v, sg))
	}
	if c.Fireflies != 0 {
		v, sg := sign(c.Fireflies)
		amounts = append(amounts, msg.N("{{.Sign}}{{.Count}} fireflies", v, sg))
	}
	if c.Spells != 0 {
		v, sg := sign(c.Spells)
		amounts = append(amounts, msg.N("{{.Sign}}{{.Count}} spells", v, sg))
	}
	var lost []string
	for _, id := range c.Lost {
		lost = append(lost, companionName(s, id))
	}
	if len(lost) > 0 {
		amounts = append(amounts, msg.T("to the graveyard: {{.Names}}", map[string]any{"Names": strings.Join(lost, ", ")}))
	}
	if len(amounts) == 0 {
		amounts = append(amounts, msg.T("nothing else", nil))
	}
	args["Amounts"] = amounts
	return args
}

// companionName is a companion's name, or "#ID" when it has none.
func companionName(s State, id int) string {
	if c, ok := s.Companion(id); ok && c.Name != "" {
		return c.Name
	}
	return fmt.Sprintf("#%d", id)
}

func describeEffect(before State, a Effect, args map[string]any) msg.Text {
	counters(before, a.Change, args)
	if a.Gained != nil {
		args["Gained"] = a.Gained.Name
		if a.Gained.Name == "" {
			args["Gained"] = fmt.Sprintf("#%d", before.nextID)
		}
		return msg.T("Day {{.Day}} — cards: {{.Gained}} back from the graveyard; {{.Amounts}}", args)
	}
	return msg.T("Day {{.Day}} — cards: {{.Amounts}}", args)
}

func describeTravel(before State, a Travel, args map[string]any) msg.Text {
	counters(before, a.Change, args)
	switch {
	case a.Camp != nil:
		args["Camp"] = *a.Camp
		return msg.T("Day {{.Day}} — travelled and camped in a village worth {{.Camp}}; {{.Amounts}}", args)
	case a.Boat != 0:
		args["Boat"], args["Island"] = a.Boat, a.Island
		return msg.T("Day {{.Day}} — boat {{.Boat}} reached an island worth {{.Island}}; {{.Amounts}}", args)
	case a.Change.isZero():
		return msg.T("Day {{.Day}} — did not travel", args)
	}
	return msg.T("Day {{.Day}} — travelled; {{.Amounts}}", args)
}

// describeCorrect says a correction: the counter, from what to what.
func describeCorrect(before State, a Correct, args map[string]any) msg.Text {
	args["From"], args["To"] = before.Value(a.Counter), a.To
	switch a.Counter {
	case CounterLight:
		return msg.T("Day {{.Day}} — light corrected from {{.From}} to {{.To}}", args)
	case CounterSmallSteps:
		return msg.T("Day {{.Day}} — small steps corrected from {{.From}} to {{.To}}", args)
	case CounterRerolls:
		return msg.T("Day {{.Day}} — reroll tokens corrected from {{.From}} to {{.To}}", args)
	}
	return msg.T("Day {{.Day}} — fireflies corrected from {{.From}} to {{.To}}", args)
}
