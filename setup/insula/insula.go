// Package insula generates Insula setups (SPEC §6.1; seed 004 chapter B
// "PREPARATION DE LA PARTIE", G.1 advanced setup and G.5 Kingosh variants)
// for 1–5 players, base or advanced.
//
// The app decides, at random: which seat counts as the last one seated (it
// takes the combat card; the player on its left starts), and the Kingosh
// variant of an advanced game unless it was chosen.
package insula

import (
	"errors"
	"math/rand/v2"

	ref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/setup/step"
)

// KingoshChoice is the advanced end-game variant asked for, or none.
type KingoshChoice int

// The Kingosh choices.
const (
	// AnyKingosh lets the app pick the variant of an advanced game at random;
	// it is the only valid choice for a base game.
	AnyKingosh KingoshChoice = iota
	PurpleKingosh
	BlueKingosh
)

// Choose makes the choice of variant v.
func Choose(v ref.Variant) KingoshChoice {
	if v == ref.Blue {
		return BlueKingosh
	}
	return PurpleKingosh
}

// Variant is the variant chosen; false for AnyKingosh.
func (c KingoshChoice) Variant() (ref.Variant, bool) {
	switch c {
	case PurpleKingosh:
		return ref.Purple, true
	case BlueKingosh:
		return ref.Blue, true
	}
	return 0, false
}

// Options are the choices made before generating a setup.
type Options struct {
	// Players is 1 to 5; 1 is the app's solo expedition.
	Players  int
	Advanced bool
	// Kingosh is the advanced game's variant; AnyKingosh draws one.
	Kingosh KingoshChoice
}

// Validate returns a player-readable error for impossible options.
func (o Options) Validate() error {
	if err := step.Insula.CheckPlayers(o.Players); err != nil {
		return err
	}
	if o.Kingosh < AnyKingosh || o.Kingosh > BlueKingosh {
		return msg.New("kingosh", "The Kingosh variant is the purple or the blue citadel.", nil)
	}
	if o.Kingosh != AnyKingosh && !o.Advanced {
		return msg.New("kingosh", "The Kingosh variants belong to the advanced version; choose it as well.", nil)
	}
	return nil
}

// Generate builds the setup checklist for o, drawing every random decision
// from rng in a fixed order: the combat card (with 2 or more players), then the
// Kingosh variant (advanced, when not chosen).
func Generate(o Options, rng *rand.Rand) (step.Setup, error) {
	if err := o.Validate(); err != nil {
		return step.Setup{}, err
	}
	if rng == nil {
		return step.Setup{}, errors.New("insula setup: no random generator")
	}
	solo := o.Players == 1
	start := Start{Solo: solo}
	if !solo {
		start.CombatCard = rng.IntN(o.Players)
		start.First = LeftOf(start.CombatCard, o.Players)
	}
	card := drawKingosh(o, rng)

	var l step.List
	islandSteps(&l, o, card)
	adventurerSteps(&l, o)
	l.Section(msg.Term("First player"))
	if solo {
		l.Data("start", msg.T("Take the combat card: you start the game.", nil), start)
	} else {
		l.Random("start", msg.T("Seat {{.Combat}} counts as the player who sat down last and takes the combat card; seat {{.First}}, on their left, starts the game.",
			map[string]any{"Combat": start.CombatCard + 1, "First": start.First + 1}), start)
	}

	return step.Setup{Game: step.Insula, Players: o.Players, Title: title(o, card), Steps: l.Steps()}, nil
}

// drawKingosh is the Kingosh card of an advanced game: the variant chosen,
// else drawn from rng (after the combat card); none in the base game.
func drawKingosh(o Options, rng *rand.Rand) KingoshCard {
	var card KingoshCard
	if o.Advanced {
		card.Chosen = true
		v, ok := o.Kingosh.Variant()
		if !ok {
			v, card.Chosen = ref.Variants[rng.IntN(len(ref.Variants))], false
		}
		card.Variant, card.Strength = v, v.StartStrength()
	}
	return card
}

