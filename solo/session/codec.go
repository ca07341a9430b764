package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"hearth/data"
	"hearth/data/msg"
)

// Action is one move of a solo game as its engine stores it: Type is the
// event type and the action's JSON form is the payload.
type Action interface {
	Type() string
}

// Decoders map each event type an engine stores to the function reading its
// payload.
type Decoders[A Action] map[string]func(payload []byte) (A, error)

// Decode reads a stored event with the decoder of its type. An unknown type,
// or a payload its decoder refuses, is a *msg.Error: the decoder's own
// sentence when it has one, else "could not be read" about the event type.
func Decode[A Action](e data.Event, decoders Decoders[A]) (A, error) {
	var zero A
	dec, ok := decoders[e.Type]
	if !ok {
		return zero, msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": e.Type})
	}
	a, err := dec(e.Payload)
	if err != nil {
		if m, ok := msg.As(err); ok {
			return zero, m
		}
		return zero, msg.New(e.Type, "This entry could not be read.", nil)
	}
	return a, nil
}

// Unreadable is the log line of an entry an engine cannot read or word.
func Unreadable() msg.Text { return msg.T("An entry this app cannot read", nil) }

// Describer makes an Engine's Describe from an engine's decoder and its
// wording of actions: an entry that does not decode is logged as Unreadable
// rather than failing the log.
func Describer[S any, A Action](decode func(data.Event) (A, error), describe func(S, A) msg.Text) func(S, data.Event) msg.Text {
	return func(before S, e data.Event) msg.Text {
		a, err := decode(e)
		if err != nil {
			return Unreadable()
		}
		return describe(before, a)
	}
}

// Applier makes an engine's Apply from its decoder and its rules: the event
// is decoded, then applied; an event that does not decode is refused with
// the decoder's sentence and the state is unchanged.
func Applier[S any, A Action](decode func(data.Event) (A, error), apply func(S, A) (S, error)) func(S, data.Event) (S, error) {
	return func(s S, e data.Event) (S, error) {
		a, err := decode(e)
		if err != nil {
			return s, err
		}
		return apply(s, a)
	}
}

// Try applies an action as it will be stored: encoded, then given to the
// engine's Apply, so that what a screen checks is what the log replays.
func Try[S any](s S, a Action, apply func(S, data.Event) (S, error)) (S, error) {
	e, err := Encode(a)
	if err != nil {
		return s, err
	}
	return apply(s, e)
}

// Encode makes the event the store should append for a: its type and JSON
// payload (Seq and At are the store's). Engines check it with Apply before it
// is stored.
func Encode(a Action) (data.Event, error) {
	if a == nil {
		return data.Event{}, msg.New("", "This entry could not be read.", nil)
	}
	b, err := json.Marshal(a)
	if err != nil {
		return data.Event{}, msg.New(a.Type(), "This entry could not be read.", nil)
	}
	return data.Event{Type: a.Type(), Payload: b}, nil
}

// Strict decodes one JSON value into v, refusing unknown fields and trailing
// data; an empty payload reads as {}.
func Strict(b []byte, v any) error {
	if len(bytes.TrimSpace(b)) == 0 {
		b = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("trailing data")
	}
	return nil
}
