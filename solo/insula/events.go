package insula

import (
	"encoding/json"

	"hearth/data"
	ref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/solo/session"
)

// Action is the payload of one session event: an action of your turn, or an
// answer to what the expedition asks (State.Pending). Its Type is the event
// type the store records; its JSON form is the payload. Enumerations are
// stored by key ("shoreward", "lose_energy").
type Action interface {
	Type() string
}

// Event types, as stored.
const (
	TypeRest      = "rest"
	TypeFlower    = "flower"
	TypeCurse     = "curse"
	TypeMove      = "move"
	TypeEase      = "ease"
	TypeGreen     = "green"
	TypeEndTurn   = "end_turn"
	TypeInvest    = "invest"
	TypeRoll      = "roll"
	TypeExplore   = "explore"
	TypeGuardian  = "guardian"
	TypeSymbols   = "symbols"
	TypePick      = "pick"
	TypeDraw      = "draw"
	TypeDiscard   = "discard"
	TypeLose      = "lose"
	TypeCurseSlot = "curse_slot"
	TypeCorrect   = "correct"
)

// Effect is what a card printed does, as the player reads it and enters it:
// a yellow flower (Flower action), a green flower (PlayGreen) or a blue curse
// (Curse). Payload {"energy": 5, "draw": 1, ...}, zero fields left out.
type Effect struct {
	// Energy > 0 recovers energy (Fatigue → Vitality, up to what Fatigue
	// holds); < 0 tires you (Vitality → Fatigue, up to what Vitality holds).
	Energy int `json:"energy,omitempty"`
	// Time > 0 moves the time marker towards the Moon, < 0 towards the Sun.
	Time int `json:"time,omitempty"`
	// Draw and Discard are flower cards drawn and discarded (each asked).
	Draw    int `json:"draw,omitempty"`
	Discard int `json:"discard,omitempty"`
	// Moves are free moves the card grants this turn (Hasteweed 2, Daring
	// Daffodil 1), made with Move{Card: true}; Through lets them go inward
	// past guardians (Daring Daffodil).
	Moves   int  `json:"moves,omitempty"`
	Through bool `json:"through,omitempty"`
	// Guardians appear on your tile (each asked); Rewards and Drawbacks move
	// the reward and drawback markers.
	Guardians int `json:"guardians,omitempty"`
	Rewards   int `json:"rewards,omitempty"`
	Drawbacks int `json:"drawbacks,omitempty"`
}

// Effect bounds: |Energy| ≤ MaxEffectEnergy and so on.
const (
	MaxEffectEnergy   = 10
	MaxEffectTime     = 5
	MaxEffectCards    = 5
	MaxEffectMoves    = 2
	MaxEffectGuardian = 2
	MaxEffectMarker   = 10
)

// TileFace is an island tile as revealed: light or shadow, and its symbols
// (seed 004 F.6): a pond (rest +1), a meadow (draw flowers), danger (a
// guardian appears); none is a plain tile. Payload {"kind": "light", "pond": true}.
type TileFace struct {
	Kind   ref.Tile
	Pond   bool
	Meadow bool
	Danger bool
}

// Rest: +3 energy, +4 on a pond, +1 on a tile with a guardian (advanced 2 /
// 3 / 1), Fatigue → Vitality (seed 004 C.1, G.4). Payload {}.
type Rest struct{}

// Flower: draw a flower on a meadow (Draw; its colour is asked), or play a
// yellow flower from your hand with its printed Effect (seed 004 C.1).
// Payload {"draw": true} or {"effect": {...}}.
type Flower struct {
	Draw   bool   `json:"draw,omitempty"`
	Effect Effect `json:"effect"`
}

// Curse: play the curse on Slot's slot, unblocking that action (seed 004
// C.1, F.9). A blue curse is resolved with its Effect and discarded; a white
// one goes to the time counter's slot (replacing any other) and adds Bonus
// to the strength of every guardian and Kingosh until replaced.
// Payload {"slot": "move", "white": true, "bonus": 1}.
type Curse struct {
	Slot   ActionKind `json:"slot"`
	White  bool       `json:"white,omitempty"`
	Bonus  int        `json:"bonus,omitempty"`
	Effect Effect     `json:"effect"`
}

// Move: one tile in direction Dir (seed 004 C.1, F.4). Tile is the tile you
// revealed when the square was unexplored (required then, refused
// otherwise); Thorns tells that you moved against thorns (2 drawbacks, 3
// advanced). Card makes it one of the free moves a card granted, not your
// Move action. Payload {"dir": "inward", "thorns": false, "tile": {...}}.
type Move struct {
	Dir    Dir       `json:"dir"`
	Thorns bool      `json:"thorns,omitempty"`
	Tile   *TileFace `json:"tile,omitempty"`
	Card   bool      `json:"card,omitempty"`
}

