package lueur

import (
	"encoding/json"

	"hearth/data"
	"hearth/data/msg"
)

// checker is an action that can check its own values, whatever the state.
type checker interface {
	check() error
}

func decodeAs[T Action](b []byte) (Action, error) {
	var v T
	if err := strict(b, &v); err != nil {
		return nil, err
	}
	var a Action = v
	if c, ok := a.(checker); ok {
		if err := c.check(); err != nil {
			return nil, err
		}
	}
	return a, nil
}

// decodeReroll reads the common shape by hand (fastReroll), anything else
// with the general decoder.
func decodeReroll(b []byte) (Action, error) {
	a, ok := fastReroll(b)
	if !ok {
		return decodeAs[Reroll](b)
	}
	if err := a.check(); err != nil {
		return nil, err
	}
	return a, nil
}

var decoders = map[string]func([]byte) (Action, error){
	TypeTake:     decodeAs[Take],
	TypeRoll:     decodeAs[Roll],
	TypeReroll:   decodeReroll,
	TypeSetFace:  decodeAs[SetFace],
	TypeFreeze:   decodeAs[Freeze],
	TypeEffect:   decodeAs[Effect],
	TypeResolved: decodeAs[Resolved],
	TypeTravel:   decodeAs[Travel],
	TypeEvening:  decodeAs[Evening],
	TypeLap:      decodeAs[Lap],
}

// Decode reads a stored event into its Action. An unknown type, unknown
// fields, trailing data or a value that cannot be right in any state (an
// unknown colour, a negative die index) are refused with a *msg.Error.
func Decode(e data.Event) (Action, error) {
	dec, ok := decoders[e.Type]
	if !ok {
		return nil, msg.New("type", "This entry is of an unknown kind ({{.Type}}).", map[string]any{"Type": e.Type})
	}
	a, err := dec(e.Payload)
	if err != nil {
		if m, ok := msg.As(err); ok {
			return nil, m
		}
		return nil, msg.New(e.Type, "This entry could not be read.", nil)
	}
	return a, nil
}

// Encode makes the event the store should append for a: its type and JSON
// payload (Seq and At are the store's). Pass it to Apply before storing it.
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
