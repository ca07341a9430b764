package lueur

import (
	"hearth/data/msg"
	slueur "hearth/scoring/lueur"
)

// Counter names one of your counters a Correct sets.
type Counter string

// The counters a Correct can set.
const (
	CounterLight      Counter = "light"
	CounterSmallSteps Counter = "small_steps"
	CounterRerolls    Counter = "rerolls"
	CounterFireflies  Counter = "fireflies"
)

// Counters lists the counters a Correct can set, in the status's order.
var Counters = []Counter{CounterLight, CounterSmallSteps, CounterRerolls, CounterFireflies}

// Correct: your counter is set to what the table shows (issue 32 §6, as
// X-haven lets a player tap a counter and set it), to mend an entry
// mistyped earlier without undoing what came after it. Any time before the
// journey ends; the log keeps it and Undo takes it back. Light set at or
// past a saved track's length is a lap; a correction never takes a lap
// back (undo the move that made it). Reroll tokens set are every token you
// hold; those gained today stay so, up to that count.
//
// Payload {"counter": "light", "to": 12}.
type Correct struct {
	Counter Counter `json:"counter"`
	To      int     `json:"to"`
}

// Type is TypeCorrect.
func (Correct) Type() string { return TypeCorrect }

// most is the most a counter can hold: the score track's end, the box's
// tokens (small steps and fireflies by value).
func (c Counter) most() (int, bool) {
	switch c {
	case CounterLight:
		return slueur.MaxTrack, true
	case CounterSmallSteps:
		return maxSmallSteps, true
	case CounterRerolls:
		return maxRerolls, true
	case CounterFireflies:
		return maxFireflies, true
	}
	return 0, false
}

func (a Correct) check() error {
	most, ok := a.Counter.most()
	if !ok {
		return msg.New("counter", "Light, small steps, reroll tokens or fireflies can be corrected, not “{{.Got}}”.", map[string]any{"Got": string(a.Counter)})
	}
	if a.To < 0 || a.To > most {
		return msg.New("to", "This counter goes from 0 to {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": most, "Got": a.To})
	}
	return nil
}

// Value is what counter c holds now (reroll tokens: all of them).
func (s State) Value(c Counter) int {
	switch c {
	case CounterLight:
		return s.light
	case CounterSmallSteps:
		return s.smallSteps
	case CounterRerolls:
		return s.rerolls
	case CounterFireflies:
		return s.fireflies
	}
	return 0
}

func (s State) correct(a Correct) (State, error) {
	if err := a.check(); err != nil {
		return s, err
	}
	if s.Value(a.Counter) == a.To {
		return s, msg.New("to", "It is {{.Got}} already: nothing to correct.", map[string]any{"Got": a.To})
	}
	n := s.clone()
	switch a.Counter {
	case CounterLight:
		n.light = 0
		n.addLight(a.To)
	case CounterSmallSteps:
		n.smallSteps = a.To
	case CounterRerolls:
		n.rerolls = a.To
		n.rerollsToday = min(n.rerollsToday, a.To)
	case CounterFireflies:
		n.fireflies = a.To
	}
	return n, nil
}
