package data

import "encoding/json"

// An Insula play keeps no points, only the strength invested in the final
// battle against Kingosh (SPEC §6.3; seed 004 E.2, G.5). Who fought no final
// battle has no strength: not a strength of 0. Such a result is saved with
// Score 0 and marked unscored, and counts in no best, average or
// comparison of scores (issue 32: a nightfall play halved every average).
// Migration 0012 marks the results saved before by the same rule.

// unscored tells whether a result has no number, from its breakdown: a
// Bonfire handicap challenge abandoned and counted as lost (MarkConceded)
// was never scored, the player's nor Tom's (its 0–0 counted in best and
// average, and read as a tie); at
// the table, an Insula player who did not fight the final battle, or whose
// strength was not entered (the blue citadel asks for none); solo, an
// expedition that was not won and kept no final strength (Kingosh never
// fought: solo/insula's Summary keeps 0 then). A result that says so itself
// (Unscored) stays unscored; a breakdown of another shape is scored.
func unscored(p Play, r Result) bool {
	if r.Unscored || p.Game == GameBonfire && concededPlay(p) {
		return true
	}
	if p.Game != GameInsula || r.Bot {
		return false
	}
	var rec struct {
		Input json.RawMessage `json:"input"`
	}
	if json.Unmarshal(r.Breakdown, &rec) != nil || len(rec.Input) == 0 {
		return false
	}
	if p.Mode == ModeSolo {
		return expeditionUnscored(rec.Input)
	}
	var in struct {
		Fought   *bool `json:"in_final_battle"`
		Strength *int  `json:"strength"`
	}
	if json.Unmarshal(rec.Input, &in) != nil || in.Fought == nil {
		return false
	}
	return !*in.Fought || in.Strength == nil
}

// expeditionUnscored tells a solo expedition's input that kept no final
// strength: not won, and Kingosh never fought (solo/insula's Summary keeps
// 0 then).
func expeditionUnscored(input json.RawMessage) bool {
	var in struct {
		Won   *bool `json:"won"`
		Final *int  `json:"final_strength"`
	}
	if json.Unmarshal(input, &in) != nil || in.Won == nil {
		return false
	}
	return !*in.Won && (in.Final == nil || *in.Final == 0)
}

// concededPlay tells whether one of a play's results marks it as a
// challenge abandoned and counted as lost.
func concededPlay(p Play) bool {
	for _, r := range p.Results {
		var rec struct {
			Handicap struct {
				Conceded bool `json:"conceded"`
			} `json:"handicap"`
		}
		if json.Unmarshal(r.Breakdown, &rec) == nil && rec.Handicap.Conceded {
			return true
		}
	}
	return false
}
