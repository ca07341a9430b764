package insula

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"time"

	ref "hearth/data/insula"
	"hearth/data/msg"
)

// Bounds of what the options accept.
const (
	// MinTimeTrack and MaxTimeTrack bound the time track's length: the
	// number of steps from the Sun to the Moon, printed on the time counter
	// and entered by the player (SPEC §8).
	MinTimeTrack = 3
	MaxTimeTrack = 30
	// MaxDieFaces bounds the faces of the fate die.
	MaxDieFaces = 20
	// MinCircle and MaxCircle bound a circle layout's spaces; MaxEntries the
	// entries of one space and MaxAlternatives the symbols of one slash entry.
	MinCircle       = 2
	MaxCircle       = 30
	MaxEntries      = 3
	MaxAlternatives = 3
)

// Options are what an expedition is started with, next to its seed. Their
// JSON form is what the store keeps as the session's options:
//
//	{"version": "advanced", "variant": "blue", "time_track": 12,
//	 "die": {"physical": false, "shield": 1, "sword": 1, "moon": 2, "blank": 2},
//	 "reward_circle": [["energy"], [], ["time/flower"], ...],
//	 "drawback_circle": [...], "setup_code": "6M81-QQ1D-2JW"}
//
// An expedition started from a setup code carries the setup's version and
// Kingosh variant over (the caller decodes the code; SetupCode keeps it).
type Options struct {
	Version ref.Version
	// Variant is the advanced version's Kingosh variant (seed 004 G.5); it
	// is ignored, and stored as nothing, in the base version.
	Variant ref.Variant
	// TimeTrack is the number of steps from the Sun to the Moon.
	TimeTrack int
	// Die is the fate die.
	Die DieFaces
	// RewardCircle and DrawbackCircle are the circles' printed layouts, or
	// nil: the engine then asks which symbols the marker passed.
	RewardCircle   Layout
	DrawbackCircle Layout
	// KingoshDrawback is the drawback printed for a battle lost against
	// Kingosh, as the player reads it; 0 when none is printed (seed 004 E.1:
	// a lost battle goes on "by the normal rules of combat").
	KingoshDrawback int
	// SetupCode is the setup the expedition was dealt from, "" when none.
	SetupCode string
	// Rules is the revision of the engine's rule readings the expedition
	// was started with: CurrentRules since issue 18, 0 for expeditions
	// stored before, which replay as they were played.
	Rules int
}

// CurrentRules is the rule revision of new expeditions (issue 18): no fury
// roll in solo, guardians block moves towards the centre (the citadel),
// Ease cannot make the first entry into the citadel, the advanced reward
// alone follows G.3's table, a virtual die's throws keyed by the choices so
// far. An expedition stored with revision 0 keeps the older readings (a
// re-entry rolls for fury, "inward" is y + 1, Ease may enter, the printed
// reward, the n-th throw from stream n), so that reopening it changes no
// number and refuses none of its events. Green flowers in a combat are accepted in
// both: no older log holds one.
const CurrentRules = 1

// UnkeyedDieRules is the revision main played from the issue-18 readings'
// merge (ReadingsAt) to the fate die's keying (KeyedAt): CurrentRules'
// readings, the n-th throw of a virtual die from stream n. No expedition
// stores it: Engine's Unversioned gives it to those main stored then,
// without a revision or with revision 1 (issue 33 §5).
const UnkeyedDieRules = 2

// ReadingsAt is when the issue-18 readings reached main (merge 99c7153),
// without a revision; KeyedAt when the fate die's throws came to be keyed
// by the choices (c02d488, merged in f8ad4b5).
var (
	ReadingsAt = time.Date(2026, 11, 23, 23, 32, 11, 0, time.UTC)
	KeyedAt    = time.Date(2026, 11, 24, 0, 15, 6, 0, time.UTC)
)

// DieFaces is the fate die: virtual (the app rolls it from the session's
// seed) or physical (the player taps the face rolled). The counts of each
// face are printed on the die, never invented: a virtual die needs them; a
// physical die may leave them all 0 (then any face is accepted).
type DieFaces struct {
	Physical bool `json:"physical"`
	Shield   int  `json:"shield"`
	Sword    int  `json:"sword"`
	Moon     int  `json:"moon"`
	Blank    int  `json:"blank"`
}

// Total is the number of faces.
func (d DieFaces) Total() int { return d.Shield + d.Sword + d.Moon + d.Blank }

// Count is the number of faces showing f.
func (d DieFaces) Count(f Face) int {
	switch f {
	case Shield:
		return d.Shield
	case Sword:
		return d.Sword
	case Moon:
		return d.Moon
	case Blank:
		return d.Blank
	}
	return 0
}