// islandSteps are the island's steps: the beach and citadel, the tiles,
// the cards, the guardians, the time counter and, advanced, Kingosh's card.
func islandSteps(l *step.List, o Options, card KingoshCard) {
	l.Section(msg.Term("Island"))
	l.Add("island", msg.T("Place the beach and the citadel in the middle of the table, with room for {{.Tiles}} island tiles between them, and put Kingosh on the citadel.", map[string]any{"Tiles": ref.TilesBetween}))
	l.Add("adventurers", msg.T("Each player chooses an adventurer and puts it on the beach.", nil))
	if o.Advanced {
		l.Add("tiles", msg.T("Shuffle the shadow island tiles (citadel symbol on the back) and the light island tiles (beach symbol on the back) into two separate face-down piles.", nil))
		line := ShadowLine{}
		for range ref.AdvancedLightTiles {
			line.Tiles = append(line.Tiles, ref.Light)
		}
		for range ref.AdvancedShadowTiles {
			line.Tiles = append(line.Tiles, ref.Shadow)
		}
		l.Data("shadow-line", msg.T("Place {{.Light}} light tiles and {{.Shadow}} shadow tiles face down in a line between the beach and the citadel: the light tiles next to the beach, the shadow tiles next to the citadel.",
			map[string]any{"Light": ref.AdvancedLightTiles, "Shadow": ref.AdvancedShadowTiles}), line)
		l.Add("cards", msg.T("Remove the flower and curse cards marked B from the game and set the Vain Violet flower cards apart; shuffle the flower deck and the curse deck.", nil))
	} else {
		l.Add("tiles", msg.T("Shuffle the shadow island tiles (citadel symbol on the back) and the light island tiles (beach symbol on the back) separately, then put the light tiles on the shadow tiles as one face-down pile.", nil))
		l.Add("cards", msg.T("Remove the flower and curse cards marked A from the game; shuffle the flower deck and the curse deck.", nil))
	}
	l.Add("guardians", msg.T("Put all the guardians in the bag.", nil))
	if !o.Advanced {
		l.Add("time", msg.T("Place the time counter near the citadel and the time marker on the Sun.", nil))
		return
	}
	l.Add("time", msg.T("Place the time counter near the citadel and the time marker, side A up, on the Sun.", nil))
	kingoshStep(l, card)
	l.Add("citadel-entry", msg.T("Advanced rule: an adventurer may enter the citadel only after gaining at least {{.Extra}} extra energy token.", map[string]any{"Extra": ref.AdvancedExtraEnergy}))
}

// kingoshStep places the Kingosh card on the variant's side.
func kingoshStep(l *step.List, card KingoshCard) {
	kArgs := map[string]any{"Strength": card.Strength, "Malus": ref.PurpleMalus, "Energy": ref.BlueVitality}
	text := msg.T("Place the Kingosh card purple citadel side up: Kingosh has strength {{.Strength}}, and each adventurer in the citadel has {{.Malus}} strength less.", kArgs)
	if card.Variant == ref.Blue {
		text = msg.T("Place the Kingosh card blue citadel side up, with an unused token on its space {{.Strength}}, Kingosh's starting strength. Only an adventurer with {{.Energy}} energy in Vitality may enter the citadel.", kArgs)
	}
	if card.Chosen {
		l.Data("kingosh", text, card)
	} else {
		l.Random("kingosh", text, card)
	}
}

// adventurerSteps are each adventurer's sheet, energy, markers and flowers.
func adventurerSteps(l *step.List, o Options) {
	version := ref.Base
	if o.Advanced {
		version = ref.Advanced
	}
	l.Section(msg.Term("Adventurers"))
	l.Add("sheets", msg.T("Each player takes an adventurer sheet, side {{.Side}} up, a rules summary card, {{.Energy}} energy tokens of their colour, a reward marker and a drawback marker.",
		map[string]any{"Side": version.Letter(), "Energy": ref.StartEnergy}))
	adv := Adventurers{Seats: make([]Adventurer, o.Players), Solo: o.Players == 1}
	for i := range adv.Seats {
		adv.Seats[i] = Adventurer{Seat: i, Vitality: ref.StartEnergy, Flowers: ref.StartFlowers, VainViolet: o.Advanced}
	}
	l.Data("energy", msg.T("Each player puts their {{.Energy}} energy tokens in the Vitality circle of their sheet.", map[string]any{"Energy": ref.StartEnergy}), adv)
	l.Add("markers", msg.T("Each player puts their reward marker on the first space of the reward circle and their drawback marker on the first space of the drawback circle.", nil))
	l.Add("flower", msg.T("Each player draws {{.Flowers}} flower card.", map[string]any{"Flowers": ref.StartFlowers}))
	if o.Advanced {
		l.Add("vain-violet", msg.T("Give each player one Vain Violet red flower card and remove the other Vain Violets from the game.", nil))
	}
}

