// Package lueur generates Lueur setups (SPEC §5.1; seed 003 "MISE EN PLACE"
// and "LES DÉS EN DÉTAIL") for 2–4 players and the app's solo journey.
//
// The app decides, at random: the board side (unless chosen), the first
// player, and the roll of the 9 small dice onto the encounter track.
package lueur

import (
	"errors"
	"math/rand/v2"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/setup/step"
)

// SideChoice is the board side asked for, or none.
type SideChoice int

// The side choices.
const (
	// AnySide lets the app pick the side at random.
	AnySide SideChoice = iota
	ProvinceSide
	ArchipelagoSide
)

// Choose makes the choice of side s.
func Choose(s ref.Side) SideChoice {
	if s == ref.Archipelago {
		return ArchipelagoSide
	}
	return ProvinceSide
}

// Side is the side chosen; false for AnySide.
func (c SideChoice) Side() (ref.Side, bool) {
	switch c {
	case ProvinceSide:
		return ref.Province, true
	case ArchipelagoSide:
		return ref.Archipelago, true
	}
	return 0, false
}

// Options are the choices made before generating a setup.
type Options struct {
	// Players is 2 to 5 (SPEC §5: the rules play 2–4, the app accepts 5), or 1 for the app's solo journey.
	Players int
	Side    SideChoice
}

// Validate returns a player-readable error for impossible options.
func (o Options) Validate() error {
	if err := step.Lueur.CheckPlayers(o.Players); err != nil {
		return err
	}
	if o.Side < AnySide || o.Side > ArchipelagoSide {
		return msg.New("side", "The board side is Province of Shadows or Dark Archipelago.", nil)
	}
	return nil
}

// Generate builds the setup checklist for o, drawing every random decision
// from rng in a fixed order: board side (when not chosen), first player (with
// 2 or more players), then the 9 small dice in ref.SetupDice order.
func Generate(o Options, rng *rand.Rand) (step.Setup, error) {
	if err := o.Validate(); err != nil {
		return step.Setup{}, err
	}
	if rng == nil {
		return step.Setup{}, errors.New("lueur setup: no random generator")
	}
	solo := o.Players == 1
	side := BoardSide{Chosen: true}
	if s, ok := o.Side.Side(); ok {
		side.Side = s
	} else {
		side.Side, side.Chosen = ref.Sides[rng.IntN(len(ref.Sides))], false
	}
	first := FirstPlayer{Solo: solo}
	if !solo {
		first.First = rng.IntN(o.Players)
		first.Rerolls = RightOf(first.First, o.Players)
	}
	dice := RollSetupDice(rng)

	var l step.List
	l.Section(msg.Term("Board"))
	sideArgs := map[string]any{"Side": msg.Term(side.Side.String())}
	boardText := msg.T("Place the encounter track in the middle of the table and the travel board beside it, {{.Side}} side up.", sideArgs)
	if side.Chosen {
		l.Data("board", boardText, side)
	} else {
		l.Random("board", boardText, side)
	}

	l.Section(msg.Term("Adventurers"))
	if side.Side == ref.Archipelago {
		l.Add("adventurers", msg.T("Each player chooses an adventurer, takes its card and the big dice of its power, takes their 4 boats and puts their score marker on {{.Score}} of the score track.", map[string]any{"Score": ref.StartScore}))
	} else {
		l.Add("adventurers", msg.T("Each player chooses an adventurer, takes its card and the big dice of its power, takes their company and camp tokens and puts their score marker on {{.Score}} of the score track.", map[string]any{"Score": ref.StartScore}))
	}
	l.Add("unused", msg.T("Put the unused adventurers and their pieces back in the box.", nil))

	l.Section(msg.Term("Supplies"))
	l.Data("reserve", msg.T("Put 5 big dice (red, azure, blue, orange and green) and the small black die in the reserve on the board.", nil), Reserve{Big: ref.ReserveBig, Small: ref.ReserveSmall})
	l.Add("tokens", msg.T("Make three supplies of firefly, reroll and small-step tokens beside the board, and shuffle the spell tokens into a face-down pile.", nil))
	decks := Companions{PerDeck: ref.CompanionsPerDeck, Removed: ref.RemovedPerDeck, InPlay: ref.CompanionsInPlay}
	l.Data("companions", msg.T("Shuffle companion decks A and B separately, return {{.Removed}} cards of each to the box unseen, and put deck A on deck B as one face-down pile of {{.InPlay}} beside the encounter track.",
		map[string]any{"Removed": decks.Removed, "InPlay": decks.InPlay}), decks)

	l.Section(msg.Term("First day"))
	if solo {
		l.Data("first-player", msg.T("You are the first player: take the first-player token. Solo, as the app reads the rules: the player on the first player's right is you, so you also take the 2 reroll tokens.", nil), first)
	} else {
		l.Random("first-player", msg.T("Seat {{.First}} is the first player and takes the first-player token; seat {{.Rerolls}}, on their right, takes 2 reroll tokens.",
			map[string]any{"First": first.First + 1, "Rerolls": first.Rerolls + 1}), first)
	}
	l.Random("dice", msg.T("The app rolled the 9 small dice (2 green, 2 azure, 2 blue, 1 red, 1 orange and 1 purple): put each on the encounter-track slot of the element it shows, as listed (a purple die showing small steps is rerolled until it shows an element).", nil), dice)
	tokens := SmallSteps{Slots: dice.Empty()}
	if len(tokens.Slots) == 0 {
		l.Data("small-steps", msg.T("Every slot has a die: no small-step token is needed.", nil), tokens)
	} else {
		l.Data("small-steps", msg.T("Put a small-step token, 1 side up, on each slot without a die.", nil), tokens)
	}
	l.Add("reveal", msg.T("Reveal the top 5 companions of the pile face up, one in front of each slot of the encounter track.", nil))

	return step.Setup{Game: step.Lueur, Players: o.Players, Title: title(o), Steps: l.Steps()}, nil
}

