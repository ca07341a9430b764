package lueur

import (
	"encoding/json"
	"slices"
	"time"

	ref "hearth/data/lueur"
	"hearth/data/msg"
)

// Dice modes (Options.Dice).
const (
	// Virtual: the app rolls every die from the session's seed.
	Virtual = "virtual"
	// Physical: you roll your own dice and tap the faces.
	Physical = "physical"
)

// Limits the rules do not set (docs/lueur-journey.md).
const (
	// MaxAdventurerDice bounds the adventurer's big dice.
	MaxAdventurerDice = 4
	// MinTrackLength and MaxTrackLength bound a saved score-track length:
	// the marker starts on 10, so the track is longer than that.
	MinTrackLength = ref.StartScore + 1
	MaxTrackLength = 200
	// MaxRerollSpaces bounds the saved reroll spaces.
	MaxRerollSpaces = 60
)

// Options are what a journey is started with, next to its seed. Their JSON
// form is what the store keeps as session options:
//
//	{"side": "province", "big_dice": ["red", "red", "yellow"],
//	 "track": [{"element": "fire", "dice": ["red"], "token": false}, ...],
//	 "dice": "virtual", "track_length": 60, "reroll_spaces": [3, 8, 13],
//	 "setup_code": "…"}
type Options struct {
	Side ref.Side `json:"side"`
	// BigDice are the colours of the adventurer's big dice (seed 003 "MISE
	// EN PLACE" 2).
	BigDice []ref.DieColour `json:"big_dice"`
	// Track is the encounter track the setup rolled (setup/lueur's dice
	// step, so a journey started from a setup code carries it over; see
	// TrackSlot): one slot per element, in ref.Elements order, holding the 9
	// small dice of ref.SetupDice. Nil: the app rolls it from the seed as
	// setup/lueur does.
	Track []TrackSlot `json:"track,omitempty"`
	// Dice is Virtual (default when empty) or Physical.
	Dice string `json:"dice,omitempty"`
	// TrackLength is the number of spaces of the score track (0 … length−1)
	// as the player saved it; 0 when unknown (then the player says when the
	// marker laps, with Lap).
	TrackLength int `json:"track_length,omitempty"`
	// RerollSpaces are the score-track spaces showing the reroll symbol, as
	// the player saved them; empty when unknown (then a track reroll names
	// its space).
	RerollSpaces []int `json:"reroll_spaces,omitempty"`
	// SetupCode is the setup the journey was dealt from, "" when none.
	SetupCode string `json:"setup_code,omitempty"`
	// Rules is the revision of the engine's rule readings the journey was
	// started with: CurrentRules for journeys started since issue 18, 0 for
	// journeys stored before, which replay as they were played (see
	// CurrentRules).
	Rules int `json:"rules"`
}

// CurrentRules is the rule revision of new journeys (issue 18): throws keyed
// by the choices so far (an undo cannot peek at a die), a track reroll only
// to the next saved reroll space, no light gained in the afternoon. A
// journey stored with revision 0 keeps the older readings (the n-th throw
// on stream n, any saved space below, afternoon gains accepted), so that
// reopening it changes no number and refuses none of its events.
const CurrentRules = 1

// RulesChangedAt is when the readings of revision 1 reached main (merge
// 99c7153), before journeys stored their revision (merge 9e72a93, 00:06):
// a journey stored without a revision and created since was played by
// them (Engine's Unversioned).
var RulesChangedAt = time.Date(2026, 11, 23, 23, 32, 11, 0, time.UTC)

// Physical tells whether you roll your own dice.
func (o Options) Physical() bool { return o.Dice == Physical }

// Validate returns a player-readable error for options a journey cannot
// start with.
func (o Options) Validate() error {
	if !slices.Contains(ref.Sides, o.Side) {
		return msg.New("side", "The board side is Province of Shadows or Dark Archipelago.", nil)
	}
	if o.Dice != "" && o.Dice != Virtual && o.Dice != Physical {
		return msg.New("dice", "Dice are rolled by the app or by you; “{{.Got}}” is neither.", map[string]any{"Got": o.Dice})
	}
	if o.Rules < 0 || o.Rules > CurrentRules {
		return msg.New("rules", "This journey was started by a newer Hearth (rules {{.Got}}); update the app to open it.", map[string]any{"Got": o.Rules})
	}
	if err := validBigDice(o.BigDice); err != nil {
		return err
	}
	if o.Track != nil {
		if err := validTrack(o.Track); err != nil {
			return err
		}
	}
	return validScoreTrack(o.TrackLength, o.RerollSpaces)
}

