package tom

import (
	"encoding/json"

	"hearth/data"
	"hearth/data/bonfire"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Action is the payload of one session event: a move of yours or an answer
// about Tom's turn. Its Type is the event type the store records; its JSON
// form is the payload. Vocabulary values are stored by English name
// ("Fruit", "Task II", "blue", "7 portals") so that stored logs do not
// depend on the order of Go constants.
type Action interface {
	Type() string
}

// Event types, as stored.
const (
	TypeEndTurn     = "end_turn"
	TypePass        = "pass"
	TypeNovice      = "novice"
	TypeNeutral     = "neutral"
	TypeCard        = "card"
	TypeGnome       = "gnome"
	TypeSpecialists = "specialists"
	TypePaths       = "paths"
	TypeTask        = "task"
	TypeGuardian    = "guardian"
	TypePortal      = "portal"
	TypeNothing     = "nothing"
	TypeGnomesEmpty = "gnomes_empty"
	TypeDeck        = "deck"
)

// EndTurn: you have finished your turn (or, once you have passed, the next
// round starts); Tom's turn begins. Payload {}.
type EndTurn struct{}

// Pass: during the countdown you pass instead of playing your turn, scoring
// the current countdown tile; Tom's turn begins. Payload {}.
type Pass struct{}

// Novice: you placed one of your novices in the High Council. Payload {}.
type Novice struct{}

// Neutral: you placed the neutral novice of a common task in the High Council
// (your bonus action). Payload {"task": "7 portals"}.
type Neutral struct {
	Task bonfire.CommonTask
}

// Card: in physical mode, the Tom card you flipped. Payload {"card": "Path"}.
type Card struct {
	Card bonfire.TomCard
}

// Gnome: the resource of the gnome revealed for Tom's card. Payload {"resource": "Fruit"}.
type Gnome struct {
	Resource bonfire.Resource
}

// Specialists: how many specialists Tom took on a Gnome card. Payload {"count": 2}.
type Specialists struct {
	Count int `json:"count"`
}

// Paths: the crystal colours of the path tiles Tom took on a Path card, in the
// order he took them. Payload {"crystals": ["blue", "red"]}.
type Paths struct {
	Crystals []bonfire.Colour
}

// Task: the task Tom took on a Task I or Task II card. Payload {"colour": "yellow", "points": 7}.
type Task struct {
	Colour bonfire.Colour
	Points int
}

// Guardian: Tom took a guardian on a Guardian card. Payload {}.
type Guardian struct{}

// Portal: Tom took a portal on a Great Bonfire card. Payload {}.
type Portal struct{}

// Nothing: Tom's card could not be carried out; he takes nothing. Payload {}.
type Nothing struct{}

// GnomesEmpty: when a gnome is to be revealed, you found the gnome pile
// empty (players' recruits emptied it sooner than the app could count).
// Payload {}.
type GnomesEmpty struct{}

// Type is TypeEndTurn.
func (EndTurn) Type() string { return TypeEndTurn }

// Type is TypePass.
func (Pass) Type() string { return TypePass }

// Type is TypeNovice.
func (Novice) Type() string { return TypeNovice }

// Type is TypeNeutral.
func (Neutral) Type() string { return TypeNeutral }

// Type is TypeCard.
func (Card) Type() string { return TypeCard }

// Type is TypeGnome.
func (Gnome) Type() string { return TypeGnome }

// Type is TypeSpecialists.
func (Specialists) Type() string { return TypeSpecialists }

// Type is TypePaths.
func (Paths) Type() string { return TypePaths }

// Type is TypeTask.
func (Task) Type() string { return TypeTask }

// Type is TypeGuardian.
func (Guardian) Type() string { return TypeGuardian }

// Type is TypePortal.
func (Portal) Type() string { return TypePortal }

// Type is TypeNothing.
func (Nothing) Type() string { return TypeNothing }

// Deck: in physical mode, your own Tom deck's composition differs from the
// one the game was started with (a card would exceed it). Payload
// {"deck": {"Path": 2, ...}}.
type Deck struct {
	Deck bonfire.Deck
}

// Type is TypeDeck.
func (Deck) Type() string { return TypeDeck }

type deckJSON struct {
	Deck map[string]int `json:"deck"`
}

// MarshalJSON writes the composition by card names.
func (a Deck) MarshalJSON() ([]byte, error) { return json.Marshal(deckJSON{Deck: deckNames(a.Deck)}) }

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Deck) UnmarshalJSON(b []byte) error {
	var v deckJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	d, err := deckFromNames(v.Deck)
	if err != nil {
		return err
	}
	a.Deck = d
	return nil
}