func title(o Options) msg.Text {
	if o.Players == 1 {
		return msg.T("Lueur — solo journey", nil)
	}
	return msg.T("Lueur — {{.Players}} players", map[string]any{"Players": o.Players})
}

// RightOf is the seat on the right of seat in a game of n players: seats are
// numbered clockwise, so it is the previous one. With one player it is the
// player themself.
func RightOf(seat, n int) int {
	if n <= 0 {
		return 0
	}
	return ((seat-1)%n + n) % n
}

// BoardSide is the board step's result.
type BoardSide struct {
	Side ref.Side `json:"side"`
	// Chosen tells that the players chose the side; false when the app drew it.
	Chosen bool `json:"chosen"`
}

// Kind implements step.Result.
func (BoardSide) Kind() string { return "board-side" }

// Lines implements step.Result.
func (b BoardSide) Lines() []msg.Text {
	return []msg.Text{msg.T("Board side: {{.Side}}", map[string]any{"Side": msg.Term(b.Side.String())})}
}

// Reserve is the reserve step's result: the dice put in the reserve.
type Reserve struct {
	Big   []ref.DieColour `json:"big"`
	Small []ref.DieColour `json:"small"`
}

// Kind implements step.Result.
func (Reserve) Kind() string { return "reserve" }

// Lines implements step.Result.
func (r Reserve) Lines() []msg.Text {
	var out []msg.Text
	for _, c := range r.Big {
		out = append(out, msg.T("Big {{.Colour}} die", map[string]any{"Colour": msg.Term(c.String())}))
	}
	for _, c := range r.Small {
		out = append(out, msg.T("Small {{.Colour}} die", map[string]any{"Colour": msg.Term(c.String())}))
	}
	return out
}

// Companions is the companions step's result.
type Companions struct {
	// PerDeck is the size of deck A and of deck B.
	PerDeck int `json:"per_deck"`
	// Removed is how many cards of each deck go back to the box.
	Removed int `json:"removed"`
	// InPlay is the size of the pile: 5 companions for each of the 8 days.
	InPlay int `json:"in_play"`
}

// Kind implements step.Result.
func (Companions) Kind() string { return "companions" }

// Lines implements step.Result.
func (c Companions) Lines() []msg.Text {
	return []msg.Text{
		msg.T("Deck A: {{.Kept}} of {{.PerDeck}}, on top", map[string]any{"Kept": c.PerDeck - c.Removed, "PerDeck": c.PerDeck}),
		msg.T("Deck B: {{.Kept}} of {{.PerDeck}}, below", map[string]any{"Kept": c.PerDeck - c.Removed, "PerDeck": c.PerDeck}),
	}
}

// FirstPlayer is the first-player step's result, as 0-based seats.
type FirstPlayer struct {
	First int `json:"first"`
	// Rerolls is the seat taking the 2 reroll tokens: the first player's right.
	Rerolls int `json:"rerolls"`
	// Solo marks the solo journey, where both are the one player.
	Solo bool `json:"solo,omitempty"`
}

// Kind implements step.Result.
func (FirstPlayer) Kind() string { return "first-player" }

// Lines implements step.Result.
func (f FirstPlayer) Lines() []msg.Text {
	if f.Solo {
		return []msg.Text{msg.T("First player and 2 reroll tokens: you", nil)}
	}
	return []msg.Text{
		msg.T("First player: seat {{.Seat}}", map[string]any{"Seat": f.First + 1}),
		msg.T("2 reroll tokens: seat {{.Seat}}", map[string]any{"Seat": f.Rerolls + 1}),
	}
}

// SmallSteps is the small-steps step's result: the slots that get a token.
type SmallSteps struct {
	Slots []ref.Element `json:"slots"`
}

// Kind implements step.Result.
func (SmallSteps) Kind() string { return "small-step-tokens" }

// Lines implements step.Result.
func (s SmallSteps) Lines() []msg.Text {
	var out []msg.Text
	for _, e := range s.Slots {
		out = append(out, msg.T("{{.Element}} slot: small-step token", map[string]any{"Element": msg.Term(e.String())}))
	}
	return out
}