// adventurerDice is how many big dice of colour c an adventurer can bring:
// the box's big dice less the reserve's (seed 003 "LES DÉS EN DÉTAIL",
// "MISE EN PLACE" 3).
func adventurerDice(c ref.DieColour) int {
	n := ref.Dice(c, ref.Big)
	for _, r := range ref.ReserveBig {
		if r == c {
			n--
		}
	}
	return n
}

func validBigDice(dice []ref.DieColour) error {
	if len(dice) == 0 || len(dice) > MaxAdventurerDice {
		return msg.New("big_dice", "Your adventurer brings 1 to {{.Max}} big dice; you entered {{.Got}}.",
			map[string]any{"Max": MaxAdventurerDice, "Got": len(dice)})
	}
	for _, c := range dice {
		if !slices.Contains(ref.DieColours, c) {
			return msg.New("big_dice", "A die is red, azure, blue, green, orange, purple, yellow or black.", nil)
		}
		have, most := count(dice, c), adventurerDice(c)
		if have > most {
			return msg.New("big_dice", "Besides the reserve's, the box holds only {{.Max}} big {{.Colour}} dice; you entered {{.Got}}.",
				map[string]any{"Max": most, "Colour": msg.Term(c.String()), "Got": have})
		}
	}
	return nil
}

func count[T comparable](list []T, v T) int {
	n := 0
	for _, x := range list {
		if x == v {
			n++
		}
	}
	return n
}

// validTrack checks a starting track: the 5 slots in element order, the 9
// small dice of the setup roll on them, a token exactly on the empty ones
// (seed 003 "MISE EN PLACE" 8 and 9).
func validTrack(track []TrackSlot) error {
	if len(track) != ref.EncounterSlots {
		return msg.New("track", "The encounter track has {{.Want}} slots; you entered {{.Got}}.",
			map[string]any{"Want": ref.EncounterSlots, "Got": len(track)})
	}
	var all []ref.DieColour
	for i, s := range track {
		if s.Element != ref.Elements[i] {
			return msg.New("track", "List the encounter track's slots in the order fire, air, water, plant, earth.", nil)
		}
		if s.Token != (len(s.Dice) == 0) {
			return msg.New("track", "A small-step token lies on a slot exactly when it has no die ({{.Element}} slot).",
				map[string]any{"Element": msg.Term(s.Element.String())})
		}
		all = append(all, s.Dice...)
	}
	for _, c := range ref.DieColours {
		if count(all, c) != count(ref.SetupDice, c) {
			return msg.New("track", "The track starts with the 9 small dice of the setup (2 green, 2 azure, 2 blue, 1 red, 1 orange and 1 purple).", nil)
		}
	}
	return nil
}

func validScoreTrack(length int, spaces []int) error {
	if length != 0 && (length < MinTrackLength || length > MaxTrackLength) {
		return msg.New("track_length", "The score track has {{.Min}} to {{.Max}} spaces; you entered {{.Got}}.",
			map[string]any{"Min": MinTrackLength, "Max": MaxTrackLength, "Got": length})
	}
	if len(spaces) > MaxRerollSpaces {
		return msg.New("reroll_spaces", "Save at most {{.Max}} reroll spaces.", map[string]any{"Max": MaxRerollSpaces})
	}
	top := MaxTrackLength
	if length > 0 {
		top = length
	}
	for i, v := range spaces {
		if v < 0 || v >= top {
			return msg.New("reroll_spaces", "A reroll space is one of the spaces 0 to {{.Max}}; you entered {{.Got}}.",
				map[string]any{"Max": top - 1, "Got": v})
		}
		if i > 0 && v <= spaces[i-1] {
			return msg.New("reroll_spaces", "List the reroll spaces once each, from low to high.", nil)
		}
	}
	return nil
}

// ParseOptions reads options as the store keeps them, strictly (unknown keys
// are refused), and validates them.
func ParseOptions(raw json.RawMessage) (Options, error) {
	var o Options
	if err := strict(raw, &o); err != nil {
		return Options{}, msg.New("options", "These journey options could not be read.", nil)
	}
	if err := o.Validate(); err != nil {
		return Options{}, err
	}
	return o.clone(), nil
}

// clone copies the slices so that a caller changing them later cannot change
// a running journey.
func (o Options) clone() Options {
	o.BigDice = slices.Clone(o.BigDice)
	o.RerollSpaces = slices.Clone(o.RerollSpaces)
	if o.Track != nil {
		t := make([]TrackSlot, len(o.Track))
		for i, s := range o.Track {
			s.Dice = slices.Clone(s.Dice)
			t[i] = s
		}
		o.Track = t
	}
	return o
}
