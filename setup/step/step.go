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
	"fmt"
	"strings"

	"hearth/data/msg"
)

// Game is one of the three games.
type Game int

// The games.
const (
	Bonfire Game = iota
	Lueur
	Insula
)

// Games lists the games.
var Games = []Game{Bonfire, Lueur, Insula}

var gameNames = [...]string{"Bonfire", "Lueur", "Insula"}

// String is the game's name (the same in every language).
func (g Game) String() string {
	if g < 0 || int(g) >= len(gameNames) {
		return "?"
	}
	return gameNames[g]
}

// Key is the lower-case name used on the command line and in JSON.
func (g Game) Key() string { return strings.ToLower(g.String()) }

// ParseGame finds a game by name, case-insensitively.
func ParseGame(s string) (Game, bool) {
	for i, n := range gameNames {
		if strings.EqualFold(n, strings.TrimSpace(s)) {
			return Game(i), true
		}
	}
	return 0, false
}

// MarshalText writes the key.
func (g Game) MarshalText() ([]byte, error) {
	if g < 0 || int(g) >= len(gameNames) {
		return nil, fmt.Errorf("invalid game %d", int(g))
	}
	return []byte(g.Key()), nil
}

// UnmarshalText reads a name.
func (g *Game) UnmarshalText(b []byte) error {
	v, ok := ParseGame(string(b))
	if !ok {
		return fmt.Errorf("unknown game %q", b)
	}
	*g = v
	return nil
}

// Players is the range of player counts the app sets the game up for; 1 is
// solo (Bonfire against Tom, the app's solo journeys for Lueur and Insula).
func (g Game) Players() (lo, hi int) {
	switch g {
	case Bonfire:
		return 1, 4 // seed 000 "MISE EN PLACE" and "JEU SOLO"
	case Lueur:
		return 1, 4 // seed 003: 2–4, plus the app's solo journey (SPEC §5.2)
	case Insula:
		return 1, 5 // seed 004 "COMPOSANTS": 5 adventurer sheets
	}
	return 0, -1
}

// CheckPlayers returns a player-readable error when n players cannot play g.
func (g Game) CheckPlayers(n int) error {
	lo, hi := g.Players()
	if hi < lo {
		return msg.New("game", "Choose Bonfire, Lueur or Insula.", nil)
	}
	if n < lo || n > hi {
		return msg.New("players", "{{.Game}} is played by {{.Min}} to {{.Max}} players; you asked for {{.Players}}.",
			map[string]any{"Game": msg.Term(g.String()), "Min": lo, "Max": hi, "Players": n})
	}
	return nil
}

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
