// Package lueur computes Lueur's final scores (SPEC §5.3; seed 003 "Fin du
// jeu" and its Example 5) from the state a player enters at the end of the
// game or that a solo journey hands over.
package lueur

import (
	"strconv"
	"strings"

	ref "hearth/data/lueur"
	"hearth/data/msg"
	"hearth/data/names"
	"hearth/scoring"
)

// Player is one player's end of game. The JSON keys are the input of
// `hearth score lueur` (SPEC §5.3) and must not change.
type Player struct {
	Name string `json:"name"`
	// Track is where the player's marker stands on the score track before the
	// final count (it starts at 10: seed 003 "MISE EN PLACE").
	Track int `json:"track"`
	// CardLightGain and CardLightLoss are the end-game light printed on the
	// adventurer and companions, gains and losses (seed 003 "Fin du jeu" 1).
	CardLightGain int `json:"card_light_gain"`
	CardLightLoss int `json:"card_light_loss"`
	// CampVillage is the light of the village holding the camp, Province side
	// only; 0 when there is no camp yet (seed 003 "Fin du jeu" 2).
	CampVillage *int `json:"camp_village,omitempty"`
	// BoatIslands are the light of the islands of the four boats, Archipelago
	// side only (seed 003 "Fin du jeu" 2).
	BoatIslands []int `json:"boat_islands,omitempty"`
	// FireflyTokens counts the fireflies on tokens by value (a token shows 1
	// or 2); FirefliesOnCards those printed on companions.
	FireflyTokens    int `json:"firefly_tokens"`
	FirefliesOnCards int `json:"fireflies_on_cards"`
	// Companions are the companions in front of the player.
	Companions int `json:"companions"`
	// SmallSteps counts small-step tokens by value (a token gives 1 or 2).
	SmallSteps int `json:"small_steps"`
	// RerollTokens break a tie (seed 003 "Fin du jeu").
	RerollTokens int `json:"reroll_tokens"`
}

// Game is the input of `hearth score lueur`: the board side and the players.
type Game struct {
	Side    ref.Side `json:"side"`
	Players []Player `json:"players"`
}

// Breakdown is one player's final count, one field per step of seed 003 "Fin
// du jeu". The JSON keys are the CLI's output and must not change.
type Breakdown struct {
	Track      int `json:"track"`
	Cards      int `json:"cards"`
	Travel     int `json:"travel"`
	Fireflies  int `json:"fireflies"`
	SmallSteps int `json:"small_steps"`
	// What the lines' details show, kept by Score (not in the JSON): card
	// light gained and lost, the islands of the boats (Archipelago side),
	// and the fireflies counted against the companions.
	CardGain, CardLoss int   `json:"-"`
	Islands            []int `json:"-"`
	Counted            bool  `json:"-"` // FireflyCount and CompanionCount are set
	FireflyCount       int   `json:"-"`
	CompanionCount     int   `json:"-"`
}

// Total is the final light.
func (b Breakdown) Total() int {
	return b.Track + b.Cards + b.Travel + b.Fireflies + b.SmallSteps
}

// Lines lists the breakdown in the rulebook's order, the way the score
// screen, the history and the CLI show it; labels are translation keys.
// Details show how a line was counted, as in seed 003 Example 5: cards
// "5 – 1" (gained – lost, when some was lost), travel "3+2+0+4" (the
// islands of the four boats), fireflies "3 < 7" (fireflies against
// companions: ≥ scores the bonus). A breakdown decoded from JSON keeps no
// counts, so its lines have none.
func (b Breakdown) Lines() []scoring.Line {
	return []scoring.Line{
		{Key: "track", Label: "Score track", Points: b.Track},
		{Key: "cards", Label: "Cards", Detail: b.cardDetail(), Points: b.Cards},
		{Key: "travel", Label: "Travel", Detail: b.travelDetail(), Points: b.Travel},
		{Key: "fireflies", Label: "Fireflies", Detail: b.fireflyDetail(), Points: b.Fireflies},
		{Key: "small_steps", Label: "Small steps", Points: b.SmallSteps},
	}
}

func (b Breakdown) cardDetail() string {
	if b.CardLoss <= 0 || b.CardGain-b.CardLoss != b.Cards {
		return ""
	}
	return strconv.Itoa(b.CardGain) + " – " + strconv.Itoa(b.CardLoss)
}

func (b Breakdown) travelDetail() string {
	sum := 0
	parts := make([]string, len(b.Islands))
	for i, v := range b.Islands {
		sum += v
		parts[i] = strconv.Itoa(v)
	}
	if len(b.Islands) == 0 || sum != b.Travel {
		return ""
	}
	return strings.Join(parts, "+")
}

// FireflyRelation is how the fireflies compare with the companions: "≥"
// when they earn the bonus, "<" when not, "" when not counted.
func (b Breakdown) FireflyRelation() string {
	if !b.Counted {
		return ""
	}
	if b.FireflyCount >= b.CompanionCount {
		return "≥"
	}
	return "<"
}