// Known tells whether the faces were given.
func (d DieFaces) Known() bool { return d.Total() > 0 }

// Entry is one symbol of a circle space, or several printed with slashes
// between them, of which the player chooses one (seed 004 F.5).
type Entry []Symbol

// Space is one space of a circle: all its entries apply.
type Space []Entry

// Layout is a circle's spaces clockwise from the first one, where the
// marker starts (seed 004 B.8, B.9). Its JSON form writes each entry as a
// string, alternatives joined by "/": [["energy"], [], ["time/flower"]].
type Layout []Space

// MarshalJSON writes the layout as lists of strings.
func (l Layout) MarshalJSON() ([]byte, error) {
	if l == nil {
		return []byte("null"), nil
	}
	out := make([][]string, len(l))
	for i, sp := range l {
		out[i] = make([]string, len(sp))
		for j, e := range sp {
			keys := make([]string, len(e))
			for k, s := range e {
				keys[k] = s.Key()
			}
			out[i][j] = strings.Join(keys, "/")
		}
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads what MarshalJSON writes; an unknown symbol is refused.
func (l *Layout) UnmarshalJSON(b []byte) error {
	var raw [][]string
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if raw == nil {
		*l = nil
		return nil
	}
	out := make(Layout, len(raw))
	for i, sp := range raw {
		out[i] = make(Space, len(sp))
		for j, e := range sp {
			for _, k := range strings.Split(e, "/") {
				s, ok := ParseSymbol(k)
				if !ok {
					return msg.New("circle", "A circle space holds an unknown symbol ({{.Symbol}}).", map[string]any{"Symbol": k})
				}
				out[i][j] = append(out[i][j], s)
			}
		}
	}
	*l = out
	return nil
}

// Validate refuses options a player could not have meant, with a sentence
// naming the field.
func (o Options) Validate() error {
	if o.Version != ref.Base && o.Version != ref.Advanced {
		return msg.New("version", "The version is base or advanced.", nil)
	}
	if o.Version == ref.Advanced && o.Variant != ref.Purple && o.Variant != ref.Blue {
		return msg.New("variant", "The advanced version is played with the purple or the blue citadel.", nil)
	}
	if o.Rules < 0 || o.Rules > UnkeyedDieRules {
		return msg.New("rules", "This expedition was started by a newer Hearth (rules {{.Got}}); update the app to open it.", map[string]any{"Got": o.Rules})
	}
	if o.TimeTrack == 0 { // nothing entered yet: no "you entered 0"
		return msg.New("time_track", "Count the steps of the time counter from the Sun to the Moon ({{.Min}} to {{.Max}}) and enter them.",
			map[string]any{"Min": MinTimeTrack, "Max": MaxTimeTrack})
	}
	if o.TimeTrack < MinTimeTrack || o.TimeTrack > MaxTimeTrack {
		return msg.New("time_track", "Count the steps of the time counter from the Sun to the Moon: between {{.Min}} and {{.Max}}; you entered {{.Got}}.",
			map[string]any{"Min": MinTimeTrack, "Max": MaxTimeTrack, "Got": o.TimeTrack})
	}
	if o.KingoshDrawback < 0 || o.KingoshDrawback > MaxGuardianValue {
		return msg.New("kingosh_drawback", "Kingosh's drawback lies between 0 and {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": MaxGuardianValue, "Got": o.KingoshDrawback})
	}
	if err := o.Die.validate(); err != nil {
		return err
	}
	if err := validLayout("reward_circle", o.RewardCircle, RewardCircle, o.Version); err != nil {
		return err
	}
	return validLayout("drawback_circle", o.DrawbackCircle, DrawbackCircle, o.Version)
}

func (d DieFaces) validate() error {
	for _, n := range []int{d.Shield, d.Sword, d.Moon, d.Blank} {
		if n < 0 {
			return msg.New("die", "A face of the fate die cannot be counted less than 0 times.", nil)
		}
	}
	if d.Total() > MaxDieFaces {
		return msg.New("die", "The fate die has at most {{.Max}} faces; you entered {{.Got}}.", map[string]any{"Max": MaxDieFaces, "Got": d.Total()})
	}
	if !d.Physical && d.Total() == 0 {
		return msg.New("die", "The app rolls the fate die only if it knows its faces: count the shield, sword, moon and blank faces of your die, or roll it yourself.", nil)
	}
	return nil
}

func validLayout(field string, l Layout, c CircleKind, v ref.Version) error {
	if l == nil {
		return nil
	}
	args := map[string]any{"Circle": msg.Term(c.String()), "Min": MinCircle, "Max": MaxCircle, "Got": len(l)}
	if len(l) < MinCircle || len(l) > MaxCircle {
		return msg.New(field, "The {{.Circle}} has between {{.Min}} and {{.Max}} spaces; this layout has {{.Got}}.", args)
	}
	for _, sp := range l {
		if len(sp) > MaxEntries {
			return msg.New(field, "A space of the {{.Circle}} shows at most {{.Max}} symbols.", map[string]any{"Circle": msg.Term(c.String()), "Max": MaxEntries})
		}
		for _, e := range sp {
			if len(e) == 0 || len(e) > MaxAlternatives {
				return msg.New(field, "A choice on the {{.Circle}} offers 2 or 3 symbols.", map[string]any{"Circle": msg.Term(c.String())})
			}
			for _, s := range e {
				if !c.Holds(s) {
					return msg.New(field, "The symbol “{{.Symbol}}” does not belong on the {{.Circle}}.", map[string]any{"Symbol": msg.Term(s.String()), "Circle": msg.Term(c.String())})
				}
				if s == SymGuardian && v != ref.Advanced {
					return msg.New(field, "Only the advanced sheet's drawback circle makes guardians appear.", nil)
				}
			}
		}
	}
	return nil
}

type optionsJSON struct {
	Version        string   `json:"version"`
	Variant        string   `json:"variant,omitempty"`
	TimeTrack      int      `json:"time_track"`
	Die            DieFaces `json:"die"`
	RewardCircle   Layout   `json:"reward_circle,omitempty"`
	DrawbackCircle Layout   `json:"drawback_circle,omitempty"`
	KingoshDraw    int      `json:"kingosh_drawback,omitempty"`
	SetupCode      string   `json:"setup_code,omitempty"`
	Rules          int      `json:"rules,omitempty"`
}

// MarshalJSON writes the options by keys.
func (o Options) MarshalJSON() ([]byte, error) {
	v := optionsJSON{Version: o.Version.String(), TimeTrack: o.TimeTrack, Die: o.Die,
		RewardCircle: o.RewardCircle, DrawbackCircle: o.DrawbackCircle, KingoshDraw: o.KingoshDrawback, SetupCode: o.SetupCode, Rules: o.Rules}
	if o.Version == ref.Advanced {
		v.Variant = o.Variant.Key()
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads what MarshalJSON writes; unknown keys are refused.
func (o *Options) UnmarshalJSON(b []byte) error {
	var v optionsJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		if m, ok := msg.As(err); ok {
			return m
		}
		return msg.New("options", "These expedition options could not be read.", nil)
	}
	out := Options{TimeTrack: v.TimeTrack, Die: v.Die, RewardCircle: v.RewardCircle, DrawbackCircle: v.DrawbackCircle, KingoshDrawback: v.KingoshDraw, SetupCode: v.SetupCode, Rules: v.Rules}
	switch v.Version {
	case "base":
		out.Version = ref.Base
	case "advanced":
		out.Version = ref.Advanced
		k, ok := ref.ParseVariant(v.Variant)
		if !ok {
			return msg.New("variant", "The advanced version is played with the purple or the blue citadel.", nil)
		}
		out.Variant = k
	default:
		return msg.New("version", "The version is base or advanced.", nil)
	}
	*o = out
	return nil
}

// clone copies the layouts so that a caller changing them later cannot
// change a running expedition.
func (o Options) clone() Options {
	o.RewardCircle = cloneLayout(o.RewardCircle)
	o.DrawbackCircle = cloneLayout(o.DrawbackCircle)
	return o
}

func cloneLayout(l Layout) Layout {
	if l == nil {
		return nil
	}
	out := make(Layout, len(l))
	for i, sp := range l {
		out[i] = make(Space, len(sp))
		for j, e := range sp {
			out[i][j] = slices.Clone(e)
		}
	}
	return out
}

// keyedDie tells whether a virtual die's throws are keyed by the choices
// so far (CurrentRules) rather than by their number alone.
func (o Options) keyedDie() bool { return o.Rules == CurrentRules }

// Advanced tells whether the options are the advanced version.
func (o Options) Advanced() bool { return o.Version == ref.Advanced }

// Layout is the saved layout of circle c, nil when none.
func (o Options) Layout(c CircleKind) Layout {
	if c == DrawbackCircle {
		return o.DrawbackCircle
	}
	return o.RewardCircle
}
