// Package step holds the types every setup generator returns: a Setup is an
// ordered checklist of Steps, each with a stable ID, a translatable sentence
// and, when the app decided something, the decision as typed data a screen
// can draw.
//
// Players are identified by seat: seat 0 is the player holding the device,
// the others follow clockwise. Sentences show seats 1-based ("seat 2"); a UI
// that knows the players' names can draw them from the typed results instead.
package step

import (
	"encoding/json"
	"hearth/data/game"

	"hearth/data/msg"
)

// Game is one of the three games: data/game's identity, named here too
// because every setup carries one.
type Game = game.Game

// The games.
const (
	Bonfire = game.Bonfire
	Lueur   = game.Lueur
	Insula  = game.Insula
)

// Games lists the games.
var Games = game.All

// ParseGame finds a game by key or name, case-insensitively.
func ParseGame(s string) (Game, bool) { return game.Parse(s) }

// Result is what the app decided (or counted) for one step, as data. Each
// game's package defines its result types; a UI draws them by type switch.
type Result interface {
	// Kind names the result type in JSON ("tasks", "dice", ...); stable.
	Kind() string
	// Lines renders the result as translatable lines, for a plain list
	// display and the command line.
	Lines() []msg.Text
}

// Step is one tickable item of a setup checklist.
type Step struct {
	// ID is stable for a given setup code, so that a UI can keep the ticks.
	ID string
	// Section groups steps under a heading ("Central board"); translatable.
	Section msg.Term
	// Text is the instruction, an English template and translation key.
	Text msg.Text
	// Random tells that the app made a random decision in this step.
	Random bool
	// Result is the step's data; nil when the step is plain text.
	Result Result
}

// MarshalJSON writes the step with its result tagged by kind.
func (s Step) MarshalJSON() ([]byte, error) {
	type out struct {
		ID      string   `json:"id"`
		Section msg.Term `json:"section"`
		Text    msg.Text `json:"text"`
		Random  bool     `json:"random,omitempty"`
		Kind    string   `json:"kind,omitempty"`
		Result  Result   `json:"result,omitempty"`
	}
	o := out{ID: s.ID, Section: s.Section, Text: s.Text, Random: s.Random, Result: s.Result}
	if s.Result != nil {
		o.Kind = s.Result.Kind()
	}
	return json.Marshal(o)
}

// Setup is a generated setup: a checklist for one game and player count.
type Setup struct {
	Game    Game `json:"game"`
	Players int  `json:"players"`
	// Title sums up the game and options ("Bonfire — 2 players, first game").
	Title msg.Text `json:"title"`
	// Code regenerates this setup; empty when the setup was not made from a code.
	Code  string `json:"code,omitempty"`
	Steps []Step `json:"steps"`
}

// Step finds a step by ID.
func (s Setup) Step(id string) (Step, bool) {
	for _, st := range s.Steps {
		if st.ID == id {
			return st, true
		}
	}
	return Step{}, false
}

// Section is a run of consecutive steps under one heading.
type Section struct {
	Title msg.Term
	Steps []Step
}

// Sections groups the steps by their headings, in order.
func (s Setup) Sections() []Section {
	var out []Section
	for _, st := range s.Steps {
		if len(out) == 0 || out[len(out)-1].Title != st.Section {
			out = append(out, Section{Title: st.Section})
		}
		last := &out[len(out)-1]
		last.Steps = append(last.Steps, st)
	}
	return out
}

// List collects steps in order; generators use it to build a Setup.
type List struct {
	section msg.Term
	steps   []Step
}

// Section starts a new heading for the steps added after it.
func (l *List) Section(title msg.Term) { l.section = title }

// Add appends a plain step.
func (l *List) Add(id string, text msg.Text) {
	l.steps = append(l.steps, Step{ID: id, Section: l.section, Text: text})
}

// Data appends a step with a result that involved no chance.
func (l *List) Data(id string, text msg.Text, r Result) {
	l.steps = append(l.steps, Step{ID: id, Section: l.section, Text: text, Result: r})
}

// Random appends a step with a random result.
func (l *List) Random(id string, text msg.Text, r Result) {
	l.steps = append(l.steps, Step{ID: id, Section: l.section, Text: text, Random: true, Result: r})
}

// Steps returns the steps added so far.
func (l *List) Steps() []Step { return l.steps }
