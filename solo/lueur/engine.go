package lueur

import (
	"encoding/json"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Mode is the session mode of a Lueur solo journey.
const Mode = "journey"

// Engine is the journey as solo/session runs it: sessions of game Lueur and
// mode "journey" whose options are Options in JSON.
func Engine() session.Engine[State] {
	return session.Engine[State]{
		Game:        game.Lueur,
		Mode:        Mode,
		New:         newFromJSON,
		Apply:       Apply,
		Describe:    describeEvent,
		Unversioned: unversioned,
	}
}

func newFromJSON(seed uint64, options json.RawMessage) (State, error) {
	o, err := ParseOptions(options)
	if err != nil {
		return State{}, err
	}
	return New(seed, o)
}

// Replay rebuilds the state after events, in order (data.Replay over Apply).
func Replay(seed uint64, opts Options, events []data.Event) (State, error) {
	s, err := New(seed, opts)
	if err != nil {
		return State{}, err
	}
	return data.Replay(events, s, Apply)
}

// Apply returns the state after event e, or a *msg.Error saying why e does
// not fit the state (the state is then unchanged).
//
// Every event, applied, also feeds the journey's choice chain, from which the
// next random throw's generator is derived (State.draw): replaying the same
// log throws the same faces, while another choice after an undo gets an
// independent throw, so undo cannot be used to peek at a die.
func Apply(s State, e data.Event) (State, error) {
	keyed := s
	keyed.chain = session.ChainEvent(s.chain, e)
	n, err := applyEvent(keyed, e)
	if err != nil {
		return s, err
	}
	return n, nil
}

var applyEvent = session.Applier(Decode, State.apply)

// Try applies a directly: Encode then Apply. The UI calls it before it stores
// the event.
func (s State) Try(a Action) (State, error) { return session.Try(s, a, Apply) }

// describeEvent words a stored event with the choice chain it was applied
// with, so that a throw it caused is told as it was thrown.
func describeEvent(before State, e data.Event) msg.Text {
	keyed := before
	keyed.chain = session.ChainEvent(before.chain, e)
	return session.Describer(Decode, Describe)(keyed, e)
}

// unversioned gives the revisions a journey stored without one may have
// been played by, most likely first: the issue-18 readings (CurrentRules)
// reached main at RulesChangedAt, 34 minutes before journeys began to
// store their revision; one created in between was played by them, one
// created before by revision 0 (issue 33 §5: 14 of 30 journeys recorded
// in that window failed to reopen or reopened with other numbers).
func unversioned(sess data.Session) []json.RawMessage {
	return session.Revisions(sess, RulesChangedAt, CurrentRules)
}
