package lueur

import (
	ref "hearth/data/lueur"
)

// Action is the payload of one session event: one thing the player did or
// told the app. Its Type is the event type the store records; its JSON form
// is the payload. Vocabulary values are stored by English name ("fire",
// "azure", "2 small steps") so that stored logs do not depend on the order of
// Go constants.
type Action interface {
	Type() string
}

// Event types, as stored.
const (
	TypeTake     = "take"
	TypeRoll     = "roll"
	TypeReroll   = "reroll"
	TypeSetFace  = "set_face"
	TypeFreeze   = "freeze"
	TypeEffect   = "effect"
	TypeResolved = "resolved"
	TypeTravel   = "travel"
	TypeEvening  = "evening"
	TypeLap      = "lap"
	TypeCorrect  = "correct"
)

// Take (morning, seed 003 "MATIN"): you take the companion in front of Slot,
// with the slot's small dice and small-step tokens; the other companions go
// to the graveyard and their dice and tokens stay on the track.
//
// Payload {"slot": "fire", "companion": {...}, "move_black": "water",
// "black_slot": "air"}.
type Take struct {
	Slot ref.Element `json:"slot"`
	// Companion is what the companion brings, read off its card.
	Companion Recruit `json:"companion"`
	// MoveBlack: you hold Kaar and the black die lies on Slot; you move it
	// to this other slot before taking (seed 003 "Kaar et la malédiction du
	// dé noir"). Nil: the black die, if on Slot, comes with the slot's dice.
	MoveBlack *ref.Element `json:"move_black,omitempty"`
	// BlackSlot: physical dice only, when this companion is Kaar and the
	// black die enters play: the slot where the black die landed after you
	// rolled it. The virtual mode rolls it itself and refuses this field.
	BlackSlot *ref.Element `json:"black_slot,omitempty"`
}

// Recruit is what a companion brings when it joins you, as printed on its
// card (seed 003 "Détail d'une carte", "Les compagnons aux pouvoirs
// spécifiques").
//
// JSON {"name": "Sketal", "die": "red" | "any", "pick": "blue",
// "reroll": true, "kaar": true, "fireflies": 1}; every key may be omitted.
type Recruit struct {
	// Name is an optional label ("Sketal", "Lumipili") shown in lists.
	Name string `json:"name,omitempty"`
	// Die: a Sketal's big die, taken from the reserve if it is still there:
	// a colour ("red"), or "any" for the multicoloured Sketal (then Pick is
	// the colour chosen among those left; omit it when none is left).
	Die  string         `json:"die,omitempty"`
	Pick *ref.DieColour `json:"pick,omitempty"`
	// Reroll: a Lumipili's reroll, usable once every turn.
	Reroll bool `json:"reroll,omitempty"`
	// Kaar: the companion is Kaar (immunity to the black die's curse; the
	// black die enters play).
	Kaar bool `json:"kaar,omitempty"`
	// Fireflies printed on the card (0, 1 or 2), for the final count.
	Fireflies int `json:"fireflies,omitempty"`
}

// AnyDie is Recruit.Die for the multicoloured Sketal.
const AnyDie = "any"

// Roll (late morning, seed 003 "FIN DE MATINÉE"): roll every die you hold.
// Virtual dice: payload {} and the app rolls. Physical dice: the faces you
// read, one per die of State.Dice, in that order:
// {"faces": ["fire", "2 small steps", ...]}.
type Roll struct {
	Faces []ref.Face `json:"faces,omitempty"`
}

// SourceKind is where a reroll comes from (seed 003 "FIN DE MATINÉE").
type SourceKind string

// The reroll sources.
const (
	// FromCompanion is a companion's per-turn reroll (Lumipili).
	FromCompanion SourceKind = "companion"
	// FromToken spends a reroll token.
	FromToken SourceKind = "token"
	// FromTrack moves your score marker back to a reroll space.
	FromTrack SourceKind = "track"
)

// Source is one reroll.
type Source struct {
	Source SourceKind `json:"source"`
	// Companion is the companion's ID (FromCompanion only).
	Companion int `json:"companion,omitempty"`
	// To is the reroll space of the score track you move back to
	// (FromTrack only); nil uses the nearest saved reroll space below
	// your marker (Options.RerollSpaces).
	To *int `json:"to,omitempty"`
}

