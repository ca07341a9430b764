package bgstats

import (
	"encoding/json"
	"sort"
	"time"

	"hearth/data"
	"hearth/data/bgstats/bgsplay"
	"hearth/data/game"
	"hearth/data/lueur"
)

// FilePlay is a play as data/bgstats/bgsplay takes it, saved being when
// it was saved (zero: unknown, the play's date stands in): the results as
// they are, the board BG Stats shows (Lueur's side, Insula's variant) and,
// in Insula's purple citadel, every fighter's place.
func FilePlay(p data.Play, saved time.Time) bgsplay.Play {
	if saved.IsZero() {
		saved = p.PlayedAt
	}
	out := bgsplay.Play{UID: p.UID, Game: string(p.Game), PlayedAt: p.PlayedAt, Saved: saved, Duration: p.Duration,
		Location: p.Location, Notes: p.Notes}
	inputs := make([]bgstatsInput, len(p.Results))
	for i, r := range p.Results {
		var rec struct {
			Input bgstatsInput `json:"input"`
		}
		if json.Unmarshal(r.Breakdown, &rec) == nil {
			inputs[i] = rec.Input
		}
		out.Players = append(out.Players, bgsplay.Player{Name: r.Name, ProfileUID: r.ProfileUID, Bot: r.Bot, Score: r.Score, Winner: r.Winner, Seat: r.Seat})
	}
	if board := bgstatsBoards[p.Game]; board != nil && len(inputs) > 0 {
		out.Board = board(inputs[0])
	}
	if p.Game == data.GameInsula {
		purplePlaces(out.Players, inputs)
	}
	return out
}

// bgstatsInput is what the BG Stats export reads of a result's board as
// entered (its breakdown's "input"): Lueur's side; Insula's variant and
// ending (the expedition: version and variant), who fought the final
// battle, with what strength, arriving when.
type bgstatsInput struct {
	Side          string `json:"side"`
	Version       string `json:"version"`
	Variant       string `json:"variant"`
	Ending        string `json:"ending"`
	InFinalBattle bool   `json:"in_final_battle"`
	Strength      *int   `json:"strength"`
	Arrival       *int   `json:"arrival"`
}

// bgstatsBoards names a play's board or variant in BG Stats, in English
// (BG Stats keeps one text per board for every language).
var bgstatsBoards = map[game.Game]func(bgstatsInput) string{
	data.GameLueur: func(in bgstatsInput) string {
		if side, ok := lueur.ParseSide(in.Side); ok && in.Side != "" {
			return side.String()
		}
		return ""
	},
	data.GameInsula: func(in bgstatsInput) string {
		switch in.Variant {
		case "purple":
			return "Purple citadel"
		case "blue":
			return "Blue citadel"
		}
		if in.Variant == "base" || in.Version == "base" {
			return "Base game"
		}
		return ""
	},
}

// purplePlaces places every fighter of a purple citadel won against
// Kingosh as its ranking does (seed 004 G.5: the most strength first, a
// tie to the earliest arrival); those who did not fight come after them.
func purplePlaces(players []bgsplay.Player, inputs []bgstatsInput) {
	var fighters []int
	for i, in := range inputs {
		if in.Variant != "purple" || in.Ending != "kingosh_defeated" || len(players) < 2 {
			return
		}
		if in.InFinalBattle && in.Strength != nil && in.Arrival != nil {
			fighters = append(fighters, i)
		}
	}
	sort.SliceStable(fighters, func(a, b int) bool {
		x, y := inputs[fighters[a]], inputs[fighters[b]]
		if *x.Strength != *y.Strength {
			return *x.Strength > *y.Strength
		}
		return *x.Arrival < *y.Arrival
	})
	for place, i := range fighters {
		players[i].Place = place + 1
	}
	for i := range players {
		if players[i].Place == 0 {
			players[i].Place = len(fighters) + 1
		}
	}
}