func (b Breakdown) fireflyDetail() string {
	rel := b.FireflyRelation()
	if rel == "" {
		return ""
	}
	return strconv.Itoa(b.FireflyCount) + " " + rel + " " + strconv.Itoa(b.CompanionCount)
}

// PlayerResult is one player's final score.
type PlayerResult struct {
	Name      string
	Breakdown Breakdown
	Total     int
}

// Result is a scored game: the players in seat order and who won.
type Result struct {
	Side    ref.Side
	Players []PlayerResult
	// Winners are indices into Players; several when the victory is shared.
	Winners []int
	// Tiebreak tells that the reroll tokens decided between equal totals.
	Tiebreak bool
}

// Limits the rules do not set; they only catch typing slips.
const (
	// MaxTrack bounds the score track (it wraps round, so laps add up).
	MaxTrack = 500
	// MaxCardLight bounds the end-game light of one player's cards.
	MaxCardLight = 200
	// MaxPlace bounds the light of one village or island.
	MaxPlace = 50
)

// Boats is the number of boats a player has on the Archipelago side (seed 003
// "Fin du jeu" 2: "ses quatre bateaux").
const Boats = 4

// MaxPlayers is the largest player count (SPEC §5: accept 1–5).
const MaxPlayers = 5

// Validate refuses an end of game that cannot happen on side. Errors are
// *msg.Error whose Field is the JSON key ("boat_islands[2]"); ScoreGame
// prefixes the player.
func Validate(side ref.Side, p Player) error {
	if err := validateCounts(p); err != nil {
		return err
	}
	switch side {
	case ref.Province:
		return validateProvince(p)
	case ref.Archipelago:
		return validateArchipelago(p)
	}
	return msg.New("side", "The board side is province or archipelago.", nil)
}

// countCheck is one count a player enters, its largest value and the
// error refusing it (msg.New wants its sentence written out).
type countCheck struct {
	got, max int
	refuse   func(args map[string]any) error
}

// validateCounts checks the counts both sides share, in the order a player
// enters them.
func validateCounts(p Player) error {
	checks := []countCheck{
		{p.Track, MaxTrack, func(a map[string]any) error {
			return msg.New("track", "The score track is 0 to {{.Max}}; you entered {{.Got}}.", a)
		}},
		{p.CardLightGain, MaxCardLight, func(a map[string]any) error {
			return msg.New("card_light_gain", "Light gained from cards is 0 to {{.Max}}; you entered {{.Got}}.", a)
		}},
		{p.CardLightLoss, MaxCardLight, func(a map[string]any) error {
			return msg.New("card_light_loss", "Light lost from cards is 0 to {{.Max}}, counted as a positive number; you entered {{.Got}}.", a)
		}},
		// Seed 003 "MATÉRIEL": 25 firefly tokens worth at most 2 each.
		{p.FireflyTokens, 2 * ref.FireflyTokens, func(a map[string]any) error {
			return msg.New("firefly_tokens", "Fireflies on tokens are 0 to {{.Max}} (each token shows 1 or 2); you entered {{.Got}}.", a)
		}},
		{p.FirefliesOnCards, 2 * ref.CompanionsInPlay, func(a map[string]any) error {
			return msg.New("fireflies_on_cards", "Fireflies on cards are 0 to {{.Max}}; you entered {{.Got}}.", a)
		}},
		// SPEC §5: 40 companions come into play.
		{p.Companions, ref.CompanionsInPlay, func(a map[string]any) error {
			return msg.New("companions", "You have 0 to {{.Max}} companions; you entered {{.Got}}.", a)
		}},
		// Seed 003 "MATÉRIEL": 25 small-step tokens worth at most 2 each.
		{p.SmallSteps, 2 * ref.SmallStepTokens, func(a map[string]any) error {
			return msg.New("small_steps", "Small steps are 0 to {{.Max}} (each token gives 1 or 2); you entered {{.Got}}.", a)
		}},
		{p.RerollTokens, ref.RerollTokens, func(a map[string]any) error {
			return msg.New("reroll_tokens", "Reroll tokens are 0 to {{.Max}}; you entered {{.Got}}.", a)
		}},
	}
	for _, c := range checks {
		if c.got < 0 || c.got > c.max {
			return c.refuse(map[string]any{"Max": c.max, "Got": c.got})
		}
	}
	return nil
}

// validateProvince checks the camp's village (seed 003 "Fin du jeu" 2).
func validateProvince(p Player) error {
	if p.BoatIslands != nil {
		return msg.New("boat_islands", "Boats sail on the Dark Archipelago side; on this side give camp_village instead.", nil)
	}
	if p.CampVillage == nil {
		return msg.New("camp_village", "Give the light of your camp's village (0 when you have no camp yet).", nil)
	}
	if v := *p.CampVillage; v < 0 || v > MaxPlace {
		return msg.New("camp_village", "A village is worth 0 to {{.Max}} light; you entered {{.Got}}.", map[string]any{"Max": MaxPlace, "Got": v})
	}
	return nil
}