// Ease (advanced, seed 004 G.4): rest 2 energy on a tile without guardian
// (Rest), or move one tile onto an explored tile (Dir, Thorns).
// Payload {"rest": true} or {"dir": "left"}.
type Ease struct {
	Rest   bool `json:"rest,omitempty"`
	Dir    Dir  `json:"dir"`
	Thorns bool `json:"thorns,omitempty"`
}

// PlayGreen: you played a green flower with its printed Effect; not an action
// (seed 004 F.10). Payload {"effect": {...}}.
type PlayGreen struct {
	Effect Effect `json:"effect"`
}

// EndTurn: your turn is over; the end of the round follows (combat or the
// fate die, then nightfall). Payload {}.
type EndTurn struct{}

// Invest: what you put into the combat on your tile (seed 004 F.1): Energy
// from Vitality to Combat, Red flowers played (0 or 1) and their printed
// strength Bonus; NoReward for a card that forbids the reward (Rapier Lily).
// Payload {"energy": 4, "red": 1, "bonus": 2}.
type Invest struct {
	Energy   int  `json:"energy"`
	Red      int  `json:"red,omitempty"`
	Bonus    int  `json:"bonus,omitempty"`
	NoReward bool `json:"no_reward,omitempty"`
}

// Roll: the face of the physical fate die. Payload {"face": "moon"}.
type Roll struct {
	Face Face `json:"face"`
}

// Explore: the tile you revealed on an unexplored square you were pushed
// back onto. Payload {"tile": {"kind": "shadow", "danger": true}}.
type Explore struct {
	Tile TileFace `json:"tile"`
}

// Guardian: the guardian drawn from the bag, its printed numbers (seed 004
// B.12): strength, big and small reward, drawback.
// Payload {"strength": 4, "reward": 3, "small": 1, "drawback": 2}.
type Guardian struct {
	Strength int `json:"strength"`
	Reward   int `json:"reward"`
	Small    int `json:"small"`
	Drawback int `json:"drawback"`
}

// MaxGuardianValue bounds a guardian's printed numbers.
const MaxGuardianValue = 20

// Symbols: without a saved layout, the symbols the marker passed or landed
// on, each once per time it applies, slash choices already made.
// Payload {"symbols": ["time", "flower"]}.
type Symbols struct {
	Symbols []Symbol `json:"symbols"`
}

// Pick: the symbol chosen on a slash space. Payload {"symbol": "flower"}.
type Pick struct {
	Symbol Symbol `json:"symbol"`
}

// Draw: the colour of the flower drawn; with a full hand, Discard is the
// colour discarded to keep five (it may be the one drawn).
// Payload {"colour": "red", "discard": "yellow"}.
type Draw struct {
	Colour  Colour  `json:"colour"`
	Discard *Colour `json:"discard,omitempty"`
}

// Discard: the colour of the flower discarded. Payload {"colour": "green"}.
type Discard struct {
	Colour Colour `json:"colour"`
}

// Lose: the circle an energy token is removed from for good, Vitality or
// Fatigue. Payload {"from": "fatigue"}.
type Lose struct {
	From Pool
}

// CurseSlot: the free slot the curse drawn goes on. Payload {"slot": "rest"}.
type CurseSlot struct {
	Slot ActionKind `json:"slot"`
}

// Correct: the energy circle as counted on the table when the books and
// the table disagree (a token moved by hand, a card the forms cannot say):
// Vitality, Fatigue and Combat set in place (issue 32 §6). Not an action of
// the game: it takes no turn and answers no question; Undo takes it back.
// Tokens more or fewer than the adventurer had count as gained or lost for
// good; Combat holds energy only once it is invested in a combat, and the
// investment follows it. Payload {"vitality": 4, "fatigue": 2, "combat": 0}.
type Correct struct {
	Vitality int `json:"vitality"`
	Fatigue  int `json:"fatigue"`
	Combat   int `json:"combat"`
}

// MaxCorrectEnergy bounds a circle's count in a correction.
const MaxCorrectEnergy = 30

// Type is TypeCorrect.
func (Correct) Type() string { return TypeCorrect }

// Type is TypeRest.
func (Rest) Type() string { return TypeRest }

// Type is TypeFlower.
func (Flower) Type() string { return TypeFlower }

// Type is TypeCurse.
func (Curse) Type() string { return TypeCurse }

