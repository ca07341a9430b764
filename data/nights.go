package data

import (
	"time"
)

// Game nights (issue 22): History gathers the plays of one evening under
// one header. The rule, in full: two plays next to each other in the
// history belong to the same game night when the later one started at most
// NightGap after the earlier one, and both fall on the same evening — the
// calendar day of the play NightTurn hours earlier, so a play at 1 a.m.
// counts with the evening before. A night is two plays or more; a play
// alone is no night.
const (
	NightGap  = 4 * time.Hour
	NightTurn = 6 * time.Hour
)

// Night is a game night among plays listed newest first: Plays[First] to
// Plays[First+Count-1], played on the evening of Evening (a date at
// midnight, local time), by Names (each once, in the order they first
// played that night; bots left out).
type Night struct {
	First, Count int
	Evening      time.Time
	Names        []string
}

// Evening is the evening a play started on: the local day of the moment
// NightTurn earlier.
func Evening(t time.Time) time.Time {
	e := t.Local().Add(-NightTurn)
	return time.Date(e.Year(), e.Month(), e.Day(), 0, 0, 0, 0, time.Local)
}

// SameNight is whether two plays next to each other (newer first) share a
// game night.
func SameNight(newer, older Play) bool {
	gap := newer.PlayedAt.Sub(older.PlayedAt)
	return gap >= 0 && gap <= NightGap && Evening(newer.PlayedAt).Equal(Evening(older.PlayedAt))
}

// Nights finds the game nights among plays listed newest first.
func Nights(plays []Play) []Night {
	var out []Night
	for i := 0; i < len(plays); {
		j := i + 1
		for j < len(plays) && SameNight(plays[j-1], plays[j]) {
			j++
		}
		if j-i >= 2 {
			out = append(out, Night{First: i, Count: j - i, Evening: Evening(plays[j-1].PlayedAt), Names: nightNames(plays[i:j])})
		}
		i = j
	}
	return out
}

// nightNames are the players of a night's plays (newest first), each once
// as the stats count them (a profile, else a name whatever its case), in the
// order they first played.
func nightNames(plays []Play) []string {
	seen := map[string]bool{}
	var out []string
	for i := len(plays) - 1; i >= 0; i-- {
		for _, r := range plays[i].Results {
			k := playerKey(r.ProfileID, r.Name)
			if r.Bot || seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, r.Name)
		}
	}
	return out
}
