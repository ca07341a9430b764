package insula

import (
	"slices"

	"hearth/data/msg"
)

// correct sets the energy circle as counted on the table (Correct).
func (s *State) correct(a Correct) error {
	e := &s.energy
	switch {
	case min(a.Vitality, a.Fatigue, a.Combat) < 0 || max(a.Vitality, a.Fatigue, a.Combat) > MaxCorrectEnergy:
		return msg.New("energy", "A circle of the energy circle holds from 0 to {{.Max}} tokens.", map[string]any{"Max": MaxCorrectEnergy})
	case a.Combat > 0 && !s.Invested():
		return msg.New("combat", "Your Combat circle holds energy only in a combat, once it is invested.", nil)
	case a.Vitality == e.Vitality && a.Fatigue == e.Fatigue && a.Combat == e.Combat:
		return msg.New("energy", "The books already hold this energy: there is nothing to correct.", nil)
	}
	if d := a.Vitality + a.Fatigue + a.Combat - e.Total(); d > 0 {
		e.Gained += d
	} else {
		e.Lost -= d
	}
	e.Vitality, e.Fatigue, e.Combat = a.Vitality, a.Fatigue, a.Combat
	if s.Invested() {
		s.fight.invest.Energy = a.Combat // your strength is what Combat holds
	}
	return nil
}

// Invested tells whether a combat's energy is invested and waits for the
// fate die: only then does the Combat circle hold energy.
func (s State) Invested() bool {
	return s.fight.on && !slices.ContainsFunc(s.steps, func(st step) bool { return st.kind == stInvest })
}

// describeCorrect tells a correction: the three circles, and the tokens
// gained or lost for good by it.
func describeCorrect(before, after State, a Correct, args map[string]any) msg.Text {
	args["Vitality"], args["Fatigue"], args["Combat"] = a.Vitality, a.Fatigue, a.Combat
	if b, n := before.energy.Total(), after.energy.Total(); b != n {
		args["Before"], args["Total"] = b, n
		return msg.T("Round {{.Round}} — energy corrected: Vitality {{.Vitality}}, Fatigue {{.Fatigue}}, Combat {{.Combat}}; {{.Before}} tokens become {{.Total}}", args)
	}
	return msg.T("Round {{.Round}} — energy corrected: Vitality {{.Vitality}}, Fatigue {{.Fatigue}}, Combat {{.Combat}}", args)
}
