package insula

import (
	"encoding/json"
	"strconv"

	"hearth/data"
	"hearth/data/game"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Mode is the session mode of a solo expedition.
const Mode = "expedition"

// Engine is the expedition as solo/session runs it: sessions of game Insula
// and mode "expedition" whose options are Options in JSON.
func Engine() session.Engine[State] {
	return session.Engine[State]{
		Game:        game.Insula,
		Mode:        Mode,
		New:         newFromJSON,
		Apply:       Apply,
		Describe:    describeEvent,
		Unversioned: unversioned,
	}
}

// unversioned gives the revisions to replay an expedition main stored
// before its fate die was keyed (issue 33 §5): without a revision, 0 or
// UnkeyedDieRules as its creation time says; with revision 1 but created
// before KeyedAt, UnkeyedDieRules first, the other after it for a clock
// that was wrong or an app not yet updated.
func unversioned(sess data.Session) []json.RawMessage {
	var v map[string]json.RawMessage
	if json.Unmarshal(sess.Options, &v) != nil || v == nil {
		return nil
	}
	r, ok := v["rules"]
	if !ok {
		return session.Revisions(sess, ReadingsAt, UnkeyedDieRules)
	}
	if string(r) != strconv.Itoa(CurrentRules) {
		return nil
	}
	order := []int{CurrentRules, UnkeyedDieRules}
	if sess.CreatedAt.Before(KeyedAt) {
		order = []int{UnkeyedDieRules, CurrentRules}
	}
	out := make([]json.RawMessage, len(order))
	for i, n := range order {
		v["rules"] = json.RawMessage(strconv.Itoa(n))
		out[i], _ = json.Marshal(v)
	}
	return out
}

func newFromJSON(seed uint64, options json.RawMessage) (State, error) {
	var opts Options
	if err := json.Unmarshal(options, &opts); err != nil {
		if m, ok := msg.As(err); ok {
			return State{}, m
		}
		return State{}, msg.New("options", "These expedition options could not be read.", nil)
	}
	return New(seed, opts)
}

// Result is what the saved play of an expedition records (SPEC §6.2
// "History records ending, rounds, final strength, variant").
type Result struct {
	// Ending is kingosh_defeated or nightfall ("" while the expedition goes on).
	Ending Ending `json:"ending"`
	// Won tells that Kingosh was defeated.
	Won bool `json:"won"`
	// Rounds is the rounds played, the last one included.
	Rounds int `json:"rounds"`
	// FinalStrength is your strength (energy invested plus the red flower's
	// bonus) in the last battle against Kingosh, 0 if you never fought him.
	FinalStrength int `json:"final_strength"`
	// Version is "base" or "advanced"; Variant "purple" or "blue" (advanced
	// only) — together the key of scoring/insula's variants.
	Version string `json:"version"`
	Variant string `json:"variant,omitempty"`
}

// Summary is the expedition's result for its saved play.
func Summary(s State) Result {
	r := Result{Ending: s.ending, Won: s.ending == KingoshDefeated, Rounds: s.round,
		FinalStrength: s.final, Version: s.opts.Version.String()}
	if s.opts.Advanced() {
		r.Variant = s.opts.Variant.Key()
	}
	return r
}

// describeEvent words a stored event with the choice chain it was applied
// with, so that a throw it caused is told as it was thrown.
func describeEvent(before State, e data.Event) msg.Text {
	keyed := before
	keyed.chain = session.ChainEvent(before.chain, e)
	return session.Describer(Decode, Describe)(keyed, e)
}