// validateArchipelago checks the islands of the four boats (seed 003 "Fin
// du jeu" 2).
func validateArchipelago(p Player) error {
	if p.CampVillage != nil {
		return msg.New("camp_village", "Camps are on the Province of Shadows side; on this side give boat_islands instead.", nil)
	}
	if len(p.BoatIslands) != Boats {
		return msg.New("boat_islands", "Give the light of the islands of your {{.Boats}} boats; you entered {{.Got}}.", map[string]any{"Boats": Boats, "Got": len(p.BoatIslands)})
	}
	for i, v := range p.BoatIslands {
		if v < 0 || v > MaxPlace {
			return msg.New("boat_islands["+strconv.Itoa(i)+"]", "An island is worth 0 to {{.Max}} light; you entered {{.Got}}.", map[string]any{"Max": MaxPlace, "Got": v})
		}
	}
	return nil
}

// Score counts one player's final light (seed 003 "Fin du jeu"): the track,
// card light gains minus losses, travel, 10 when fireflies (tokens by value
// plus cards) are at least as many as companions, and 1 per small step.
func Score(side ref.Side, p Player) (Breakdown, error) {
	if err := Validate(side, p); err != nil {
		return Breakdown{}, err
	}
	b := Breakdown{Track: p.Track, Cards: p.CardLightGain - p.CardLightLoss, SmallSteps: p.SmallSteps,
		CardGain: p.CardLightGain, CardLoss: p.CardLightLoss,
		Counted: true, FireflyCount: p.FireflyTokens + p.FirefliesOnCards, CompanionCount: p.Companions}
	if side == ref.Province {
		b.Travel = *p.CampVillage
	} else {
		b.Islands = append([]int(nil), p.BoatIslands...)
		for _, v := range p.BoatIslands {
			b.Travel += v
		}
	}
	// "S'il possède autant ou plus de lucioles que de compagnons": equal is enough.
	if b.FireflyCount >= b.CompanionCount {
		b.Fireflies = ref.FireflyBonus
	}
	return b, nil
}

// ScoreGame scores every player (1 to 5, named, no two alike) and finds the
// winners: most light; a tie goes to the most reroll tokens; still tied, the
// victory is shared (seed 003 "Fin du jeu").
func ScoreGame(g Game) (Result, error) {
	n := len(g.Players)
	if n < 1 || n > MaxPlayers {
		return Result{}, msg.New("players", "A game has 1 to {{.Max}} players; you entered {{.Got}}.", map[string]any{"Max": MaxPlayers, "Got": n})
	}
	if g.Side != ref.Province && g.Side != ref.Archipelago {
		return Result{}, msg.New("side", "The board side is province or archipelago.", nil)
	}
	res := Result{Side: g.Side, Players: make([]PlayerResult, n)}
	list := make([]string, n)
	for i, p := range g.Players {
		field := "players[" + strconv.Itoa(i) + "]"
		if _, err := names.Clean(p.Name); err != nil {
			return Result{}, msg.Within(field, err)
		}
		list[i] = p.Name
		b, err := Score(g.Side, p)
		if err != nil {
			return Result{}, msg.Within(field, err)
		}
		res.Players[i] = PlayerResult{Name: p.Name, Breakdown: b, Total: b.Total()}
	}
	if err := names.Distinct("players", list); err != nil {
		return Result{}, err
	}
	totals := make([]int, n)
	rerolls := make([]int, n)
	for i, p := range g.Players {
		totals[i], rerolls[i] = res.Players[i].Total, p.RerollTokens
	}
	res.Winners, res.Tiebreak = Winners(totals, rerolls)
	return res, nil
}

// Winners returns the indices of the players with the most light and, among
// them, the most reroll tokens; several indices are a shared victory.
// tiebreak tells that the reroll tokens were needed. A missing reroll count
// reads as 0.
func Winners(totals, rerolls []int) (winners []int, tiebreak bool) {
	count := func(i int) int {
		if i < len(rerolls) {
			return rerolls[i]
		}
		return 0
	}
	best := -1
	for i, t := range totals {
		if best < 0 || t > totals[best] {
			best = i
		}
	}
	if best < 0 {
		return nil, false
	}
	var top []int
	for i, t := range totals {
		if t == totals[best] {
			top = append(top, i)
		}
	}
	if len(top) == 1 {
		return top, false
	}
	most := -1
	for _, i := range top {
		most = max(most, count(i))
	}
	for _, i := range top {
		if count(i) == most {
			winners = append(winners, i)
		}
	}
	return winners, true
}
