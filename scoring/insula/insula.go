// Package insula finds who won a multi-player game of Insula (SPEC §6.3;
// seed 004 E.2 "Fin de la partie" and G.5 "Fin de partie avancée"). Insula
// has no points: the island wins at nightfall, else the adventurers of the
// final battle against Kingosh win by the variant's rule.
package insula

import (
	"cmp"
	"slices"
	"strconv"

	ref "hearth/data/insula"
	"hearth/data/msg"
	"hearth/data/names"
)

// The variants of the end of the game: the base game's citadel (seed 004
// E.1) and the two sides of the Kingosh card (G.5). The keys are the CLI's.
const (
	Base   = "base"
	Purple = "purple"
	Blue   = "blue"
)

// The two endings (seed 004 E.2).
const (
	KingoshDefeated = "kingosh_defeated"
	Nightfall       = "nightfall"
)

// MaxStrength bounds the strength entered; the blue Kingosh can reach 100
// (seed 004 G.5), so a winner may have invested more.
const MaxStrength = 999

// Player is one adventurer at the end of the game. The JSON keys are the
// input of `hearth score insula` and must not change.
type Player struct {
	Name string `json:"name"`
	// InFinalBattle tells that the adventurer fought the last battle against Kingosh.
	InFinalBattle bool `json:"in_final_battle"`
	// Strength is the force invested in the victorious battle, cards included.
	Strength *int `json:"strength,omitempty"`
	// Arrival is the order of arrival at the citadel (1 first); the purple
	// citadel needs it to break ties.
	Arrival *int `json:"arrival,omitempty"`
}

// Game is the input of `hearth score insula`.
type Game struct {
	Variant string   `json:"variant"`
	Ending  string   `json:"ending"`
	Players []Player `json:"players"`
}

// Result says who won. Winners and Ranking are indices into the players.
type Result struct {
	Winners []int
	// IslandWins is nightfall: Kingosh and the island win, nobody else.
	IslandWins bool
	// Ranking is the purple citadel's order of every participant: most
	// strength first, a tie to the earliest arrival (seed 004 G.5).
	Ranking []int
}

// Decide validates the game and finds the winners (seed 004 E.2, G.5):
// nightfall, nobody; base, the participants with the most strength; purple,
// one winner by strength then arrival, with the ranking; blue, every
// participant of the last combat. Errors are *msg.Error naming the field.
func Decide(g Game) (Result, error) {
	if err := Validate(g); err != nil {
		return Result{}, err
	}
	if g.Ending == Nightfall {
		return Result{IslandWins: true, Winners: []int{}}, nil
	}
	var in []int
	for i, p := range g.Players {
		if p.InFinalBattle {
			in = append(in, i)
		}
	}
	strength := func(i int) int { return value(g.Players[i].Strength) }
	switch g.Variant {
	case Blue:
		// "tous les joueurs qui ont participé au dernier combat sont considérés des gagnants"
		return Result{Winners: in}, nil
	case Purple:
		// "Il n'y a qu'un gagnant, celui avec la plus grande force ... En cas
		// d'égalité ... celui ... qui est arrivé avant à la citadelle."
		ranking := slices.Clone(in)
		slices.SortStableFunc(ranking, func(a, b int) int {
			if c := cmp.Compare(strength(b), strength(a)); c != 0 {
				return c
			}
			return cmp.Compare(value(g.Players[a].Arrival), value(g.Players[b].Arrival))
		})
		return Result{Winners: ranking[:1], Ranking: ranking}, nil
	default:
		best := 0
		for _, i := range in {
			best = max(best, strength(i))
		}
		var winners []int
		for _, i := range in {
			if strength(i) == best {
				winners = append(winners, i)
			}
		}
		return Result{Winners: winners}, nil
	}
}

// Validate refuses an end of game that cannot happen.
func Validate(g Game) error {
	if err := validateKinds(g); err != nil {
		return err
	}
	list := make([]string, len(g.Players))
	fighters := 0
	arrivals := map[int]bool{}
	for i, p := range g.Players {
		field := "players[" + strconv.Itoa(i) + "]"
		if err := validateNumbers(field, p); err != nil {
			return err
		}
		list[i] = p.Name
		if !p.InFinalBattle {
			if p.Strength != nil && *p.Strength > 0 {
				return msg.New(field+".strength", "Only the adventurers in the final battle invest strength.", nil)
			}
			continue
		}
		fighters++
		if err := validateFighter(g, field, p, arrivals); err != nil {
			return err
		}
	}
	if g.Ending == KingoshDefeated && fighters == 0 {
		return msg.New("players", "Kingosh was defeated, so at least one adventurer fought the final battle.", nil)
	}
	return names.Distinct("players", list)
}

// validateKinds refuses an unknown variant or ending, or a player count
// the game does not have.
func validateKinds(g Game) error {
	switch g.Variant {
	case Base, Purple, Blue:
	default:
		return msg.New("variant", "The variant is base, purple or blue.", nil)
	}
	switch g.Ending {
	case KingoshDefeated, Nightfall:
	default:
		return msg.New("ending", "The ending is kingosh_defeated or nightfall.", nil)
	}
	if n := len(g.Players); n < ref.MinPlayers || n > ref.MaxPlayers {
		return msg.New("players", "A game has 1 to {{.Max}} players; you entered {{.Got}}.",
			map[string]any{"Max": ref.MaxPlayers, "Got": n})
	}
	return nil
}

// validateNumbers refuses a player's bad name, strength or arrival.
func validateNumbers(field string, p Player) error {
	if _, err := names.Clean(p.Name); err != nil {
		return msg.Within(field, err)
	}
	if p.Strength != nil && (*p.Strength < 0 || *p.Strength > MaxStrength) {
		return msg.New(field+".strength", "Strength is 0 to {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": MaxStrength, "Got": *p.Strength})
	}
	if p.Arrival != nil && (*p.Arrival < 1 || *p.Arrival > ref.MaxPlayers) {
		return msg.New(field+".arrival", "The order of arrival is 1 to {{.Max}}; you entered {{.Got}}.", map[string]any{"Max": ref.MaxPlayers, "Got": *p.Arrival})
	}
	return nil
}

// validateFighter refuses what a participant of Kingosh's defeat lacks:
// the strength invested, and in the purple citadel an arrival of their own
// (arrivals are those seen so far).
func validateFighter(g Game, field string, p Player, arrivals map[int]bool) error {
	if g.Ending != KingoshDefeated {
		return nil
	}
	if p.Strength == nil && g.Variant != Blue {
		return msg.New(field+".strength", "Give the strength this adventurer invested in the final battle.", nil)
	}
	if g.Variant != Purple {
		return nil
	}
	if p.Arrival == nil {
		return msg.New(field+".arrival", "The purple citadel breaks ties by order of arrival: give when this adventurer arrived (1 first).", nil)
	}
	if arrivals[*p.Arrival] {
		return msg.New(field+".arrival", "Two adventurers arrived {{.N}}: each arrives at their own place in the order.", map[string]any{"N": *p.Arrival})
	}
	arrivals[*p.Arrival] = true
	return nil
}

func value(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
