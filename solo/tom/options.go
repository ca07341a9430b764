package tom

import (
	"bytes"
	"encoding/json"
	"maps"
	"time"

	"hearth/data/bonfire"
	"hearth/data/msg"
)

// HandicapLimit bounds the handicap a session accepts, in either direction:
// far beyond what the ledger reaches in practice (40 straight wins), and low
// enough that the score track stays within what final scoring accepts.
const HandicapLimit = 200

// Options are what a Tom session is started with, next to its seed. Their JSON
// form (card kinds by English name) is what the store keeps as session options.
type Options struct {
	// Physical: you flip your own Tom cards and tap which one came up; the
	// app only counts them. Otherwise the app shuffles Deck itself.
	Physical bool
	// Deck is the deck's composition (SPEC §8): what the app shuffles, or in
	// physical mode what each cycle of flipped cards is checked against
	// (empty for a physical game started before decks were checked).
	Deck bonfire.Deck
	// SetupCode is the setup the game was dealt from, "" when none; the
	// saved play keeps it.
	SetupCode string
	// Challenge is the handicap challenge (seed 000 "CHALLENGE 1 : MODE
	// HANDICAP", seed 001 "HERAUSFORDERUNG 1"), a choice of the player: the
	// game starts at Handicap and its result moves the profile's ledger.
	// Without it the game is the standard solo game (seed 000 "JEU SOLO":
	// Tom's score marker on 0), Handicap is 0 and the ledger is not touched.
	// Options stored before the choice existed read as a challenge: every
	// game was one then.
	Challenge bool
	// Handicap is the player's handicap at the start (seed 000 "CHALLENGE 1 :
	// MODE HANDICAP"): positive → Tom starts with that many points, negative →
	// you start with -Handicap points. It is what the ledger row records.
	Handicap int
	// Rules is the revision of the engine's rule readings the game was
	// started with (CurrentRules for games started now; see CurrentRules
	// for what each changed). Options stored without one (before issue 33)
	// read as CurrentRules; the engine replays such a game with the
	// revision it was most likely played with (Engine's Unversioned).
	Rules int
}

// CurrentRules is the rule revision of new games. Revision 0 is the engine
// of the first releases (before 2026-11-23 23:21 UTC, commit 9b73e26):
// when Tom took specialists, the refill of the display left the gnome pile
// counted at 0 when it ran out (its discards were shuffled into a new pile
// at the next reveal), and a change of a physical deck's composition
// counted the cards flipped in the cycle without the one being resolved.
// Revision 1 reshuffles the discards as soon as the refill runs the pile
// out (seed 000 "Cas particulier 2" applies whenever the pile is empty) and
// counts the card being resolved. A game keeps its revision, so that
// reopening it refuses none of its events and changes no count.
const CurrentRules = 1

// RulesChangedAt is when revision 1 came (commit 9b73e26): a game stored
// without a revision and created before it is first replayed with
// revision 0.
var RulesChangedAt = time.Date(2026, 11, 23, 23, 21, 58, 0, time.UTC)

// DefaultOptions is the standard solo game: a virtual deck of the default
// composition, no handicap.
func DefaultOptions() Options {
	return Options{Deck: bonfire.DefaultDeck(), Rules: CurrentRules}
}

// Validate refuses a handicap out of range and, for a virtual deck, a
// composition that is not 8 cards of known kinds.
func (o Options) Validate() error {
	if o.Rules < 0 || o.Rules > CurrentRules {
		return msg.New("rules", "This game was started by a newer Hearth (rules {{.Got}}); update the app to open it.", map[string]any{"Got": o.Rules})
	}
	if o.Handicap < -HandicapLimit || o.Handicap > HandicapLimit {
		return msg.New("handicap", "A handicap lies between {{.Min}} and {{.Max}} points; this one is {{.Got}}.",
			map[string]any{"Min": -HandicapLimit, "Max": HandicapLimit, "Got": o.Handicap})
	}
	if !o.Challenge && o.Handicap != 0 {
		return msg.New("handicap", "A standard solo game starts both score markers on 0; a handicap of {{.Got}} needs the handicap challenge.",
			map[string]any{"Got": o.Handicap})
	}
	if o.Physical && len(o.Deck) == 0 {
		return nil // an old physical game, started before decks were checked
	}
	return validDeck(o.Deck)
}