// Type is TypeMove.
func (Move) Type() string { return TypeMove }

// Type is TypeEase.
func (Ease) Type() string { return TypeEase }

// Type is TypeGreen.
func (PlayGreen) Type() string { return TypeGreen }

// Type is TypeEndTurn.
func (EndTurn) Type() string { return TypeEndTurn }

// Type is TypeInvest.
func (Invest) Type() string { return TypeInvest }

// Type is TypeRoll.
func (Roll) Type() string { return TypeRoll }

// Type is TypeExplore.
func (Explore) Type() string { return TypeExplore }

// Type is TypeGuardian.
func (Guardian) Type() string { return TypeGuardian }

// Type is TypeSymbols.
func (Symbols) Type() string { return TypeSymbols }

// Type is TypePick.
func (Pick) Type() string { return TypePick }

// Type is TypeDraw.
func (Draw) Type() string { return TypeDraw }

// Type is TypeDiscard.
func (Discard) Type() string { return TypeDiscard }

// Type is TypeLose.
func (Lose) Type() string { return TypeLose }

// Type is TypeCurseSlot.
func (CurseSlot) Type() string { return TypeCurseSlot }

type tileJSON struct {
	Kind   string `json:"kind"`
	Pond   bool   `json:"pond,omitempty"`
	Meadow bool   `json:"meadow,omitempty"`
	Danger bool   `json:"danger,omitempty"`
}

// MarshalJSON writes the kind by key.
func (t TileFace) MarshalJSON() ([]byte, error) {
	return json.Marshal(tileJSON{Kind: keyOf(int(t.Kind), tileKeys), Pond: t.Pond, Meadow: t.Meadow, Danger: t.Danger})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (t *TileFace) UnmarshalJSON(b []byte) error {
	var v tileJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	k, ok := parseTile(v.Kind)
	if !ok {
		return msg.New("tile", "An island tile is a light or a shadow tile.", nil)
	}
	*t = TileFace{Kind: k, Pond: v.Pond, Meadow: v.Meadow, Danger: v.Danger}
	return nil
}

type loseJSON struct {
	From string `json:"from"`
}

// MarshalJSON writes the circle by key.
func (a Lose) MarshalJSON() ([]byte, error) {
	return json.Marshal(loseJSON{From: keyOf(int(a.From), poolKeys)})
}

// UnmarshalJSON reads what MarshalJSON writes; only Vitality and Fatigue.
func (a *Lose) UnmarshalJSON(b []byte) error {
	var v loseJSON
	if err := session.Strict(b, &v); err != nil {
		return err
	}
	p, ok := parsePool(v.From)
	if !ok {
		return msg.New("from", "An energy lost for good comes from Vitality or Fatigue.", nil)
	}
	a.From = p
	return nil
}

func decodeAs[T Action](b []byte) (Action, error) {
	var v T
	if err := session.Strict(b, &v); err != nil {
		return nil, err
	}
	return v, nil
}

var decoders = session.Decoders[Action]{
	TypeRest:      decodeAs[Rest],
	TypeFlower:    decodeAs[Flower],
	TypeCurse:     decodeAs[Curse],
	TypeMove:      decodeAs[Move],
	TypeEase:      decodeAs[Ease],
	TypeGreen:     decodeAs[PlayGreen],
	TypeEndTurn:   decodeAs[EndTurn],
	TypeInvest:    decodeAs[Invest],
	TypeRoll:      decodeAs[Roll],
	TypeExplore:   decodeAs[Explore],
	TypeGuardian:  decodeAs[Guardian],
	TypeSymbols:   decodeAs[Symbols],
	TypePick:      decodeAs[Pick],
	TypeDraw:      decodeAs[Draw],
	TypeDiscard:   decodeAs[Discard],
	TypeLose:      decodeAs[Lose],
	TypeCurseSlot: decodeAs[CurseSlot],
	TypeCorrect:   decodeAs[Correct],
}

// Decode reads a stored event into its Action. An unknown type or a payload
// that does not fit it (unknown keys, unknown names, trailing data) is
// refused with a *msg.Error. Decode checks the form only; Apply checks the
// action against the expedition.
func Decode(e data.Event) (Action, error) {
	a, err := session.Decode(e, decoders)
	if p, ok := a.(Pick); err == nil && ok && p.Symbol == NoSymbol {
		return nil, msg.New("symbol", "Choose one of the symbols of that space.", nil)
	}
	return a, err
}

// Encode makes the event the store should append for a (session.Encode).
func Encode(a Action) (data.Event, error) { return session.Encode(a) }