func title(o Options, card KingoshCard) msg.Text {
	args := map[string]any{"Players": o.Players, "Variant": msg.Term(card.Variant.String())}
	switch {
	case o.Players == 1 && o.Advanced:
		return msg.T("Insula — solo expedition, advanced, {{.Variant}}", args)
	case o.Players == 1:
		return msg.T("Insula — solo expedition", args)
	case o.Advanced:
		return msg.T("Insula — {{.Players}} players, advanced, {{.Variant}}", args)
	default:
		return msg.T("Insula — {{.Players}} players", args)
	}
}

// LeftOf is the seat on the left of seat among n players: seats are numbered
// clockwise, so it is the next one. With one player it is the player themself.
func LeftOf(seat, n int) int {
	if n <= 0 {
		return 0
	}
	return ((seat+1)%n + n) % n
}

// Start is the start step's result, as 0-based seats.
type Start struct {
	// CombatCard is the seat taking the combat card, as the last one seated.
	CombatCard int `json:"combat_card"`
	// First is the seat on its left, who starts.
	First int  `json:"first"`
	Solo  bool `json:"solo,omitempty"`
}

// Kind implements step.Result.
func (Start) Kind() string { return "start" }

// Lines implements step.Result.
func (s Start) Lines() []msg.Text {
	if s.Solo {
		return []msg.Text{msg.T("Combat card and first turn: you", nil)}
	}
	return []msg.Text{
		msg.T("Combat card: seat {{.Seat}}", map[string]any{"Seat": s.CombatCard + 1}),
		msg.T("First turn: seat {{.Seat}}", map[string]any{"Seat": s.First + 1}),
	}
}

// KingoshCard is the kingosh step's result (advanced games only).
type KingoshCard struct {
	Variant ref.Variant `json:"variant"`
	// Chosen tells that the players chose the variant; false when the app drew it.
	Chosen bool `json:"chosen"`
	// Strength is Kingosh's strength at the start.
	Strength int `json:"strength"`
}

// Kind implements step.Result.
func (KingoshCard) Kind() string { return "kingosh" }

// Lines implements step.Result.
func (k KingoshCard) Lines() []msg.Text {
	return []msg.Text{msg.T("Kingosh: {{.Variant}}, strength {{.Strength}}", map[string]any{"Variant": msg.Term(k.Variant.String()), "Strength": k.Strength})}
}

// ShadowLine is the shadow-line step's result: the face-down tiles from the
// beach to the citadel (advanced games).
type ShadowLine struct {
	Tiles []ref.Tile `json:"tiles"`
}

// Kind implements step.Result.
func (ShadowLine) Kind() string { return "shadow-line" }

// Lines implements step.Result.
func (s ShadowLine) Lines() []msg.Text {
	out := []msg.Text{msg.T("Beach", nil)}
	for _, t := range s.Tiles {
		out = append(out, msg.T("Face-down {{.Tile}}", map[string]any{"Tile": msg.Term(t.String())}))
	}
	return append(out, msg.T("Citadel", nil))
}

// Adventurer is one adventurer's starting state.
type Adventurer struct {
	Seat int `json:"seat"`
	// Vitality, Fatigue and Combat are the energy tokens in each circle.
	Vitality int `json:"vitality"`
	Fatigue  int `json:"fatigue"`
	Combat   int `json:"combat"`
	// Reward and Drawback are the markers' spaces on their circles, 0 being the first.
	Reward   int `json:"reward"`
	Drawback int `json:"drawback"`
	// Flowers is the flower cards in hand, Vain Violet apart.
	Flowers    int  `json:"flowers"`
	VainViolet bool `json:"vain_violet,omitempty"`
}

// Adventurers is the energy step's result: every adventurer's start.
type Adventurers struct {
	Seats []Adventurer `json:"seats"`
	Solo  bool         `json:"solo,omitempty"`
}

// Kind implements step.Result.
func (Adventurers) Kind() string { return "adventurers" }

// Lines implements step.Result.
func (a Adventurers) Lines() []msg.Text {
	var out []msg.Text
	for _, s := range a.Seats {
		args := map[string]any{"Seat": s.Seat + 1, "Vitality": s.Vitality, "Flowers": s.Flowers}
		if a.Solo {
			out = append(out, msg.T("You: {{.Vitality}} energy in Vitality, {{.Flowers}} flower card", args))
		} else {
			out = append(out, msg.T("Seat {{.Seat}}: {{.Vitality}} energy in Vitality, {{.Flowers}} flower card", args))
		}
	}
	return out
}