// Type is TypeGnomesEmpty.
func (GnomesEmpty) Type() string { return TypeGnomesEmpty }

type neutralJSON struct {
	Task string `json:"task"`
}

// MarshalJSON writes the common task by English name.
func (a Neutral) MarshalJSON() ([]byte, error) {
	return json.Marshal(neutralJSON{Task: a.Task.String()})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Neutral) UnmarshalJSON(b []byte) error {
	var v neutralJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	t, ok := parseCommonTask(v.Task)
	if !ok {
		return msg.New("task", "There is no such common task.", nil)
	}
	a.Task = t
	return nil
}

type cardJSON struct {
	Card string `json:"card"`
}

// MarshalJSON writes the card by English name.
func (a Card) MarshalJSON() ([]byte, error) { return json.Marshal(cardJSON{Card: a.Card.String()}) }

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Card) UnmarshalJSON(b []byte) error {
	var v cardJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	k, ok := bonfire.ParseTomCard(v.Card)
	if !ok {
		return msg.New("card", "Choose one of the six kinds of Tom card.", nil)
	}
	a.Card = k
	return nil
}

type gnomeJSON struct {
	Resource string `json:"resource"`
}

// MarshalJSON writes the resource by English name.
func (a Gnome) MarshalJSON() ([]byte, error) {
	return json.Marshal(gnomeJSON{Resource: a.Resource.String()})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Gnome) UnmarshalJSON(b []byte) error {
	var v gnomeJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	r, ok := bonfire.ParseResource(v.Resource)
	if !ok {
		return errGnomeResource()
	}
	a.Resource = r
	return nil
}

type pathsJSON struct {
	Crystals []string `json:"crystals"`
}

// MarshalJSON writes the crystals by English colour name.
func (a Paths) MarshalJSON() ([]byte, error) {
	v := pathsJSON{Crystals: make([]string, len(a.Crystals))}
	for i, c := range a.Crystals {
		v.Crystals[i] = c.String()
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Paths) UnmarshalJSON(b []byte) error {
	var v pathsJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	out := make([]bonfire.Colour, len(v.Crystals))
	for i, s := range v.Crystals {
		c, ok := bonfire.ParseColour(s)
		if !ok {
			return errCrystal()
		}
		out[i] = c
	}
	a.Crystals = out
	return nil
}

type taskJSON struct {
	Colour string `json:"colour"`
	Points int    `json:"points"`
}

// MarshalJSON writes the colour by English name.
func (a Task) MarshalJSON() ([]byte, error) {
	return json.Marshal(taskJSON{Colour: a.Colour.String(), Points: a.Points})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (a *Task) UnmarshalJSON(b []byte) error {
	var v taskJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	c, ok := bonfire.ParseColour(v.Colour)
	if !ok {
		return msg.New("colour", "A task is blue, red or yellow.", nil)
	}
	a.Colour, a.Points = c, v.Points
	return nil
}

func parseCommonTask(s string) (bonfire.CommonTask, bool) {
	for _, t := range bonfire.CommonTasks {
		if t.String() == s {
			return t, true
		}
	}
	return 0, false
}

func decodeAs[T Action](b []byte) (Action, error) {
	var v T
	if err := session.Strict(b, &v); err != nil {
		return nil, err
	}
	return v, nil
}

var decoders = session.Decoders[Action]{
	TypeEndTurn:     decodeAs[EndTurn],
	TypePass:        decodeAs[Pass],
	TypeNovice:      decodeAs[Novice],
	TypeNeutral:     decodeAs[Neutral],
	TypeCard:        decodeAs[Card],
	TypeGnome:       decodeAs[Gnome],
	TypeSpecialists: decodeAs[Specialists],
	TypePaths:       decodeAs[Paths],
	TypeTask:        decodeAs[Task],
	TypeGuardian:    decodeAs[Guardian],
	TypePortal:      decodeAs[Portal],
	TypeNothing:     decodeAs[Nothing],
	TypeGnomesEmpty: decodeAs[GnomesEmpty],
	TypeDeck:        decodeAs[Deck],
}

// Decode reads a stored event into its Action. An unknown type or a payload
// that does not fit it is refused with a *msg.Error.
func Decode(e data.Event) (Action, error) { return session.Decode(e, decoders) }

// Encode makes the event the store should append for a (session.Encode).
func Encode(a Action) (data.Event, error) { return session.Encode(a) }
