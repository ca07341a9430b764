package tom

import (
	"encoding/json"

	"hearth/data"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Mode is the session mode of a solo game against Tom.
const Mode = "tom"

// Engine is Tom as solo/session runs him: sessions of mode "tom" whose
// options are Options in JSON.
func Engine() session.Engine[State] {
	return session.Engine[State]{
		Game:        data.GameBonfire,
		Mode:        Mode,
		New:         newFromJSON,
		Apply:       Apply,
		Describe:    session.Describer(Decode, Describe),
		Unversioned: unversioned,
	}
}

// unversioned gives the revisions a game stored without one (before issue
// 33) may have been played by, most likely first: revision 0 for a game
// created before RulesChangedAt, CurrentRules for one created since.
func unversioned(sess data.Session) []json.RawMessage {
	return session.Revisions(sess, RulesChangedAt, CurrentRules)
}

func newFromJSON(seed uint64, options json.RawMessage) (State, error) {
	var opts Options
	if err := json.Unmarshal(options, &opts); err != nil {
		return State{}, msg.New("options", "This game's options could not be read.", nil)
	}
	return New(seed, opts)
}

// Describe says an action in words for the session log, with the round it
// belongs to: round N is your turn and Tom's N-th card ("Round 3 — Tom took
// 2 path tiles: blue, red").
func Describe(before State, a Action) msg.Text {
	round := before.CardsDrawn() // Tom's cards, the one flipped now included
	switch a.(type) {
	case EndTurn, Pass, Novice, Neutral:
		round++ // your turn, before his next card
	}
	at := func(args map[string]any) map[string]any {
		args["Round"] = round
		return args
	}
	if t, ok := describeYours(before, a, at); ok {
		return t
	}
	return describeToms(a, at)
}

// describeYours says one of your moves (or the card you flipped for Tom);
// false for an answer about what Tom took.
func describeYours(before State, a Action, at func(map[string]any) map[string]any) (msg.Text, bool) {
	switch x := a.(type) {
	case EndTurn:
		return msg.T("Round {{.Round}} — you ended your turn", at(map[string]any{})), true
	case Pass:
		return msg.N("Round {{.Round}} — you passed for {{.Count}} points", before.Pending().PassPoints, at(map[string]any{})), true
	case Novice:
		return msg.T("Round {{.Round}} — you placed a novice in the High Council", at(map[string]any{})), true
	case Neutral:
		return msg.T("Round {{.Round}} — you took the neutral novice of “{{.Task}}”", at(map[string]any{"Task": msg.Term(x.Task.String())})), true
	case Card:
		return msg.T("Round {{.Round}} — Tom's card: {{.Kind}}", at(map[string]any{"Kind": msg.Term(x.Card.String())})), true
	}
	return msg.Text{}, false
}

// describeToms says what Tom took, or a change of his deck or gnome pile.
func describeToms(a Action, at func(map[string]any) map[string]any) msg.Text {
	switch x := a.(type) {
	case Gnome:
		return msg.T("Round {{.Round}} — gnome revealed: {{.Resource}}", at(map[string]any{"Resource": msg.Term(x.Resource.String())}))
	case Specialists:
		return msg.N("Round {{.Round}} — Tom took {{.Count}} specialists", x.Count, at(map[string]any{}))
	case Paths:
		names := make([]msg.Term, len(x.Crystals))
		for i, c := range x.Crystals {
			names[i] = msg.Term(c.String())
		}
		if len(names) == 0 {
			return msg.T("Round {{.Round}} — Tom took no path tile", at(map[string]any{}))
		}
		return msg.N("Round {{.Round}} — Tom took {{.Count}} path tiles: {{.Crystals}}", len(names), at(map[string]any{"Crystals": names}))
	case Task:
		return msg.T("Round {{.Round}} — Tom took a {{.Colour}} task worth {{.Points}}", at(map[string]any{"Colour": msg.Term(x.Colour.String()), "Points": x.Points}))
	case Guardian:
		return msg.T("Round {{.Round}} — Tom took a guardian", at(map[string]any{}))
	case Portal:
		return msg.T("Round {{.Round}} — Tom took a portal", at(map[string]any{}))
	case Nothing:
		return msg.T("Round {{.Round}} — Tom took nothing", at(map[string]any{}))
	case Deck:
		return msg.T("Round {{.Round}} — Tom's deck composition changed", at(map[string]any{}))
	case GnomesEmpty:
		return msg.T("Round {{.Round}} — the gnome pile was empty", at(map[string]any{}))
	}
	return session.Unreadable()
}
