package lueur

import (
	"hearth/data"
	"hearth/solo/session"
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

var decoders = session.Decoders[Action]{
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
	TypeCorrect:  decodeAs[Correct],
}

// Decode reads a stored event into its Action. An unknown type, unknown
// fields, trailing data or a value that cannot be right in any state (an
// unknown colour, a negative die index) are refused with a *msg.Error.
func Decode(e data.Event) (Action, error) { return session.Decode(e, decoders) }

// Encode makes the event the store should append for a (session.Encode).
func Encode(a Action) (data.Event, error) { return session.Encode(a) }