// Reroll: one reroll of 1 or 2 of your dice, each once. Dice are indices into
// State.Dice. Physical dice: Faces are the new faces, one per die in Dice.
//
// Payload {"source": "token", "dice": [0, 3], "faces": ["air", "fire"]}.
type Reroll struct {
	Source
	Dice  []int      `json:"dice"`
	Faces []ref.Face `json:"faces,omitempty"`
}

// SetFace: three rerolls, of any mix of sources, turn one die to the face of
// your choice (seed 003 "FIN DE MATINÉE", Important).
//
// Payload {"sources": [{...}, {...}, {...}], "die": 2, "face": "water"}.
type SetFace struct {
	Sources []Source `json:"sources"`
	Die     int      `json:"die"`
	Face    ref.Face `json:"face"`
}

// SetFaceRerolls is how many rerolls SetFace takes.
const SetFaceRerolls = 3

// Freeze: you are done rerolling; the dice are frozen, and the special faces
// apply at once (seed 003 "MIDI", "LES DÉS EN DÉTAIL", "Kaar et la
// malédiction du dé noir"). Payload {}.
type Freeze struct{}

// Change is a change of your counters: signed amounts (light on the score
// track, reroll tokens, small steps by value, fireflies on tokens by value,
// spell tokens) and the IDs of companions sent to the graveyard, whose big
// dice go back to the reserve.
type Change struct {
	Light      int   `json:"light,omitempty"`
	Rerolls    int   `json:"rerolls,omitempty"`
	SmallSteps int   `json:"small_steps,omitempty"`
	Fireflies  int   `json:"fireflies,omitempty"`
	Spells     int   `json:"spells,omitempty"`
	Lost       []int `json:"lost,omitempty"`
}

// Effect (noon, seed 003 "MIDI"): what one or several of your cards gave.
// Several Effect events may follow one another.
//
// Payload {"light": 3, "rerolls": 1, "lost": [2], "gained": {...},
// "black_slot": "fire"}.
type Effect struct {
	Change
	// Gained is a companion taken from the graveyard (Cromaug).
	Gained *Recruit `json:"gained,omitempty"`
	// BlackSlot: physical dice, when Gained is Kaar and the black die enters
	// play: where it landed.
	BlackSlot *ref.Element `json:"black_slot,omitempty"`
}

// Resolved: you have resolved every card; the afternoon starts. Payload {}.
type Resolved struct{}

// Travel (afternoon, seed 003 "APRÈS-MIDI"): your move on the travel board,
// with what the spaces cost and gave (Change: small steps spent are
// negative, light lost negative, tokens gained positive; companions lost on
// graveyard spaces). All zero: you did not travel.
//
// Province of Shadows: Camp is the value of the village where you camped
// this turn (nil: no new camp). Dark Archipelago: Boat (1–4) is the boat you
// moved and Island the value of the island it reached (Boat 0: no boat moved).
//
// Payload {"small_steps": -1, "rerolls": 1, "camp": 4} or {"boat": 2, "island": 3}.
type Travel struct {
	Change
	Camp   *int `json:"camp,omitempty"`
	Boat   int  `json:"boat,omitempty"`
	Island int  `json:"island,omitempty"`
}

// Evening (seed 003 "SOIRÉE"): your small dice go back to the track by face;
// each slot without a die gets a 1-small-step token; the next day starts.
// Physical dice: Faces are the elements your small dice showing a special
// face were rerolled to, one per die of Pending.Reroll, in that order.
// Payload {} or {"faces": ["air"]}.
type Evening struct {
	Faces []ref.Face `json:"faces,omitempty"`
}

// Lap: your score marker went round the score track (seed 003 "Avancer sur
// la piste de score"); from now on the track gives no reroll. Only when
// Options.TrackLength is unknown (0); otherwise the app sees it. Payload {}.
type Lap struct{}

// Type is TypeTake.
func (Take) Type() string { return TypeTake }

// Type is TypeRoll.
func (Roll) Type() string { return TypeRoll }

// Type is TypeReroll.
func (Reroll) Type() string { return TypeReroll }

// Type is TypeSetFace.
func (SetFace) Type() string { return TypeSetFace }

// Type is TypeFreeze.
func (Freeze) Type() string { return TypeFreeze }

// Type is TypeEffect.
func (Effect) Type() string { return TypeEffect }

// Type is TypeResolved.
func (Resolved) Type() string { return TypeResolved }

// Type is TypeTravel.
func (Travel) Type() string { return TypeTravel }

// Type is TypeEvening.
func (Evening) Type() string { return TypeEvening }

// Type is TypeLap.
func (Lap) Type() string { return TypeLap }