// validDeck refuses a composition that is not 8 cards of known kinds.
func validDeck(d bonfire.Deck) error {
	o := Options{Deck: d}
	for k := range o.Deck {
		if !knownCard(k) {
			return msg.New("deck", "Tom's deck holds a kind of card that does not exist.", nil)
		}
	}
	for _, k := range bonfire.TomCards {
		if o.Deck[k] < 0 {
			return msg.New("deck", "Tom's deck cannot hold a negative number of {{.Card}} cards.",
				map[string]any{"Card": msg.Term(k.String())})
		}
	}
	if n := o.Deck.Size(); n != bonfire.TomDeckSize {
		return msg.New("deck", "Tom's deck has {{.Want}} cards; this composition has {{.Got}}.",
			map[string]any{"Want": bonfire.TomDeckSize, "Got": n})
	}
	return nil
}

func knownCard(k bonfire.TomCard) bool {
	return k >= bonfire.CardGnome && k <= bonfire.CardGreatBonfire
}

type optionsJSON struct {
	Physical  bool           `json:"physical"`
	Deck      map[string]int `json:"deck,omitempty"`
	Challenge *bool          `json:"challenge,omitempty"` // absent: stored before the choice, a challenge
	Handicap  int            `json:"handicap"`
	SetupCode string         `json:"setup_code,omitempty"`
	Rules     *int           `json:"rules,omitempty"` // absent: stored before revisions, read as CurrentRules
}

// MarshalJSON writes the deck with card names as keys: {"Path": 2, ...}.
func (o Options) MarshalJSON() ([]byte, error) {
	challenge := o.Challenge
	rules := o.Rules
	v := optionsJSON{Physical: o.Physical, Challenge: &challenge, Handicap: o.Handicap, SetupCode: o.SetupCode, Rules: &rules}
	if len(o.Deck) > 0 {
		v.Deck = deckNames(o.Deck)
	}
	return json.Marshal(v)
}

// UnmarshalJSON reads what MarshalJSON writes; an unknown card name is refused.
func (o *Options) UnmarshalJSON(b []byte) error {
	var v optionsJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&v); err != nil {
		return msg.New("options", "These session options could not be read.", nil)
	}
	out := Options{Physical: v.Physical, Challenge: v.Challenge == nil || *v.Challenge, Handicap: v.Handicap, SetupCode: v.SetupCode, Rules: CurrentRules}
	if v.Rules != nil {
		out.Rules = *v.Rules
	}
	if v.Deck != nil {
		d, err := deckFromNames(v.Deck)
		if err != nil {
			return err
		}
		out.Deck = d
	}
	*o = out
	return nil
}

// deckNames writes a composition with card names as keys.
func deckNames(d bonfire.Deck) map[string]int {
	out := make(map[string]int, len(d))
	for k, n := range d {
		out[k.String()] = n
	}
	return out
}

// deckFromNames reads what deckNames writes; an unknown card is refused.
func deckFromNames(names map[string]int) (bonfire.Deck, error) {
	out := bonfire.Deck{}
	for name, n := range names {
		k, ok := bonfire.ParseTomCard(name)
		if !ok {
			return nil, msg.New("deck", "Tom's deck holds a kind of card that does not exist.", nil)
		}
		out[k] += n
	}
	return out, nil
}

// clone copies the deck so that a caller changing its map later cannot
// change a running session.
func (o Options) clone() Options {
	o.Deck = maps.Clone(o.Deck)
	return o
}
